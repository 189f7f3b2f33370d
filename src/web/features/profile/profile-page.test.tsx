import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInBackend, type FakeBackend } from '../../test-support/fake-backend';
import { json, layeredFetch } from '../../test-support/fake-operations';
import { renderApp, setupI18n, setViewportWidth } from '../../test-support/render-app';

vi.setConfig({ testTimeout: 30_000 });

type Variables = Record<string, unknown>;

/** The profile's operations and identity routes in front of the fake backend. */
function setup() {
  const { backend, accountId } = signedInBackend();
  const record = backend.users.get(accountId)!;
  let language: string | null = null;
  const calls: Array<{ operation: string; variables: Variables }> = [];
  const identityCalls: Array<{ path: string; body: unknown }> = [];
  const me = () => ({
    __typename: 'Me',
    id: record.id,
    email: record.email,
    isAnonymous: false,
    hasPassword: true,
    language,
    headshotURL: record.headshotURL,
    savviestProduct: 'FREE',
    isAdmin: false,
    profile: {
      __typename: 'Profile',
      firstName: record.firstName,
      lastName: record.lastName,
      mjUserId: null,
      mjDomain: null,
    },
  });
  const graphql = layeredFetch(
    {
      Me: () => json({ data: { me: me() } }),
      Profile: () => json({ data: { me: me() } }),
      UpdateProfile: ({ input }) => {
        const values = input as { firstName: string; lastName: string; language: string | null };
        record.firstName = values.firstName;
        record.lastName = values.lastName;
        language = values.language;
        return json({ data: { user: { __typename: 'UserMutations', updateProfile: me() } } });
      },
    },
    calls,
    new Set(),
    backend.fetch,
  );
  const identityAnswers = new Map<string, (body: Record<string, unknown>) => Response>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = identityAnswers.get(path);
    if (answer) {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      identityCalls.push({ path, body });
      return answer(body);
    }
    return graphql(input, init);
  };
  return {
    backend: { ...backend, fetch } as FakeBackend,
    calls,
    identityCalls,
    identityAnswers,
  };
}

const refusal = (code: string) =>
  new Response(JSON.stringify({ code, message: code }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });

beforeAll(setupI18n);
beforeEach(() => {
  window.localStorage.clear();
  setViewportWidth(1280);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('the profile page', () => {
  it('saves the names and the language, and the app switches to that language at once', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderApp('/app/profile', { backend: fake.backend });

    const first = await screen.findByRole('textbox', { name: /first name/i });
    expect((first as HTMLInputElement).value).toBe('Ada');
    await user.clear(first);
    await user.type(first, '  Grace ');
    const last = screen.getByRole('textbox', { name: /last name/i });
    await user.clear(last);
    await user.type(last, 'Hopper');
    const names = screen.getByRole('region', { name: 'Name and language' });
    await user.click(within(names).getByRole('combobox', { name: /language/i }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(fake.calls.find((call) => call.operation === 'UpdateProfile')?.variables).toEqual({
        input: { firstName: 'Grace', lastName: 'Hopper', language: 'FR' },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre profil' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem('myresume.language')).toBe('fr');
  });

  it('refuses an empty name without sending it', async () => {
    const fake = setup();
    const user = userEvent.setup();
    renderApp('/app/profile', { backend: fake.backend });

    await user.clear(await screen.findByRole('textbox', { name: /last name/i }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Enter your first and last name.',
    );
    expect(fake.calls.some((call) => call.operation === 'UpdateProfile')).toBe(false);
  });

  it('changes the password with the current one, saying what went wrong first', async () => {
    const fake = setup();
    let attempts = 0;
    fake.identityAnswers.set('/api/auth/change-password', () =>
      ++attempts === 1 ? refusal('INVALID_PASSWORD') : json({ token: null }),
    );
    const user = userEvent.setup();
    renderApp('/app/profile', { backend: fake.backend });

    const current = await screen.findByLabelText('Current password');
    await user.type(current, 'not it');
    await user.type(screen.getByLabelText('New password'), 'a fine new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your current password is incorrect.',
    );

    await user.clear(current);
    await user.type(current, 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your other devices were signed out/)).toBeTruthy();
    expect(fake.identityCalls.at(-1)).toEqual({
      path: '/api/auth/change-password',
      body: {
        currentPassword: 'correct horse battery',
        newPassword: 'a fine new passphrase',
        revokeOtherSessions: true,
      },
    });
  });

  it('asks for a new email to be confirmed from the new address', async () => {
    const fake = setup();
    fake.identityAnswers.set('/api/auth/change-email', () => json({ status: true }));
    const user = userEvent.setup();
    renderApp('/app/profile', { backend: fake.backend });

    await user.type(await screen.findByRole('textbox', { name: 'New email' }), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'We sent a link to grace@example.com. Open it to confirm the change; until then, keep signing in with ada@example.com.',
    );
    expect(fake.identityCalls).toEqual([
      {
        path: '/api/auth/change-email',
        body: { newEmail: 'grace@example.com', callbackURL: '/app/profile?email=changed' },
      },
    ]);
  });

  it('deletes the account only with the password, then leaves for the public site', async () => {
    const fake = setup();
    fake.identityAnswers.set('/api/auth/delete-user', (body) =>
      body.password === 'correct horse battery'
        ? json({ success: true, message: 'User deleted' })
        : refusal('INVALID_PASSWORD'),
    );
    const user = userEvent.setup();
    const view = renderApp('/app/profile', { backend: fake.backend });

    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This password is incorrect.',
    );
    expect(view.loadedPages).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    await waitFor(() => expect(view.loadedPages).toEqual(['/']));
    expect(view.identity.currentUser).toBeNull();
  });

  it('sends partner users to the partner’s own profile page', async () => {
    const fake = setup();
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, replace, search: '' });
    renderApp('/app/profile', {
      backend: fake.backend,
      env: 'myjourney',
      config: {
        links: { partnerProfile: 'https://partner.example/profile' } as never,
      },
    });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://partner.example/profile'));
  });
});
