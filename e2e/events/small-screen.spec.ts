/**
 * The library on a phone (375 px wide): the form fits the screen, and a job with an accomplishment
 * is added and listed without sideways scrolling.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fillMonth } from '../support/pages';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

/** True when the page is no wider than the screen. */
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a job is added on a small screen without sideways scrolling', async ({ page, accounts }) => {
  await accounts.createSignedIn({ label: 'library-small' });
  await page.goto('/app/events/work');
  await expect(page.getByRole('heading', { name: 'No work experience yet' })).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);

  await page.getByRole('link', { name: 'Add work experience' }).click();
  await page.getByRole('textbox', { name: 'Position', exact: true }).fill('Nurse');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('City Hospital');
  await fillMonth(page, 'Start date', 'June', '2019');
  await page.getByRole('checkbox', { name: 'I currently work here' }).check();
  await page.getByRole('button', { name: 'Add accomplishment' }).click();
  await page
    .getByRole('textbox', { name: 'Accomplishment 1', exact: true })
    .fill('Trained twelve new nurses on the ward’s triage protocol');
  await expect(page.getByRole('button', { name: 'Move Accomplishment 1 up' })).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/app/events/work');
  await expect(page.getByRole('link', { name: 'Nurse · City Hospital' })).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
});
