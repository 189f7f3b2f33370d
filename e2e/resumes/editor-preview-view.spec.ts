/**
 * How the editor shows a resume of several pages (decision 077): the preview zooms (Fit width,
 * Fit page, 100 %), each zoom painted again at its size rather than stretched, and remembered;
 * Previous / Next page move the view from the keyboard with "Page n of m" announced; sections and
 * entries collapse and stay so across a reload; and the templates are chosen from real pictures of
 * page 1, in the design panel and on the new-resume page.
 */
import type { Locator, Page } from '@playwright/test';
import { createJob, createResume, identityApi } from '../support/api';
import { expect, test } from '../support/fixtures';

// A laptop's screen, at twice the pixels of its CSS size: a page painted for its CSS width alone
// would be half as sharp as it should.
test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });

/** Four jobs of eight long bullets: more than a page in every template. */
const jobs = [
  { position: 'Staff Engineer', company: 'Initech', startDate: '2022-01' },
  { position: 'Site Reliability Engineer', company: 'Globex', startDate: '2019-05' },
  { position: 'Backend Engineer', company: 'Hooli', startDate: '2016-09' },
  { position: 'Software Developer', company: 'Umbrella', startDate: '2013-02' },
];
const bulletsOf = (company: string) =>
  Array.from(
    { length: 8 },
    (_, index) =>
      `${company} milestone ${index + 1}: rebuilt the release pipeline and the on-call rota so that deploys went from weekly to many times a day, with fewer incidents and shorter reviews`,
  );

const templates = ['Classic', 'Modern', 'Compact'] as const;

/**
 * A page box's width and height in CSS pixels, its canvas's backing width, and the device pixel
 * ratio.
 */
const sizeOf = (pageBox: Locator) =>
  pageBox.evaluate((box: HTMLElement) => {
    const canvas = box.querySelector('canvas');
    const { width, height } = box.getBoundingClientRect();
    return { width, height, backing: canvas?.width ?? 0, ratio: window.devicePixelRatio };
  });

/**
 * Whether the page's canvas is painted for the width it is shown at (the store repaints once the
 * width moves 2 %): true, or what differs.
 */
const paintedAtItsSize = async (pageBox: Locator) => {
  const { width, backing, ratio } = await sizeOf(pageBox);
  const wanted = width * ratio;
  return Math.abs(backing - wanted) <= wanted * 0.02 || `painted ${backing} px for ${wanted} px`;
};

/** The pages area's content box in CSS pixels (its padding and scrollbar aside). */
const contentBoxOf = (area: Locator) =>
  area.evaluate((element: HTMLElement) => {
    const style = getComputedStyle(element);
    const padding = (side: string) => Number.parseFloat(style.getPropertyValue(`padding-${side}`));
    return {
      width: element.clientWidth - padding('left') - padding('right'),
      height: element.clientHeight - padding('top') - padding('bottom'),
    };
  });

/** Where page `number`'s top is, in CSS pixels below the top of the pages area's view. */
const topInView = (area: Locator, number: number) =>
  area.evaluate((scroller: HTMLElement, index) => {
    const box = scroller.querySelectorAll('[data-page]')[index]!;
    return box.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
  }, number - 1);

/**
 * A template's picture in the card of its radio in `scope`: how many pixels are ink (drawn at
 * 200 px wide on white), its width on screen and a fingerprint of its pixels; `null` until the
 * card shows one loaded picture.
 */
async function pictureIn(page: Page, scope: Locator, template: string) {
  const card = scope.locator('label').filter({ has: page.getByRole('radio', { name: template }) });
  const images = card.locator('img');
  if ((await images.count()) !== 1) return null;
  return images.evaluate(async (image: HTMLImageElement) => {
    if (!image.complete || image.naturalWidth === 0) return null;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = Math.round((200 * image.naturalHeight) / image.naturalWidth);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let ink = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (data[index]! + data[index + 1]! + data[index + 2]! < 600) ink += 1;
    }
    return { ink, shown: image.getBoundingClientRect().width, fingerprint: canvas.toDataURL() };
  });
}

/** Each template's card shows its own rendered picture of a page: real ink, one per template. */
async function expectTemplatePictures(page: Page, scope: Locator) {
  const fingerprints = new Set<string>();
  for (const template of templates) {
    await expect
      .poll(async () => (await pictureIn(page, scope, template))?.ink ?? 0, {
        message: `the ${template} card's picture`,
        timeout: 30_000,
      })
      .toBeGreaterThan(1_000);
    const picture = (await pictureIn(page, scope, template))!;
    expect(picture.shown, `the ${template} picture is shown`).toBeGreaterThan(40);
    fingerprints.add(picture.fingerprint);
  }
  // Three different pictures: each card shows its own template.
  expect(fingerprints.size).toBe(templates.length);
}

test('a resume of several pages: zoom, pages, collapsed sections and template pictures', async ({
  page,
  accounts,
  baseURL,
}) => {
  await accounts.createSignedIn({ label: 'editor-view' });
  const token = await identityApi(page.request, baseURL!).idToken();
  for (const job of jobs) {
    await createJob(page.request, baseURL!, token, bulletsOf(job.company), job);
  }
  const resumeId = await createResume(page.request, baseURL!, token, {
    name: 'Long career',
    paper: 'LETTER',
  });

  const area = page.getByLabel('Pages of the preview');
  const firstPage = page.getByRole('img', { name: /^Page 1 of \d+$/ });
  const position = page.getByRole('group', { name: 'Pages' }).getByRole('status');
  const previous = page.getByRole('button', { name: 'Previous page' });
  const next = page.getByRole('button', { name: 'Next page' });
  const zoom = (name: string) =>
    page.getByRole('group', { name: 'Zoom' }).getByRole('button', { name, exact: true });
  let pageCount = 0;

  await test.step('the editor opens on a resume of two pages or more', async () => {
    await page.goto(`/app/resumes/edit/${resumeId}`);
    await expect(firstPage).toBeVisible({ timeout: 30_000 });
    await expect(position).toHaveText(/^Page 1 of \d+$/);
    pageCount = Number((await position.textContent())!.split(' of ')[1]);
    expect(pageCount).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('img', { name: /^Page \d+ of \d+$/ })).toHaveCount(pageCount);
    // Fit width is the default: the page is as wide as the area, painted at that width.
    await expect(zoom('Fit width')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => paintedAtItsSize(firstPage)).toBe(true);
    const { width } = await sizeOf(firstPage);
    expect(Math.abs(width - (await contentBoxOf(area)).width)).toBeLessThanOrEqual(1);
  });

  await test.step('Previous and Next page move the view from the keyboard, announced', async () => {
    // At the first page, Previous says it is unavailable and keeps the focus.
    await previous.focus();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(previous).toBeFocused();
    await expect(position).toHaveText(`Page 1 of ${pageCount}`);
    await expect(next).toHaveAttribute('aria-disabled', 'false');

    await page.keyboard.press('Tab');
    await expect(next).toBeFocused();
    for (let number = 2; number <= pageCount; number += 1) {
      await page.keyboard.press('Enter');
      await expect(position).toHaveText(`Page ${number} of ${pageCount}`);
      // The page is brought to the top of the view (below the area's padding).
      await expect.poll(() => topInView(area, number)).toBeGreaterThanOrEqual(0);
      expect(await topInView(area, number)).toBeLessThanOrEqual(
        (await contentBoxOf(area)).height * 0.4,
      );
    }
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    // At the last page, Next stays focused and the view stays.
    const before = await topInView(area, pageCount);
    await page.keyboard.press('Enter');
    await expect(next).toBeFocused();
    await expect(position).toHaveText(`Page ${pageCount} of ${pageCount}`);
    expect(await topInView(area, pageCount)).toBe(before);

    await page.keyboard.press('Shift+Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(position).toHaveText(`Page ${pageCount - 1} of ${pageCount}`);
    for (let number = pageCount - 1; number > 1; number -= 1) await page.keyboard.press('Enter');
    await expect(position).toHaveText(`Page 1 of ${pageCount}`);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).toBeFocused();
    await expect.poll(() => topInView(area, 1)).toBeGreaterThanOrEqual(0);
  });

  await test.step('Fit page and 100 % repaint the pages at their new size, kept across a reload', async () => {
    // The preview takes the most room the split gives it (the form keeps 30 %), so that a whole
    // page in view is narrower than the area.
    const split = page.getByRole('separator');
    await split.focus();
    await page.keyboard.press('Home');
    await expect(split).toHaveAttribute('aria-valuenow', '30');
    await expect
      .poll(async () => (await sizeOf(firstPage)).width - (await contentBoxOf(area)).width)
      .toBe(0);
    await expect.poll(() => paintedAtItsSize(firstPage)).toBe(true);
    const fitWidth = (await sizeOf(firstPage)).width;

    await zoom('Fit page').click();
    await expect(zoom('Fit page')).toHaveAttribute('aria-pressed', 'true');
    // The whole page is in view: as tall as the area, narrower than it.
    const box = await contentBoxOf(area);
    const wholePage = Math.floor((box.height * 612) / 792);
    expect(wholePage).toBeLessThan(fitWidth - 20);
    await expect.poll(async () => (await sizeOf(firstPage)).width).toBe(wholePage);
    expect((await sizeOf(firstPage)).height).toBeLessThanOrEqual(box.height + 1);
    await expect.poll(() => paintedAtItsSize(firstPage)).toBe(true);

    await zoom('100 %').click();
    // A Letter page at its printed size: 8.5 in at 96 CSS pixels an inch.
    await expect.poll(async () => (await sizeOf(firstPage)).width).toBe(816);
    await expect.poll(() => paintedAtItsSize(firstPage)).toBe(true);
    const lastPage = page.getByRole('img', { name: `Page ${pageCount} of ${pageCount}` });
    await expect.poll(() => paintedAtItsSize(lastPage)).toBe(true);

    await page.reload();
    await expect(zoom('100 %')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await sizeOf(firstPage)).width).toBe(816);
    await expect.poll(() => paintedAtItsSize(firstPage)).toBe(true);

    await zoom('Fit width').click();
    await expect.poll(async () => (await sizeOf(firstPage)).width).toBe(fitWidth);
    await expect.poll(() => paintedAtItsSize(firstPage)).toBe(true);
  });

  await test.step('a section and an entry collapse, stay collapsed, and Expand all opens the sections', async () => {
    const experience = page.getByRole('button', { name: 'Experience', exact: true });
    const globex = page.getByRole('button', {
      name: 'Site Reliability Engineer · Globex',
      exact: true,
    });
    const globexBullets = page.getByRole('list', {
      name: 'Bullets of Site Reliability Engineer · Globex',
    });
    const initechBullets = page.getByRole('list', { name: 'Bullets of Staff Engineer · Initech' });
    const experienceHeading = page.getByRole('textbox', { name: 'Heading of Experience' });
    const education = page.getByRole('button', { name: 'Education', exact: true });

    await expect(globex).toHaveAttribute('aria-expanded', 'true');
    await expect(globexBullets).toBeVisible();
    await globex.click();
    await expect(globex).toHaveAttribute('aria-expanded', 'false');
    await expect(globexBullets).toHaveCount(0);
    await expect(initechBullets).toBeVisible();

    await expect(experience).toHaveAttribute('aria-expanded', 'true');
    await experience.click();
    await expect(experience).toHaveAttribute('aria-expanded', 'false');
    await expect(experienceHeading).toHaveCount(0);
    await expect(initechBullets).toHaveCount(0);
    await expect(education).toHaveAttribute('aria-expanded', 'true');

    await page.reload();
    await expect(experience).toHaveAttribute('aria-expanded', 'false');
    await expect(experienceHeading).toHaveCount(0);
    await expect(education).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('button', { name: 'Collapse all sections' }).click();
    await expect(education).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Expand all sections' }).click();
    await expect(experience).toHaveAttribute('aria-expanded', 'true');
    await expect(education).toHaveAttribute('aria-expanded', 'true');
    await expect(experienceHeading).toBeVisible();
    await expect(initechBullets).toBeVisible();
    // The entry the user collapsed stays so.
    await expect(globex).toHaveAttribute('aria-expanded', 'false');
    await expect(globexBullets).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Collapse all sections' })).toBeVisible();
  });

  await test.step('the design panel shows this resume’s page 1 in each template', async () => {
    await expectTemplatePictures(page, page.getByRole('region', { name: 'Design' }));
  });

  await test.step('the new-resume page shows a sample resume in each template', async () => {
    await page.goto('/app/resumes/edit/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New resume' })).toBeVisible();
    await expectTemplatePictures(page, page.getByRole('main'));
  });
});
