import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, fetchExchange, Provider } from 'urql';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchBands, type MatchBand } from '../../../../domain/job-match';
import { resumeContentSchema, type ResumeLibrary } from '../../../../domain/resume';
import type { SaveResult } from '../../../components/document-editor/use-autosave';
import type { ResumeDocumentsClient } from '../../../lib/documents-client';
import { changeLanguage } from '../../../lib/i18n';
import { setupI18n, setViewportWidth } from '../../../test-support/render-app';
import { renderWithRouter } from '../../../test-support/render-with-router';
import type { ResumeDraft } from './content-changes';
import type { EditorLibrary } from './editor-library';
import { ResumeEditor } from './resume-editor';

beforeAll(setupI18n);
beforeEach(() => {
  setViewportWidth(1280);
  window.sessionStorage.clear();
  window.localStorage.clear();
  URL.createObjectURL = vi.fn(() => 'blob:page');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => changeLanguage('en'));

const acme = '11111111-1111-4111-8111-111111111111';
const globex = '22222222-2222-4222-8222-222222222222';
const docker = '33333333-3333-4333-8333-333333333333';
const item = (id: string, description: string) => ({ id, uuid: null, description });

/** The whole library: what the match panel profiles. */
const matchLibrary: ResumeLibrary = {
  work: [
    {
      id: acme,
      company: 'Acme',
      position: 'Software Engineer',
      location: '',
      link: '',
      startDate: '2018-01',
      startDatePrecision: 'MONTH',
      endDate: null,
      endDatePrecision: 'MONTH',
      accomplishments: [
        item('ts', 'Rewrote the billing service in TypeScript'),
        item('web', 'Moved the web app to React with a GraphQL API'),
      ],
    },
    {
      id: globex,
      company: 'Globex',
      position: 'Data Analyst',
      location: '',
      link: '',
      startDate: '2015-01',
      startDatePrecision: 'MONTH',
      endDate: '2017-12',
      endDatePrecision: 'MONTH',
      accomplishments: [item('py', 'Automated the monthly reports in Python')],
    },
  ],
  edu: [],
  skills: [{ id: docker, name: 'Docker', category: 'Tools', level: 'ADVANCED', keywords: [] }],
};

/** The same library as the sections editor lists it. */
const library: EditorLibrary = {
  WORK: matchLibrary.work.map((event) => ({
    id: event.id,
    label: `${event.position} · ${event.company}`,
    detail: '',
    items: event.accomplishments,
  })),
  EDUCATION: [],
  SKILLS: [{ id: docker, label: 'Docker', detail: '', items: [] }],
};

const description = [
  'You will build our web app with TypeScript, React, GraphQL, Python and Docker.',
  'You know Kubernetes.',
  'Terraform is a plus.',
].join('\n');

const draftWith = (jobDescription: string): ResumeDraft => ({
  name: 'Platform roles',
  targetJob: { title: 'Software Engineer', company: 'Initech', description: jobDescription },
  content: resumeContentSchema.parse({
    sections: [
      {
        id: 'work',
        kind: 'WORK',
        entries: [
          {
            id: 'e1',
            eventId: acme,
            bullets: [
              { itemId: 'ts', visible: true },
              { itemId: 'web', visible: false },
            ],
          },
        ],
      },
    ],
  }),
});

function documents(): ResumeDocumentsClient {
  return {
    kind: 'resume',
    preview: vi.fn(async () => ['<svg xmlns="http://www.w3.org/2000/svg"/>']),
    picture: vi.fn(async () => '<svg xmlns="http://www.w3.org/2000/svg"/>'),
    idToken: vi.fn(async () => 'id-token'),
    fit: vi.fn(async () => ({ scale: 1, pageCount: 1 })),
    download: vi.fn(async () => ({ blob: new Blob(['%PDF']), fileName: 'resume.pdf' })),
    thumbnail: vi.fn(async () => new Blob()),
  };
}

function setup(draft: ResumeDraft) {
  const saves: ResumeDraft[] = [];
  const save = vi.fn(async (value: ResumeDraft): Promise<SaveResult> => {
    saves.push(value);
    return { ok: true };
  });
  const client = new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange] });
  renderWithRouter(
    <Provider value={client}>
      <ResumeEditor
        resumeId="r1"
        saved={draft}
        start={draft}
        updatedAt="2026-01-01T00:00:00.000Z"
        library={library}
        matchLibrary={matchLibrary}
        save={save}
        documents={documents()}
        share={{ id: 'share-1', enabled: false, indexable: true, viewCount: 0 }}
      />
    </Provider>,
  );
  return { saves };
}

const panel = () => screen.getByRole('region', { name: 'Match' });
const list = (name: RegExp) => within(panel()).getByRole('region', { name });
const band = async () => {
  const chip = await within(panel()).findByTestId('match-band', {}, { timeout: 5000 });
  return chip.getAttribute('data-band') as MatchBand;
};
/** Higher is better: GREAT is first in `matchBands`. */
const rank = (value: MatchBand) => matchBands.length - matchBands.indexOf(value);

describe('the match panel in the resume editor', () => {
  it('lists what the resume shows, what the library proves but the resume hides, and what the library lacks', async () => {
    setup(draftWith(description));
    const shown = await band();
    expect(matchBands).toContain(shown);
    expect(within(panel()).getByTestId('match-band').textContent).toMatch(/match$/);

    const covered = list(/^Shown in this document/);
    expect(within(covered).getByText('TypeScript')).toBeTruthy();
    expect(within(covered).queryByText('React')).toBeNull();

    const hidden = list(/^In your library, not shown here/);
    expect(within(hidden).getByText('React')).toBeTruthy();
    expect(within(hidden).getAllByText(/Moved the web app to React/).length).toBeGreaterThan(0);
    expect(
      within(hidden).getAllByRole('button', {
        name: /^Show this bullet of Software Engineer, Acme/,
      }).length,
    ).toBeGreaterThan(0);
    expect(
      within(hidden).getByRole('button', {
        name: /^Add this entry, Data Analyst, Globex, for Python/,
      }),
    ).toBeTruthy();
    expect(
      within(hidden).getByRole('button', { name: 'Add this skill, Docker, for Docker' }),
    ).toBeTruthy();

    const missing = list(/^Not in your library/);
    expect(within(missing).getByText('Kubernetes')).toBeTruthy();
    expect(within(missing).getByText('Terraform (preferred)')).toBeTruthy();
    expect(within(missing).queryByText('TypeScript')).toBeNull();
    expect(within(panel()).getByText('Why not higher:').parentElement?.textContent).toBe(
      'Why not higher: the job requires React, and this document does not show it.',
    );
    const parts = [...panel().querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(parts.slice(0, 3)).toEqual([
      ['Skills', '1 of 6 required, 0 of 1 nice to have'],
      ['Words in common with the job', 'partial'],
      ['Job title', 'strong'],
    ]);
  });

  it('shows a hidden bullet in one click, through the undo history and the autosave, and the band rises', async () => {
    const user = userEvent.setup();
    // A job the hidden bullet matters to: it names two of the three skills asked for.
    const { saves } = setup(
      draftWith('You will build our web app with TypeScript, React and GraphQL.'),
    );
    const before = await band();
    const hidden = list(/^In your library, not shown here/);
    await user.click(
      within(hidden).getAllByRole('button', {
        name: /^Show this bullet of Software Engineer, Acme, for React/,
      })[0]!,
    );
    await waitFor(
      () => expect(within(list(/^Shown in this document/)).getByText('React')).toBeTruthy(),
      {
        timeout: 5000,
      },
    );
    expect(within(list(/^Shown in this document/)).getByText('GraphQL')).toBeTruthy();
    const after = await band();
    expect(rank(after)).toBeGreaterThan(rank(before));
    await waitFor(
      () =>
        expect(screen.getByTestId('editor-announcer').textContent).toContain('The match is now:'),
      { timeout: 5000 },
    );

    await waitFor(() => expect(saves.length).toBeGreaterThan(0), { timeout: 6000 });
    const section = saves.at(-1)?.content.sections[0];
    const entry = section?.kind === 'WORK' ? section.entries[0] : undefined;
    expect(entry?.bullets.find((bullet) => bullet.itemId === 'web')?.visible).toBe(true);

    // Undo hides it again, and the panel follows.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(
      () =>
        expect(within(list(/^In your library, not shown here/)).getByText('React')).toBeTruthy(),
      { timeout: 5000 },
    );
  });

  it('adds a skill the library proves to a new skills section', async () => {
    const user = userEvent.setup();
    const { saves } = setup(draftWith(description));
    await band();
    await user.click(screen.getByRole('button', { name: 'Add this skill, Docker, for Docker' }));
    await waitFor(
      () => expect(within(list(/^Shown in this document/)).getByText('Docker')).toBeTruthy(),
      {
        timeout: 5000,
      },
    );
    await waitFor(() => expect(saves.length).toBeGreaterThan(0), { timeout: 6000 });
    const skills = saves.at(-1)?.content.sections.find((section) => section.kind === 'SKILLS');
    expect(skills?.entries.map((entry) => ('eventId' in entry ? entry.eventId : null))).toEqual([
      docker,
    ]);
  });

  it('offers to add a missing skill to the library', async () => {
    setup(draftWith(description));
    await band();
    const missing = list(/^Not in your library/);
    const link = within(missing).getByRole('link', { name: 'Add a skill: Kubernetes' });
    expect(link.getAttribute('href')).toBe('/app/events/skills/new');
    expect(
      within(missing)
        .getByRole('link', { name: 'Add a job where you used Kubernetes' })
        .getAttribute('href'),
    ).toBe('/app/events/work/new');
  });

  it('asks for the job description when there is none, and takes the user to its field', async () => {
    const user = userEvent.setup();
    setup(draftWith(''));
    expect(within(panel()).getByText(/Paste the job's description in the target job/)).toBeTruthy();
    expect(within(panel()).queryByTestId('match-band')).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: 'Paste the job description' }));
    const field = screen.getByRole('textbox', { name: 'Job description' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.type(field, 'We use TypeScript and React.');
    expect(await band()).toBeTruthy();
    expect(within(list(/^Shown in this document/)).getByText('TypeScript')).toBeTruthy();
  });

  it('speaks French', async () => {
    await changeLanguage('fr');
    setup(draftWith(description));
    const region = screen.getByRole('region', { name: 'Correspondance' });
    await within(region).findByTestId('match-band', {}, { timeout: 5000 });
    expect(within(region).getByText('Correspondance :')).toBeTruthy();
    expect(
      within(region).getByRole('region', { name: /^Absents de votre bibliothèque \(2\)/ }),
    ).toBeTruthy();
    expect(within(region).getByText('Terraform (souhaité)')).toBeTruthy();
  });
});
