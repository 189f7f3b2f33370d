/**
 * The profile block at the bottom of the 248 px side navigation (docs/product/routes.md) with a very long name:
 * the name is cut with an ellipsis, read in full by screen readers and shown in full as a tooltip,
 * and the Sign out button stays whole inside the navigation.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectShell, signOutButton } from '../support/pages';

const firstName = 'Maximiliana';
const lastName = 'Wolfeschlegelsteinhausen-Bergerdorff';
const fullName = `${firstName} ${lastName}`;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

test('a long name fits the 248 px side navigation and Sign out stays whole', async ({
  page,
  accounts,
}) => {
  await accounts.createSignedIn({ label: 'long-name', firstName, lastName });
  await page.goto('/app/resumes');
  await expectShell(page);

  const account = page.getByRole('region', { name: 'Your account' });
  // The 248 px navigation, less its 1 px border.
  const panel = await box(account);
  expect(panel.x).toBe(0);
  expect(Math.round(panel.width)).toBe(247);

  // Screen readers get the whole name: it is the profile link's name.
  const profile = account.getByRole('link', { name: fullName, exact: true });
  await expect(profile).toBeVisible();

  // Sign out is entirely inside the navigation, and nothing scrolls sideways.
  const signOut = await box(signOutButton(page));
  expect(signOut.x).toBeGreaterThanOrEqual(panel.x);
  expect(signOut.x + signOut.width).toBeLessThanOrEqual(panel.x + panel.width);
  await expect(signOutButton(page)).toBeInViewport({ ratio: 1 });
  const profileBox = await box(profile);
  expect(profileBox.x + profileBox.width).toBeLessThanOrEqual(panel.x + panel.width);
  expect(await account.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
    true,
  );

  // The name is cut with an ellipsis, not clipped.
  const name = profile.getByText(fullName, { exact: true });
  const cut = await name.evaluate((element) => ({
    overflowing: element.scrollWidth > element.clientWidth,
    textOverflow: getComputedStyle(element).textOverflow,
    whiteSpace: getComputedStyle(element).whiteSpace,
  }));
  expect(cut).toEqual({ overflowing: true, textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

  // The full name shows as a tooltip, with the mouse and with the keyboard.
  await profile.hover();
  await expect(page.getByRole('tooltip', { name: fullName })).toBeVisible();
  await page.mouse.move(600, 300);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await account.getByRole('combobox', { name: 'Language' }).focus();
  await page.keyboard.press('Tab');
  await expect(profile).toBeFocused();
  await expect(page.getByRole('tooltip', { name: fullName })).toBeVisible();
});
