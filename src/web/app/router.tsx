import type { ParseKeys } from 'i18next';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../../domain/paths';
import { NotFoundPage } from '../components/not-found-page';
import type { RouteHandle } from '../components/route-handle';
import { RouteErrorPage } from '../components/route-error-page';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { routePatterns } from './route-patterns';

/** A feature of a later release: the translated "Coming soon" page, named after the route. */
const comingSoon = (path: string, titleKey: ParseKeys): RouteObject => ({
  path,
  handle: { titleKey } satisfies RouteHandle,
  lazy: async () => ({
    Component: (await import('../components/coming-soon-page')).ComingSoonPage,
  }),
});

/** Nothing while the first page's code loads (it is quick; a spinner would only flash). */
const HydrateFallback = () => null;

/** Every route of spec §2. Each page's code loads on demand, so the first page stays small. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    HydrateFallback,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/landing/landing-page')).LandingPage,
            }),
          },
          comingSoon(paths.features(), 'pages.features'),
          comingSoon(paths.educationLanding(), 'pages.educationLanding'),
          comingSoon(paths.resumesLanding(), 'pages.resumesLanding'),
          comingSoon(paths.jobTrackerLanding(), 'pages.jobTrackerLanding'),
          {
            path: paths.login(),
            lazy: async () => ({
              Component: (await import('../features/auth/login-page')).LoginPage,
            }),
          },
          {
            path: paths.forgotPassword(),
            lazy: async () => ({
              Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: paths.signUp(),
            lazy: async () => ({
              Component: (await import('../features/auth/sign-up-page')).SignUpPage,
            }),
          },
          // Partner single sign-on arrives with the partner integration.
          comingSoon(paths.oidc(), 'pages.oidc'),
          comingSoon(paths.gift(), 'pages.gift'),
          comingSoon(paths.giftConfirmation(), 'pages.giftConfirmation'),
          {
            path: paths.dataNotFound(),
            lazy: async () => ({
              Component: (await import('../components/data-not-found-page')).DataNotFoundPage,
            }),
          },
          comingSoon(paths.blog(), 'pages.blog'),
          comingSoon(routePatterns.blogArticle, 'pages.blog'),
          comingSoon(routePatterns.onlineResume, 'pages.onlineResume'),
          comingSoon(routePatterns.onlineCoverLetter, 'pages.onlineCoverLetter'),
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        path: paths.app(),
        lazy: async () => ({ Component: (await import('./shell/app-layout')).AppLayout }),
        children: [
          { index: true, element: <Navigate to={paths.resumes()} replace /> },
          comingSoon(paths.profile(), 'pages.profile'),
          comingSoon(paths.upgrade(), 'pages.upgrade'),
          comingSoon(paths.resumes(), 'pages.resumes'),
          comingSoon(paths.newResume(), 'pages.newResume'),
          comingSoon(routePatterns.editResume, 'pages.editResume'),
          comingSoon(paths.coverLetters(), 'pages.coverLetters'),
          comingSoon(paths.newCoverLetter(), 'pages.newCoverLetter'),
          comingSoon(routePatterns.editCoverLetter, 'pages.editCoverLetter'),
          comingSoon(paths.jobTracker(), 'pages.jobTracker'),
          comingSoon(paths.jobSearch(), 'pages.jobSearch'),
          comingSoon(paths.savvySearch(), 'pages.savvySearch'),
          comingSoon(paths.workEvents(), 'pages.workEvents'),
          comingSoon(paths.newWorkEvent(), 'pages.newWorkEvent'),
          comingSoon(routePatterns.editWorkEvent, 'pages.editWorkEvent'),
          comingSoon(paths.eduEvents(), 'pages.eduEvents'),
          comingSoon(paths.newEduEvent(), 'pages.newEduEvent'),
          comingSoon(routePatterns.editEduEvent, 'pages.editEduEvent'),
          comingSoon(paths.otherEvents(), 'pages.otherEvents'),
          comingSoon(paths.newOtherEvent(), 'pages.newOtherEvent'),
          comingSoon(routePatterns.editOtherEvent, 'pages.editOtherEvent'),
          comingSoon(paths.coverLetterEvents(), 'pages.coverLetterEvents'),
          comingSoon(paths.newCoverLetterEvent(), 'pages.newCoverLetterEvent'),
          comingSoon(routePatterns.editCoverLetterEvent, 'pages.editCoverLetterEvent'),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
