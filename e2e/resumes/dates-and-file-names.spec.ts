/**
 * Year-only dates and download names (issue 13, decision 073): a job entered by keyboard with the
 * years alone lists as "2014 – 2016", a resume built from it prints the bare years in its PDF and
 * its plain text (never a month the user did not give), and the files a user downloads are named
 * after the resume's person with every letter kept ("Durand-Łukasz.pdf").
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectShell } from '../support/pages';
import { pdfText } from '../support/pdf';

const person = 'Durand Łukasz';

/** A month name (English, short or long) written before one of the job's years. */
const monthBeforeYear =
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s*(2014|2016)\b/;

/** Downloads the open resume in `format` through the editor's Download menu. */
async function downloadFromEditor(page: Page, format: 'PDF' | 'Word (.docx)' | 'Plain text') {
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format, exact: true }).click();
  const download = await downloading;
  return {
    fileName: download.suggestedFilename(),
    bytes: new Uint8Array(await readFile(await download.path())),
  };
}

/** Chooses "Year only" in a date field's month select and types the year, by keyboard alone. */
async function typeYearOnly(page: Page, field: string, year: string) {
  const group = page.getByRole('group', { name: field });
  const month = group.getByRole('combobox', { name: 'Month' });
  await month.focus();
  // Typing a letter on a closed select picks the first option starting with it: a month first;
  // the arrow up then reaches the "Year only" choice above January.
  await page.keyboard.press('j');
  await expect(month.locator('option:checked')).toHaveText('January');
  await page.keyboard.press('ArrowUp');
  await expect(month.locator('option:checked')).toHaveText('Year only');
  await expect(month).toHaveValue('');
  await page.keyboard.press('Tab');
  const yearBox = group.getByRole('textbox', { name: 'Year' });
  await expect(yearBox).toBeFocused();
  await page.keyboard.type(year);
  await expect(yearBox).toHaveValue(year);
}

test('a job given in years alone prints as bare years, and downloads keep the person’s name', async ({
  page,
  accounts,
}) => {
  await accounts.createSignedIn({ label: 'dates-names' });

  await test.step('a past job with years only, entered by keyboard, lists as “2014 – 2016”', async () => {
    await page.goto('/app/events/work/new');
    await expectShell(page);
    const position = page.getByRole('textbox', { name: 'Position', exact: true });
    await position.focus();
    await page.keyboard.type('Site Reliability Engineer');
    await page.keyboard.press('Tab');
    const company = page.getByRole('textbox', { name: 'Company', exact: true });
    await expect(company).toBeFocused();
    await page.keyboard.type('Orbital Łódź');
    await typeYearOnly(page, 'Start date', '2014');
    await expect(page.getByRole('checkbox', { name: 'I currently work here' })).not.toBeChecked();
    await typeYearOnly(page, 'End date', '2016');
    const save = page.getByRole('button', { name: 'Save' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/app/events/work');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: 'Site Reliability Engineer · Orbital Łódź' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText('2014 – 2016', { exact: true })).toBeVisible();
  });

  await test.step('the form keeps “Year only” when the job is opened again', async () => {
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Site Reliability Engineer · Orbital Łódź' })
      .click();
    await expect(page).toHaveURL(/\/app\/events\/work\/edit\/[0-9a-f-]{36}$/);
    for (const [field, year] of [
      ['Start date', '2014'],
      ['End date', '2016'],
    ] as const) {
      const group = page.getByRole('group', { name: field });
      await expect(group.getByRole('textbox', { name: 'Year' })).toHaveValue(year);
      await expect(
        group.getByRole('combobox', { name: 'Month' }).locator('option:checked'),
      ).toHaveText('Year only');
    }
  });

  await test.step('a resume named after the person picks the job up', async () => {
    await page.goto('/app/resumes/edit/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New resume' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(person);
    await page.getByRole('textbox', { name: 'Job title' }).fill('SRE');
    await page.getByRole('textbox', { name: 'Company' }).fill('Initech');
    await page.getByRole('button', { name: 'Create resume' }).click();
    await expect(page).toHaveURL(/\/app\/resumes\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('textbox', { name: 'Resume name' })).toHaveValue(person);
    await expect(page.getByRole('list', { name: 'Entries of Experience' })).toContainText(
      'Site Reliability Engineer',
    );
    // The header's name is what the files are named after: the person's own name.
    const fullName = page.getByRole('textbox', { name: 'Full name' });
    await fullName.fill(person);
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
  });

  await test.step('the PDF prints the bare years and is named Durand-Łukasz.pdf', async () => {
    const { fileName, bytes } = await downloadFromEditor(page, 'PDF');
    expect(fileName).toBe('Durand-Łukasz.pdf');
    const text = await pdfText(bytes);
    // The title with its dates at the right, then the company on its own line (decision 080).
    expect(text).toContain('Site Reliability Engineer 2014 – 2016 Orbital Łódź');
    expect(text).not.toContain('Jan 2014');
    expect(text).not.toMatch(monthBeforeYear);
  });

  await test.step('the plain text prints the bare years too', async () => {
    const { fileName, bytes } = await downloadFromEditor(page, 'Plain text');
    expect(fileName).toBe('Durand-Łukasz.txt');
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('Site Reliability Engineer — Orbital Łódź · 2014 – 2016');
    expect(text).not.toMatch(monthBeforeYear);
  });

  await test.step('the Word file is named Durand-Łukasz.docx', async () => {
    const { fileName, bytes } = await downloadFromEditor(page, 'Word (.docx)');
    expect(fileName).toBe('Durand-Łukasz.docx');
    // A DOCX is a ZIP archive.
    expect(new TextDecoder().decode(bytes.subarray(0, 2))).toBe('PK');
  });

  await test.step('the list’s Download PDF names the file the same way', async () => {
    await page.goto('/app/resumes');
    const card = page.getByRole('main').getByRole('article', { name: person, exact: true });
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Durand-Łukasz.pdf');
  });
});
