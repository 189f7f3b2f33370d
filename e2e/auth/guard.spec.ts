/**
 * Journey 4: a signed-out visitor of an app page is sent to sign in with the page (path and query,
 * URL-encoded) to come back to, and after signing in is back on it.
 */
import { expect, test } from '../support/fixtures';
import { expectShell, mainNavigation, signInThroughForm } from '../support/pages';

test('signing in returns to the page that asked for it', async ({ page, accounts }) => {
  const account = await accounts.create({ label: 'guard' });

  await page.goto('/app/events/edu?x=1');
  await expect(page).toHaveURL('/login?next=%2Fapp%2Fevents%2Fedu%3Fx%3D1');

  await signInThroughForm(page, account);
  await expect(page).toHaveURL('/app/events/edu?x=1');
  await expectShell(page);
  await expect(
    mainNavigation(page).getByRole('link', { name: 'Education', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Education', level: 1 })).toBeVisible();
});

test('a return-to address outside the app is not followed', async ({ page, accounts }) => {
  const account = await accounts.create({ label: 'guard-open-redirect' });
  await page.goto('/login?next=%2F%2Fevil.example%2Fapp');
  await signInThroughForm(page, account);
  await expect(page).toHaveURL('/app/resumes');
  await expectShell(page);
});

test('a signed-in visitor goes straight to the page', async ({ page, accounts }) => {
  await accounts.createSignedIn({ label: 'guard-signed-in' });
  await page.goto('/app/events/work');
  await expect(page).toHaveURL('/app/events/work');
  await expectShell(page);
});
