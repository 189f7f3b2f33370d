/**
 * What the journeys through a list of documents (resumes, cover letters) do alike: find a card,
 * use its menu, check it is listed with its first page, rename it, copy it and delete the copy
 * with undo, turn its public link on and off.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** One document of the list: an article named after it. */
export const documentCard = (page: Page, name: string) =>
  page.getByRole('main').getByRole('article', { name, exact: true });

export async function chooseAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `More actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The card of a document just made: the job it is for, "just now", and an image of page 1. */
export async function expectListed(page: Page, name: string, job: string) {
  const card = documentCard(page, name);
  await expect(card.getByText(`For: ${job}`)).toBeVisible();
  await expect(card.getByText('Edited just now')).toBeVisible();
  const thumbnail = card.getByRole('img', { name: `First page of ${name}` });
  await expect(thumbnail).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
}

/** Renames a document through its menu's dialog (named `dialogName`). */
export async function rename(page: Page, from: string, to: string, dialogName: string) {
  await chooseAction(page, from, 'Rename');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(to);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog).toBeHidden();
  await expect(documentCard(page, to)).toBeVisible();
  await expect(page.getByText(`Renamed to “${to}”.`)).toBeVisible();
}

/** Duplicates a document, deletes the copy and brings it back with Undo; the copy's card. */
export async function duplicateDeleteUndo(page: Page, name: string) {
  await chooseAction(page, name, 'Duplicate');
  const copyName = `${name} (copy)`;
  const copy = documentCard(page, copyName);
  await expect(copy).toBeVisible();
  await chooseAction(page, copyName, 'Delete');
  await expect(copy).toBeHidden();
  await expect(page.getByText(`Deleted “${copyName}”.`)).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(copy).toBeVisible();
  await expect(documentCard(page, name)).toBeVisible();
  return copy;
}

/**
 * Turns a card's public link on and copies it; the link, which must be `baseURL` + `prefix` and a
 * 128-bit id.
 */
export async function shareAndCopy(page: Page, card: Locator, baseURL: string, prefix: string) {
  await card.getByRole('switch', { name: 'Share online' }).check();
  const link = card.getByRole('textbox', { name: 'Public link' });
  await expect(link).toHaveValue(new RegExp(`^${baseURL}${prefix}[A-Za-z0-9_-]{22}$`));
  const shareUrl = await link.inputValue();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  return shareUrl;
}

/** Turns a card's public link off: the link then answers 404, and stays off after a reload. */
export async function stopSharing(page: Page, card: Locator, shareUrl: string) {
  await card.getByRole('switch', { name: 'Share online' }).uncheck();
  await expect(card.getByRole('textbox', { name: 'Public link' })).toBeHidden();
  await expect.poll(async () => (await page.request.get(shareUrl)).status()).toBe(404);
  await page.reload();
  await expect(card.getByRole('switch', { name: 'Share online' })).not.toBeChecked();
}

/** Once the layout has followed a phone's width (the side navigation becomes a drawer), nothing is wider than the screen. */
export async function expectFitsPhone(page: Page, visible: Locator) {
  await expect(visible).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
}
