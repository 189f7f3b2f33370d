import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/router';
import { readRuntimeConfig } from './config/runtime-config';
import { createAnalytics } from './lib/analytics';
import { initI18n } from './lib/i18n';
import { createIdentityClient } from './lib/identity';
import { createReporter } from './lib/reporter';
import { unregisterServiceWorkers } from './lib/service-workers';

async function start() {
  const config = readRuntimeConfig();
  void unregisterServiceWorkers();
  const reporter = createReporter(config);
  const analytics = createAnalytics(config);
  const identity = createIdentityClient();
  // The session check and the catalogue load run side by side.
  void identity.start();
  await initI18n();
  const router = createAppRouter();
  const services = {
    config,
    identity,
    reporter,
    analytics,
    navigate: (path: string) => void router.navigate(path),
    loadPage: (path: string) => window.location.replace(path),
  };

  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
