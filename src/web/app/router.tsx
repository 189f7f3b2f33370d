import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../../domain/paths';
import { NotFoundPage } from '../components/not-found-page';
import { PublicSitePage } from '../components/public-site-page';
import type { RouteHandle } from '../components/route-handle';
import { RouteErrorPage } from '../components/route-error-page';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import { routePatterns } from './route-patterns';

/** A page of the app whose code loads when the route is first visited. */
const lazyPage = (
  path: string,
  titleKey: ParseKeys,
  load: () => Promise<ComponentType>,
): RouteObject => ({
  path,
  handle: { titleKey } satisfies RouteHandle,
  lazy: async () => ({ Component: await load() }),
});

const giftPage = async () => (await import('../features/gift/gift-page')).GiftPage;
const giftConfirmationPage = async () =>
  (await import('../features/gift/gift-confirmation-page')).GiftConfirmationPage;
const workEventsPage = async () =>
  (await import('../features/career-events/work-events-page')).WorkEventsPage;
const workEventPage = async () =>
  (await import('../features/career-events/work-event-page')).WorkEventPage;
const eduEventsPage = async () =>
  (await import('../features/career-events/edu-events-page')).EduEventsPage;
const eduEventPage = async () =>
  (await import('../features/career-events/edu-event-page')).EduEventPage;
const skillEventsPage = async () =>
  (await import('../features/career-events/skill-events-page')).SkillEventsPage;
const skillEventPage = async () =>
  (await import('../features/career-events/skill-event-page')).SkillEventPage;
const coverLetterEventsPage = async () =>
  (await import('../features/career-events/cover-letter-events-page')).CoverLetterEventsPage;
const coverLetterEventPage = async () =>
  (await import('../features/career-events/cover-letter-event-page')).CoverLetterEventPage;

const upgradePage = async () => (await import('../features/upgrade/upgrade-page')).UpgradePage;
const testCheckoutPage = async () =>
  (await import('../features/upgrade/test-checkout-page')).TestCheckoutPage;
const profilePage = async () => (await import('../features/profile/profile-page')).ProfilePage;

const resumesPage = async () => (await import('../features/resumes/resumes-page')).ResumesPage;
const newResumePage = async () =>
  (await import('../features/resumes/new-resume-page')).NewResumePage;

const resumeEditorPage = async () =>
  (await import('../features/resumes/resume-editor-page')).ResumeEditorPage;

const coverLettersPage = async () =>
  (await import('../features/cover-letters/cover-letters-page')).CoverLettersPage;
const newCoverLetterPage = async () =>
  (await import('../features/cover-letters/new-cover-letter-page')).NewCoverLetterPage;
const coverLetterEditorPage = async () =>
  (await import('../features/cover-letters/cover-letter-editor-page')).CoverLetterEditorPage;

const jobTrackerPage = async () =>
  (await import('../features/job-tracker/job-tracker-page')).JobTrackerPage;
const jobSearchPage = async () =>
  (await import('../features/job-search/job-search-page')).JobSearchPage;
const savvySearchPage = async () =>
  (await import('../features/savvy-search/savvy-search-page')).SavvySearchPage;

const jobSourcesPage = async () =>
  (await import('../features/admin/job-sources-page')).JobSourcesPage;

/** The library of career events (docs/product/routes.md): a list, a new form and an edit form per kind. */
const careerEventRoutes: RouteObject[] = [
  lazyPage(paths.workEvents(), 'pages.workEvents', workEventsPage),
  lazyPage(paths.newWorkEvent(), 'pages.newWorkEvent', workEventPage),
  lazyPage(routePatterns.editWorkEvent, 'pages.editWorkEvent', workEventPage),
  lazyPage(paths.eduEvents(), 'pages.eduEvents', eduEventsPage),
  lazyPage(paths.newEduEvent(), 'pages.newEduEvent', eduEventPage),
  lazyPage(routePatterns.editEduEvent, 'pages.editEduEvent', eduEventPage),
  lazyPage(paths.otherEvents(), 'pages.otherEvents', skillEventsPage),
  lazyPage(paths.newOtherEvent(), 'pages.newOtherEvent', skillEventPage),
  lazyPage(routePatterns.editOtherEvent, 'pages.editOtherEvent', skillEventPage),
  lazyPage(paths.coverLetterEvents(), 'pages.coverLetterEvents', coverLetterEventsPage),
  lazyPage(paths.newCoverLetterEvent(), 'pages.newCoverLetterEvent', coverLetterEventPage),
  lazyPage(routePatterns.editCoverLetterEvent, 'pages.editCoverLetterEvent', coverLetterEventPage),
];

/**
 * Any other public path belongs to the public site, which the server renders (decision 090): the
 * app leaves for it.
 */
const publicSitePage: RouteObject = {
  path: '*',
  handle: { titleKey: 'notFound.title' } satisfies RouteHandle,
  Component: PublicSitePage,
};

/** Any path under /app the app does not have. */
const notFound: RouteObject = {
  path: '*',
  handle: { titleKey: 'notFound.title' } satisfies RouteHandle,
  Component: NotFoundPage,
};

/** Nothing while the first page's code loads (it is quick; a spinner would only flash). */
const HydrateFallback = () => null;

/**
 * Every route of docs/product/routes.md the web app renders (the public site's pages are the
 * server's). Each page's code loads on demand, so the first page stays small.
 */
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
            path: paths.login(),
            handle: { titleKey: 'auth.signIn.title' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('../features/auth/login-page')).LoginPage,
            }),
          },
          {
            path: paths.forgotPassword(),
            handle: { titleKey: 'auth.forgot.title' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: paths.signUp(),
            handle: { titleKey: 'auth.signUp.title' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('../features/auth/sign-up-page')).SignUpPage,
            }),
          },
          {
            path: paths.oidc(),
            handle: { titleKey: 'pages.oidc' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('../features/auth/oidc-page')).OidcPage,
            }),
          },
          {
            path: paths.oidcDone(),
            handle: { titleKey: 'pages.oidc' } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('../features/auth/oidc-done-page')).OidcDonePage,
            }),
          },
          lazyPage(paths.gift(), 'pages.gift', giftPage),
          lazyPage(paths.giftConfirmation(), 'pages.giftConfirmation', giftConfirmationPage),
          lazyPage(paths.testCheckout(), 'checkout.title', testCheckoutPage),
          publicSitePage,
        ],
      },
      {
        path: paths.app(),
        lazy: async () => ({ Component: (await import('./shell/app-layout')).AppLayout }),
        children: [
          { index: true, element: <Navigate to={paths.resumes()} replace /> },
          lazyPage(paths.profile(), 'pages.profile', profilePage),
          lazyPage(paths.upgrade(), 'pages.upgrade', upgradePage),
          lazyPage(paths.resumes(), 'pages.resumes', resumesPage),
          lazyPage(paths.newResume(), 'pages.newResume', newResumePage),
          lazyPage(routePatterns.editResume, 'pages.editResume', resumeEditorPage),
          lazyPage(paths.coverLetters(), 'pages.coverLetters', coverLettersPage),
          lazyPage(paths.newCoverLetter(), 'pages.newCoverLetter', newCoverLetterPage),
          lazyPage(routePatterns.editCoverLetter, 'pages.editCoverLetter', coverLetterEditorPage),
          lazyPage(paths.jobTracker(), 'pages.jobTracker', jobTrackerPage),
          lazyPage(paths.jobSearch(), 'pages.jobSearch', jobSearchPage),
          lazyPage(paths.savvySearch(), 'pages.savvySearch', savvySearchPage),
          ...careerEventRoutes,
          lazyPage(paths.adminSources(), 'admin.sources.title', jobSourcesPage),
          notFound,
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
