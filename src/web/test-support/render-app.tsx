import { cleanup, configure, render } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import type { AppEnv, RuntimeConfig } from '../../domain/runtime-config';
import { AppProviders } from '../app/app-providers';
import { appRoutes } from '../app/router';
import { fallbackRuntimeConfig } from '../config/runtime-config';
import type { Analytics } from '../lib/analytics';
import { initI18n } from '../lib/i18n';
import { createIdentityClient } from '../lib/identity';
import type { Reporter } from '../lib/reporter';
import type { Services } from '../lib/services';
import { createFakeBackend, type FakeBackend } from './fake-backend';

// Route modules load on demand, and their first import in a test run is slow: wait for them.
configure({ asyncUtilTimeout: 5000 });

/** English catalogue, loaded once per test file. */
export async function setupI18n() {
  if (!i18next.isInitialized) await initI18n('en');
  else await i18next.changeLanguage('en');
}

/** A reporter that keeps what it was told, for assertions. */
export function recordingReporter(): Reporter & { messages: string[] } {
  const messages: string[] = [];
  return { messages, report: (message) => void messages.push(message) };
}

export function recordingAnalytics(): Analytics & { events: string[] } {
  const events: string[] = [];
  return {
    events,
    pageview: (pathname) => void events.push(`pageview ${pathname}`),
    identify: (userId) => void events.push(`identify ${userId}`),
    capture: (event) => void events.push(`capture ${event}`),
    reset: () => void events.push('reset'),
  };
}

/**
 * Makes `window.matchMedia` answer min-width/max-width queries for a viewport this wide
 * (jsdom has none), so MUI's useMediaQuery sees a phone or a desktop.
 */
export function setViewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

export interface RenderAppOptions {
  env?: AppEnv;
  backend?: FakeBackend;
  config?: Partial<RuntimeConfig>;
}

/**
 * Renders the whole app (real routes, providers, identity and GraphQL clients) at `path`, talking
 * to an in-memory backend through a stubbed `fetch`.
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const backend = options.backend ?? createFakeBackend();
  vi.stubGlobal('fetch', backend.fetch);
  const reporter = recordingReporter();
  const analytics = recordingAnalytics();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const identity = createIdentityClient({ events: null });
  /** The pages the app left for (the server's public site). */
  const loadedPages: string[] = [];
  onTestFinished(() => {
    cleanup();
    identity.stop();
  });
  const services: Services = {
    config: { ...fallbackRuntimeConfig, env: options.env ?? 'dev', ...options.config },
    identity,
    reporter,
    analytics,
    navigate: (to) => void router.navigate(to),
    loadPage: (to) => void loadedPages.push(to),
  };
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, backend, reporter, analytics, identity, loadedPages };
}
