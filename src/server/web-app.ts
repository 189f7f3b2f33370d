import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { deploymentRedirect } from '../domain/deployment-redirects';
import { languages, type Language } from '../domain/language';
import { isWebAppPath } from '../domain/public-site';
import type { RuntimeConfig } from '../domain/runtime-config';
import { acceptsHtml, pageLanguage, placeOf } from './page-request';
import { catalogues } from './catalogues';
import type { Config } from './config';
import { projectRoot } from './project-root';
import type { SiteRoutes } from './site/site-routes';

export const webRoot = path.join(projectRoot, 'dist/web');

export function runtimeConfigFor(config: Config): RuntimeConfig {
  return {
    env: config.APP_ENV,
    brand: config.brand,
    partnerDomainOverride: config.PARTNER_DOMAIN ?? null,
    links: {
      help: config.HELP_URL,
      contact: config.CONTACT_URL,
      terms: config.TERMS_URL,
      privacy: config.PRIVACY_URL,
      partnerProfile: config.PARTNER_PROFILE_URL ?? null,
      partnerBlog: config.PARTNER_BLOG_URL ?? null,
    },
    analytics: config.POSTHOG_KEY ? { key: config.POSTHOG_KEY, host: config.POSTHOG_HOST } : null,
    sentryDsn: config.SENTRY_DSN ?? null,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON that is safe inside a <script type="application/json"> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The built index.html in one language, with the deployment's title and description (the
 * landing's, in that language; each route then sets its own) and the runtime config filled in.
 * Replacements are functions, so `$&`-style patterns in a configured value stay literal text.
 */
export function renderIndexHtml(template: string, config: Config, language: Language): string {
  const title = escapeHtml(
    catalogues[language].pages.landing.replaceAll('{{brand}}', () => config.brand),
  );
  const runtimeConfig = scriptJson(runtimeConfigFor(config));
  return template
    .replace('__PAGE_LANGUAGE__', language)
    .replaceAll('__PAGE_TITLE__', () => title)
    .replace('__RUNTIME_CONFIG__', () => runtimeConfig);
}

const notFound = { statusCode: 404, error: 'Not Found', message: 'Not found' } as const;

/**
 * Paths that belong to the API or hold files (the web app's and the public site's): an unknown
 * one is a JSON 404, never a page.
 */
const isApiPath = (url: string) =>
  url.startsWith('/assets/') ||
  url.startsWith('/site/') ||
  url === '/api' ||
  url.startsWith('/api/') ||
  url.startsWith('/api?') ||
  url === '/graphql' ||
  url.startsWith('/graphql/') ||
  url.startsWith('/graphql?');

/**
 * Serves the built web app from `root`: hashed assets with long caching, and index.html for a page
 * request (a GET that takes HTML) to one of the app's own paths (`isWebAppPath`), so the client
 * router takes over — after the deployment's redirects, which the app applies too. Any other page request that nothing answered gets the public site's "we
 * couldn't find that" page with a 404; everything else (unknown API paths above all) a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  site: SiteRoutes,
  root = webRoot,
) {
  const indexFile = path.join(root, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  // The page in each language, made once; a request gets the one its Accept-Language prefers.
  const indexHtml =
    template === undefined
      ? undefined
      : new Map(
          languages.map((language) => [language, renderIndexHtml(template, config, language)]),
        );
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  } else {
    app.log.warn(`no web build at ${root}: run "npm run build" to serve the web app`);
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      acceptsHtml(request);
    if (!isPage) return reply.code(404).send(notFound);
    const place = placeOf(request.url);
    const redirect = deploymentRedirect(config.APP_ENV, place);
    if (redirect) return reply.redirect(redirect, 302);
    if (!isWebAppPath(place.pathname)) return site.sendOops(request, reply, 404);
    if (!indexHtml) return reply.code(404).send(notFound);
    // Never stored, nor kept for Back/Forward: after a sign-out, Back must not bring a signed-in
    // page back from a cache (decision 070).
    return reply
      .header('cache-control', 'no-store')
      .header('vary', 'accept, accept-language, cookie')
      .type('text/html; charset=utf-8')
      .send(indexHtml.get(pageLanguage(request).language));
  });
}
