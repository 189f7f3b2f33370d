import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentDisposition } from '../../../domain/content-disposition';
import type { Language } from '../../../domain/language';
import { paths } from '../../../domain/paths';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import fr from '../../../locales/fr.json';
import type { Database } from '../../db/database';
import type { ResumeRow } from '../../db/schema';
import type { DocumentRenderer } from '../../documents/document-renderer';
import {
  resumeHtml,
  resumeHtmlCss,
  resumeHtmlCssPath,
  resumeThemeCss,
  resumeThemeCssPath,
  resumeThemeFromQuery,
  type ResumeHtmlLabels,
} from '../../documents/resume-html';
import {
  countResumeView,
  findSharedResume,
  resolveForOwner,
  resumeFileName,
} from './resume.service';

const shareLabels: Record<Language, ResumeHtmlLabels> = {
  en: en.share,
  es: es.share,
  fr: fr.share,
};

/**
 * The share page allows nothing but its own stylesheets: no script, no inline style, no frames,
 * no forms. It replaces the app's policy on these routes.
 */
const sharePagePolicy =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const notFound = (reply: FastifyReply) =>
  reply.code(404).type('application/json; charset=utf-8').send({
    statusCode: 404,
    error: 'Not Found',
    message: 'Not found',
  });

/** Shared pages are private unless their owner said otherwise, in the header as in the page. */
function privacyHeaders(reply: FastifyReply, row: ResumeRow) {
  reply.header('cache-control', 'private, no-store');
  reply.header('referrer-policy', 'no-referrer');
  if (!row.shareIndexable) reply.header('x-robots-tag', 'noindex');
}

/**
 * The public pages of a shared resume (decisions §6): `/r/{id}`, server-rendered HTML that needs
 * no JavaScript, and `/r/{id}/pdf`, the same resume as the PDF the editor downloads. A link that
 * is unknown, replaced, switched off or deleted answers 404 alike.
 */
export function registerResumeShareRoutes(
  app: FastifyInstance,
  { db, renderer }: { db: Database; renderer: DocumentRenderer },
) {
  app.get(resumeHtmlCssPath, (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(resumeHtmlCss),
  );
  app.get(resumeThemeCssPath, (request, reply) => {
    const theme = resumeThemeFromQuery(request.query);
    if (!theme) return notFound(reply);
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(resumeThemeCss(theme));
  });

  app.get<{ Params: { shareId: string } }>('/r/:shareId', async (request, reply) => {
    const row = await findSharedResume(db, request.params.shareId);
    if (!row) return notFound(reply);
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
        labels: shareLabels[language],
      }),
    );
  });

  app.get<{ Params: { shareId: string } }>('/r/:shareId/pdf', async (request, reply) => {
    const row = await findSharedResume(db, request.params.shareId);
    if (!row) return notFound(reply);
    const document = await resolveForOwner(db, row.userId, row.content);
    const pdf = await renderer.pdf(document);
    privacyHeaders(reply, row);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition('inline', resumeFileName(row, 'pdf')))
      .send(Buffer.from(pdf));
  });
}
