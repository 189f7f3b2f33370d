/**
 * The public site's accessibility (decision 090): no serious axe-core violation on any page of the
 * sitemap in English, on a desktop and on a phone, nor on the main pages in Spanish and French; no
 * sideways scrolling on a phone; and the skip link is the first stop of the keyboard and takes it
 * to the page's content.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { articlePaths, sitemapPaths } from './xml';

const widths = [1280, 375] as const;

/** Opens `path` and waits for its one heading. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect.soft(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Whether the page is wider than the window (a phone's reader would scroll sideways). */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

for (const width of widths) {
  test(`every page of the sitemap in English has no serious violations at ${width} px`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const english = (await sitemapPaths(page, request, baseURL!)).filter((path) =>
      path.endsWith('lang=en'),
    );
    for (const path of english) {
      await test.step(path, async () => {
        await open(page, path);
        await expectNoSeriousViolations(page, { soft: true });
        if (width === 375) expect.soft(await scrollWidth(page), path).toBeLessThanOrEqual(375);
      });
    }
  });
}

test('the main pages in Spanish and French have no serious violations', async ({
  page,
  request,
  baseURL,
}) => {
  const article = articlePaths(await sitemapPaths(page, request, baseURL!))[0]!;
  const slug = new URL(article, baseURL).pathname;
  for (const language of ['es', 'fr']) {
    for (const path of ['/', '/blog', slug, '/oops']) {
      const address = `${path}?lang=${language}`;
      await test.step(address, async () => {
        await open(page, address);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectNoSeriousViolations(page, { soft: true });
      });
    }
  }
});

test('the skip link is the first keyboard stop and leads to the content', async ({
  page,
  request,
  baseURL,
}) => {
  const article = articlePaths(await sitemapPaths(page, request, baseURL!))[0]!;
  for (const path of ['/', '/blog', article, '/oops']) {
    await test.step(path, async () => {
      await open(page, path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#main$/);
      // The next stop is inside the content, not the header's links.
      await page.keyboard.press('Tab');
      await expect
        .poll(() =>
          page.evaluate(() => document.getElementById('main')!.contains(document.activeElement)),
        )
        .toBe(true);
    });
  }
});
