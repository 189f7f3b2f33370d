import { describe, expect, it } from 'vitest';
import { deploymentRedirect, signInRedirect } from './deployment-redirects';

const at = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return { pathname: parsed.pathname, search: parsed.search };
};

describe('the /app guard redirect (docs/product/routes.md#states-and-redirects)', () => {
  it('sends a signed-out visitor to the login page with the encoded path and query', () => {
    expect(signInRedirect('dev', at('/app/resumes/edit/abc?tab=a&x=1'))).toBe(
      '/login?next=%2Fapp%2Fresumes%2Fedit%2Fabc%3Ftab%3Da%26x%3D1',
    );
  });

  it('uses the login page on every deployment but the partner one', () => {
    for (const env of ['dev', 'stage', 'prod'] as const) {
      expect(signInRedirect(env, at('/app/profile'))).toBe('/login?next=%2Fapp%2Fprofile');
    }
  });

  it('sends a signed-out visitor to single sign-on on the partner deployment', () => {
    expect(signInRedirect('myjourney', at('/app/events/work?x=1'))).toBe(
      '/oidc?next=%2Fapp%2Fevents%2Fwork%3Fx%3D1',
    );
  });
});

describe('deployment-mode redirects (docs/product/routes.md#states-and-redirects)', () => {
  it('serves every page as it is on dev and stage', () => {
    for (const env of ['dev', 'stage'] as const) {
      for (const path of ['/', '/sign-up', '/login', '/blog', '/app/upgrade', '/forgot-password']) {
        expect(deploymentRedirect(env, at(path))).toBeNull();
      }
    }
  });

  it('sends /sign-up to the login page on prod, keeping where to go next', () => {
    expect(deploymentRedirect('prod', at('/sign-up'))).toBe('/login');
    expect(deploymentRedirect('prod', at('/sign-up?next=%2Fapp%2Fprofile'))).toBe(
      '/login?next=%2Fapp%2Fprofile',
    );
    expect(deploymentRedirect('prod', at('/login'))).toBeNull();
    expect(deploymentRedirect('prod', at('/'))).toBeNull();
  });

  it.each([
    '/',
    '/job-tracker',
    '/resumes',
    '/education',
    '/app/upgrade',
    '/blog',
    '/blog/a-post',
    '/blog/',
  ])('sends %s to resumes on the partner deployment', (path) => {
    expect(deploymentRedirect('myjourney', at(path))).toBe('/app/resumes');
  });

  it.each(['/login', '/forgot-password', '/sign-up', '/login/'])(
    'sends %s to single sign-on on the partner deployment',
    (path) => {
      expect(deploymentRedirect('myjourney', at(path))).toBe('/oidc');
    },
  );

  it('keeps `next` when the partner deployment sends sign-in to single sign-on', () => {
    expect(deploymentRedirect('myjourney', at('/login?next=%2Fapp%2Fevents%2Fedu'))).toBe(
      '/oidc?next=%2Fapp%2Fevents%2Fedu',
    );
  });

  it('leaves the partner deployment’s other pages alone', () => {
    for (const path of [
      '/app/resumes',
      '/oidc',
      '/oops',
      '/features',
      '/gift',
      '/r/abc',
      '/blogger',
    ]) {
      expect(deploymentRedirect('myjourney', at(path))).toBeNull();
    }
  });
});
