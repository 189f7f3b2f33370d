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
import {
  documentCard,
  duplicateDeleteUndo,
  expectFitsPhone,
  expectListed,
  rename,
  shareAndCopy,
  stopSharing,
} from '../support/document-list';
import { expectShell } from '../support/pages';

const bullets = ['Cut deploy time by 80%', 'Mentored four engineers'];

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
    await expectListed(page, 'Platform roles', 'Staff Engineer · Initech');
  });

  await test.step('rename it', async () => {
    await rename(page, 'Platform roles', 'Platform roles 2025', 'Rename resume');
  });

  await test.step('duplicate it, delete the copy, and undo', async () => {
    await duplicateDeleteUndo(page, 'Platform roles 2025');
  });

  const card = documentCard(page, 'Platform roles 2025');
  let shareUrl = '';

  await test.step('share it: a signed-out visitor sees the resume', async () => {
    shareUrl = await shareAndCopy(page, card, baseURL!, '/r/');
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
    await stopSharing(page, card, shareUrl);
  });

  await test.step('the list fits a 375 px wide phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expectFitsPhone(page, card.getByRole('button', { name: 'Download PDF' }));
  });
});
