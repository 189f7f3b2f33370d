import { createHash } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { deploymentRedirect } from '../../domain/deployment-redirects';
import type { Language } from '../../domain/language';
import { paths } from '../../domain/paths';
import { sitePages, type SitePage } from '../../domain/public-site';
import { acceptsHtml, pageLanguage, placeOf } from '../page-request';
import type { Config } from '../config';
import { runtimeConfigFor } from '../web-app';
import { loadBlog, type Article, type Blog } from './blog';
import { ArticlePage, BlogIndexPage } from './pages/blog-pages';
import { FeaturesPage } from './pages/features-page';
import { LandingPage } from './pages/landing-page';
import { OopsPage } from './pages/oops-page';
import { TopicLandingPage, topicLandings, type TopicLandingName } from './pages/topic-landings';
import { loadSiteAssets, siteAssetsPath, type SiteAssets } from './site-assets';
import { SiteProvider, type Site } from './site-context';
import { registerSiteFeeds } from './site-feeds';
import { siteCatalogues } from './site-text';

/**
 * The public site's pages allow nothing but our own stylesheet and pictures: no script at all, no
 * frames; forms only to ourselves. Fetches only to ourselves, so a crawler's tools running in the
 * page can read `robots.txt`. It replaces the app's policy on these pages.
 */
const sitePolicy =
  "default-src 'none'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** Each landing page, given the articles it points to. */
const landingPages: Record<SitePage, (related: Article[]) => ReactElement> = {
  landing: () => <LandingPage />,
  features: () => <FeaturesPage />,
  resumes: (related) => <TopicLandingPage name="resumes" related={related} />,
  education: (related) => <TopicLandingPage name="education" related={related} />,
  jobTracker: (related) => <TopicLandingPage name="jobTracker" related={related} />,
};

/** The articles a landing page points to, by slug. */
const relatedArticles = (page: SitePage): string[] =>
  page in topicLandings ? topicLandings[page as TopicLandingName].related : [];

interface RenderedPage {
  html: string;
  etag: string;
}

export interface SiteRoutes {
  /** Answers with the "we couldn't find that" page and `status`. */
  sendOops(request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply;
}

export interface SiteDeps {
  blog?: Blog;
  assets?: SiteAssets;
}

/**
 * The public site (decision 090): the landings, the blog, `/oops`, their feed, sitemap and robots
 * rules, and their files. Pages are rendered on the server once per language and kept; a request
 * that refuses HTML gets 406, and the partner deployment's redirects apply before anything.
 */
export function registerSite(
  app: FastifyInstance,
  config: Config,
  { blog = loadBlog(), assets = loadSiteAssets() }: SiteDeps = {},
): SiteRoutes {
  const runtime = runtimeConfigFor(config);
  const siteFor = (language: Language, languageFromUrl: boolean): Site => ({
    language,
    languageFromUrl,
    text: siteCatalogues[language],
    env: config.APP_ENV,
    brand: config.brand,
    publicUrl: config.publicUrl,
    links: runtime.links,
    assets,
  });

  const rendered = new Map<string, RenderedPage>();
  /** A page in the visitor's language, rendered on its first request and kept. */
  const render = (request: FastifyRequest, key: string, page: () => ReactElement) => {
    const { language, fromUrl } = pageLanguage(request);
    const cacheKey = `${key}\0${language}\0${fromUrl}`;
    let result = rendered.get(cacheKey);
    if (!result) {
      const html = `<!DOCTYPE html>${renderToStaticMarkup(
        <SiteProvider value={siteFor(language, fromUrl)}>{page()}</SiteProvider>,
      )}`;
      const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
      result = { html, etag };
      rendered.set(cacheKey, result);
    }
    return result;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, page: RenderedPage, status = 200) => {
    reply
      .header('content-security-policy', sitePolicy)
      .header('vary', 'accept, accept-language, cookie')
      .header('cache-control', 'no-cache')
      .header('etag', page.etag);
    if (status === 200 && request.headers['if-none-match'] === page.etag) {
      return reply.code(304).send();
    }
    return reply.code(status).type('text/html; charset=utf-8').send(page.html);
  };

  const notAcceptable = (reply: FastifyReply) =>
    reply.code(406).send({ statusCode: 406, error: 'Not Acceptable', message: 'Only HTML here' });

  /** A page route: the deployment's redirect first, then the page if the request takes HTML. */
  const pageRoute =
    (
      key: (request: FastifyRequest) => string,
      page: (request: FastifyRequest) => ReactElement | null,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const redirect = deploymentRedirect(config.APP_ENV, placeOf(request.url));
      if (redirect) return reply.redirect(redirect, 302);
      if (!acceptsHtml(request)) return notAcceptable(reply);
      const element = page(request);
      if (!element) return sendOops(request, reply, 404);
      return send(
        request,
        reply,
        render(request, key(request), () => element),
      );
    };

  const sendOops = (request: FastifyRequest, reply: FastifyReply, status: number) =>
    send(
      request,
      reply,
      render(request, paths.dataNotFound(), () => <OopsPage />),
      status,
    );

  void app.register(async (scope) => {
    await scope.register(fastifyCompress, {
      global: true,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
      threshold: 1024,
    });
    for (const [name, path] of Object.entries(sitePages) as Array<[SitePage, string]>) {
      scope.get(
        path,
        pageRoute(
          () => path,
          (request) => {
            const { language } = pageLanguage(request);
            const related = relatedArticles(name).flatMap(
              (slug) => blog.article(slug, language) ?? [],
            );
            return landingPages[name](related);
          },
        ),
      );
    }
    scope.get(
      paths.blog(),
      pageRoute(
        () => paths.blog(),
        (request) => <BlogIndexPage articles={blog.articles(pageLanguage(request).language)} />,
      ),
    );
    scope.get<{ Params: { slug: string } }>(
      `${paths.blog()}/:slug`,
      pageRoute(
        (request) => request.url.split('?')[0]!,
        (request) => {
          const { slug } = request.params as { slug: string };
          const article = blog.article(slug, pageLanguage(request).language);
          return article ? <ArticlePage article={article} /> : null;
        },
      ),
    );
    scope.get(paths.dataNotFound(), async (request, reply) => sendOops(request, reply, 200));
    scope.get(`${siteAssetsPath}*`, async (request, reply) => {
      const asset = assets.served(request.url.split('?')[0]!);
      if (!asset)
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(asset.contentType)
        .send(asset.bytes);
    });
    registerSiteFeeds(scope, { config, blog, siteFor });
  });

  return { sendOops };
}
