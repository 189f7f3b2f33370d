/**
 * Every route of the product (docs/product/routes.md), built from one place. Every parameter is URL-encoded, so a
 * path or id can never break out of its segment or query.
 */

const segment = (value: string) => encodeURIComponent(value);

/** Name of the query parameter that carries where to go back to after signing in. */
export const returnToParam = 'next';

/**
 * Name of the sign-in page's query parameter that starts "try without an account" at once: the
 * public site, which runs no script, links there (decision 090).
 */
export const trialParam = 'try';

const withReturnTo = (path: string, returnTo?: string) =>
  returnTo ? `${path}?${returnToParam}=${encodeURIComponent(returnTo)}` : path;

export const paths = {
  // Public
  landing: () => '/',
  features: () => '/features',
  educationLanding: () => '/education',
  resumesLanding: () => '/resumes',
  jobTrackerLanding: () => '/job-tracker',
  login: (returnTo?: string) => withReturnTo('/login', returnTo),
  tryWithoutAccount: () => `/login?${trialParam}=1`,
  forgotPassword: () => '/forgot-password',
  oidc: (returnTo?: string) => withReturnTo('/oidc', returnTo),
  /** Where a partner sign-in comes back to (its popup, or the page after a full-page redirect). */
  oidcDone: (returnTo?: string) => withReturnTo('/oidc/done', returnTo),
  signUp: (returnTo?: string) => withReturnTo('/sign-up', returnTo),
  gift: () => '/gift',
  /** A gift order's confirmation, read by its unguessable reference. */
  giftConfirmation: (reference?: string) =>
    reference ? `/gift/confirmation?reference=${segment(reference)}` : '/gift/confirmation',
  /** The built-in test provider's checkout page (decision 101), for one signed session. */
  testCheckout: (session?: string) =>
    session ? `/checkout/test?session=${encodeURIComponent(session)}` : '/checkout/test',
  dataNotFound: () => '/oops',
  blog: () => '/blog',
  blogArticle: (slug: string) => `/blog/${segment(slug)}`,
  /** The blog's Atom feed. */
  blogFeed: () => '/blog/feed.xml',
  onlineResume: (id: string) => `/r/${segment(id)}`,
  onlineCoverLetter: (id: string) => `/c/${segment(id)}`,

  // Authenticated
  app: () => '/app',
  profile: () => '/app/profile',
  /** The upgrade page; with a gift's code, its redeem form filled in (the gift email's link). */
  upgrade: (gift?: { code: string }) =>
    gift ? `/app/upgrade?code=${segment(gift.code)}` : '/app/upgrade',
  resumes: () => '/app/resumes',
  newResume: () => '/app/resumes/edit/new',
  editResume: (id: string) => `/app/resumes/edit/${segment(id)}`,
  coverLetters: () => '/app/cover-letters',
  newCoverLetter: () => '/app/cover-letters/edit/new',
  editCoverLetter: (id: string) => `/app/cover-letters/edit/${segment(id)}`,
  /** The tracker, with one application's detail open when named. */
  jobTracker: (applicationId?: string) =>
    applicationId ? `/app/jobs/track?application=${segment(applicationId)}` : '/app/jobs/track',
  jobSearch: () => '/app/jobs/find',
  savvySearch: () => '/app/jobs/savvy',
  workEvents: () => '/app/events/work',
  newWorkEvent: () => '/app/events/work/new',
  editWorkEvent: (eventId: string) => `/app/events/work/edit/${segment(eventId)}`,
  eduEvents: () => '/app/events/edu',
  newEduEvent: () => '/app/events/edu/new',
  editEduEvent: (eventId: string) => `/app/events/edu/edit/${segment(eventId)}`,
  otherEvents: () => '/app/events/skills',
  newOtherEvent: () => '/app/events/skills/new',
  editOtherEvent: (eventId: string) => `/app/events/skills/edit/${segment(eventId)}`,
  coverLetterEvents: () => '/app/events/cover-letter',
  newCoverLetterEvent: () => '/app/events/cover-letter/new',
  editCoverLetterEvent: (eventId: string) => `/app/events/cover-letter/edit/${segment(eventId)}`,
  /** Admins only (ADMIN_EMAILS): the job search's sources and their runs. */
  adminSources: () => '/app/admin/sources',
} as const;

/** The route constants (docs/product/routes.md), each one of the paths above. */
export const routes = {
  RESUMES: paths.resumes(),
  WORK_EVENTS: paths.workEvents(),
  EDU_EVENTS: paths.eduEvents(),
  OTHER_EVENTS: paths.otherEvents(),
  COVER_LETTER_EVENTS: paths.coverLetterEvents(),
  COVER_LETTERS: paths.coverLetters(),
  JOB_TRACKER: paths.jobTracker(),
  LANDING: paths.landing(),
  LANDING_JOB_TRACKER: paths.jobTrackerLanding(),
  LANDING_RESUMES: paths.resumesLanding(),
  EDUCATION: paths.educationLanding(),
  UPGRADE: paths.upgrade(),
  LOG_IN: paths.login(),
  FORGOT_PASSWORD: paths.forgotPassword(),
  OIDC: paths.oidc(),
  DATA_NOT_FOUND: paths.dataNotFound(),
} as const;

/**
 * A return-to path is only ever a path inside the app: anything else (another origin, a
 * protocol-relative `//host`, a backslash trick) falls back to resumes.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return paths.resumes();
  }
  return value;
}
