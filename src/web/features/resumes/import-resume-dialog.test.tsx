import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readJsonResume } from '../../../domain/json-resume';
// The JSON Resume project's sample (MIT): see src/domain/test-support/README.md.
import sampleText from '../../../domain/test-support/sample.resume.json?raw';
import { createGraphqlClient } from '../../lib/graphql-client';
import { initI18n } from '../../lib/i18n';
import { ImportResumeButton } from './import-resume-button';

beforeAll(async () => {
  if (!i18next.isInitialized) await initI18n('en');
  else await i18next.changeLanguage('en');
});
afterEach(cleanup);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The API as far as the dialog uses it: the library's keys, and `importResume`. */
function createFakeApi(known: string[] = []) {
  const operations: Array<{ name: string; variables: Record<string, unknown> }> = [];
  let fail: 'badInput' | null = null;
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      query: string;
      variables?: Record<string, unknown>;
    };
    const name = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    operations.push({ name, variables: body.variables ?? {} });
    if (name === 'ImportLibraryKeys') {
      return json({
        data: {
          workEvents: [],
          eduEvents: [],
          skillEvents: known.map((uuid, index) => ({
            __typename: 'SkillEvent',
            id: `s${index}`,
            uuid,
          })),
        },
      });
    }
    if (name === 'ImportResume') {
      if (fail === 'badInput') {
        return json({
          data: null,
          errors: [
            {
              message: 'name is required',
              path: ['resume', 'importResume'],
              extensions: { code: 'BAD_USER_INPUT', field: 'name' },
            },
          ],
        });
      }
      return json({
        data: {
          resume: {
            __typename: 'ResumeMutations',
            importResume: { __typename: 'Resume', id: 'resume-1' },
          },
        },
      });
    }
    return json({ data: null, errors: [{ message: 'Unknown operation' }] });
  };
  return {
    fetch,
    operations,
    failWith(value: typeof fail) {
      fail = value;
    },
  };
}

function renderImport(api = createFakeApi()) {
  const client = createGraphqlClient({
    identity: { getIdToken: async () => 'token' },
    storage: null,
    fetch: api.fetch,
    reporter: { report: () => {} },
    navigate: () => {},
    dataNotFoundPath: '/data-not-found',
  });
  const router = createMemoryRouter(
    [
      { path: '/app/resumes', element: <ImportResumeButton /> },
      { path: '/app/resumes/edit/:id', element: <h1>Editor</h1> },
    ],
    { initialEntries: ['/app/resumes'] },
  );
  render(
    <Provider value={client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { api, router, user: userEvent.setup() };
}

const file = (text = sampleText, name = 'sample.resume.json') =>
  new File([text], name, { type: 'application/json' });

async function openAndChoose(user: ReturnType<typeof userEvent.setup>, chosen: File) {
  await user.click(screen.getByRole('button', { name: 'Import JSON Resume' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Import a JSON Resume as a new resume',
  });
  await user.upload(within(dialog).getByLabelText('Choose a JSON Resume file'), chosen);
  return dialog;
}

describe('ImportResumeDialog', () => {
  it('previews the file, names the resume after the person, creates it and opens the editor', async () => {
    const sample = readJsonResume(sampleText);
    if (!sample.ok) throw new Error('the sample must read');
    const { user, api, router } = renderImport(createFakeApi([sample.value.skills[1]!.key]));
    const dialog = await openAndChoose(user, file());

    await within(dialog).findByText('New: 3. Already in your library: 1. Cannot be imported: 0.');
    within(dialog).getByText('Resume of Richard Hendriks');
    within(within(dialog).getByRole('region', { name: 'Work experience' })).getByText(
      'CEO/President, Pied Piper',
    );
    const name = within(dialog).getByRole('textbox', { name: 'Resume name' });
    expect((name as HTMLInputElement).value).toBe('Richard Hendriks');
    await user.clear(name);
    await user.type(name, 'From JSON');
    await user.click(within(dialog).getByRole('button', { name: 'Create resume' }));

    await screen.findByRole('heading', { name: 'Editor' });
    expect(router.state.location.pathname).toBe('/app/resumes/edit/resume-1');
    const sent = api.operations.find((operation) => operation.name === 'ImportResume');
    const input = sent?.variables.input as {
      name: string;
      events: Record<'work' | 'edu' | 'skills', Array<{ uuid: string }>>;
      header: { name: string; headline: string };
      summary: string;
    };
    expect(input.name).toBe('From JSON');
    // Every entry goes, known or not: the resume points at both.
    expect(input.events.skills.map(({ uuid }) => uuid)).toEqual(
      sample.value.skills.map(({ key }) => key),
    );
    expect([input.events.work.length, input.events.edu.length]).toEqual([1, 1]);
    expect(input.header).toMatchObject({ name: 'Richard Hendriks', headline: 'Programmer' });
    expect(input.summary).toMatch(/^Richard hails from Tulsa/);
  });

  it('names the resume after the file when the file gives no name, and asks for a name', async () => {
    const { user, api } = renderImport();
    const dialog = await openAndChoose(
      user,
      file(JSON.stringify({ skills: [{ name: 'Go' }] }), 'my-skills.json'),
    );
    await within(dialog).findByText('This file does not give a name.');
    const name = within(dialog).getByRole('textbox', { name: 'Resume name' });
    expect((name as HTMLInputElement).value).toBe('my-skills');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Create resume' }));
    await within(dialog).findByText('Fill this in.');
    expect(api.operations.some((operation) => operation.name === 'ImportResume')).toBe(false);
  });

  it('explains a file that cannot be imported and offers nothing to create', async () => {
    const { user } = renderImport();
    const dialog = await openAndChoose(user, file('not json', 'resume.json'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This file is not JSON. Choose a JSON Resume file (its name ends in .json).',
    );
    expect(within(dialog).queryByRole('button', { name: 'Create resume' })).toBe(null);
  });

  it('keeps the preview when the server refuses, saying nothing was saved', async () => {
    const api = createFakeApi();
    api.failWith('badInput');
    const { user } = renderImport(api);
    const dialog = await openAndChoose(user, file());
    await user.click(await within(dialog).findByRole('button', { name: 'Create resume' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'The resume could not be created: name is required. Nothing was saved.',
      ),
    );
    within(dialog).getByRole('region', { name: 'Work experience' });
  });
});
