import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pageTitle, type RuntimeConfig } from '../domain/runtime-config';
import type { Config } from './config';

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

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

/** The built index.html with the deployment's title, description and runtime config filled in. */
export function renderIndexHtml(template: string, config: Config): string {
  const title = escapeHtml(pageTitle(config.brand));
  return template
    .replaceAll('__PAGE_TITLE__', title)
    .replace('__RUNTIME_CONFIG__', scriptJson(runtimeConfigFor(config)));
}

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every other GET
 * that asks for a page, so the client router takes over.
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`no web build at ${webRoot}: run "npm run build" to serve the web app`);
    return;
  }
  const indexHtml = renderIndexHtml(readFileSync(indexFile, 'utf8'), config);
  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    wildcard: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/graphql') &&
      (request.headers.accept ?? '').includes('text/html');
    if (!isPage) return reply.code(404).send({ error: 'Not Found' });
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
