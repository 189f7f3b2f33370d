import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import type { FakeBackend } from '../../../test-support/fake-backend';
import { signedInBackend } from '../../../test-support/fake-backend';
import { withFakeJobApplications } from '../../../test-support/fake-job-applications';
import { renderApp, setupI18n, setViewportWidth } from '../../../test-support/render-app';

// The calendar feed dialog on /app/jobs/track, against the fake tracker API.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  await setupI18n();
  window.localStorage.clear();
  setViewportWidth(375);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function setup() {
  const { backend } = signedInBackend();
  return withFakeJobApplications(backend);
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, backend: FakeBackend) {
  renderApp('/app/jobs/track', { backend });
  await user.click(await screen.findByRole('button', { name: 'Calendar' }));
  return screen.findByRole('dialog', { name: 'Calendar feed' });
}

const addressField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Subscription address' }) as HTMLInputElement;

const feedCalls = (fake: ReturnType<typeof setup>) =>
  fake.calls.filter((call) => call.operation.endsWith('CalendarFeed'));

describe('the calendar feed', () => {
  it('explains the feed, and creates an address shown once with Copy and webcal', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const dialog = await openDialog(user, fake.backend);
    within(dialog).getByText(/your deadlines, follow-ups and interviews appear there/);
    within(dialog).getByText(/anyone who has it can read these dates/);
    within(dialog).getByText(/we can't show an existing one again/);
    expect(within(dialog).queryByRole('textbox')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Create subscription address' }));
    const field = await waitFor(() => addressField(dialog));
    expect(feedCalls(fake)).toEqual([
      { operation: 'CreateCalendarFeed', variables: { language: 'EN' } },
    ]);
    expect(fake.feed).not.toBeNull();
    expect(field.value).toBe(fake.feed);
    expect(field.readOnly).toBe(true);
    within(dialog).getByText('Copy it now: it will not be shown again.');
    await within(dialog).findByText('Subscription address created. It is in the field below.');
    expect(
      within(dialog).getByRole('link', { name: 'Open in calendar app' }).getAttribute('href'),
    ).toBe(fake.feed!.replace('http://', 'webcal://'));

    await user.click(within(dialog).getByRole('button', { name: 'Copy address' }));
    await screen.findByText('Address copied.');
    expect(await navigator.clipboard.readText()).toBe(fake.feed);
  });

  it('replaces the address after asking: the new one is shown', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const dialog = await openDialog(user, fake.backend);
    await user.click(within(dialog).getByRole('button', { name: 'Create subscription address' }));
    const first = (await waitFor(() => addressField(dialog))).value;

    await user.click(within(dialog).getByRole('button', { name: 'Replace address' }));
    const confirm = await screen.findByRole('dialog', { name: 'Go on anyway?' });
    within(confirm).getByText(/The current one stops working at once/);
    await user.click(within(confirm).getByRole('button', { name: 'Go on' }));
    await waitFor(() => expect(addressField(dialog).value).not.toBe(first));
    expect(addressField(dialog).value).toBe(fake.feed);
    expect(feedCalls(fake).map((call) => call.operation)).toEqual([
      'CreateCalendarFeed',
      'CreateCalendarFeed',
    ]);
    await within(dialog).findByText('New address created. The old one no longer works.');
  });

  it('replaces nothing when the user goes back', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const dialog = await openDialog(user, fake.backend);
    await user.click(within(dialog).getByRole('button', { name: 'Create subscription address' }));
    const first = (await waitFor(() => addressField(dialog))).value;
    await user.click(within(dialog).getByRole('button', { name: 'Replace address' }));
    const confirm = await screen.findByRole('dialog', { name: 'Go on anyway?' });
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go on anyway?' })).toBeNull());
    expect(addressField(dialog).value).toBe(first);
    expect(feedCalls(fake)).toHaveLength(1);
  });

  it('stops the feed after asking', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const dialog = await openDialog(user, fake.backend);
    await user.click(within(dialog).getByRole('button', { name: 'Create subscription address' }));
    await waitFor(() => addressField(dialog));

    await user.click(within(dialog).getByRole('button', { name: 'Stop the feed' }));
    const confirm = await screen.findByRole('dialog', { name: 'Go on anyway?' });
    within(confirm).getByText(/Its address stops working/);
    await user.click(within(confirm).getByRole('button', { name: 'Go on' }));
    await screen.findByText('The calendar feed is stopped.');
    expect(fake.feed).toBeNull();
    expect(feedCalls(fake).at(-1)).toEqual({ operation: 'RevokeCalendarFeed', variables: {} });
    // Once the question has gone, the dialog offers a new address again.
    await within(dialog).findByRole('button', { name: 'Create subscription address' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Stop the feed' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Go on anyway?' })).getByRole('button', {
        name: 'Go on',
      }),
    );
    await screen.findByText('There was no calendar feed to stop.');
  });

  it('says so when the address cannot be created', async () => {
    const user = userEvent.setup();
    const fake = setup();
    const failing = {
      ...fake.backend,
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(init?.body).includes('CreateCalendarFeed')) throw new TypeError('offline');
        return fake.backend.fetch(input, init);
      },
    } as FakeBackend;
    const dialog = await openDialog(user, failing);
    await user.click(within(dialog).getByRole('button', { name: 'Create subscription address' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "The address couldn't be created. Try again.",
    );
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('asks for the event titles in the language of the interface', async () => {
    const user = userEvent.setup();
    const fake = setup();
    await changeLanguage('fr');
    renderApp('/app/jobs/track', { backend: fake.backend });
    await user.click(await screen.findByRole('button', { name: 'Agenda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flux d’agenda' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Créer une adresse d’abonnement' }),
    );
    await waitFor(() =>
      expect(feedCalls(fake)).toEqual([
        { operation: 'CreateCalendarFeed', variables: { language: 'FR' } },
      ]),
    );
  });
});
