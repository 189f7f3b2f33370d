import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { languages } from '../../domain/language';
import { isWebAppPath, sitePages } from '../../domain/public-site';
import { paths } from '../../domain/paths';
import { frenchSpacingProblems } from '../../locales/french-spacing';
import { parseConfig } from '../config';
import { articleHtml, blogRoot, loadBlog, wordsPerMinute } from './blog';
import { registerSite } from './site-routes';

/**
 * The blog's real articles (content/blog): nine of them, each an original piece in English,
 * Spanish and French, with sound front matter, a fair reading time, and links that go somewhere.
 */
const blog = loadBlog();

const articles = languages.flatMap((language) => blog.articles(language));

/** The addresses an article may link to: the site's pages, the blog and the ways in. */
const linkable = new Set<string>([
  ...Object.values(sitePages),
  paths.blog(),
  ...blog.slugs.map((slug) => paths.blogArticle(slug)),
]);

const linksOf = (markdown: string) =>
  [...articleHtml(markdown, (href) => href).matchAll(/<a href="([^"]*)"/g)].map(
    (match) => match[1]!,
  );

describe('the blog', () => {
  it('has nine articles, each in every language', () => {
    expect(blog.slugs).toHaveLength(9);
    for (const language of languages) expect(blog.articles(language)).toHaveLength(9);
  });

  it.each(blog.slugs)('%s has one date and the same topics in every language', (slug) => {
    const versions = languages.map((language) => blog.article(slug, language)!);
    expect(new Set(versions.map((article) => article.date)).size).toBe(1);
    expect(new Set(versions.map((article) => article.tags.join())).size).toBe(1);
    expect(new Set(versions.map((article) => article.title)).size).toBe(3);
  });

  it.each(articles.map((article) => [`${article.slug}/${article.language}`, article] as const))(
    '%s is 800–1,500 words, with the reading time they take',
    (_name, article) => {
      expect(article.words).toBeGreaterThanOrEqual(800);
      expect(article.words).toBeLessThanOrEqual(1500);
      expect(article.readingMinutes).toBe(Math.round(article.words / wordsPerMinute));
      expect(article.description.length).toBeLessThanOrEqual(170);
    },
  );

  it.each(articles.map((article) => [`${article.slug}/${article.language}`, article] as const))(
    '%s is plain Markdown: sections, no title of its own, no markup, no picture',
    (_name, article) => {
      expect(article.markdown).not.toMatch(/^# /m);
      expect(article.markdown).toMatch(/^## /m);
      expect(article.markdown).not.toMatch(/<[a-z!/]/i);
      expect(article.markdown).not.toMatch(/!\[/);
    },
  );

  it.each(articles.map((article) => [`${article.slug}/${article.language}`, article] as const))(
    '%s links only to pages we have',
    (_name, article) => {
      for (const link of linksOf(article.markdown)) {
        const target = link.split(/[?#]/)[0]!;
        expect(linkable.has(target) || isWebAppPath(target), link).toBe(true);
      }
    },
  );

  it.each(blog.articles('fr').map((article) => [article.slug, article] as const))(
    '%s in French follows French punctuation spacing',
    (slug, article) => {
      const text = readFileSync(path.join(blogRoot, slug, 'fr.md'), 'utf8');
      expect(frenchSpacingProblems(text.replace(/^---[\s\S]*?---/, ''))).toEqual([]);
      expect(frenchSpacingProblems(`${article.title} ${article.description}`)).toEqual([]);
    },
  );
});

describe('the blog’s pages', () => {
  it('prints every article in every language, titled, dated and timed', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    registerSite(app, parseConfig({ LOG_LEVEL: 'silent' }), { blog });
    await app.ready();
    try {
      for (const article of articles) {
        const url = `${paths.blogArticle(article.slug)}?lang=${article.language}`;
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain(`<html lang="${article.language}">`);
        expect(response.body, url).toContain(`<time dateTime="${article.date}">`);
        expect(response.body.match(/<h1[ >]/g), url).toHaveLength(1);
      }
      const index = await app.inject({ url: '/blog?lang=es' });
      for (const article of blog.articles('es')) {
        expect(index.body).toContain(`href="/blog/${article.slug}?lang=es"`);
      }
    } finally {
      await app.close();
    }
  });
});
