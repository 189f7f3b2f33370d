import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The text of every element named `localName` (in any namespace) of an XML document, parsed by the
 * browser's own DOMParser in `page` — the way a reader or a crawler running in a browser reads it.
 * Fails when the document is not well-formed.
 */
export async function xmlTexts(page: Page, xml: string, localName: string): Promise<string[]> {
  const parsed = await page.evaluate(
    ({ xml, localName }) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml');
      const error = document.getElementsByTagName('parsererror')[0];
      if (error) return { error: error.textContent ?? 'not well-formed', texts: [] };
      return {
        error: null,
        texts: [...document.getElementsByTagNameNS('*', localName)].map(
          (element) => element.textContent ?? '',
        ),
      };
    },
    { xml, localName },
  );
  expect(parsed.error, 'the XML is well-formed').toBeNull();
  return parsed.texts;
}

/**
 * Every page `/sitemap.xml` lists, as a path with its query (`/blog?lang=fr`); each address must
 * be on this deployment.
 */
export async function sitemapPaths(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const locations = await xmlTexts(page, await response.text(), 'loc');
  expect(locations.length).toBeGreaterThan(0);
  return locations.map((location) => {
    const url = new URL(location);
    expect(url.origin, location).toBe(new URL(baseURL).origin);
    return `${url.pathname}${url.search}`;
  });
}

/** The sitemap's blog articles (`/blog/{slug}`, in every language). */
export const articlePaths = (paths: readonly string[]) =>
  paths.filter((path) => /^\/blog\/[^/?]+/.test(path));
