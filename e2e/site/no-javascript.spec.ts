/**
 * The public site works without JavaScript (decision 090): from `/`, in English, Spanish and
 * French, a browser with scripts off follows every link of the site and finds each page whole —
 * status 200, one h1, the page's language, its pictures, no console error — and every page of the
 * sitemap is among those it reached. The web app's sign-in pages are linked and answer, but are
 * the app's (they need scripts), so the walk stops there; the feed links answer with the feed.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { articlePaths, sitemapPaths } from './xml';

/** The web app's public paths (src/domain/public-site.ts); /app/** is the app's too. */
const webAppPaths = new Set([
  '/login',
  '/forgot-password',
  '/sign-up',
  '/oidc',
  '/oidc/done',
  '/gift',
  '/gift/confirmation',
]);

const languages = ['en', 'es', 'fr'] as const;

/** The blog's Atom feed: linked from the pages, but not a page. */
const feedPath = '/blog/feed.xml';

/** The language a page must be in: its address's `?lang=`, else the browser's (English here). */
const expectedLanguage = (path: string) =>
  new URL(path, 'http://site.invalid').searchParams.get('lang') ?? 'en';

/** Same-origin links of the page, as paths with their query and without their fragment. */
async function linksOf(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    return url.origin === origin ? [`${url.pathname}${url.search}`] : [];
  });
}

/** Checks every picture of the page: eager ones shown, lazy ones served as pictures. */
async function expectPictures(page: Page, request: APIRequestContext, path: string) {
  const pictures = await page.locator('img').evaluateAll((images) =>
    images.map((image) => {
      const img = image as HTMLImageElement;
      return {
        src: img.currentSrc || img.src,
        lazy: img.loading === 'lazy',
        complete: img.complete,
        naturalWidth: img.naturalWidth,
      };
    }),
  );
  for (const picture of pictures) {
    if (picture.lazy) {
      const response = await request.get(picture.src);
      expect.soft(response.status(), `${picture.src} on ${path}`).toBe(200);
      expect
        .soft(response.headers()['content-type'], `${picture.src} on ${path}`)
        .toMatch(/^image\//);
    } else {
      expect
        .soft(picture.complete && picture.naturalWidth > 0, `${picture.src} on ${path}`)
        .toBe(true);
    }
  }
}

test('every page of the site is reachable and whole with JavaScript off', async ({
  browser,
  page: xmlPage,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });

  const queue: string[] = ['/', ...languages.map((language) => `/?lang=${language}`)];
  const seen = new Set(queue);
  const visited: string[] = [];
  const appLinks = new Set<string>();
  const feedLinks = new Set<string>();

  while (queue.length > 0) {
    const path = queue.shift()!;
    await test.step(path, async () => {
      // Soft checks: one run lists every page that is not whole.
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      visited.push(path);
      await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      await expect.soft(page.locator('html'), path).toHaveAttribute('lang', expectedLanguage(path));
      await expectPictures(page, request, path);
      for (const link of await linksOf(page, origin)) {
        const { pathname } = new URL(link, origin);
        if (pathname.startsWith('/site/')) continue;
        if (pathname === feedPath) {
          feedLinks.add(link);
          continue;
        }
        if (webAppPaths.has(pathname) || pathname === '/app' || pathname.startsWith('/app/')) {
          appLinks.add(link);
          continue;
        }
        if (!seen.has(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
    });
  }

  await test.step('the sign-in links lead to the app, which answers', async () => {
    for (const language of languages) {
      expect([...appLinks]).toContain(`/login?lang=${language}`);
    }
    expect([...appLinks]).toContain('/login');
    for (const link of appLinks) {
      const response = await request.get(link);
      expect(response.status(), link).toBe(200);
    }
  });

  await test.step('the feed links answer with the feed', async () => {
    expect(feedLinks.size).toBeGreaterThan(0);
    for (const link of feedLinks) {
      const response = await request.get(link);
      expect(response.status(), link).toBe(200);
      expect(response.headers()['content-type'], link).toContain('application/atom+xml');
    }
  });

  await test.step('every page of the sitemap was reached', async () => {
    const listed = await sitemapPaths(xmlPage, request, baseURL!);
    for (const path of listed) expect(visited, `${path} reached from /`).toContain(path);
    const articles = articlePaths(listed);
    expect(articles, 'nine articles in three languages').toHaveLength(27);
    for (const language of languages) {
      expect(articles.filter((path) => path.endsWith(`?lang=${language}`))).toHaveLength(9);
    }
  });

  expect(consoleErrors).toEqual([]);
  test.info().annotations.push({
    type: 'pages',
    description: `${visited.length} pages visited with JavaScript off`,
  });
  await context.close();
});
