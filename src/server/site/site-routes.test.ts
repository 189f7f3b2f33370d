import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { registerWebApp } from '../web-app';
import { loadBlog } from './blog';
import { loadSiteAssets } from './site-assets';
import { registerSite } from './site-routes';

/** A small blog of one article in three languages, and a web build with only its index.html. */
function fixtures() {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  const article = path.join(root, 'blog/first-steps');
  mkdirSync(article, { recursive: true });
  for (const [language, title] of [
    ['en', 'First steps'],
    ['es', 'Primeros pasos'],
    ['fr', 'Premiers pas'],
  ] as const) {
    writeFileSync(
      path.join(article, `${language}.md`),
      [
        '---',
        `title: "${title}"`,
        'description: "What to write first, and why it matters more than the template you choose."',
        'date: 2026-10-06',
        'tags: [resumes]',
        `language: ${language}`,
        '---',
        '',
        'Start with [the features](/features) and a <b>plain</b> list.',
        '',
        '## Then',
        '',
        'Keep going.',
      ].join('\n'),
    );
  }
  mkdirSync(path.join(root, 'site/screens'), { recursive: true });
  writeFileSync(path.join(root, 'site/screens/resume-editor.en.1280.webp'), 'not really a picture');
  mkdirSync(path.join(root, 'site/og'), { recursive: true });
  writeFileSync(path.join(root, 'site/og/landing.en.jpg'), 'not really a picture');
  const web = path.join(root, 'web');
  mkdirSync(web);
  writeFileSync(
    path.join(web, 'index.html'),
    '<html lang="__PAGE_LANGUAGE__"><title>__PAGE_TITLE__</title>__RUNTIME_CONFIG__ the app</html>',
  );
  return { blog: path.join(root, 'blog'), site: path.join(root, 'site'), web };
}

async function siteApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = parseConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://myresume.example',
    AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
    APP_ENV: 'stage',
    ...env,
  });
  const paths = fixtures();
  const app = Fastify();
  await app.register(fastifyCookie);
  const site = registerSite(app, config, {
    blog: loadBlog(paths.blog),
    assets: loadSiteAssets(paths.site),
  });
  await registerWebApp(app, config, site, paths.web);
  await app.ready();
  return app;
}

const linksOf = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);

describe('the public site', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await siteApp();
  });
  afterAll(() => app.close());

  it.each([undefined, '*/*', 'text/html', 'text/*', 'text/html;q=0.9, application/json'])(
    'answers GET / with the landing page for Accept %s',
    async (accept) => {
      const response = await app.inject({
        url: '/',
        headers: accept === undefined ? {} : { accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const sentence = 'Nothing gets you hired faster and easier than My Resume (stage)';
      expect(response.body).toMatch(/^<!DOCTYPE html><html lang="en">/);
      expect(response.body).toContain(`<title>${sentence}</title>`);
      expect(response.body).toContain(`<meta name="description" content="${sentence}"/>`);
    },
  );

  it('refuses a page to a client that takes no HTML, and 404s an unknown path for it', async () => {
    const json = { accept: 'application/json' };
    expect((await app.inject({ url: '/', headers: json })).statusCode).toBe(406);
    const unknown = await app.inject({ url: '/nothing-here', headers: json });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404 });
  });

  it('runs no script: the only script element is structured data, under a policy with no script', async () => {
    const response = await app.inject({ url: '/' });
    const scripts = [...response.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([' type="application/ld+json"']);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).not.toContain('script-src');
  });

  it('describes itself: canonical, language alternates, Open Graph, Twitter and JSON-LD', async () => {
    const { body } = await app.inject({ url: '/' });
    expect(body).toContain('<link rel="canonical" href="https://myresume.example/"/>');
    for (const language of ['en', 'es', 'fr']) {
      expect(body).toContain(
        `<link rel="alternate" hrefLang="${language}" href="https://myresume.example/?lang=${language}"/>`,
      );
    }
    expect(body).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://myresume.example/"/>',
    );
    expect(body).toMatch(
      /<meta property="og:image" content="https:\/\/myresume\.example\/site\/og\/landing\.en\.[0-9a-f]{12}\.jpg"\/>/,
    );
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(body)?.[1];
    const types = (JSON.parse(json!) as Array<{ '@type': string }>).map((item) => item['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
  });

  it('takes the language from the address, then the visitor’s cookie, then the browser', async () => {
    const fromUrl = await app.inject({ url: '/?lang=fr', headers: { 'accept-language': 'es' } });
    expect(fromUrl.body).toContain('<html lang="fr">');
    expect(fromUrl.body).toContain(
      '<link rel="canonical" href="https://myresume.example/?lang=fr"/>',
    );
    // Links keep the language the address chose.
    expect(linksOf(fromUrl.body)).toContain('/blog?lang=fr');
    expect(linksOf(fromUrl.body)).toContain('/login?try=1&amp;lang=fr');

    const fromCookie = await app.inject({
      url: '/',
      headers: { cookie: 'myresume.language=es', 'accept-language': 'fr' },
    });
    expect(fromCookie.body).toContain('<html lang="es">');
    expect(linksOf(fromCookie.body)).toContain('/blog');

    const fromBrowser = await app.inject({
      url: '/',
      headers: { 'accept-language': 'fr-CA, en;q=0.5' },
    });
    expect(fromBrowser.body).toContain('<html lang="fr">');
    expect(fromBrowser.headers.vary).toContain('accept-language');
  });

  it('answers a repeated request from its validator with 304', async () => {
    const first = await app.inject({ url: '/' });
    const again = await app.inject({
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves its files under hashed names for a year, and nothing else there', async () => {
    const { body } = await app.inject({ url: '/' });
    const css = /<link rel="stylesheet" href="([^"]+)"/.exec(body)?.[1];
    expect(css).toMatch(/^\/site\/site\.[0-9a-f]{12}\.css$/);
    const response = await app.inject({ url: css!, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect((await app.inject({ url: '/site/site.000000000000.css' })).statusCode).toBe(404);
  });

  it('lists the blog and prints an article with its Markdown and no markup of its own', async () => {
    const index = await app.inject({ url: '/blog?lang=es' });
    expect(index.body).toContain('Primeros pasos');
    expect(index.body).toContain('<time dateTime="2026-10-06">6 de octubre de 2026</time>');
    const article = await app.inject({ url: '/blog/first-steps' });
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('<h2>Then</h2>');
    expect(article.body).toContain('a &lt;b&gt;plain&lt;/b&gt; list');
    expect(article.body).toContain('<a href="/features">the features</a>');
    expect(article.body).toContain('"@type":"Article"');
    expect(article.body).toContain('<meta property="og:type" content="article"/>');
  });

  it('answers a path nothing has with the "we couldn’t find that" page and 404', async () => {
    for (const url of ['/nothing-here', '/blog/no-such-article', '/features/']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('We couldn&#x27;t find that');
      expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    }
    expect((await app.inject({ url: '/oops' })).statusCode).toBe(200);
  });

  it('leaves the web app its own paths', async () => {
    for (const url of ['/login', '/sign-up?next=%2Fapp', '/app', '/app/resumes/edit/x']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('the app');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('tells search engines what to skip, and maps every page in every language', async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /app/');
    expect(robots.body).toContain('Sitemap: https://myresume.example/sitemap.xml');
    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>https://myresume.example/blog/first-steps?lang=fr</loc>');
    expect(sitemap).toContain('<lastmod>2026-10-06</lastmod>');
  });

  it('publishes the blog as an Atom feed in each language', async () => {
    const feed = await app.inject({ url: '/blog/feed.xml?lang=fr' });
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(feed.body).toContain('<title type="html"><![CDATA[Premiers pas]]></title>');
    expect(feed.body).toContain('https://myresume.example/blog/first-steps?lang=fr');
  });
});

describe('the public site on the partner deployment', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await siteApp({ APP_ENV: 'myjourney', PARTNER_BLOG_URL: 'https://partner.example/blog' });
  });
  afterAll(() => app.close());

  it('sends the landings and the blog to the resumes', async () => {
    for (const url of [
      '/',
      '/resumes',
      '/education',
      '/job-tracker',
      '/blog',
      '/blog/first-steps',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/app/resumes');
    }
  });

  it('links its sign-in to single sign-on and its blog to the partner’s', async () => {
    const response = await app.inject({ url: '/oops' });
    const links = linksOf(response.body);
    expect(links).toContain('/oidc');
    expect(links).toContain('https://partner.example/blog');
    expect(links).not.toContain('/sign-up');
  });
});
