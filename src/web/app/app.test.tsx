import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage } from '../lib/i18n';
import { createFakeBackend } from '../test-support/fake-backend';
import { renderApp, setupI18n, setViewportWidth } from '../test-support/render-app';

// Whole-app journeys: each renders the app, loads route code and types like a user.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(setupI18n);
beforeEach(() => {
  window.localStorage.clear();
  setViewportWidth(1280);
});
afterEach(() => vi.unstubAllGlobals());

const signedIn = (
  profile: Parameters<ReturnType<typeof createFakeBackend>['addAccount']>[2] = {},
) => {
  const backend = createFakeBackend();
  const id = backend.addAccount('ada@example.com', 'correct horse battery', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...profile,
  });
  backend.signInAs(id);
  return backend;
};

const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the /app guard', () => {
  it('renders nothing while the session is being checked', async () => {
    const backend = createFakeBackend();
    const pending = new Promise<Response>(() => {});
    const view = renderApp('/app/resumes', {
      backend: { ...backend, fetch: () => pending },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(path(view.router)).toBe('/app/resumes');
  });

  it('sends a signed-out visitor to sign in, carrying the encoded path', async () => {
    const view = renderApp('/app/events/work?sort=recent');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(path(view.router)).toBe('/login?next=%2Fapp%2Fevents%2Fwork%3Fsort%3Drecent');
  });

  it('sends a signed-out visitor to single sign-on on the partner deployment', async () => {
    const view = renderApp('/app/events/work', { env: 'myjourney' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in with your career platform' });
    expect(path(view.router)).toBe('/oidc?next=%2Fapp%2Fevents%2Fwork');
  });

  it('sends the partner deployment’s landing page to resumes, and from there to sign-on', async () => {
    const view = renderApp('/', { env: 'myjourney' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in with your career platform' });
    expect(path(view.router)).toBe('/oidc?next=%2Fapp%2Fresumes');
  });

  it('sends /sign-up to the login page on prod', async () => {
    const view = renderApp('/sign-up?next=%2Fapp%2Fprofile', { env: 'prod' });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(path(view.router)).toBe('/login?next=%2Fapp%2Fprofile');
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });
});

describe('sign-in', () => {
  it('shows a translated message for wrong credentials and reports the failure', async () => {
    const user = userEvent.setup();
    const backend = createFakeBackend();
    backend.addAccount('ada@example.com', 'correct horse battery');
    const view = renderApp('/login', { backend });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Email or password is incorrect.',
    );
    expect(view.reporter.messages).toEqual(['Sign-in failed: INVALID_EMAIL_OR_PASSWORD']);
    expect(path(view.router)).toBe('/login');
  });

  it('validates the form before calling the server', async () => {
    const user = userEvent.setup();
    const view = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await screen.findByText('Enter your email address.');
    screen.getByText('Enter your password.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(view.backend.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('signs in, stores the ID token and goes where the visitor was headed', async () => {
    const user = userEvent.setup();
    const backend = createFakeBackend();
    backend.addAccount('ada@example.com', 'correct horse battery', {
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const view = renderApp('/login?next=%2Fapp%2Fevents%2Fedu', { backend });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(path(view.router)).toBe('/app/events/edu');
    expect(window.localStorage.getItem('sv_session')).toMatch(/^[\w-]+\.[\w-]+\.\w+$/);
    const graphqlCall = backend.requests.find((request) => request.path === '/graphql');
    expect(graphqlCall?.authorization).toBe(`Bearer ${window.localStorage.getItem('sv_session')}`);
  });

  it('never follows a `next` that leaves the app', async () => {
    const user = userEvent.setup();
    const backend = createFakeBackend();
    backend.addAccount('ada@example.com', 'correct horse battery', { firstName: 'Ada' });
    const view = renderApp('/login?next=%2F%2Fevil.example', { backend });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(path(view.router)).toBe('/app/resumes');
  });
});

describe('sign-up', () => {
  it('creates the identity, stores its token, then creates the user record', async () => {
    const user = userEvent.setup();
    const view = renderApp('/sign-up');
    await user.type(await screen.findByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'compilers rule');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(path(view.router)).toBe('/app/resumes');
    const createUser = view.backend.requests.find(
      (request) =>
        request.path === '/graphql' && JSON.stringify(request.body).includes('CreateUser'),
    );
    expect(createUser?.body).toMatchObject({
      variables: {
        input: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          isAnonymous: false,
        },
      },
    });
    expect(createUser?.authorization).toMatch(/^Bearer \S+/);
  });

  it('says only that no account could be created when the email already has one', async () => {
    const user = userEvent.setup();
    const backend = createFakeBackend();
    backend.addAccount('taken@example.com', 'the real password');
    const view = renderApp('/sign-up', { backend });
    await user.type(await screen.findByLabelText('First name'), 'Someone');
    await user.type(screen.getByLabelText('Last name'), 'Else');
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Password'), 'another password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "We couldn't create an account with these details. If you already have one, sign in or reset your password.",
    );
    expect(path(view.router)).toBe('/sign-up');
  });

  it('asks for a password of at least 8 characters', async () => {
    const user = userEvent.setup();
    renderApp('/sign-up');
    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Use at least 8 characters.');
  });
});

describe('try without an account', () => {
  it('signs in anonymously, creates an anonymous user and opens resumes', async () => {
    const user = userEvent.setup();
    const view = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Try without an account' }));
    await screen.findByRole('link', { name: 'Guest' });
    expect(path(view.router)).toBe('/app/resumes');
    const createUser = view.backend.requests.find(
      (request) =>
        request.path === '/graphql' && JSON.stringify(request.body).includes('CreateUser'),
    );
    expect(createUser?.body).toMatchObject({
      variables: { input: { firstName: '', lastName: '', email: '', isAnonymous: true } },
    });
  });

  it('starts at once from the public site’s link', async () => {
    const view = renderApp('/login?try=1');
    await screen.findByRole('link', { name: 'Guest' });
    expect(path(view.router)).toBe('/app/resumes');
    // Back does not return to a sign-in page that would start another trial.
    expect(view.router.state.historyAction).toBe('REPLACE');
  });
});

describe('password reset', () => {
  it('answers the same whether or not the email has an account', async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Reset your password' });
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'If an account exists for that email, we have sent a link to reset its password.',
    );
  });

  it('sets a new password from the email link, then offers sign-in', async () => {
    const user = userEvent.setup();
    const view = renderApp('/login?token=valid-token');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await user.type(screen.getByLabelText('New password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your password has been changed. Sign in with your new password.',
    );
    screen.getByRole('heading', { name: 'Sign in' });
    expect(path(view.router)).toBe('/login');
  });

  it('explains a spent reset link', async () => {
    const user = userEvent.setup();
    renderApp('/login?token=spent');
    await user.type(await screen.findByLabelText('New password'), 'a brand new password');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This reset link is invalid or has expired. Ask for a new one.',
    );
  });

  it('explains a link the server already found invalid', async () => {
    renderApp('/login?error=INVALID_TOKEN');
    expect((await screen.findByRole('alert')).textContent).toContain('This reset link is invalid');
  });
});

describe('the authenticated shell', () => {
  it('shows the numbered groups, the job tracker and the profile block', async () => {
    const view = renderApp('/app/events/work', { backend: signedIn() });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const name of [
      'Work experience',
      'Education',
      'Skills',
      'My resumes',
      'Paragraphs',
      'My letters',
    ]) {
      within(nav).getByRole('link', { name });
    }
    expect(
      within(nav).getByRole('link', { name: 'Work experience' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Education' }).hasAttribute('aria-current')).toBe(
      false,
    );
    expect(
      (await within(nav).findByRole('link', { name: 'Job tracker' })).getAttribute('href'),
    ).toBe('/app/jobs/track');
    expect(within(nav).getByRole('link', { name: 'Job search' }).getAttribute('href')).toBe(
      '/app/jobs/find',
    );
    expect(within(nav).getByRole('link', { name: 'Savvy search' }).getAttribute('href')).toBe(
      '/app/jobs/savvy',
    );
    const profile = screen.getByRole('link', { name: 'Ada Lovelace' });
    expect(profile.getAttribute('href')).toBe('/app/profile');
    within(profile).getByText('AL');
    await screen.findByRole('heading', { level: 1, name: 'Work experience' });
    expect(screen.queryByText(/^Back to/)).toBeNull();
    await waitFor(() =>
      expect(view.analytics.events).toContain(
        `identify ${[...view.backend.users.values()][0]!.id}`,
      ),
    );
  });

  it('collapses and expands a group from its button', async () => {
    const user = userEvent.setup();
    renderApp('/app/resumes', { backend: signedIn() });
    const group = await screen.findByRole('button', { name: 'Resumes' });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    await user.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Work experience' })).toBeNull());
    await user.click(group);
    await screen.findByRole('link', { name: 'Work experience' });
  });

  it('replaces the job tracker with a link back to the partner for partner users', async () => {
    renderApp('/app/resumes', {
      backend: signedIn({ mjUserId: 'c-1', mjDomain: 'mycareer.example.com' }),
    });
    const back = await screen.findByRole('link', { name: 'Back to mycareer.example.com' });
    expect(back.getAttribute('href')).toBe('https://mycareer.example.com/my-career');
    expect(screen.queryByRole('link', { name: 'Job tracker' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Job search' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Savvy search' })).toBeNull();
  });

  it('links a partner without a my-career site to its customer portal', async () => {
    renderApp('/app/resumes', {
      backend: signedIn({ mjUserId: 'c-1', mjDomain: 'jobs.example.org' }),
    });
    expect(
      (await screen.findByRole('link', { name: 'Back to jobs.example.org' })).getAttribute('href'),
    ).toBe('https://jobs.example.org/customer-portal');
  });

  it('links the profile to the partner’s profile on the partner deployment', async () => {
    renderApp('/app/resumes', {
      env: 'myjourney',
      backend: signedIn(),
      config: {
        links: {
          help: 'https://help.example',
          contact: 'https://help.example/c',
          terms: 'https://help.example/t',
          privacy: 'https://help.example/p',
          partnerProfile: 'https://partner.example/profile',
          partnerBlog: null,
        },
      },
    });
    expect((await screen.findByRole('link', { name: 'Ada Lovelace' })).getAttribute('href')).toBe(
      'https://partner.example/profile',
    );
  });

  it('signs out from the button, clearing the token and the analytics identity', async () => {
    const user = userEvent.setup();
    const view = renderApp('/app/resumes', { backend: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(path(view.router)).toBe('/login');
    expect(window.localStorage.getItem('sv_session')).toBeNull();
    expect(view.backend.sessionAccountId).toBeNull();
    expect(view.analytics.events).toContain('reset');
  });

  it('signs out on a right-click on the profile block', async () => {
    const user = userEvent.setup();
    const view = renderApp('/app/resumes', { backend: signedIn() });
    await user.pointer({
      keys: '[MouseRight]',
      target: await screen.findByRole('link', { name: 'Ada Lovelace' }),
    });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(view.backend.sessionAccountId).toBeNull();
  });

  it('asks an anonymous user before signing out', async () => {
    const user = userEvent.setup();
    const backend = createFakeBackend();
    renderApp('/login', { backend });
    await user.click(await screen.findByRole('button', { name: 'Try without an account' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out and lose your work?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.sessionAccountId).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }),
    );
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(backend.sessionAccountId).toBeNull();
  });

  it('logs out and renders nothing when the identity has no user record', async () => {
    const backend = createFakeBackend();
    backend.signInAs(
      backend.addAccount('ghost@example.com', 'whatever password', { withoutUserRecord: true }),
    );
    const view = renderApp('/app/resumes', { backend });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(path(view.router)).toBe('/login?next=%2Fapp%2Fresumes');
    expect(backend.sessionAccountId).toBeNull();
  });

  it('opens the navigation from the menu button on a phone', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    const view = renderApp('/app/resumes', { backend: signedIn() });
    const menu = await screen.findByRole('button', { name: 'Open navigation' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await user.click(menu);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Skills' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull(),
    );
    await waitFor(() => expect(path(view.router)).toBe('/app/events/skills'));
    await screen.findByRole('heading', { level: 1, name: 'Skills' });
  });
});

describe('other pages', () => {
  it('leaves for the data-not-found page when the API answers NO_DATA_FOUND', async () => {
    const backend = signedIn();
    backend.answerGraphql('Me', () => ({
      data: null,
      errors: [{ message: 'No data found', path: ['me'], extensions: { code: 'NO_DATA_FOUND' } }],
    }));
    // A page whose own query the backend answers, so only the profile query fails.
    const view = renderApp('/app/events/skills', { backend });
    // The server renders /oops (the public site): the app loads it in place of the current page.
    await waitFor(() => expect(view.loadedPages).toEqual(['/oops']));
    expect(path(view.router)).toBe('/oops');
    expect(view.reporter.messages).toEqual([]);
  });

  it('reports an unexpected API error', async () => {
    const backend = signedIn();
    backend.answerGraphql('Me', () => ({
      data: null,
      errors: [
        {
          message: 'Unexpected error.',
          path: ['me'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ],
    }));
    const view = renderApp('/app/events/skills', { backend });
    await waitFor(() =>
      expect(view.reporter.messages).toEqual([
        'GraphQL error: Message: Unexpected error.; Code: INTERNAL_SERVER_ERROR; Path: me',
      ]),
    );
  });

  it('has a page for unknown paths', async () => {
    renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
  });

  it('leaves for the public site’s pages, which the server renders, and sends a pageview', async () => {
    const user = userEvent.setup();
    const view = renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    // The pageview goes out from a passive effect, which React may run after the page shows.
    await waitFor(() => expect(view.analytics.events).toContain('pageview /login'));
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    await screen.findByRole('heading', { name: 'Create your account' });
    act(() => void view.router.navigate('/features'));
    await waitFor(() => expect(view.loadedPages).toEqual(['/features']));
  });

  it('says "not found" for a public path it was loaded at, rather than loading it again', async () => {
    const view = renderApp('/features');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(view.loadedPages).toEqual([]);
  });

  it('takes the language the address asks for before the stored choice', () => {
    window.localStorage.setItem('myresume.language', 'fr');
    window.history.replaceState(null, '', '/login?lang=es');
    expect(detectLanguage()).toBe('es');
    window.history.replaceState(null, '', '/login');
    expect(detectLanguage()).toBe('fr');
  });

  it('switches language and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    await user.selectOptions(screen.getByLabelText('Language'), 'Français');
    await screen.findByRole('heading', { name: 'Se connecter' });
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem('myresume.language')).toBe('fr');
    // The server's pages (the public site) read the choice from a cookie.
    expect(document.cookie).toContain('myresume.language=fr');
    await user.selectOptions(screen.getByLabelText('Langue'), 'English');
    await screen.findByRole('heading', { name: 'Sign in' });
  });
});
