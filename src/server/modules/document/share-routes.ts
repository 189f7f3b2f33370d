import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../../domain/content-disposition';
import type { DownloadFileName } from '../../../domain/download-file-name';
import { pickLanguage, type Language } from '../../../domain/language';
import { paths } from '../../../domain/paths';
import { catalogues } from '../../catalogues';
import type { Database } from '../../db/database';
import type { DocumentRenderer } from '../../documents/document-renderer';
import type { RenderLimiter } from '../../documents/render-limiter';
import {
  letterHtml,
  resumeHtml,
  resumeHtmlCss,
  resumeHtmlCssPath,
  resumeThemeCss,
  resumeThemeCssPath,
  resumeThemeFromQuery,
  type ResumeHtmlOptions,
} from '../../documents/resume-html';
import { shareFontFile, shareFontsPath } from '../../documents/share-fonts';
import { renderRefusal, sendRefusal } from './document-routes';
import {
  coverLetterFileName,
  coverLetterStore,
  resolveLetterForOwner,
} from '../cover-letter/cover-letter.service';
import {
  countResumeView,
  findSharedResume,
  resolveForOwner,
  resumeFileName,
} from '../resume/resume.service';
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

/** What the share routes read of a shared document's row. */
interface SharedRow {
  id: string;
  userId: string;
  name: string;
  shareId: string;
  shareIndexable: boolean;
}

/** What the share routes read of a resolved document. */
interface SharedDocument {
  language: Language;
  header: { name: string };
}

/** Shared pages are private unless their owner said otherwise, in the header as in the page. */
function privacyHeaders(reply: FastifyReply, row: SharedRow) {
  reply.header('cache-control', 'private, no-store');
  reply.header('referrer-policy', 'no-referrer');
  if (!row.shareIndexable) reply.header('x-robots-tag', 'noindex');
}

/**
 * The public pages of shared documents (docs/product/documents.md): `/r/{id}` for a resume and
 * `/c/{id}` for a cover letter, server-rendered HTML that needs no JavaScript, and `…/pdf`, the
 * same document as the PDF the editor downloads.
 */
export function registerShareRoutes(
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

  /**
   * `{prefix}/{id}` (the page) and `{prefix}/{id}/pdf` for one kind of shared document: a link
   * that is unknown, replaced, switched off or deleted answers 404 alike, with a page that says
   * so.
   */
  function shared<Row extends SharedRow, Doc extends SharedDocument>(kind: {
    prefix: '/r' | '/c';
    /** The page's address for a link id. */
    path: (shareId: string) => string;
    find: (db: Database, shareId: string) => Promise<Row | undefined>;
    countView: (db: Database, id: string) => Promise<void>;
    resolve: (row: Row) => Promise<Doc>;
    page: (doc: Doc, options: ResumeHtmlOptions) => string;
    pdf: (doc: Doc) => Promise<Uint8Array>;
    fileName: (row: Row) => DownloadFileName;
  }) {
    app.get<{ Params: { shareId: string } }>(`${kind.prefix}/:shareId`, async (request, reply) => {
      const row = await kind.find(db, request.params.shareId);
      if (!row) return linkUnavailable(request, reply, brand);
      const document = await kind.resolve(row);
      await kind.countView(db, row.id);
      privacyHeaders(reply, row);
      reply.header('content-security-policy', sharePagePolicy);
      const language = document.language;
      return reply.type('text/html; charset=utf-8').send(
        kind.page(document, {
          title: document.header.name || row.name,
          pdfUrl: `${kind.path(row.shareId)}/pdf`,
          lang: language,
          indexable: row.shareIndexable,
          labels: catalogues[language].share,
        }),
      );
    });

    app.get<{ Params: { shareId: string } }>(
      `${kind.prefix}/:shareId/pdf`,
      async (request, reply) => {
        const row = await kind.find(db, request.params.shareId);
        if (!row) return linkUnavailable(request, reply, brand);
        // Visitors of a link are limited by their address, so they never hold up the owner's
        // editor.
        let pdf: Uint8Array;
        try {
          pdf = await limiter.run(`visitor ${request.ip}`, null, async () =>
            kind.pdf(await kind.resolve(row)),
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
          .header('content-disposition', contentDisposition('inline', kind.fileName(row)))
          .send(Buffer.from(pdf));
      },
    );
  }

  shared({
    prefix: '/r',
    path: paths.onlineResume,
    find: findSharedResume,
    countView: countResumeView,
    resolve: (row) => resolveForOwner(db, row.userId, row.content),
    page: resumeHtml,
    pdf: (doc) => renderer.pdf(doc),
    fileName: (row) => resumeFileName(row, 'pdf'),
  });

  // A shared letter, its page and its PDF, leaves out the recipient's address when its owner says
  // so; the owner's own download keeps it.
  shared({
    prefix: '/c',
    path: paths.onlineCoverLetter,
    find: coverLetterStore.findShared,
    countView: coverLetterStore.countView,
    resolve: (row) =>
      resolveLetterForOwner(db, row.userId, {
        targetJob: row.targetJob,
        content: row.content.shareRecipientAddress
          ? row.content
          : { ...row.content, recipient: { ...row.content.recipient, address: '' } },
      }),
    page: letterHtml,
    pdf: (doc) => renderer.letters.pdf(doc),
    fileName: (row) => coverLetterFileName(row, 'pdf'),
  });
}
