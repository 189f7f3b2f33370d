import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../../domain/content-disposition';
import { pickLanguage } from '../../../domain/language';
import { paths } from '../../../domain/paths';
import { catalogues } from '../../catalogues';
import type { Database } from '../../db/database';
import type { ResumeRow } from '../../db/schema';
import type { DocumentRenderer } from '../../documents/document-renderer';
import type { RenderLimiter } from '../../documents/render-limiter';
import {
  resumeHtml,
  resumeHtmlCss,
  resumeHtmlCssPath,
  resumeThemeCss,
  resumeThemeCssPath,
  resumeThemeFromQuery,
} from '../../documents/resume-html';
import { shareFontFile, shareFontsPath } from '../../documents/share-fonts';
import { renderRefusal, sendRefusal } from '../document/document-routes';
import {
  countResumeView,
  findSharedResume,
  resolveForOwner,
  resumeFileName,
} from './resume.service';
import {
  shareUnavailableCss,
  shareUnavailableCssPath,
  shareUnavailableHtml,
} from './share-unavailable-page';

/**
 * The share page allows nothing but its own stylesheets and fonts: no script, no inline style, no
 * frames, no forms. It replaces the app's policy on these routes.
 */
const sharePagePolicy =
  "default-src 'none'; style-src 'self'; font-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const notFound = (reply: FastifyReply) =>
  reply.code(404).type('application/json; charset=utf-8').send({
    statusCode: 404,
    error: 'Not Found',
    message: 'Not found',
  });

/**
 * A resume link that does not work: the same friendly page and the same 404 for an id that never
 * existed, a link turned off or replaced, or a deleted resume (decision 076), in the visitor's
 * language. Never cached, so a link turned back on works at once.
 */
const linkUnavailable = (request: FastifyRequest, reply: FastifyReply, brand: string) => {
  const language = pickLanguage(request.headers['accept-language']);
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .header('content-security-policy', sharePagePolicy)
    .header('content-language', language)
    .header('vary', 'accept-language')
    .send(shareUnavailableHtml(language, brand));
};

/** Shared pages are private unless their owner said otherwise, in the header as in the page. */
function privacyHeaders(reply: FastifyReply, row: ResumeRow) {
  reply.header('cache-control', 'private, no-store');
  reply.header('referrer-policy', 'no-referrer');
  if (!row.shareIndexable) reply.header('x-robots-tag', 'noindex');
}

/**
 * The public pages of a shared resume (docs/product/documents.md): `/r/{id}`, server-rendered HTML that needs
 * no JavaScript, and `/r/{id}/pdf`, the same resume as the PDF the editor downloads. A link that
 * is unknown, replaced, switched off or deleted answers 404 alike, with a page that says so.
 */
export function registerResumeShareRoutes(
  app: FastifyInstance,
  {
    db,
    renderer,
    limiter,
    brand,
  }: { db: Database; renderer: DocumentRenderer; limiter: RenderLimiter; brand: string },
) {
  app.get(resumeHtmlCssPath, (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(resumeHtmlCss),
  );
  app.get(shareUnavailableCssPath, (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(shareUnavailableCss),
  );
  app.get(resumeThemeCssPath, (request, reply) => {
    const theme = resumeThemeFromQuery(request.query);
    if (!theme) return notFound(reply);
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(resumeThemeCss(theme));
  });

  // The theme fonts the theme stylesheet names; each name holds a hash of the file's bytes.
  app.get<{ Params: { name: string } }>(`${shareFontsPath}:name`, async (request, reply) => {
    const file = shareFontFile(request.params.name);
    if (!file) return notFound(reply);
    return reply
      .type('font/ttf')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(await readFile(file));
  });

  app.get<{ Params: { shareId: string } }>('/r/:shareId', async (request, reply) => {
    const row = await findSharedResume(db, request.params.shareId);
    if (!row) return linkUnavailable(request, reply, brand);
    const document = await resolveForOwner(db, row.userId, row.content);
    await countResumeView(db, row.id);
    privacyHeaders(reply, row);
    reply.header('content-security-policy', sharePagePolicy);
    const language = row.content.language;
    return reply.type('text/html; charset=utf-8').send(
      resumeHtml(document, {
        title: document.header.name || row.name,
        pdfUrl: `${paths.onlineResume(row.shareId)}/pdf`,
        lang: language,
        indexable: row.shareIndexable,
        labels: catalogues[language].share,
      }),
    );
  });

  app.get<{ Params: { shareId: string } }>('/r/:shareId/pdf', async (request, reply) => {
    const row = await findSharedResume(db, request.params.shareId);
    if (!row) return linkUnavailable(request, reply, brand);
    // Visitors of a link are limited by their address, so they never hold up the owner's editor.
    let pdf: Uint8Array;
    try {
      pdf = await limiter.run(`visitor ${request.ip}`, null, async () =>
        renderer.pdf(await resolveForOwner(db, row.userId, row.content)),
      );
    } catch (error) {
      const refusal = renderRefusal(error);
      if (!refusal) throw error;
      privacyHeaders(reply, row);
      return sendRefusal(reply, refusal);
    }
    privacyHeaders(reply, row);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('inline', resumeFileName(row, 'pdf')))
      .send(Buffer.from(pdf));
  });
}
