import { paths, returnToParam } from './paths';
import { normalizedPath } from './public-site';
import { isPartnerDeployment, type AppEnv } from './runtime-config';

interface Place {
  pathname: string;
  search: string;
}

const returnToOf = (search: string) => new URLSearchParams(search).get(returnToParam) ?? undefined;

/**
 * Where a signed-out visitor of an /app page goes (docs/product/routes.md#states-and-redirects): the login page, or the partner's
 * single sign-on on the partner deployment, carrying the encoded current path and query.
 */
export function signInRedirect(env: AppEnv, { pathname, search }: Place): string {
  const here = `${pathname}${search}`;
  return isPartnerDeployment(env) ? paths.oidc(here) : paths.login(here);
}

/** Where a user who signed out lands: the sign-in page (the partner's single sign-on on its deployment). */
export function signedOutPage(env: AppEnv): string {
  return isPartnerDeployment(env) ? paths.oidc() : paths.login();
}

/** Public paths the partner deployment does not offer: they go to the user's resumes. */
const partnerToResumes: ReadonlySet<string> = new Set([
  paths.landing(),
  paths.jobTrackerLanding(),
  paths.resumesLanding(),
  paths.educationLanding(),
  paths.upgrade(),
  paths.blog(),
]);

/** Sign-in pages the partner deployment replaces with its single sign-on. */
const partnerToOidc: ReadonlySet<string> = new Set([
  paths.login(),
  paths.forgotPassword(),
  paths.signUp(),
]);

/**
 * The deployment-mode redirects of docs/product/routes.md#states-and-redirects, or null when the page is served as it is.
 * - prod: /sign-up goes to the login page.
 * - myjourney (partner): the landing pages, upgrade and the blog go to resumes; login,
 *   forgot-password and sign-up go to the single sign-on page. `next` is kept.
 */
export function deploymentRedirect(env: AppEnv, { pathname, search }: Place): string | null {
  const path = normalizedPath(pathname);
  if (isPartnerDeployment(env)) {
    if (partnerToResumes.has(path) || path.startsWith(`${paths.blog()}/`)) return paths.resumes();
    if (partnerToOidc.has(path)) return paths.oidc(returnToOf(search));
    return null;
  }
  if (env === 'prod' && path === paths.signUp()) return paths.login(returnToOf(search));
  return null;
}
