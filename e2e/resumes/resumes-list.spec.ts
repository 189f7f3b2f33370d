/**
 * The resumes list and "new resume" (issue 5): a resume made through the form from a job with
 * bullets, listed with an image of its first page; renamed, duplicated, the copy deleted and
 * brought back; shared and seen by a signed-out visitor; downloaded as a PDF; unshared, after
 * which its public link answers 404.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createJob, identityApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectShell } from '../support/pages';

const bullets = ['Cut deploy time by 80%', 'Mentored four engineers'];

/** One resume of the list: an article named after the resume. */
const resumeCard = (page: Page, name: string) =>
  page.getByRole('main').getByRole('article', { name, exact: true });

/** The serious and critical accessibility violations axe-core finds on the page. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

async function chooseAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `More actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a user creates a resume, manages it from the list, shares it and downloads it', async ({
  page,
  accounts,
  baseURL,
  browser,
}) => {
  await accounts.createSignedIn({ label: 'resumes-list' });
  const token = await identityApi(page.request, baseURL!).idToken();
  await createJob(page.request, baseURL!, token, bullets);

  await test.step('a user without resumes is offered a new one', async () => {
    await page.goto('/app/resumes');
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My resumes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No resumes yet' })).toBeVisible();
    await page.getByRole('link', { name: 'New resume' }).click();
    await expect(page).toHaveURL('/app/resumes/edit/new');
  });

  await test.step('the form creates the resume and opens it', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'New resume' })).toBeVisible();
    await page.getByRole('button', { name: 'Create resume' }).click();
    await expect(page.getByText('Fill this in.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Platform roles');
    await page.getByRole('textbox', { name: 'Job title' }).fill('Staff Engineer');
    await page.getByRole('textbox', { name: 'Company' }).fill('Initech');
    await page.getByRole('radio', { name: 'Modern' }).check();
    await page.getByRole('button', { name: 'Create resume' }).click();
    await expect(page).toHaveURL(/\/app\/resumes\/edit\/[0-9a-f-]{36}$/);
  });

  await test.step('the list shows it with an image of its first page', async () => {
    await page.goto('/app/resumes');
    const card = resumeCard(page, 'Platform roles');
    await expect(card.getByText('For: Staff Engineer · Initech')).toBeVisible();
    await expect(card.getByText('Edited just now')).toBeVisible();
    const thumbnail = card.getByRole('img', { name: 'First page of Platform roles' });
    await expect(thumbnail).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  await test.step('rename it', async () => {
    await chooseAction(page, 'Platform roles', 'Rename');
    const dialog = page.getByRole('dialog', { name: 'Rename resume' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Platform roles 2025');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(dialog).toBeHidden();
    await expect(resumeCard(page, 'Platform roles 2025')).toBeVisible();
    await expect(page.getByText('Renamed to “Platform roles 2025”.')).toBeVisible();
  });

  await test.step('duplicate it, delete the copy, and undo', async () => {
    await chooseAction(page, 'Platform roles 2025', 'Duplicate');
    const copy = resumeCard(page, 'Platform roles 2025 (copy)');
    await expect(copy).toBeVisible();
    await chooseAction(page, 'Platform roles 2025 (copy)', 'Delete');
    await expect(copy).toBeHidden();
    await expect(page.getByText('Deleted “Platform roles 2025 (copy)”.')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(copy).toBeVisible();
    await expect(resumeCard(page, 'Platform roles 2025')).toBeVisible();
  });

  const card = resumeCard(page, 'Platform roles 2025');
  let shareUrl = '';

  await test.step('share it: a signed-out visitor sees the resume', async () => {
    await card.getByRole('switch', { name: 'Share online' }).check();
    const link = card.getByRole('textbox', { name: 'Public link' });
    await expect(link).toHaveValue(new RegExp(`^${baseURL}/r/[A-Za-z0-9_-]{22}$`));
    shareUrl = await link.inputValue();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await card.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    expect(await seriousViolations(page)).toEqual([]);

    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    const response = await publicPage.goto(shareUrl);
    expect(response?.status()).toBe(200);
    await expect(publicPage.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(publicPage.getByText(bullets[0]!)).toBeVisible();
    // It prints in the template's own font, served from our origin under the page's policy.
    const themeFont = await publicPage.evaluate(() =>
      getComputedStyle(document.body).fontFamily.split(',')[0]!.replaceAll('"', '').trim(),
    );
    await expect
      .poll(() =>
        publicPage.evaluate(async (family) => {
          await document.fonts.ready;
          return [...document.fonts]
            .filter((face) => face.family.replaceAll('"', '') === family)
            .map((face) => `${face.weight} ${face.style} ${face.status}`);
        }, themeFont),
      )
      .toContain('400 normal loaded');
    await visitor.close();

    await page.reload();
    await expect(card.getByText('Viewed 1 time')).toBeVisible();
  });

  await test.step('download the PDF from the list', async () => {
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  await test.step('stop sharing: the link answers 404', async () => {
    await card.getByRole('switch', { name: 'Share online' }).uncheck();
    await expect(card.getByRole('textbox', { name: 'Public link' })).toBeHidden();
    await expect.poll(async () => (await page.request.get(shareUrl)).status()).toBe(404);
    await page.reload();
    await expect(card.getByRole('switch', { name: 'Share online' })).not.toBeChecked();
  });

  await test.step('the list fits a 375 px wide phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(card.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    // Once the layout has followed the new width (the side navigation becomes a drawer).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
  });
});
