import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { theme } from '../app/theme';
import { fallbackRuntimeConfig } from '../config/runtime-config';
import { ServicesProvider, type Services } from '../lib/services';
import { recordingAnalytics, recordingReporter } from './render-app';

/**
 * Renders one component at `/form` of a data router (so navigation guards and links work), with
 * the theme and services, but without auth or GraphQL. `/elsewhere` is a page with a heading
 * "Elsewhere", for leaving the form; any other path shows "Another page".
 */
export function renderWithRouter(ui: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <Link to="/elsewhere">Go elsewhere</Link>
            {ui}
          </>
        ),
      },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
      { path: '*', element: <h1>Another page</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  const services = {
    config: fallbackRuntimeConfig,
    reporter: recordingReporter(),
    analytics: recordingAnalytics(),
    navigate: (to: string) => void router.navigate(to),
  } as unknown as Services;
  onTestFinished(cleanup);
  const view = render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </ThemeProvider>,
  );
  return { ...view, router };
}
