import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constants as zlib } from 'node:zlib';
import { z } from 'zod';
import { contentDisposition } from '../../../domain/content-disposition';
import { resumeContentSchema, type ResumeExportFormat } from '../../../domain/resume';
import type { ResumeDocument } from '../../../domain/resume-document';
import {
  knownPartsSchema,
  withoutKnownGlyphsIn,
  type AnswerPage,
  type KnownParts,
} from '../../../domain/preview-answer';
import { resumeToJsonResume } from '../../../domain/resume-exports/json-resume-export';
import { resumeText } from '../../../domain/resume-exports/plain-text';
import { bearerToken } from '../../auth/bearer-token';
import type { IdTokenVerifier } from '../../auth/id-token';
import type { Database } from '../../db/database';
import type { DocumentRenderer } from '../../documents/document-renderer';
import { resumeDocx } from '../../documents/docx';
import { RecordNotFoundError } from '../record-errors';
import { getCurrentUser, NoUserFoundError } from '../user/user.service';
import { getResume, resolveDraftForOwner, resolveForOwner, resumeFileName } from './resume.service';

/** The export formats of a resume (decisions §6) and how each is written. */
const formats = {
  pdf: {
    type: 'application/pdf',
    write: (doc: ResumeDocument, renderer: DocumentRenderer) => renderer.pdf(doc),
  },
  docx: {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    write: (doc: ResumeDocument) => resumeDocx(doc),
  },
  json: {
    type: 'application/json; charset=utf-8',
    write: (doc: ResumeDocument) => `${JSON.stringify(resumeToJsonResume(doc), null, 2)}\n`,
  },
  txt: {
    type: 'text/plain; charset=utf-8',
    write: (doc: ResumeDocument) => resumeText(doc),
  },
} as const satisfies Record<ResumeExportFormat, unknown>;

const isFormat = (value: string): value is ResumeExportFormat => Object.hasOwn(formats, value);

/** Most pages "fit to N pages" aims at. */
export const maxFitPages = 5;

const previewBody = z.object({ content: resumeContentSchema, known: knownPartsSchema.optional() });
const fitBody = z.object({
  content: resumeContentSchema,
  pages: z.number().int().min(1).max(maxFitPages),
});

/**
 * A preview's pages, leaving out what the editor holds: a page it holds is its id alone, and the
 * others come without the outlines of the glyphs it holds (src/domain/preview-answer.ts).
 */
async function answerPages(
  renderer: DocumentRenderer,
  doc: ResumeDocument,
  known: KnownParts | undefined,
): Promise<AnswerPage[]> {
  const pages = await renderer.previewPages(doc, new Set(known?.pages));
  const glyphs = new Set(known?.glyphs);
  return pages.map(({ id, parts }) =>
    parts ? { id, svg: withoutKnownGlyphsIn(...parts, glyphs) } : { id },
  );
}

/** Answers like the server's other refusals: `{ statusCode, error, message }` (and `field`). */
class Refusal extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 404,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const statusNames = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found' } as const;

function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  throw new Refusal(400, field ? `${field} ${issue?.message}` : 'Invalid request', field);
}

type Handler<Params> = (
  userId: string,
  request: FastifyRequest<{ Params: Params }>,
  reply: FastifyReply,
) => Promise<unknown>;

/**
 * The rendered resume, for its signed-in owner, with the ID token as a Bearer token like every API
 * call (src/server/modules/resume, decision 062):
 * - `POST /api/resumes/preview {content, known?}` → `{ pages: [{id, svg?}…] }`: an unsaved
 *   draft's pages, from the same compile as the PDF, without the pages and glyph outlines that
 *   `known` says the editor holds (decision 066);
 * - `POST /api/resumes/fit {content, pages}` → `{ scale, pageCount }`: "fit to N pages";
 * - `GET /api/resumes/{id}/thumbnail` → page 1 as SVG;
 * - `GET /api/resumes/{id}/{pdf|docx|json|txt}` → the file.
 * Someone else's resume is a 404, like a missing one.
 *
 * The routes sit in their own scope with response compression: a preview answer is ≈ 650 KB of
 * SVG for two pages. Brotli at quality 1 makes it ≈ 150 KB in ≈ 3 ms, smaller and three times
 * faster than gzip at level 1 (≈ 180 KB, ≈ 9 ms), which stays for clients without Brotli
 * (decisions 060 and 065). Files that are already compressed (PDF, DOCX) are left as they are.
 * An answer up to 1 MiB is compressed in one call rather than streamed through a compressor in the
 * thread pool: the answer to a keystroke (≈ 110 KB, 16 KB compressed) then takes ≈ 0.3 ms of the
 * event loop, where the stream (its own compressor and pipeline per answer) cost ≈ 2 ms of CPU.
 */
export function registerResumeDocumentRoutes(
  app: FastifyInstance,
  deps: { db: Database; verifier: IdTokenVerifier; renderer: DocumentRenderer },
) {
  void app.register(async (scope) => {
    await scope.register(fastifyCompress, {
      global: true,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } },
      zlibOptions: { level: 1 },
      threshold: 2048,
      syncThreshold: 1024 * 1024,
    });
    registerRoutes(scope, deps);
  });
}

function registerRoutes(
  app: FastifyInstance,
  deps: { db: Database; verifier: IdTokenVerifier; renderer: DocumentRenderer },
) {
  const { db, verifier, renderer } = deps;

  const forOwner =
    <Params>(handler: Handler<Params>) =>
    async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      try {
        const token = bearerToken(request.headers.authorization);
        const caller = token ? await verifier.verify(token) : null;
        if (!caller) throw new Refusal(401, 'Not signed in');
        const user = await getCurrentUser(db, caller);
        return await handler(user.id, request, reply);
      } catch (error) {
        const refusal =
          error instanceof RecordNotFoundError || error instanceof NoUserFoundError
            ? new Refusal(404, 'Not found')
            : error;
        if (!(refusal instanceof Refusal)) throw refusal;
        return reply.code(refusal.statusCode).send({
          statusCode: refusal.statusCode,
          error: statusNames[refusal.statusCode],
          message: refusal.message,
          ...(refusal.field ? { field: refusal.field } : {}),
        });
      }
    };

  app.post(
    '/api/resumes/preview',
    forOwner(async (userId, request) => {
      const { content, known } = parseBody(previewBody, request.body);
      const doc = await resolveDraftForOwner(db, userId, content);
      return { pages: await answerPages(renderer, doc, known) };
    }),
  );

  app.post(
    '/api/resumes/fit',
    forOwner(async (userId, request) => {
      const { content, pages } = parseBody(fitBody, request.body);
      return renderer.fitToPages(await resolveDraftForOwner(db, userId, content), pages);
    }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/resumes/:id/thumbnail',
    forOwner<{ id: string }>(async (userId, request, reply) => {
      const row = await getResume(db, userId, request.params.id);
      const { svgs } = await renderer.pages(await resolveForOwner(db, userId, row.content));
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svgs[0] ?? '');
    }),
  );

  app.get<{ Params: { id: string; format: string } }>(
    '/api/resumes/:id/:format',
    forOwner<{ id: string; format: string }>(async (userId, request, reply) => {
      const { id, format } = request.params;
      if (!isFormat(format)) throw new Refusal(404, 'Not found');
      const row = await getResume(db, userId, id);
      const document = await resolveForOwner(db, userId, row.content);
      const body = await formats[format].write(document, renderer);
      return reply
        .type(formats[format].type)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          contentDisposition('attachment', resumeFileName(row, format)),
        )
        .send(typeof body === 'string' ? body : Buffer.from(body));
    }),
  );
}
