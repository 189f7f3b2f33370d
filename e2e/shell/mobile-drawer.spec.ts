/**
 * Journey 5: on a phone (375 px wide) the side navigation is a drawer opened from the top bar; it
 * works by keyboard and Escape closes it.
 */
import { expect, test } from '../support/fixtures';
import { mainNavigation } from '../support/pages';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

test('the navigation drawer on a small screen', async ({ page, accounts }) => {
  await accounts.createSignedIn({ label: 'drawer' });
  await page.goto('/app/resumes');

  const openNavigation = page.getByRole('button', { name: 'Open navigation' });
  await expect(openNavigation).toBeVisible();
  await expect(mainNavigation(page)).toBeHidden();

  // Open it by keyboard and follow a link by keyboard.
  await openNavigation.focus();
  await page.keyboard.press('Enter');
  const navigation = mainNavigation(page);
  await expect(navigation).toBeVisible();
  const workExperience = navigation.getByRole('link', { name: 'Work experience' });
  await expect(workExperience).toBeVisible();
  await workExperience.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/app/events/work');
  await expect(navigation).toBeHidden();

  // Tab moves through the drawer's links and Enter follows one.
  await openNavigation.click();
  await expect(navigation).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Work experience' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const jobTracker = navigation.getByRole('link', { name: 'Job tracker' });
  let reached = false;
  for (let presses = 0; presses < 20 && !reached; presses += 1) {
    await page.keyboard.press('Tab');
    reached = await jobTracker.evaluate((link) => link === document.activeElement);
  }
  expect(reached, 'Tab reaches the job tracker link in the drawer').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/app/jobs/track');

  // Escape closes it and gives focus back to the menu button.
  await openNavigation.click();
  await expect(navigation).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(navigation).toBeHidden();
  await expect(openNavigation).toBeFocused();
});
