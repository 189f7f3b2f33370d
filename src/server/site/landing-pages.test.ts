import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../domain/language';
import { paths } from '../../domain/paths';
import { isWebAppPath, sitePages } from '../../domain/public-site';
import { parseConfig } from '../config';
import { loadBlog } from './blog';
import { registerSite } from './site-routes';

/**
 * The public site's landing pages as the server renders them from the real catalogues, articles
 * and pictures: each in every language, titled and described, every link going somewhere, every
 * picture described.
 */
const blog = loadBlog();
const served = new Set<string>([
  ...Object.values(sitePages),
  paths.blog(),
  paths.blogFeed(),
  paths.dataNotFound(),
  ...blog.slugs.map((slug) => paths.blogArticle(slug)),
]);

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(fastifyCookie);
  registerSite(app, parseConfig({ LOG_LEVEL: 'silent' }), { blog });
  await app.ready();
});
afterAll(() => app.close());

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

const pageCases = Object.entries(sitePages).flatMap(([name, path]) =>
  languages.map((language) => [name, language, path] as const),
);

describe.each(pageCases)('the %s page in %s', (name, language, path) => {
  let html = '';
  beforeAll(async () => {
    const response = await app.inject({ url: `${path}?lang=${language}` });
    expect(response.statusCode).toBe(200);
    html = response.body;
  });

  it('has one main heading, a title, a description and a card of its own', () => {
    expect(html).toContain(`<html lang="${language}">`);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
    const description = /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1] ?? '';
    expect(decode(description).length).toBeGreaterThan(50);
    expect(decode(description).length).toBeLessThanOrEqual(170);
    const card = name === 'jobTracker' ? 'job-tracker' : name;
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="[^"]*/site/og/${card}\\.${language}\\.[0-9a-f]{12}\\.jpg"/>`,
      ),
    );
  });

  it('shows real pictures of the product, each described', () => {
    const images = [...html.matchAll(/<img ([^>]*)>/g)].map((match) => match[1]!);
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const image of images) {
      expect(image).toMatch(/alt="[^"]{20,}"/);
      expect(image).toMatch(new RegExp(`src="/site/screens/[a-z-]+\\.${language}\\.1280\\.`));
    }
    expect(images.filter((image) => image.includes('loading="eager"'))).toHaveLength(1);
  });

  it('links only to pages that exist, keeping the language but in the language links', () => {
    const anchors = [...html.matchAll(/<a ([^>]*)>/g)].map((match) => match[1]!);
    for (const anchor of anchors) {
      const link = decode(/href="([^"]*)"/.exec(anchor)?.[1] ?? '');
      if (!link.startsWith('/')) continue;
      const [pathname = '', query = ''] = link.split('?');
      expect(served.has(pathname) || isWebAppPath(pathname), link).toBe(true);
      const linkLanguage = new URLSearchParams(query).get('lang');
      if (anchor.includes('hrefLang=')) expect(linkLanguage, link).toMatch(/^(en|es|fr)$/);
      else expect(linkLanguage, link).toBe(language);
    }
  });

  it('goes through its headings in order', () => {
    const levels = [...html.matchAll(/<h([1-6])[ >]/g)].map((match) => Number(match[1]));
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });
});

describe('the features page', () => {
  it('compares with what people use today in a table with its caption and headers', async () => {
    const { body } = await app.inject({ url: '/features' });
    expect(body).toContain('<caption');
    expect(body.match(/<th scope="col">/g)).toHaveLength(3);
    expect(body.match(/<th scope="row">/g)?.length).toBeGreaterThanOrEqual(6);
  });
});

describe('the topic landings', () => {
  it.each([
    ['/resumes', 'tailoring-your-resume-to-a-job-description'],
    ['/education', 'first-resume-from-coursework'],
    ['/job-tracker', 'tracking-applications-and-following-up'],
  ])('%s points to the articles that go deeper', async (path, slug) => {
    const { body } = await app.inject({ url: `${path}?lang=fr` });
    expect(body).toContain(`href="/blog/${slug}?lang=fr"`);
    expect(body).toContain(decode(blog.article(slug, 'fr')!.title).replace(/'/g, '&#x27;'));
  });
});
