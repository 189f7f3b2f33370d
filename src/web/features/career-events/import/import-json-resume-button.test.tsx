import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Provider } from 'urql';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readJsonResume } from '../../../../domain/json-resume';
// The JSON Resume project's sample (MIT): see src/domain/test-support/README.md.
import sampleText from '../../../../domain/test-support/sample.resume.json?raw';
import { createGraphqlClient } from '../../../lib/graphql-client';
import { initI18n } from '../../../lib/i18n';
import { ImportJsonResumeButton } from './import-json-resume-button';

beforeAll(async () => {
  if (!i18next.isInitialized) await initI18n('en');
  else await i18next.changeLanguage('en');
});
afterEach(cleanup);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

type Kind = 'work' | 'edu' | 'skills';
const typenames: Record<Kind, string> = {
  work: 'WorkEvent',
  edu: 'EduEvent',
  skills: 'SkillEvent',
};

/**
 * The API's side of the import as the real server answers it: the library's import keys, and
 * `importEvents` adding the items whose `uuid` is new and counting the others as skipped.
 */
function createFakeLibrary() {
  const library: Record<Kind, Set<string>> = { work: new Set(), edu: new Set(), skills: new Set() };
  const operations: Array<{ name: string; variables: Record<string, unknown> }> = [];
  let failImport: 'network' | 'badInput' | null = null;
  let failKeys = false;

  const list = (kind: Kind) =>
    [...library[kind]].map((uuid, index) => ({
      __typename: typenames[kind],
      id: `${kind}-${index}`,
      uuid,
    }));

  const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      query: string;
      variables?: Record<string, unknown>;
    };
    const name = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    operations.push({ name, variables: body.variables ?? {} });
    if (name === 'ImportLibraryKeys') {
      if (failKeys) return json({ data: null, errors: [{ message: 'Unexpected error.' }] });
      return json({
        data: { workEvents: list('work'), eduEvents: list('edu'), skillEvents: list('skills') },
      });
    }
    if (name === 'ImportEvents') {
      if (failImport === 'network') throw new TypeError('Failed to fetch');
      if (failImport === 'badInput') {
        return json({
          data: null,
          errors: [
            {
              message: 'work.0.startDate must be a month written YYYY-MM',
              path: ['event', 'importEvents'],
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        });
      }
      const input = body.variables?.input as Record<Kind, Array<{ uuid: string }>>;
      let skipped = 0;
      const add = (kind: Kind) => {
        let added = 0;
        for (const { uuid } of input[kind]) {
          if (library[kind].has(uuid)) skipped += 1;
          else {
            library[kind].add(uuid);
            added += 1;
          }
        }
        return added;
      };
      const counts = { work: add('work'), edu: add('edu'), skills: add('skills') };
      return json({
        data: {
          event: {
            __typename: 'EventMutations',
            importEvents: { __typename: 'ImportEventsResult', ...counts, skipped },
          },
        },
      });
    }
    return json({ data: null, errors: [{ message: 'Unknown operation' }] });
  };

  return {
    fetch,
    library,
    operations,
    count: (name: string) => operations.filter((operation) => operation.name === name).length,
    failImportWith(value: typeof failImport) {
      failImport = value;
    },
    failKeys(value: boolean) {
      failKeys = value;
    },
  };
}

type FakeLibrary = ReturnType<typeof createFakeLibrary>;

function renderImport(fake: FakeLibrary = createFakeLibrary()) {
  const reported: string[] = [];
  const client = createGraphqlClient({
    identity: { getIdToken: async () => 'token' },
    storage: null,
    fetch: fake.fetch,
    reporter: { report: (message) => void reported.push(message) },
    navigate: () => {},
    dataNotFoundPath: '/data-not-found',
  });
  render(
    <Provider value={client}>
      <ImportJsonResumeButton />
    </Provider>,
  );
  return { fake, reported, user: userEvent.setup() };
}

const sampleFile = (text = sampleText, name = 'sample.resume.json') =>
  new File([text], name, { type: 'application/json' });

async function openAndChoose(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.click(screen.getByRole('button', { name: 'Import JSON Resume' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import a JSON Resume' });
  await user.upload(within(dialog).getByLabelText('Choose a JSON Resume file'), file);
  return dialog;
}

const text = (element: Element) => element.textContent ?? '';
const isEnabled = (element: HTMLElement) => !(element as HTMLButtonElement).disabled;

/** The preview's entry in a section, found by its text; with its "New" / "Already…" mark. */
function entry(dialog: HTMLElement, section: string, text: string) {
  const region = within(dialog).getByRole('region', { name: section });
  const item = within(region)
    .getAllByRole('listitem')
    .find((candidate) => candidate.textContent?.includes(text));
  if (!item) throw new Error(`no entry "${text}" under ${section}`);
  return item;
}

describe('ImportJsonResumeButton', () => {
  it('previews the sample file grouped by kind, every entry new', async () => {
    const { user } = renderImport();
    const dialog = await openAndChoose(user, sampleFile());

    const status = await within(dialog).findByText(
      'New: 4. Already in your library: 0. Cannot be imported: 0.',
    );
    expect(status.getAttribute('role')).toBe('status');
    within(dialog).getByText('Chosen file: sample.resume.json');
    expect(text(entry(dialog, 'Work experience', 'Pied Piper'))).toBe(
      'CEO/President, Pied PiperPalo Alto, CA · Dec 2013 – Dec 2014New',
    );
    expect(text(entry(dialog, 'Education', 'University of Oklahoma'))).toBe(
      'University of OklahomaBachelor, Information Technology · Jun 2011 – Jan 2014New',
    );
    expect(text(entry(dialog, 'Skills', 'Web Development'))).toBe(
      'Web DevelopmentExpert · HTML, CSS, JavascriptNew',
    );
    expect(text(entry(dialog, 'Skills', 'Compression'))).toMatch(/New$/);
    expect(within(dialog).queryByRole('region', { name: 'Entries that will be skipped' })).toBe(
      null,
    );
    expect(isEnabled(within(dialog).getByRole('button', { name: 'Add 4 events' }))).toBe(true);
  });

  it('adds the new events, says what was added and refreshes what the library holds', async () => {
    const { user, fake } = renderImport();
    const dialog = await openAndChoose(user, sampleFile());
    await user.click(await within(dialog).findByRole('button', { name: 'Add 4 events' }));

    await within(dialog).findByText('4 events added to your library.');
    within(dialog).getByText('Work experience: 1. Education: 1. Skills: 2.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    const sent = fake.operations.find(({ name }) => name === 'ImportEvents');
    const input = sent?.variables.input as Record<Kind, Array<Record<string, unknown>>>;
    expect(input.work).toEqual([
      expect.objectContaining({
        uuid: expect.stringMatching(/^json-resume:/),
        company: 'Pied Piper',
        startDate: '2013-12',
        endDate: '2014-12',
      }),
    ]);
    expect(input.edu).toEqual([
      expect.objectContaining({ university: 'University of Oklahoma', attending: false }),
    ]);
    expect(input.skills.map(({ name, level }) => [name, level])).toEqual([
      ['Web Development', 'EXPERT'],
      ['Compression', 'EXPERT'],
    ]);
    // The import invalidates the cached event lists, even though the library was empty.
    await waitFor(() => expect(fake.count('ImportLibraryKeys')).toBe(2));
  });

  it('shows a second import of the same file as already in the library', async () => {
    const { user } = renderImport();
    let dialog = await openAndChoose(user, sampleFile());
    await user.click(await within(dialog).findByRole('button', { name: 'Add 4 events' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBe(null));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Import JSON Resume' }));

    dialog = await openAndChoose(user, sampleFile());
    await within(dialog).findByText('New: 0. Already in your library: 4. Cannot be imported: 0.');
    for (const [section, name] of [
      ['Work experience', 'Pied Piper'],
      ['Education', 'University of Oklahoma'],
      ['Skills', 'Web Development'],
      ['Skills', 'Compression'],
    ] as const) {
      expect(text(entry(dialog, section, name))).toMatch(/Already in your library$/);
    }
    within(dialog).getByText('Everything in this file is already in your library.');
    expect(within(dialog).queryByRole('button', { name: /^Add/ })).toBe(null);
  });

  it('sends only the new entries and lists the ones it skips, with why', async () => {
    const fake = createFakeLibrary();
    const sample = readJsonResume(sampleText);
    if (!sample.ok) throw new Error('the sample must read');
    fake.library.skills.add(sample.value.skills[1]!.key);
    const resume = JSON.parse(sampleText) as { work: unknown[] };
    resume.work.push({ name: 'Hooli', position: 'Developer' }, { name: 'Raviga', startDate: 42 });
    const { user } = renderImport(fake);
    const dialog = await openAndChoose(user, sampleFile(JSON.stringify(resume)));

    await within(dialog).findByText('New: 3. Already in your library: 1. Cannot be imported: 2.');
    expect(text(entry(dialog, 'Skills', 'Compression'))).toMatch(/Already in your library$/);
    const skipped = within(dialog).getByRole('region', { name: 'Entries that will be skipped' });
    expect(within(skipped).getAllByRole('listitem').map(text)).toEqual([
      'Work entry 2 (Hooli): startDate is missing.',
      'Work entry 3 (Raviga): startDate must be text.',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Add 3 events' }));
    await within(dialog).findByText('3 events added to your library.');
    const sent = fake.operations.find(({ name }) => name === 'ImportEvents');
    const input = sent?.variables.input as Record<Kind, Array<{ name?: string }>>;
    expect([input.work.length, input.edu.length, input.skills.map(({ name }) => name)]).toEqual([
      1,
      1,
      ['Web Development'],
    ]);
  });

  it.each([
    [
      'text that is not JSON',
      sampleFile('Richard Hendriks, Pied Piper', 'resume.json'),
      'This file is not JSON. Choose a JSON Resume file (its name ends in .json).',
    ],
    [
      'JSON that is not a resume',
      sampleFile('{"name": "my-resume", "version": "0.1.0"}', 'package.json'),
      'This file has no work, education or skills entries to import. Is it a JSON Resume?',
    ],
    [
      'a JSON list',
      sampleFile('[1, 2, 3]', 'list.json'),
      'This file is JSON but not a JSON Resume. Choose a JSON Resume file.',
    ],
    [
      'a section that is not a list',
      sampleFile('{"work": {"name": "Pied Piper"}}', 'resume.json'),
      'This file is not a valid JSON Resume: its “work” section must be a list.',
    ],
    [
      'more than 1 MB',
      sampleFile(' '.repeat(1_000_001), 'huge.json'),
      'This file is larger than 1 MB. A JSON Resume is usually a few kilobytes; choose another file.',
    ],
  ])('explains a file with %s and offers nothing to add', async (_case, file, message) => {
    const { user } = renderImport();
    const dialog = await openAndChoose(user, file);
    expect(text(await within(dialog).findByRole('alert'))).toBe(message);
    expect(within(dialog).queryByRole('button', { name: /^Add/ })).toBe(null);
    expect(within(dialog).queryByRole('region')).toBe(null);
  });

  it('reads another file after a bad one', async () => {
    const { user } = renderImport();
    const dialog = await openAndChoose(user, sampleFile('not json', 'resume.json'));
    await within(dialog).findByRole('alert');
    await user.upload(within(dialog).getByLabelText('Choose a JSON Resume file'), sampleFile());
    await within(dialog).findByRole('button', { name: 'Add 4 events' });
    expect(within(dialog).queryByRole('alert')).toBe(null);
  });

  it('says when it cannot check the library, and checks again on request', async () => {
    const { user, fake } = renderImport();
    fake.failKeys(true);
    const dialog = await openAndChoose(user, sampleFile());
    const alert = await within(dialog).findByRole('alert');
    expect(text(alert)).toMatch(/^We couldn't check which of these events you already have\./);
    expect(within(dialog).queryByRole('button', { name: /^Add/ })).toBe(null);

    fake.failKeys(false);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('button', { name: 'Add 4 events' });
    expect(within(dialog).queryByRole('alert')).toBe(null);
  });

  it('keeps the preview when the import fails, so it can be tried again', async () => {
    const { user, fake, reported } = renderImport();
    fake.failImportWith('network');
    const dialog = await openAndChoose(user, sampleFile());
    await user.click(await within(dialog).findByRole('button', { name: 'Add 4 events' }));
    expect(text(await within(dialog).findByRole('alert'))).toBe(
      "We couldn't reach My Resume. Check your connection and try again. Nothing was saved.",
    );
    expect(text(entry(dialog, 'Work experience', 'Pied Piper'))).toMatch(/New$/);
    expect(reported).toEqual(['Network error']);

    fake.failImportWith('badInput');
    await user.click(within(dialog).getByRole('button', { name: 'Add 4 events' }));
    await waitFor(() =>
      expect(text(within(dialog).getByRole('alert'))).toBe(
        'The events could not be added: work.0.startDate must be a month written YYYY-MM. Nothing was saved.',
      ),
    );

    fake.failImportWith(null);
    await user.click(within(dialog).getByRole('button', { name: 'Add 4 events' }));
    await within(dialog).findByText('4 events added to your library.');
    expect(fake.library.work.size).toBe(1);
  });

  it('shows text from the file as text, never as markup', async () => {
    const { user } = renderImport();
    const file = sampleFile(
      JSON.stringify({
        skills: [{ name: '<img src=x onerror=alert(1)>', keywords: ['<b>bold</b>'] }],
      }),
    );
    const dialog = await openAndChoose(user, file);
    await within(dialog).findByRole('region', { name: 'Skills' });
    expect(text(entry(dialog, 'Skills', '<img'))).toBe(
      '<img src=x onerror=alert(1)><b>bold</b>New',
    );
    expect(dialog.querySelector('img, b')).toBe(null);
  });
});
