/**
 * Journey 6 (partner deployment, APP_ENV=myjourney): the public landing pages, upgrade and the blog
 * go to the user's resumes — which, signed out, go to the partner single sign-on page with the way
 * back — and the sign-in pages go to single sign-on.
 */
import { expect, test } from '../support/fixtures';
import { expectShell } from '../support/pages';

test('signed out, the pages the partner deployment does not offer end at single sign-on', async ({
  page,
}) => {
  for (const path of [
    '/',
    '/job-tracker',
    '/resumes',
    '/education',
    '/app/upgrade',
    '/blog',
    '/blog/changing-careers',
  ]) {
    await test.step(`${path} → /app/resumes → /oidc`, async () => {
      await page.goto(path);
      await expect(page).toHaveURL('/oidc?next=%2Fapp%2Fresumes');
    });
  }
});

test('the sign-in pages go to single sign-on', async ({ page }) => {
  for (const path of ['/login', '/forgot-password', '/sign-up']) {
    await test.step(`${path} → /oidc`, async () => {
      await page.goto(path);
      await expect(page).toHaveURL('/oidc');
    });
  }
});

test('an app page, signed out, goes to single sign-on with the way back', async ({ page }) => {
  await page.goto('/app/events/edu?x=1');
  await expect(page).toHaveURL('/oidc?next=%2Fapp%2Fevents%2Fedu%3Fx%3D1');
});

test('signed in, the landing page and upgrade open the resumes in the app shell', async ({
  page,
  accounts,
}) => {
  await accounts.createSignedIn({ label: 'partner' });
  for (const path of ['/', '/app/upgrade']) {
    await test.step(`${path} → /app/resumes`, async () => {
      await page.goto(path);
      await expect(page).toHaveURL('/app/resumes');
      await expectShell(page);
      await expect(page.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
    });
  }
});
