/**
 * The cover-letter builder (issue 15): two paragraphs written in the library, a letter matched to
 * a resume, its target job; paragraphs added by suggestion and by hand, one reworded and reset,
 * the preview following; the PDF with the company filled in and no brace, the paragraphs in order;
 * the letter and its resume as one PDF; the letter shared and read signed out, then unshared; a
 * later edit in the library reaching the letter.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { createJob, createResume, fullName, graphql, identityApi } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectShell } from '../support/pages';
import { pdfPageCount, pdfText } from '../support/pdf';

const opening = 'I am writing to apply for the {position} role at {company}, {hiringManager}.';
const body =
  'At Acme I ran the Kubernetes clusters and the deployment pipelines of the payments teams.';

const createCoverLetter = /* GraphQL */ `
  mutation ($input: CreateCoverLetterInput!) {
    coverLetter {
      createCoverLetter(input: $input) {
        id
      }
    }
  }
`;

/** Writes a paragraph in the library through its form. */
async function writeParagraph(page: Page, title: string, kind: string, text: string) {
  await page.goto('/app/events/cover-letter/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Where it goes').selectOption({ label: kind });
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(text);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/app/events/cover-letter');
}

/** Downloads through the editor's Download menu; the file's bytes and name. */
async function download(page: Page, format: string) {
  await page.getByRole('button', { name: 'Download' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format, exact: true }).click();
  const file = await downloading;
  return {
    name: file.suggestedFilename(),
    bytes: new Uint8Array(await readFile(await file.path())),
  };
}

/** A fingerprint of what a painted preview page shows (its canvas drawn into a plain one). */
function canvasPrint(canvas: Locator) {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = element.width;
    copy.height = element.height;
    const context = copy.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let sum = 0;
    for (let index = 0; index < data.length; index += 97) sum = (sum * 31 + data[index]!) >>> 0;
    return sum;
  });
}

test('a user builds a letter from library paragraphs, matched to a resume, and shares it', async ({
  page,
  browser,
  accounts,
  baseURL,
}) => {
  const account = await accounts.createSignedIn({ label: 'cover-letter' });
  const token = await identityApi(page.request, baseURL!).idToken();
  await createJob(page.request, baseURL!, token, ['Ran the payments platform']);
  const resumeId = await createResume(page.request, baseURL!, token, { name: 'Platform roles' });

  await test.step('two paragraphs are written in the library, one with placeholders', async () => {
    await writeParagraph(page, 'Warm opening', 'Opening', opening);
    await writeParagraph(page, 'Kubernetes platform', 'Body', body);
  });

  let letterId = '';
  await test.step('a letter matched to the resume is made on the new-letter page', async () => {
    await page.goto('/app/cover-letters');
    await page.getByRole('link', { name: 'New cover letter' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Initech application');
    await page.getByRole('textbox', { name: 'Position' }).fill('Platform Engineer');
    await page.getByRole('textbox', { name: 'Company' }).fill('Initech');
    await page
      .getByRole('textbox', { name: 'Job description' })
      .fill('We need an engineer for our Kubernetes clusters and deployment pipelines.');
    await page
      .getByRole('combobox', { name: 'Match a resume' })
      .selectOption({ label: 'Platform roles' });
    await page.getByRole('button', { name: 'Create cover letter' }).click();
    await expect(page).toHaveURL(/\/app\/cover-letters\/edit\/[0-9a-f-]{36}$/);
    letterId = new URL(page.url()).pathname.split('/').at(-1)!;
  });

  const paragraphs = page.getByRole('list', { name: 'Paragraphs' });
  const paragraphTexts = () =>
    paragraphs
      .getByRole('textbox')
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value));
  const saved = page.getByRole('status').filter({ hasText: 'All changes saved' });
  const firstCanvas = page.getByRole('img', { name: 'Page 1 of 1' }).locator('canvas');

  await test.step('the editor opens on the letter, its sender copied from the resume', async () => {
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit cover letter' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Letter name' })).toHaveValue(
      'Initech application',
    );
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(fullName(account));
    await expect(page.getByText('No paragraphs yet', { exact: false })).toBeVisible();
    await expect(firstCanvas).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step('the target job came with it', async () => {
    await page.getByRole('button', { name: /Target job/ }).click();
    await expect(page.getByRole('textbox', { name: 'Position', exact: true })).toHaveValue(
      'Platform Engineer',
    );
    await expect(page.getByRole('textbox', { name: 'Job description' })).toHaveValue(
      /Kubernetes clusters/,
    );
  });

  await test.step('a paragraph is added by suggestion, with its reasons', async () => {
    await page.getByRole('button', { name: 'Suggest paragraphs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suggested for this job' });
    const suggestion = dialog.getByRole('checkbox', { name: /Kubernetes platform/ });
    await expect(suggestion).toBeVisible();
    await expect(dialog.getByText(/shares: .*kubernetes/)).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Warm opening/ })).toHaveCount(0);
    await suggestion.check();
    await dialog.getByRole('button', { name: 'Add selected' }).click();
    await expect.poll(paragraphTexts).toEqual([body]);
  });

  await test.step('the opening is added by hand and goes before the body', async () => {
    await page.getByRole('button', { name: 'Add from library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add paragraphs' });
    await dialog.getByRole('button', { name: 'Closing' }).click();
    await expect(dialog.getByText('No paragraph matches these filters.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Opening' }).click();
    await dialog.getByRole('checkbox', { name: /Warm opening/ }).check();
    await dialog.getByRole('button', { name: 'Add selected' }).click();
    await expect.poll(paragraphTexts).toEqual([opening, body]);
    await expect(saved).toBeVisible();
  });

  await test.step('an unfilled placeholder is listed, and a download asks first', async () => {
    await expect(page.getByText('{hiringManager}', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menuitem', { name: 'PDF', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Go on anyway?' });
    await expect(ask).toContainText('{hiringManager}');
    await ask.getByRole('button', { name: 'Go back' }).click();
    await expect(ask).toBeHidden();
    await page.getByRole('textbox', { name: 'Hiring manager' }).fill('Ms Lumbergh');
    await expect(page.getByText('Every placeholder is filled.')).toBeVisible();
    await expect(saved).toBeVisible();
  });

  await test.step('a paragraph reworded for this letter shows in the preview, then is reset', async () => {
    const before = await canvasPrint(firstCanvas);
    const bodyText = paragraphs.getByRole('textbox', { name: 'Text of Kubernetes platform' });
    await bodyText.fill('At Acme I ran every Kubernetes cluster we had.');
    await expect(paragraphs.getByText('Differs from library')).toBeVisible();
    await expect.poll(() => canvasPrint(firstCanvas)).not.toBe(before);
    await expect(saved).toBeVisible();
    await page.getByRole('button', { name: 'Reset Kubernetes platform to library' }).click();
    await expect(bodyText).toHaveValue(body);
    await expect(paragraphs.getByText('Differs from library')).toHaveCount(0);
    await expect.poll(() => canvasPrint(firstCanvas)).toBe(before);
  });

  await test.step('the letter carries an enclosure line and fits on one page', async () => {
    await page
      .getByRole('checkbox', { name: 'Add “Enclosure: Resume” under the signature' })
      .check();
    await page.getByRole('button', { name: 'Fit to 1 page' }).click();
    await expect(page.getByText(/^Fits on 1 page at \d+ %\.$/)).toBeVisible();
    await expect(saved).toBeVisible();
  });

  await test.step('the PDF has the company filled in, no brace, the paragraphs in order', async () => {
    await expect(saved).toBeVisible();
    const { name, bytes } = await download(page, 'PDF');
    expect(name).toMatch(/\.pdf$/);
    const text = await pdfText(bytes);
    expect(text).toContain(
      'I am writing to apply for the Platform Engineer role at Initech, Ms Lumbergh.',
    );
    expect(text).not.toMatch(/[{}]/);
    expect(text.indexOf('I am writing to apply')).toBeLessThan(text.indexOf('At Acme I ran'));
    expect(text).toContain('Enclosure: Resume');
  });

  await test.step('the letter and its resume download as one PDF', async () => {
    const letter = await pdfPageCount((await download(page, 'PDF')).bytes);
    const resume = await page.request.get(`/api/resumes/${resumeId}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(resume.ok()).toBe(true);
    const resumePages = await pdfPageCount(new Uint8Array(await resume.body()));
    const bundle = await download(page, 'Letter and resume (one PDF)');
    expect(await pdfPageCount(bundle.bytes)).toBe(letter + resumePages);
    const text = await pdfText(bundle.bytes);
    expect(text.indexOf('I am writing to apply')).toBeLessThan(
      text.indexOf('Ran the payments platform'),
    );
  });

  let shareUrl = '';
  await test.step('shared, the letter reads at /c/{id} signed out; unshared, it is gone', async () => {
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this cover letter' });
    await dialog.getByRole('switch', { name: 'Share online' }).check();
    const link = dialog.getByRole('textbox', { name: 'Public link' });
    await expect(link).toHaveValue(/\/c\/[A-Za-z0-9_-]{22}$/);
    shareUrl = await link.inputValue();
    const visitor = await browser.newContext();
    const visit = await visitor.newPage();
    const answer = await visit.goto(shareUrl);
    expect(answer?.status()).toBe(200);
    await expect(visit.getByText('Platform Engineer role at Initech')).toBeVisible();
    await dialog.getByRole('switch', { name: 'Share online' }).uncheck();
    await expect(link).toBeHidden();
    await expect.poll(async () => (await visitor.request.get(shareUrl)).status()).toBe(404);
    await visitor.close();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('an edit of the paragraph in the library reaches the letter', async () => {
    await page.goto('/app/events/cover-letter');
    await page.getByRole('link', { name: /Kubernetes platform/ }).click();
    await page
      .getByRole('textbox', { name: 'Text', exact: true })
      .fill('At Acme I ran the Kubernetes clusters of four payments teams.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/app/events/cover-letter');
    await page.goto(`/app/cover-letters/edit/${letterId}`);
    await expect
      .poll(paragraphTexts)
      .toEqual([opening, 'At Acme I ran the Kubernetes clusters of four payments teams.']);
    const text = await pdfText((await download(page, 'PDF')).bytes);
    expect(text).toContain('Kubernetes clusters of four payments teams');
  });
});

test('the letter editor works on a 375 px phone', async ({ page, accounts, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await accounts.createSignedIn({ label: 'cover-letter-phone' });
  const token = await identityApi(page.request, baseURL!).idToken();
  const created = await graphql<{ coverLetter: { createCoverLetter: { id: string } } }>(
    page.request,
    baseURL!,
    createCoverLetter,
    { input: { name: 'Phone letter' } },
    token,
  );
  const letterId = created.data!.coverLetter.createCoverLetter.id;
  await page.goto(`/app/cover-letters/edit/${letterId}`);
  await expect(page.getByRole('tab', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Greeting' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('img', { name: 'Page 1 of 1' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
