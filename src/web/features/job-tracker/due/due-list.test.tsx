import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '../../../../domain/job-application';
import { changeLanguage } from '../../../lib/i18n';
import { createFakeBackend, signedInBackend } from '../../../test-support/fake-backend';
import { withFakeJobApplications } from '../../../test-support/fake-job-applications';
import { renderApp, setupI18n, setViewportWidth } from '../../../test-support/render-app';
import { addDays, dueItems } from './due-items';

// Whole-app journeys through /app/jobs/track?view=due, against the fake tracker API.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(setupI18n);
beforeEach(() => setViewportWidth(1280));
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const today = localDay();
const day = (offset: number) => addDays(today, offset);
const dueView = '/app/jobs/track?view=due';

function setup() {
  const fake = withFakeJobApplications(signedInBackend().backend);
  const late = fake.add({
    company: 'Northwind',
    position: 'Platform engineer',
    stage: 'APPLIED',
    nextFollowUp: day(-3),
  });
  const deadline = fake.add({ company: 'Contoso', deadline: today });
  const soon = fake.add({ company: 'Fabrikam', position: 'SRE', nextFollowUp: day(2) });
  // Not due: archived, a follow-up past the next week, nothing set.
  const archived = fake.add({ company: 'Archived Co', nextFollowUp: day(-10) });
  archived.archivedReason = 'NO_ANSWER';
  fake.add({ company: 'Later Ltd', nextFollowUp: day(8) });
  fake.add({ company: 'Plain' });
  return { fake, late, deadline, soon };
}

const section = (name: RegExp) => screen.findByRole('region', { name });
const lines = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((line) => line.textContent);

describe('the Due view', () => {
  it('lists what is overdue, then due today, then the next week, archived ones never', async () => {
    const { fake, late } = setup();
    const view = renderApp(dueView, { backend: fake.backend });
    const overdue = await section(/^Overdue \(1\)$/);
    expect(lines(overdue)).toEqual([
      expect.stringMatching(/^Northwind — Platform engineerFollow-up · .+ · 3 days overdueDone/),
    ]);
    const dueToday = screen.getByRole('region', { name: 'Today (1)' });
    expect(lines(dueToday)).toEqual([expect.stringMatching(/^ContosoDeadline · .+ · Today$/)]);
    // A deadline is not marked done or snoozed from here.
    expect(within(dueToday).queryByRole('button', { name: /^Done/ })).toBeNull();
    const upcoming = screen.getByRole('region', { name: 'Next 7 days (1)' });
    expect(lines(upcoming)).toEqual([
      expect.stringMatching(/^Fabrikam — SREFollow-up · .+ · In 2 days/),
    ]);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Overdue (1)', 'Today (1)', 'Next 7 days (1)']);
    expect(screen.queryByText(/Archived Co|Later Ltd|Plain/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nothing is due' })).toBeNull();

    await userEvent.click(
      within(overdue).getByRole('button', { name: 'Northwind — Platform engineer' }),
    );
    await waitFor(() =>
      expect(view.router.state.location.search).toBe(`?view=due&application=${late.id}`),
    );
  });

  it('marks a follow-up done: it is cleared, said, and the navigation’s count goes down', async () => {
    const user = userEvent.setup();
    const { fake, late } = setup();
    renderApp(dueView, { backend: fake.backend });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    // Northwind's follow-up and Contoso's deadline are due.
    const link = await within(nav).findByRole('link', { name: 'Job tracker, 2 due' });
    expect(link.getAttribute('href')).toBe('/app/jobs/track');
    expect(fake.calls).toContainEqual({
      operation: 'DueJobApplicationCount',
      variables: { today },
    });

    const overdue = await section(/^Overdue/);
    await user.click(
      within(overdue).getByRole('button', {
        name: 'Done: follow-up with Northwind — Platform engineer',
      }),
    );
    await screen.findByText('Follow-up with Northwind done.');
    expect(fake.applications.find((a) => a.id === late.id)?.nextFollowUp).toBeNull();
    expect(fake.calls).toContainEqual({
      operation: 'UpdateJobApplication',
      variables: { id: late.id, input: { nextFollowUp: null } },
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Overdue/ })).toBeNull());
    await within(nav).findByRole('link', { name: 'Job tracker, 1 due' });
  });

  it('snoozes a follow-up to tomorrow or to next week', async () => {
    const user = userEvent.setup();
    const { fake, late, soon } = setup();
    renderApp(dueView, { backend: fake.backend });
    const overdue = await section(/^Overdue/);
    const snooze = within(overdue).getByRole('button', {
      name: 'Snooze the follow-up with Northwind — Platform engineer',
    });
    expect(snooze.textContent).toBe('Snooze…');
    await user.click(snooze);
    expect(snooze.getAttribute('aria-expanded')).toBe('true');
    await user.click(await screen.findByRole('menuitem', { name: 'Until next week' }));
    await screen.findByText(/^Follow-up with Northwind moved to .+\.$/);
    expect(fake.applications.find((a) => a.id === late.id)?.nextFollowUp).toBe(day(7));
    // A week ahead is upcoming again: past the next seven days it would be gone.
    const upcoming = await section(/^Next 7 days \(2\)$/);
    expect(lines(upcoming)).toEqual([
      expect.stringMatching(/^Fabrikam/),
      expect.stringMatching(/^Northwind.+In 7 days/),
    ]);

    await user.click(
      within(upcoming).getByRole('button', { name: 'Snooze the follow-up with Fabrikam — SRE' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Until tomorrow' }));
    await waitFor(() =>
      expect(fake.applications.find((a) => a.id === soon.id)?.nextFollowUp).toBe(day(1)),
    );
  });

  it('says when a change fails, and keeps the line', async () => {
    const user = userEvent.setup();
    const { fake } = setup();
    const failing = {
      ...fake.backend,
      fetch: async (input: RequestInfo | URL, init?: RequestInit) =>
        typeof init?.body === 'string' && init.body.includes('UpdateJobApplication')
          ? new Response(
              JSON.stringify({
                data: null,
                errors: [{ message: 'no', extensions: { code: 'BAD_USER_INPUT' } }],
              }),
              { headers: { 'content-type': 'application/json' } },
            )
          : fake.backend.fetch(input, init),
    };
    renderApp(dueView, { backend: failing });
    const overdue = await section(/^Overdue/);
    await user.click(within(overdue).getByRole('button', { name: /^Done/ }));
    await screen.findByText("The follow-up with Northwind couldn't be changed. Try again.");
    expect(within(overdue).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says nothing is due and what a follow-up is, with the upcoming ones still listed', async () => {
    const fake = withFakeJobApplications(signedInBackend().backend);
    fake.add({ company: 'Fabrikam', nextFollowUp: day(1) });
    renderApp(dueView, { backend: fake.backend });
    await screen.findByRole('heading', { level: 2, name: 'Nothing is due' });
    screen.getByText(/A follow-up is a day you set on an application/);
    expect(lines(screen.getByRole('region', { name: 'Next 7 days (1)' }))).toEqual([
      expect.stringMatching(/^FabrikamFollow-up · .+ · Tomorrow/),
    ]);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Job tracker' })).toBeTruthy();
  });

  it('speaks the UI language', async () => {
    const { fake } = setup();
    await changeLanguage('fr');
    renderApp(dueView, { backend: fake.backend });
    const overdue = await section(/^En retard \(1\)$/);
    expect(lines(overdue)[0]).toMatch(/Relance · .+ · 3 jours de retard/);
    within(overdue).getByRole('button', {
      name: 'Reporter la relance de Northwind — Platform engineer',
    });
    const nav = screen.getByRole('navigation', { name: /./ });
    await within(nav).findByRole('link', { name: 'Suivi des candidatures, à faire\u00a0: 2' });
  });

  it('fits a 375 px wide phone', async () => {
    setViewportWidth(375);
    const { fake } = setup();
    renderApp(dueView, { backend: fake.backend });
    const overdue = await section(/^Overdue/);
    within(overdue).getByRole('button', { name: /^Done/ });
    // The navigation is behind the menu button on a phone; its count is in the drawer.
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('link', { name: 'Job tracker, 2 due' });
  });
});

describe('the navigation’s due count', () => {
  it('is not asked for partner users, who have no tracker link', async () => {
    const backend = createFakeBackend();
    backend.signInAs(
      backend.addAccount('ada@example.com', 'correct horse battery', {
        mjUserId: 'c-1',
        mjDomain: 'mycareer.example.com',
      }),
    );
    const fake = withFakeJobApplications(backend);
    fake.add({ company: 'Due', nextFollowUp: day(-1) });
    renderApp('/app/resumes', { backend: fake.backend });
    await screen.findByRole('link', { name: 'Back to mycareer.example.com' });
    expect(screen.queryByRole('link', { name: /^Job tracker/ })).toBeNull();
    expect(fake.calls.map((call) => call.operation)).not.toContain('DueJobApplicationCount');
  });

  it('lists a follow-up and a deadline of one application as two lines', () => {
    const items = dueItems(
      [
        {
          ...({} as Parameters<typeof dueItems>[0][number]),
          id: 'a',
          company: 'Both',
          archivedReason: null,
          nextFollowUp: day(-1),
          deadline: day(-1),
        },
      ],
      today,
    );
    expect(items.map((item) => [item.kind, item.group, item.offset])).toEqual([
      ['followUp', 'overdue', -1],
      ['deadline', 'overdue', -1],
    ]);
  });
});
