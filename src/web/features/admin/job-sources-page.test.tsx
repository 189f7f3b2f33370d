import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import { signedInBackend } from '../../test-support/fake-backend';
import { withFakeJobSources } from '../../test-support/fake-job-sources';
import { renderApp, setupI18n, setViewportWidth } from '../../test-support/render-app';
import { pollIntervalMs } from './use-job-sources';

// The admin view of the job sources: the table, the recent runs, "Run now" and its progress.
vi.setConfig({ testTimeout: 30_000 });

function setup({ admin = true } = {}) {
  const { backend, accountId } = signedInBackend();
  backend.users.get(accountId)!.isAdmin = admin;
  const fake = withFakeJobSources(backend);
  const acme = fake.add({ id: 'greenhouse:acme', kind: 'GREENHOUSE', board: 'acme', listed: 12 });
  fake.run(acme, {
    status: 'SUCCEEDED',
    finishedAt: '2026-11-27T10:01:00.000Z',
    read: 13,
    added: 12,
    skipped: 1,
    skippedRecords: [{ externalId: '77', reason: 'title: too long' }],
  });
  const broken = fake.add({
    id: 'feed:https://feeds.example/jobs.csv',
    kind: 'FEED_FILE',
    board: 'https://feeds.example/jobs.csv',
  });
  fake.run(broken, {
    status: 'FAILED',
    finishedAt: '2026-11-27T10:00:05.000Z',
    error: 'the page answered 500',
  });
  fake.add({ id: 'lever:gone', kind: 'LEVER', board: 'gone', configured: false, listed: 3 });
  return { fake, acme };
}

/** The cells of the row headed by `name`, as text. */
const rowOf = (name: string) => {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) });
  return header.closest('tr')!;
};

beforeAll(setupI18n);
beforeEach(() => {
  window.localStorage.clear();
  setViewportWidth(1280);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the job sources page', () => {
  it('is linked from the shell for admins only', async () => {
    const { fake } = setup();
    const user = userEvent.setup();
    const view = renderApp('/app/jobs/savvy', { backend: fake.backend });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(await within(nav).findByRole('link', { name: 'Job sources' }));
    await screen.findByRole('heading', { level: 1, name: 'Job sources' });
    expect(view.router.state.location.pathname).toBe('/app/admin/sources');
  });

  it('has no link for anyone else, and tells them the page is not theirs', async () => {
    const { fake } = setup({ admin: false });
    fake.forbid();
    renderApp('/app/admin/sources', { backend: fake.backend });
    await screen.findByText("This page is for the site's admins.");
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'My resumes' });
    await waitFor(() =>
      expect(fake.calls.some((call) => call.operation === 'JobSources')).toBe(true),
    );
    expect(within(nav).queryByRole('link', { name: 'Job sources' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows each source with its last run, and its recent runs on demand', async () => {
    const { fake } = setup();
    const user = userEvent.setup();
    renderApp('/app/admin/sources', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'Job sources' });
    const table = await screen.findByRole('table', { name: 'Job sources' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Source',
      'Status',
      'Last run',
      'Added',
      'Updated',
      'Expired',
      'Skipped',
      'Listed now',
      'Actions',
    ]);
    const acme = within(rowOf('Greenhouse: acme'));
    expect(
      acme
        .getAllByRole('cell')
        .slice(0, 7)
        .map((cell) => cell.textContent),
    ).toEqual(['Succeeded', expect.stringMatching(/2026/), '12', '0', '0', '1', '12']);
    within(rowOf('Feed file: https://feeds.example/jobs.csv')).getByText('Failed');
    const gone = within(rowOf('Lever: gone'));
    gone.getByText('No longer configured');
    gone.getByText('Never run');
    expect(gone.queryByRole('button', { name: /Run .* now/ })).toBeNull();

    const toggle = screen.getByRole('button', {
      name: 'Recent runs of Feed file: https://feeds.example/jobs.csv',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const runs = screen.getByRole('table', {
      name: 'Recent runs of Feed file: https://feeds.example/jobs.csv, newest first',
    });
    within(runs).getByText('Error: the page answered 500');

    await user.click(screen.getByRole('button', { name: 'Recent runs of Greenhouse: acme' }));
    const acmeRuns = screen.getByRole('table', {
      name: 'Recent runs of Greenhouse: acme, newest first',
    });
    within(acmeRuns).getByText('1 record skipped:');
    within(acmeRuns).getByText('77: title: too long');
  });

  it('runs a source now and follows the run until it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fake, acme } = setup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/app/admin/sources', { backend: fake.backend });
    const button = await screen.findByRole('button', { name: 'Run Greenhouse: acme now' });
    await user.click(button);
    const status = screen.getByRole('status');
    await within(status).findByText('Greenhouse: acme will be read now.');
    expect(fake.calls.filter((call) => call.operation === 'RunJobSourceNow')).toEqual([
      { operation: 'RunJobSourceNow', variables: { id: 'greenhouse:acme' } },
    ]);
    within(rowOf('Greenhouse: acme')).getByText('Waiting in the queue');
    expect(button.hasAttribute('disabled')).toBe(true);

    const run = fake.run(acme);
    await act(() => vi.advanceTimersByTimeAsync(pollIntervalMs));
    await within(rowOf('Greenhouse: acme')).findByText('Running');

    Object.assign(run, {
      status: 'SUCCEEDED',
      finishedAt: '2026-11-27T11:00:00.000Z',
      read: 13,
      added: 1,
      updated: 2,
      expired: 3,
    });
    await act(() => vi.advanceTimersByTimeAsync(pollIntervalMs));
    await within(status).findByText(
      'Greenhouse: acme was read: 1 added, 2 updated, 3 expired, 0 skipped.',
    );
    within(rowOf('Greenhouse: acme')).getByText('Succeeded');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));

    // At rest, the page is not read again.
    const reads = fake.calls.filter((call) => call.operation === 'JobSources').length;
    await act(() => vi.advanceTimersByTimeAsync(pollIntervalMs * 3));
    expect(fake.calls.filter((call) => call.operation === 'JobSources')).toHaveLength(reads);
  });

  it('says when the ingest queue has not started', async () => {
    const { fake } = setup();
    fake.answerRunNowWith('QUEUE_NOT_STARTED');
    const user = userEvent.setup();
    renderApp('/app/admin/sources', { backend: fake.backend });
    await user.click(await screen.findByRole('button', { name: 'Run Greenhouse: acme now' }));
    await within(screen.getByRole('status')).findByText(
      "The ingest queue hasn't started yet. Try again in a minute.",
    );
    within(rowOf('Greenhouse: acme')).getByText('Succeeded');
  });

  it('speaks the UI language', async () => {
    const { fake } = setup();
    await changeLanguage('fr');
    renderApp('/app/admin/sources', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'Sources d’offres' });
    await screen.findByRole('button', { name: 'Lire Greenhouse\u00a0: acme maintenant' });
    await changeLanguage('en');
  });
});
