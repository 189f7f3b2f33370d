/**
 * The resume editor (issue 5): a resume made from a job with three bullets; hiding, reordering
 * and rewording bullets shows in the live preview, survives a reload through the autosave, and the
 * downloaded PDF prints the visible bullets in order; a later edit in the library reaches the
 * resume.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { createJob, graphql, identityApi } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectShell } from '../support/pages';
import { pdfText } from '../support/pdf';

const bullets = ['Cut deploy time by 80%', 'Mentored four engineers', 'Led the café rewrite'];

const createResume = /* GraphQL */ `
  mutation ($input: CreateResumeInput!) {
    resume {
      createResume(input: $input) {
        id
      }
    }
  }
`;

/**
 * How a painted preview page compares with the server's SVG of that page drawn by the browser
 * itself at the same size: `ink`, the reference's dark pixels, and `mismatched`, the pixels where
 * the two differ by more than a third of the scale in some channel (edge antialiasing aside, the
 * painter must draw the same page).
 */
function compareWithSvg(canvas: Locator, svg: string) {
  return canvas.evaluate(async (element: HTMLCanvasElement, svgText) => {
    const image = new Image();
    image.src = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
    await image.decode();
    const { width, height } = element;
    const reference = document.createElement('canvas');
    reference.width = width;
    reference.height = height;
    const context = reference.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    const expected = context.getImageData(0, 0, width, height).data;
    // The canvas is painted by the worker: its pixels are read by drawing it.
    const copy = document.createElement('canvas');
    copy.width = width;
    copy.height = height;
    const copyContext = copy.getContext('2d')!;
    copyContext.drawImage(element, 0, 0);
    const painted = copyContext.getImageData(0, 0, width, height).data;
    let ink = 0;
    let mismatched = 0;
    for (let index = 0; index < expected.length; index += 4) {
      const [r, g, b] = [expected[index]!, expected[index + 1]!, expected[index + 2]!];
      if (r + g + b < 384) ink += 1;
      const difference = Math.max(
        Math.abs(r - painted[index]!),
        Math.abs(g - painted[index + 1]!),
        Math.abs(b - painted[index + 2]!),
      );
      if (difference > 85) mismatched += 1;
    }
    return { ink, mismatched, pixelWidth: width, shownWidth: element.clientWidth };
  }, svg);
}

/** A painted page's pixels, to tell whether it changed. */
const pixelsOf = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());

/** Downloads the resume as PDF through the editor's Download menu and reads its text. */
async function downloadPdfText(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Download' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  return pdfText(new Uint8Array(await readFile(await download.path())));
}

test('a user picks, orders and rewords a job’s bullets for one resume, with a live preview', async ({
  page,
  accounts,
  baseURL,
}) => {
  await accounts.createSignedIn({ label: 'resume-editor' });
  const token = await identityApi(page.request, baseURL!).idToken();
  const jobId = await createJob(page.request, baseURL!, token, bullets);
  const resume = await graphql<{ resume: { createResume: { id: string } } }>(
    page.request,
    baseURL!,
    createResume,
    { input: { name: 'Platform roles' } },
    token,
  );
  expect(resume.errors, JSON.stringify(resume.errors)).toBeUndefined();
  const resumeId = resume.data!.resume.createResume.id;

  const bulletList = page.getByRole('list', { name: 'Bullets of Platform Engineer · Acme' });
  const bulletTexts = () =>
    bulletList
      .getByRole('textbox')
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value));
  const show = (number: number) =>
    bulletList.getByRole('checkbox', { name: `Show Bullet ${number}` });
  const firstPage = page.getByRole('img', { name: 'Page 1 of 1' });
  /** The canvas the worker paints page 1 on. */
  const firstCanvas = firstPage.locator('canvas');
  const saved = page.getByRole('status').filter({ hasText: 'All changes saved' });

  await test.step('an unknown resume leads to the data-not-found page', async () => {
    await page.goto('/app/resumes/edit/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL('/oops');
    // The app leaves for the page the server renders.
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find that" }),
    ).toBeVisible();
  });

  await test.step('the editor opens with the job’s bullets and a rendered page', async () => {
    await page.goto(`/app/resumes/edit/${resumeId}`);
    await expectShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit resume' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Resume name' })).toHaveValue('Platform roles');
    await expect.poll(bulletTexts).toEqual(bullets);
    await expect(firstPage).toBeVisible();
    await expect(saved).toBeVisible();
  });

  /** Checks the painted page against the saved resume's page 1 as the server renders it. */
  const expectSameAsServerPage = async () => {
    const thumbnail = await page.request.get(`/api/resumes/${resumeId}/thumbnail`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(thumbnail.ok()).toBe(true);
    const comparison = await compareWithSvg(firstCanvas, await thumbnail.text());
    expect(comparison.ink).toBeGreaterThan(1_000);
    expect(comparison.mismatched).toBeLessThan(comparison.ink * 0.02);
    return comparison;
  };

  await test.step('the page is painted off the main thread, the same as the server’s page', async () => {
    // Painted by the worker onto a canvas (not the SVG image the browser would lay out itself):
    // the page's own thread cannot draw on it.
    const drawnBy = await firstCanvas.evaluate((canvas: HTMLCanvasElement) => {
      try {
        canvas.getContext('2d');
        return 'page';
      } catch {
        return 'worker';
      }
    });
    expect(drawnBy).toBe('worker');
    const comparison = await expectSameAsServerPage();
    // Painted for the width it is shown at.
    expect(Math.abs(comparison.pixelWidth - comparison.shownWidth)).toBeLessThanOrEqual(
      comparison.shownWidth * 0.1,
    );
  });

  await test.step('hide a bullet and move another: the preview follows, the autosave keeps it', async () => {
    const before = await pixelsOf(firstCanvas);
    await show(2).uncheck();
    await bulletList.getByRole('button', { name: 'Move Bullet 3 up' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Bullet 3 moved to position 2 of 3.' }),
    ).toHaveCount(1);
    // Focus follows the moved bullet.
    await expect(bulletList.getByRole('button', { name: 'Move Bullet 2 up' })).toBeFocused();
    await expect
      .poll(bulletTexts)
      .toEqual(['Cut deploy time by 80%', 'Led the café rewrite', 'Mentored four engineers']);
    await expect(show(3)).not.toBeChecked();
    await expect.poll(() => pixelsOf(firstCanvas)).not.toBe(before);
    await expect(saved).toBeVisible();

    await page.reload();
    await expect
      .poll(bulletTexts)
      .toEqual(['Cut deploy time by 80%', 'Led the café rewrite', 'Mentored four engineers']);
    await expect(show(1)).toBeChecked();
    await expect(show(2)).toBeChecked();
    await expect(show(3)).not.toBeChecked();
  });

  await test.step('reword a bullet for this resume only, then reset it', async () => {
    const first = bulletList.getByRole('textbox', { name: 'Bullet 1' });
    await first.fill('Cut deploy time from hours to minutes');
    await expect(bulletList.getByText('Differs from library')).toBeVisible();
    await expect(bulletList.getByText('Library: Cut deploy time by 80%')).toBeVisible();
    await expect(saved).toBeVisible();
    await bulletList.getByRole('button', { name: 'Reset Bullet 1 to library' }).click();
    await expect(first).toHaveValue('Cut deploy time by 80%');
    await expect(first).toBeFocused();
    await expect(bulletList.getByText('Differs from library')).toBeHidden();
    await expect(saved).toBeVisible();
    // Repainted piece by piece as the bullet changed, the page is still the server's.
    await expect(page.getByRole('region', { name: 'Preview' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expectSameAsServerPage();
  });

  await test.step('a preview the server fails to render says so, and Try again renders it', async () => {
    // The worker fetches the preview: the browser context's routes see its requests.
    const failing = '**/api/resumes/preview';
    await page
      .context()
      .route(failing, (route) =>
        route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal Server Error' } }),
      );
    const location = page.getByRole('textbox', { name: 'Location' });
    await location.fill('Montréal');
    const failed = page.getByRole('alert').filter({ hasText: 'The preview could not be made.' });
    await expect(failed).toBeVisible();
    // The last pages stay on screen.
    await expect(firstPage).toBeVisible();
    const before = await pixelsOf(firstCanvas);
    await page.context().unroute(failing);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(failed).toBeHidden();
    await expect.poll(() => pixelsOf(firstCanvas)).not.toBe(before);
    await location.fill('');
    await expect(saved).toBeVisible();
  });

  await test.step('a failed save keeps the draft, on the page and across a reload', async () => {
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('mutation UpdateResume')) await route.abort();
      else await route.fallback();
    });
    const headline = page.getByRole('textbox', { name: 'Headline' });
    await headline.fill('Platform engineer, Montréal');
    const failed = page.getByRole('alert').filter({ hasText: 'Couldn’t save.' });
    await expect(failed).toBeVisible();
    await expect(headline).toHaveValue('Platform engineer, Montréal');
    await page.unroute('**/graphql');
    // The page has unsaved changes: the browser asks before reloading.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(headline).toHaveValue('Platform engineer, Montréal');
    await expect(saved).toBeVisible();
    await page.reload();
    await expect(headline).toHaveValue('Platform engineer, Montréal');
  });

  await test.step('the PDF prints the visible bullets in order, and not the hidden one', async () => {
    const text = await downloadPdfText(page);
    expect(text).toContain('Platform Engineer');
    const cut = text.indexOf('Cut deploy time by 80%');
    const led = text.indexOf('Led the café rewrite');
    expect(cut).toBeGreaterThanOrEqual(0);
    expect(led).toBeGreaterThan(cut);
    expect(text).not.toContain('Mentored four engineers');
    expect(text).not.toContain('hours to minutes');
  });

  await test.step('a bullet edited in the library changes in the resume', async () => {
    await page.goto(`/app/events/work/edit/${jobId}`);
    const led = page.getByRole('textbox', { name: 'Accomplishment 3', exact: true });
    await expect(led).toHaveValue('Led the café rewrite');
    await led.fill('Led the café rewrite in Rust');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/app/events/work');

    await page.goto(`/app/resumes/edit/${resumeId}`);
    await expect
      .poll(bulletTexts)
      .toEqual([
        'Cut deploy time by 80%',
        'Led the café rewrite in Rust',
        'Mentored four engineers',
      ]);
    await expect(bulletList.getByText('Differs from library')).toBeHidden();
    await expect(firstPage).toBeVisible();
    const text = await downloadPdfText(page);
    expect(text).toContain('Led the café rewrite in Rust');
    expect(text.indexOf('Led the café rewrite in Rust')).toBeGreaterThan(
      text.indexOf('Cut deploy time by 80%'),
    );
  });
  await test.step('on a phone, editing and the preview are two tabs', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('tab', { name: 'Edit' })).toHaveAttribute('aria-selected', 'true');
    await expect(bulletList).toBeVisible();
    await expect(firstPage).toBeHidden();
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(firstPage).toBeVisible();
    await expect(bulletList).toBeHidden();
    // Repainted for the phone's narrower pane.
    await expect
      .poll(() =>
        firstCanvas.evaluate(
          (canvas: HTMLCanvasElement) =>
            Math.abs(canvas.width - canvas.clientWidth) / canvas.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0.1);
  });
});
