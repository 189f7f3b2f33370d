/**
 * After signing out, the browser's Back button never shows the signed-in pages or their data, and
 * never a blank page: it shows the sign-in page (docs/decisions/070). Playwright turns Chromium's
 * back/forward cache off by default; these journeys turn it back on, as users have it.
 */
import type { Page } from '@playwright/test';
import { graphql, identityApi } from '../support/api';
import { expect, test, type Accounts } from '../support/fixtures';
import { expectShell, loginForm, mainNavigation, signOutButton } from '../support/pages';

test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const ignored = Array.isArray(launchOptions.ignoreDefaultArgs)
        ? launchOptions.ignoreDefaultArgs
        : [];
      await use({
        ...launchOptions,
        ignoreDefaultArgs: [...ignored, '--disable-back-forward-cache'],
      });
    },
    { scope: 'worker' },
  ],
});

const position = 'Keeper of Private Records';

/** A signed-in account with one work event, whose page is open. */
async function openPrivatePage(page: Page, accounts: Accounts, baseURL: string, label: string) {
  await accounts.createSignedIn({ label });
  const token = await identityApi(page.request, baseURL).idToken();
  const created = await graphql(
    page.request,
    baseURL,
    /* GraphQL */ `
      mutation ($input: WorkEventInput!) {
        event {
          createWorkEvent(input: $input) {
            id
          }
        }
      }
    `,
    { input: { position, company: 'Discreet Ltd', startDate: '2020-01' } },
    token,
  );
  expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
  await page.goto('/app/events/work');
  await expectShell(page);
  await expect(page.getByText(position)).toBeVisible();
}

async function expectSignInWithoutPrivateData(page: Page) {
  await expect(loginForm(page).heading).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByText(position)).toHaveCount(0);
  await expect(mainNavigation(page)).toHaveCount(0);
}

test('Back within the app after signing out shows the sign-in page', async ({
  page,
  accounts,
  baseURL,
}) => {
  await openPrivatePage(page, accounts, baseURL!, 'back-same-page');
  await mainNavigation(page).getByRole('link', { name: 'My resumes', exact: true }).click();
  await expect(page).toHaveURL('/app/resumes');

  await signOutButton(page).click();
  await expect(loginForm(page).heading).toBeVisible();

  await page.goBack();
  await expectSignInWithoutPrivateData(page);
});

test('Back to a page loaded before signing out shows the sign-in page', async ({
  page,
  accounts,
  baseURL,
}) => {
  await openPrivatePage(page, accounts, baseURL!, 'back-other-document');
  // A new document, as when the address is typed or the page reloaded.
  await page.goto('/app/resumes');
  await expectShell(page);

  await signOutButton(page).click();
  await expect(loginForm(page).heading).toBeVisible();

  await page.goBack();
  await expectSignInWithoutPrivateData(page);
});
