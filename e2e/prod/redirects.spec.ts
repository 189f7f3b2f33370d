/**
 * Journey 6 (prod): production offers no public sign-up; /sign-up goes to the login page.
 */
import { expect, test } from '../support/fixtures';

test('/sign-up goes to the login page', async ({ page }) => {
  await page.goto('/sign-up');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test('/sign-up keeps the page to return to', async ({ page }) => {
  await page.goto('/sign-up?next=%2Fapp%2Fevents%2Fwork');
  await expect(page).toHaveURL('/login?next=%2Fapp%2Fevents%2Fwork');
});

test('the brand has no environment tag', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in – My Resume');
});
