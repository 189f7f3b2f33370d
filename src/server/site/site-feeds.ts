import type { FastifyInstance } from 'fastify';
import { Feed } from 'feed';
import { deploymentRedirect } from '../../domain/deployment-redirects';
import { languages, type Language } from '../../domain/language';
import { paths } from '../../domain/paths';
import { sitePages } from '../../domain/public-site';
import type { Config } from '../config';
import { articleHtml, type Blog } from './blog';
import { withLanguage, type Site } from './site-context';
import { absolute } from './site-layout';
import { fill } from './site-text';

/** Where search engines find the site's map and rules. */
export const sitemapPath = '/sitemap.xml';
export const robotsPath = '/robots.txt';

/** Paths no search engine needs: the signed-in app, the API and the single sign-on hand-off. */
const notCrawled = [`${paths.app()}/`, '/api/', '/graphql', paths.oidc()];

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

interface FeedDeps {
  config: Config;
  blog: Blog;
  siteFor(language: Language, languageFromUrl: boolean): Site;
}

/**
 * `robots.txt`, `sitemap.xml` (every page this deployment serves, in each language, with its
 * alternates) and the blog's Atom feed in each language (`/blog/feed.xml?lang=`).
 */
export function registerSiteFeeds(scope: FastifyInstance, { config, blog, siteFor }: FeedDeps) {
  const site = siteFor('en', false);
  const served = (path: string) =>
    deploymentRedirect(config.APP_ENV, { pathname: path, search: '' }) === null;

  scope.get(robotsPath, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          ...notCrawled.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${absolute(site, sitemapPath)}`,
          '',
        ].join('\n'),
      ),
  );

  const pages = [
    ...Object.values(sitePages).map((path) => ({ path, updated: undefined })),
    { path: paths.blog(), updated: blog.articles('en')[0]?.date },
    ...blog.articles('en').map((article) => ({
      path: paths.blogArticle(article.slug),
      updated: article.date,
    })),
  ].filter(({ path }) => served(path));

  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap(({ path, updated }) =>
      languages.map((language) =>
        [
          '<url>',
          `<loc>${escapeXml(absolute(site, withLanguage(path, language)))}</loc>`,
          ...(updated ? [`<lastmod>${updated}</lastmod>`] : []),
          ...languages.map(
            (other) =>
              `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(absolute(site, withLanguage(path, other)))}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absolute(site, path))}"/>`,
          '</url>',
        ].join(''),
      ),
    ),
    '</urlset>',
    '',
  ].join('\n');
  scope.get(sitemapPath, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemap),
  );

  const feeds = new Map(
    languages.map((language) => [language, feedXml(siteFor(language, true), blog)]),
  );
  scope.get(paths.blogFeed(), async (request, reply) => {
    const wanted = (request.query as Record<string, unknown>).lang;
    const language = languages.find((candidate) => candidate === wanted) ?? 'en';
    if (deploymentRedirect(config.APP_ENV, { pathname: paths.blogFeed(), search: '' })) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
    }
    return reply.type('application/atom+xml; charset=utf-8').send(feeds.get(language));
  });
}

/** The blog in one language as an Atom feed, each entry with its whole text. */
function feedXml(site: Site, blog: Blog): string {
  const articles = blog.articles(site.language);
  const index = absolute(site, withLanguage(paths.blog(), site.language));
  const feed = new Feed({
    id: index,
    link: index,
    title: `${site.text.blog.title} – ${site.brand}`,
    description: fill(site.text.blog.description, { brand: site.brand }),
    language: site.language,
    ...(articles[0] ? { updated: new Date(`${articles[0].date}T00:00:00Z`) } : {}),
    generator: false,
    feedLinks: { atom: absolute(site, withLanguage(paths.blogFeed(), site.language)) },
    author: { name: site.brand, link: absolute(site, paths.landing()) },
    copyright: site.brand,
  });
  for (const article of articles) {
    const link = absolute(site, withLanguage(paths.blogArticle(article.slug), site.language));
    const date = new Date(`${article.date}T00:00:00Z`);
    feed.addItem({
      id: link,
      link,
      title: article.title,
      description: article.description,
      content: articleHtml(article.markdown, (path) =>
        absolute(site, withLanguage(path, site.language)),
      ),
      date,
      published: date,
      category: article.tags.map((tag) => ({ name: site.text.blog.tags[tag], term: tag })),
    });
  }
  return feed.atom1();
}
