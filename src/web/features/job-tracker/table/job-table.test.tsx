import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '../../../../domain/job-application';
import { changeLanguage } from '../../../lib/i18n';
import { signedInBackend } from '../../../test-support/fake-backend';
import { withFakeJobApplications } from '../../../test-support/fake-job-applications';
import { renderApp, setupI18n } from '../../../test-support/render-app';

// The tracker's table at /app/jobs/track?view=table, against the fake tracker API.
vi.setConfig({ testTimeout: 30_000 });

// The page's module (and the grid's) loads on demand, slowly the first time: load it up front.
beforeAll(() => import('../job-tracker-page'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

beforeEach(async () => {
  localStorage.clear();
  await setupI18n();
});

function setup() {
  const { backend } = signedInBackend();
  const fake = withFakeJobApplications(backend);
  fake.add({
    company: 'Globex',
    position: 'Engineer',
    stage: 'APPLIED',
    salary: { min: 80000, max: 100000, currency: 'USD', period: 'YEAR' },
    nextFollowUp: '2000-01-01',
  });
  fake.add({ company: 'Acme', position: 'Designer', stage: 'SAVED', excitement: 4 });
  fake.add({ company: 'Initech', position: 'QA', stage: 'INTERVIEWING' });
  const hooli = fake.add({ company: 'Hooli', position: 'PM', stage: 'APPLIED' });
  hooli.archivedReason = 'NO_ANSWER';
  return fake;
}

const grid = () => screen.findByRole('grid', { name: 'All applications' });

/** The company of each data row, top to bottom. */
async function companies() {
  const table = await grid();
  return within(table)
    .queryAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[data-field="company"] span')?.textContent ?? '');
}

function rowOf(company: string) {
  const cell = screen.getByText(company);
  const row = cell.closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${company}`);
  return row;
}

describe('the tracker table', () => {
  it('lists live applications with their fields, hides archived ones until asked', async () => {
    const user = userEvent.setup();
    const fake = setup();
    renderApp('/app/jobs/track?view=table', { backend: fake.backend });
    await waitFor(async () => expect(await companies()).toEqual(['Acme', 'Globex', 'Initech']));
    const globex = rowOf('Globex');
    within(globex).getByText('Applied');
    within(globex).getByText('$80,000 – $100,000 per year');
    within(globex).getByText('Jan 1, 2000');
    within(rowOf('Acme')).getByText('4 of 5');

    await user.click(screen.getByRole('switch', { name: 'Show archived' }));
    await waitFor(async () => expect(await companies()).toContain('Hooli'));
    within(rowOf('Hooli')).getByText('Archived: No answer');
  });

  it('sorts by a column and filters by stage, text and follow-up due', async () => {
    const user = userEvent.setup();
    const fake = setup();
    renderApp('/app/jobs/track?view=table', { backend: fake.backend });
    await waitFor(async () => expect(await companies()).toHaveLength(3));

    await user.click(within(await grid()).getByRole('columnheader', { name: /^Company/ }));
    await waitFor(async () => expect(await companies()).toEqual(['Acme', 'Globex', 'Initech']));
    await user.click(within(await grid()).getByRole('columnheader', { name: /^Company/ }));
    await waitFor(async () => expect(await companies()).toEqual(['Initech', 'Globex', 'Acme']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Interviewing');
    await waitFor(async () => expect(await companies()).toEqual(['Initech']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'All stages');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'desig');
    await waitFor(async () => expect(await companies()).toEqual(['Acme']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

    await user.click(screen.getByRole('switch', { name: 'Follow-up due' }));
    await waitFor(async () => expect(await companies()).toEqual(['Globex']));
  });

  it('opens an application on click and on Enter', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const { router } = renderApp('/app/jobs/track?view=table', { backend: fake.backend });
    await waitFor(async () => expect(await companies()).toHaveLength(3));
    const acme = fake.applications.find((application) => application.company === 'Acme')!;
    const initech = fake.applications.find((application) => application.company === 'Initech')!;

    await user.click(within(rowOf('Acme')).getByText('Designer'));
    await waitFor(() => expect(router.state.location.search).toContain(`application=${acme.id}`));
    // The detail opened over the table; closed, it gives the table back.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.search).toBe('?view=table'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const cell = within(rowOf('Initech')).getByText('QA').closest('[role="gridcell"]');
    (cell as HTMLElement).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toContain(`application=${initech.id}`),
    );
  });

  it('moves the selected rows to the end of a stage, archives and unarchives them', async () => {
    const user = userEvent.setup();
    const fake = setup();
    renderApp('/app/jobs/track?view=table', { backend: fake.backend });
    await waitFor(async () => expect(await companies()).toHaveLength(3));
    const id = (company: string) =>
      fake.applications.find((application) => application.company === company)!.id;

    await user.click(within(rowOf('Acme')).getByRole('checkbox'));
    await user.click(within(rowOf('Initech')).getByRole('checkbox'));
    const bulk = screen.getByRole('group', { name: 'Selected applications' });
    within(bulk).getByText('2 selected');
    await user.click(within(bulk).getByRole('button', { name: 'Move to stage' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Applied' }));
    await screen.findByText('2 applications moved to Applied.');
    const moves = fake.calls.filter((call) => call.operation === 'MoveJobApplication');
    // Globex is the only live card in Applied: the moved ones go after it, in order.
    expect(moves.map((call) => call.variables)).toEqual([
      { id: id('Acme'), stage: 'APPLIED', position: 1, at: localDay() },
      { id: id('Initech'), stage: 'APPLIED', position: 2, at: localDay() },
    ]);
    expect(screen.queryByRole('group', { name: 'Selected applications' })).toBeNull();

    await waitFor(() => expect(within(rowOf('Acme')).getByText('Applied')).toBeTruthy());
    await user.click(within(rowOf('Acme')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Withdrawn' }));
    await screen.findByText('1 application archived.');
    expect(fake.calls.filter((call) => call.operation === 'ArchiveJobApplication')).toEqual([
      { operation: 'ArchiveJobApplication', variables: { id: id('Acme'), reason: 'WITHDRAWN' } },
    ]);
    await waitFor(async () => expect(await companies()).not.toContain('Acme'));

    await user.click(screen.getByRole('switch', { name: 'Show archived' }));
    await waitFor(async () => expect(await companies()).toContain('Hooli'));
    await user.click(within(rowOf('Hooli')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Unarchive' }));
    await screen.findByText('1 application back on the board.');
    expect(fake.applications.find((application) => application.company === 'Hooli')).toMatchObject({
      archivedReason: null,
    });
  });

  it('remembers the columns chosen in the columns panel', async () => {
    const user = userEvent.setup();
    const fake = setup();
    renderApp('/app/jobs/track?view=table', { backend: fake.backend });
    const table = await grid();
    expect(within(table).queryByRole('columnheader', { name: /^Source/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Source' }));
    await within(table).findByRole('columnheader', { name: /^Source/ });
    expect(JSON.parse(localStorage.getItem('job-tracker:table-columns') ?? '{}')).toMatchObject({
      source: true,
    });
  });

  it('speaks the UI language, the grid’s own words included', async () => {
    const fake = setup();
    await changeLanguage('fr');
    renderApp('/app/jobs/track?view=table', { backend: fake.backend });
    const table = await screen.findByRole('grid', { name: 'Toutes les candidatures' });
    within(table).getByRole('columnheader', { name: /^Entreprise/ });
    screen.getByText('Lignes par page :');
  });
});
