/**
 * Journey 9: the public pages and the app shell have no serious or critical accessibility
 * violations (axe-core), and the language switcher changes the page's language.
 */
import type { Page } from '@playwright/test';
import { createJob, createResume, graphql, identityApi } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectShell, fillMonth } from '../support/pages';

const publicPages = [
  {
    path: '/',
    ready: (page: Page) => page.getByRole('link', { name: 'Try it without an account' }),
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

test('the page of a resume link that does not work has no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/r/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link doesn’t work' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
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

test('the library pages, a filled form and the import dialog have no serious accessibility violations', async ({
  page,
  accounts,
  baseURL,
}) => {
  await accounts.createSignedIn({ label: 'a11y-library' });
  await page.goto('/app/events/work/new');
  await page.getByRole('textbox', { name: 'Position', exact: true }).fill('Analyst');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Northwind');
  await fillMonth(page, 'Start date', 'May', '2020');
  await page.getByRole('checkbox', { name: 'I currently work here' }).check();
  await page.getByRole('button', { name: 'Add accomplishment' }).click();
  await page.getByRole('textbox', { name: 'Accomplishment 1', exact: true }).fill('Built reports');
  await expectNoSeriousViolations(page, { soft: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'Analyst · Northwind' })).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });

  await page.getByRole('button', { name: 'Import JSON Resume' }).click();
  await expect(page.getByRole('dialog', { name: 'Import a JSON Resume' })).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });
  await page.getByRole('button', { name: 'Cancel' }).click();

  for (const [path, heading] of [
    ['/app/events/edu/new', 'New education'],
    ['/app/events/skills/new', 'New skill'],
    ['/app/events/cover-letter/new', 'New paragraph'],
    ['/app/events/cover-letter', 'No paragraphs yet'],
  ] as const) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectNoSeriousViolations(page, { soft: true });
    });
  }

  await test.step('skills grouped by category', async () => {
    const token = await identityApi(page.request, baseURL!).idToken();
    for (const [name, category] of [
      ['Go', 'Languages'],
      ['Git', 'Tools'],
      ['Public speaking', ''],
    ]) {
      const created = await graphql(
        page.request,
        baseURL!,
        /* GraphQL */ `
          mutation ($input: SkillEventInput!) {
            event {
              createSkillEvent(input: $input) {
                id
              }
            }
          }
        `,
        { input: { name, category } },
        token,
      );
      expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    }
    await page.goto('/app/events/skills');
    await expect(page.getByRole('heading', { level: 2, name: 'Tools' })).toBeVisible();
    await expectNoSeriousViolations(page, { soft: true });
  });
});

test('the resume editor, its target job panel and its share dialog have no serious accessibility violations', async ({
  page,
  accounts,
  baseURL,
}) => {
  await accounts.createSignedIn({ label: 'a11y-editor' });
  const token = await identityApi(page.request, baseURL!).idToken();
  await createJob(page.request, baseURL!, token, ['Cut deploy time by 80%']);
  const resumeId = await createResume(page.request, baseURL!, token, { name: 'Platform roles' });
  await page.goto(`/app/resumes/edit/${resumeId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit resume' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
  await page.getByRole('button', { name: /Target job/ }).click();
  await page.getByRole('textbox', { name: 'Job title' }).fill('Staff Engineer');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this resume' });
  await dialog.getByRole('switch', { name: 'Share online' }).check();
  await expect(dialog.getByRole('textbox', { name: 'Public link' })).toBeVisible();
  await expectNoSeriousViolations(page, { soft: true });
});
