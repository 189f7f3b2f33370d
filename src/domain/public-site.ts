import { paths } from './paths';

/**
 * Who answers which page (docs/decisions/090-public-site-rendered-on-the-server.md): the public
 * site — the landings, the blog and `/oops` — is HTML the server renders, complete without
 * JavaScript; the web app (a client-rendered single-page app) answers only its own paths: the
 * sign-in pages, the gift pages and everything under `/app`. Every other path is not found.
 */

/** The public site's landing pages, by name, with their paths. */
export const sitePages = {
  landing: paths.landing(),
  features: paths.features(),
  resumes: paths.resumesLanding(),
  education: paths.educationLanding(),
  jobTracker: paths.jobTrackerLanding(),
} as const;

export type SitePage = keyof typeof sitePages;

/** The public paths the web app renders itself (everything under `/app` is its too). */
const webAppPublicPaths: ReadonlySet<string> = new Set([
  paths.login(),
  paths.forgotPassword(),
  paths.signUp(),
  paths.oidc(),
  paths.oidcDone(),
  paths.gift(),
  paths.giftConfirmation(),
  paths.testCheckout(),
]);

/** A path without its trailing slashes ("/login/" is "/login"). */
export const normalizedPath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/** Whether the web app (not the server-rendered site) answers `pathname`. */
export function isWebAppPath(pathname: string): boolean {
  const path = normalizedPath(pathname);
  return webAppPublicPaths.has(path) || path === paths.app() || path.startsWith(`${paths.app()}/`);
}

/** The query parameter that picks a public page's language (`/features?lang=fr`). */
export const languageParam = 'lang';

/**
 * The cookie that carries the visitor's choice of language to the server-rendered pages (the web
 * app's switcher sets it; decision 090). Its value is a language code.
 */
export const languageCookie = 'myresume.language';
