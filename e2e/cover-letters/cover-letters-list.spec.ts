/**
 * The cover letters list and "new cover letter" (issue 15): a new user is told where to start; a
 * letter made through the form, matched to a resume, opens in its editor; the list shows it, and
 * it is renamed, duplicated, the copy deleted and brought back; shared and read by a signed-out
 * visitor, then unshared (its link answers 404); downloaded as PDF, Word and plain text. Both
 * pages pass axe and fit a 375 px phone.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createJob, createResume, identityApi } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import * as list from '../support/document-list';
import { expectShell } from '../support/pages';

/** Saves a download the click starts; its file name and first bytes. */
async function download(page: Page, start: () => Promise<void>) {
  const downloading = page.waitForEvent('download');
  await start();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('a user starts a letter from a resume, manages it from the list, shares and downloads it', async ({
  page,
  accounts,
  baseURL,
  browser,
}) => {
  await accounts.createSignedIn({ label: 'letters-list' });
  const token = await identityApi(page.request, baseURL!).idToken();
  await createJob(page.request, baseURL!, token, ['Cut deploy time by 80%']);
  await createResume(page.request, baseURL!, token, { name: 'Platform roles' });

  await test.step('a user without letters is told where to start', async () => {
    await page.goto('/app/cover-letters');
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'My letters' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No cover letters yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Write a paragraph' })).toHaveAttribute(
      'href',
      '/app/events/cover-letter/new',
    );
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Start from a resume' }).click();
    await expect(page).toHaveURL('/app/cover-letters/edit/new');
  });

  await test.step('the form, matched to the resume, creates the letter and opens it', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'New cover letter' })).toBeVisible();
    await page.getByRole('button', { name: 'Create cover letter' }).click();
    await expect(page.getByText('Fill this in.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Initech');
    await page.getByRole('textbox', { name: 'Position' }).fill('Staff Engineer');
    await page.getByRole('textbox', { name: 'Company' }).fill('Initech');
    await page.getByRole('textbox', { name: 'Hiring manager' }).fill('Bill Lumbergh');
    const match = page.getByRole('combobox', { name: 'Match a resume' });
    await match.selectOption({ label: 'Platform roles' });
    // The resume decides the design.
    await expect(page.getByRole('radiogroup', { name: 'Template' })).toBeHidden();
    await page.getByRole('button', { name: 'Create cover letter' }).click();
    await expect(page).toHaveURL(/\/app\/cover-letters\/edit\/[0-9a-f-]{36}$/);
  });

  await test.step('the list shows it; it is renamed, copied, and the copy deleted and back', async () => {
    await page.goto('/app/cover-letters');
    await list.expectListed(page, 'Initech', 'Staff Engineer · Initech');
    await list.rename(page, 'Initech', 'Initech staff', 'Rename cover letter');
    const copy = await list.duplicateDeleteUndo(page, 'Initech staff');
    await page.reload();
    await expect(copy).toBeVisible();
  });

  const card = list.documentCard(page, 'Initech staff');
  let shareUrl = '';

  await test.step('share it: a signed-out visitor reads the letter', async () => {
    shareUrl = await list.shareAndCopy(page, card, baseURL!, '/c/');
    await expectNoSeriousViolations(page);

    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    const response = await publicPage.goto(shareUrl);
    expect(response?.status()).toBe(200);
    await expect(publicPage.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(publicPage.getByText('Bill Lumbergh').first()).toBeVisible();
    await visitor.close();
  });

  await test.step('download it as PDF, Word and plain text', async () => {
    const pdf = await download(page, () =>
      card.getByRole('button', { name: 'Download PDF' }).click(),
    );
    expect(pdf.name).toBe('Ada-Lovelace.pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const other = (format: string) => async () => {
      await card.getByRole('button', { name: 'Other formats for Initech staff' }).click();
      await page.getByRole('menuitem', { name: format }).click();
    };
    const docx = await download(page, other('Word (.docx)'));
    expect(docx.name).toBe('Ada-Lovelace.docx');
    expect(docx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const txt = await download(page, other('Plain text (.txt)'));
    expect(txt.name).toBe('Ada-Lovelace.txt');
    expect(txt.bytes.toString('utf8')).toContain('Bill Lumbergh');
  });

  await test.step('stop sharing: the link answers 404', async () => {
    await list.stopSharing(page, card, shareUrl);
  });

  await test.step('both pages fit a 375 px wide phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await list.expectFitsPhone(page, card.getByRole('button', { name: 'Download PDF' }));
    await page.getByRole('link', { name: 'New cover letter' }).click();
    await list.expectFitsPhone(page, page.getByRole('button', { name: 'Create cover letter' }));
  });
});
