import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { localDay } from '../../../domain/job-application';
import { changeLanguage } from '../../lib/i18n';
import { prepareDocumentPages } from '../../test-support/document-list';
import { signedInBackend } from '../../test-support/fake-backend';
import { withFakeJobApplications } from '../../test-support/fake-job-applications';
import { renderApp } from '../../test-support/render-app';

// The tracker page's frame: its views as tabs named in the address, and what is due on the Due tab.
vi.setConfig({ testTimeout: 30_000 });

prepareDocumentPages();

function setup() {
  const { backend } = signedInBackend();
  return withFakeJobApplications(backend);
}

const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

describe('the job tracker page', () => {
  it('shows its views as tabs, the board first, and names the chosen one in the address', async () => {
    const fake = setup();
    const user = userEvent.setup();
    const view = renderApp('/app/jobs/track', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'Job tracker' });
    expect(document.title).toBe('Job tracker – My Resume (dev)');
    const tabs = screen.getByRole('tablist', { name: 'Views of your applications' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Board', 'Table', 'Due', 'Statistics']);
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('Board');
    expect(screen.getByRole('tabpanel', { name: 'Board' })).toBeTruthy();

    await user.click(within(tabs).getByRole('tab', { name: 'Table' }));
    expect(path(view.router)).toBe('/app/jobs/track?view=table');
    screen.getByRole('tabpanel', { name: 'Table' });
    await user.click(within(tabs).getByRole('tab', { name: 'Board' }));
    expect(path(view.router)).toBe('/app/jobs/track');
  });

  it('opens the view the address names', async () => {
    const fake = setup();
    renderApp('/app/jobs/track?view=stats', { backend: fake.backend });
    const tab = await screen.findByRole('tab', { selected: true });
    expect(tab.textContent).toBe('Statistics');
  });

  it('counts on the Due tab what is due today or overdue, never what is archived', async () => {
    const fake = setup();
    const today = localDay();
    fake.add({ company: 'Initech', nextFollowUp: today });
    fake.add({ company: 'Globex', deadline: '2000-01-01' });
    fake.add({ company: 'Hooli', nextFollowUp: '2999-01-01' });
    const archived = fake.add({ company: 'Umbrella', nextFollowUp: '2000-01-01' });
    archived.archivedReason = 'CLOSED';
    renderApp('/app/jobs/track', { backend: fake.backend });
    const due = await screen.findByRole('tab', { name: /^Due/ });
    expect(await within(due).findByText('2')).toBeTruthy();
  });

  it('says when the applications could not be loaded, and tries again', async () => {
    const fake = setup();
    const user = userEvent.setup();
    fake.failNext('JobApplications');
    const view = renderApp('/app/jobs/track', { backend: fake.backend });
    const alert = await screen.findByRole('alert');
    within(alert).getByText("Your applications couldn't be loaded.");
    fake.add({ company: 'Initech' });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(fake.calls.filter((call) => call.operation === 'JobApplications')).toHaveLength(2);
    expect(view.reporter.messages).toHaveLength(1);
  });

  it('speaks the UI language', async () => {
    const fake = setup();
    await changeLanguage('fr');
    renderApp('/app/jobs/track', { backend: fake.backend });
    await screen.findByRole('heading', { level: 1, name: 'Suivi des candidatures' });
    screen.getByRole('tab', { name: 'À faire' });
    await changeLanguage('en');
  });
});
