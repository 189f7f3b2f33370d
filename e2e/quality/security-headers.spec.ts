/**
 * Journey 10: the browser gets a Content Security Policy that allows no inline script, and the app
 * works under it.
 */
import { expect, test } from '../support/fixtures';

declare global {
  interface Window {
    __inlineScriptRan?: boolean;
  }
}

test('pages come with a strict CSP and work under it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto('/login');
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');

  // The app renders and answers under the policy, with nothing refused on the way.
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  expect(violations).toEqual([]);

  // An inline script that found its way into the page does not run.
  const refused = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; directive: string }>((resolve) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) =>
            resolve({
              ran: window.__inlineScriptRan === true,
              directive: event.effectiveDirective,
            }),
          { once: true },
        );
        const script = document.createElement('script');
        script.textContent = 'window.__inlineScriptRan = true;';
        document.body.append(script);
      }),
  );
  expect(refused).toEqual({ ran: false, directive: 'script-src-elem' });
});

test('the app cannot be framed by another site', async ({ page, baseURL }) => {
  const response = await page.request.get(`${baseURL}/login`, { headers: { accept: 'text/html' } });
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
});
