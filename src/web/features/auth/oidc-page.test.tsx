import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../test-support/fake-backend';
import { renderApp, setupI18n } from '../../test-support/render-app';

// /oidc on the partner deployment, against the fake backend. The popup journey itself runs in
// Chromium against the partner simulator (e2e/partner/sso.spec.ts).
vi.setConfig({ testTimeout: 20_000 });

beforeEach(async () => {
  await setupI18n();
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const providerCalls = (backend: ReturnType<typeof createFakeBackend>) =>
  backend.requests
    .filter((request) => request.path === '/graphql')
    .map((request) => request.body as { query: string; variables?: Record<string, unknown> })
    .filter((body) => /query AuthProviderId\b/.test(body.query));

describe('/oidc', () => {
  it('offers the partner sign-in for the partner domain', async () => {
    const backend = createFakeBackend();
    backend.answerGraphql('AuthProviderId', () => ({
      data: { authProvider: { __typename: 'AuthProvider', id: 'partner-partner-example' } },
    }));
    const view = renderApp('/oidc?next=%2Fapp%2Fevents%2Fwork', {
      env: 'myjourney',
      backend,
      config: { partnerDomainOverride: 'partner.example' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Sign in with your career platform' });
    const button = await screen.findByRole('button', { name: 'Sign in with your career platform' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(providerCalls(backend).map((call) => call.variables)).toEqual([
      { input: { domain: 'partner.example' } },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(view.reporter.messages).toEqual([]);
  });

  it('shows why sign-in is unavailable for an unknown partner domain, and reports nothing', async () => {
    const backend = createFakeBackend();
    backend.answerGraphql('AuthProviderId', () => ({
      data: null,
      errors: [
        {
          message: 'Could not fetch provider ID for domain unknown.example',
          path: ['authProvider'],
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    }));
    const view = renderApp('/oidc', {
      env: 'myjourney',
      backend,
      config: { partnerDomainOverride: 'unknown.example' },
    });
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Sign-in with your career platform is not available right now.');
    within(alert).getByText('Could not fetch provider ID for domain unknown.example');
    expect(screen.queryByRole('button', { name: 'Sign in with your career platform' })).toBeNull();
    expect(view.reporter.messages).toEqual([]);
  });

  it('explains a sign-in the partner refused', async () => {
    const backend = createFakeBackend();
    backend.answerGraphql('AuthProviderId', () => ({
      data: { authProvider: { __typename: 'AuthProvider', id: 'partner-partner-example' } },
    }));
    renderApp('/oidc?error=access_denied', {
      env: 'myjourney',
      backend,
      config: { partnerDomainOverride: 'partner.example' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sign-in was cancelled or refused. Try again when you are ready.',
    );
    await screen.findByRole('button', { name: 'Sign in with your career platform' });
  });
});
