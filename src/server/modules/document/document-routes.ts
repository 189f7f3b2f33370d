import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constants as zlib } from 'node:zlib';
import { z } from 'zod';
import { contentDisposition } from '../../../domain/content-disposition';
import type { DownloadFileName } from '../../../domain/download-file-name';
import {
  coverLetterContentSchema,
  letterTargetJobSchema,
  type CoverLetterDocument,
} from '../../../domain/cover-letter';
import {
  resumeContentSchema,
  ResumeTooLargeError,
  type ResumeExportFormat,
} from '../../../domain/resume';
import type { ResumeDocument } from '../../../domain/resume-document';
import {
  knownPartsSchema,
  withoutKnownGlyphsIn,
  type AnswerPage,
  type KnownParts,
} from '../../../domain/preview-answer';
import { resumeToJsonResume } from '../../../domain/resume-exports/json-resume-export';
import { letterText, resumeText } from '../../../domain/resume-exports/plain-text';
import { bearerToken } from '../../auth/bearer-token';
import type { IdTokenVerifier } from '../../auth/id-token';
import type { Database } from '../../db/database';
import type { DocumentPrinter, DocumentRenderer } from '../../documents/document-renderer';
import { letterDocx, resumeDocx } from '../../documents/docx';
import { parseWithSchema, problemDetails } from '../../../domain/input-problem';
import {
  RenderBusyError,
  RenderSupersededError,
  type RenderLimiter,
} from '../../documents/render-limiter';
import { asOwner, NotSignedInError } from '../owner-guard';
import { assertFeature, PlanLimitError } from '../plan/plan-limits';
import type { PlanSettings } from '../plan/plan.service';
import { RecordInputError, RecordNotFoundError } from '../record-errors';
import {
  coverLetterFileName,
  coverLetterStore,
  letterWithResumeFileName,
  matchedResume,
  NoMatchedResumeError,
  resolveLetterDraftForOwner,
  resolveLetterForOwner,
} from '../cover-letter/cover-letter.service';
import { NoUserFoundError } from '../user/user.service';
import {
  getResume,
  resolveDraftForOwner,
  resolveForOwner,
  resumeFileName,
} from '../resume/resume.service';

/** A file a document exports to: its media type and how it is written. */
interface FileFormat<Doc> {
  type: string;
  write(doc: Doc, renderer: DocumentRenderer): string | Uint8Array | Promise<string | Uint8Array>;
}

/** The export formats of a resume (docs/product/documents.md) and how each is written. */
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
} as const satisfies Record<ResumeExportFormat, FileFormat<ResumeDocument>>;

/** The files a cover letter exports to. */
const letterFormats = {
  pdf: {
    type: formats.pdf.type,
    write: (doc: CoverLetterDocument, renderer: DocumentRenderer) => renderer.letters.pdf(doc),
  },
  docx: { type: formats.docx.type, write: (doc: CoverLetterDocument) => letterDocx(doc) },
  txt: { type: formats.txt.type, write: (doc: CoverLetterDocument) => letterText(doc) },
} as const satisfies Record<string, FileFormat<CoverLetterDocument>>;

/** Most pages "fit to N pages" aims at. */
export const maxFitPages = 5;

/** What a preview asks for besides the draft. */
const previewParts = {
  known: knownPartsSchema.optional(),
  /**
   * `picture`: a template's picture in the design panel, not the live preview. It waits in a lane
   * of its own, so a picture and a keystroke's draft never replace each other (decision 075).
   */
  purpose: z.enum(['picture']).optional(),
};
const fitParts = { pages: z.number().int().min(1).max(maxFitPages) };

/** The bodies of an editor's preview and fit: its draft (`draft`'s fields) and what each asks. */
const draftBodies = <Shape extends z.ZodRawShape>(draft: Shape) => ({
  preview: z.strictObject({ ...draft, ...previewParts }),
  fit: z.strictObject({ ...draft, ...fitParts }),
});
const resumeBodies = draftBodies({ content: resumeContentSchema });
const letterBodies = draftBodies({
  content: coverLetterContentSchema,
  targetJob: letterTargetJobSchema,
});

/**
 * What the routes of one kind of document know of it (decision 084): where they live, an unsaved
 * draft's bodies and how it resolves, how a saved one is found and resolved, its printer, its
 * files and their names.
 */
interface RoutedKind<Draft, Row, Doc> {
  path: string;
  bodies: {
    preview: z.ZodType<Draft & z.output<z.ZodObject<typeof previewParts>>>;
    fit: z.ZodType<Draft & z.output<z.ZodObject<typeof fitParts>>>;
  };
  resolveDraft(userId: string, draft: Draft): Promise<Doc>;
  find(userId: string, id: string): Promise<Row>;
  resolve(userId: string, row: Row): Promise<Doc>;
  printer: DocumentPrinter<Doc>;
  formats: Record<string, FileFormat<Doc>>;
  fileName(row: Row, extension: string): DownloadFileName;
}

/**
 * A preview's pages, leaving out what the editor holds: a page it holds is its id alone, and the
 * others come without the outlines of the glyphs it holds (src/domain/preview-answer.ts).
 */
async function answerPages<Doc>(
  printer: DocumentPrinter<Doc>,
  doc: Doc,
  known: KnownParts | undefined,
): Promise<AnswerPage[]> {
  const pages = await printer.previewPages(doc, new Set(known?.pages));
  const glyphs = new Set(known?.glyphs);
  return pages.map(({ id, parts }) =>
    parts ? { id, svg: withoutKnownGlyphsIn(...parts, glyphs) } : { id },
  );
}

type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429;

/**
 * Answers like the server's other refusals: `{ statusCode, error, message }`, and for bad input
 * the same `field`, `reason` and limits as GraphQL's `BAD_USER_INPUT` (decision 074); a refusal
 * the editor words itself carries its `code` and details.
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: RefusalStatus,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const statusNames: Record<RefusalStatus, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

/**
 * A render that cannot be answered with the document, as the caller's refusal (decision 075):
 * a resume too long to print is 422 `RESUME_TOO_LARGE` with its size and the limit in KiB; a
 * render over the user's or the server's limits is 429 `RENDER_BUSY` (with `Retry-After`); a
 * waiting draft a newer one replaced is 409 `DRAFT_SUPERSEDED`. Anything else is not a refusal.
 */
export function renderRefusal(error: unknown): Refusal | null {
  if (error instanceof ResumeTooLargeError) {
    return new Refusal(422, error.message, {
      code: ResumeTooLargeError.code,
      ...error.details,
    });
  }
  if (error instanceof RenderBusyError) {
    return new Refusal(429, error.message, {
      code: RenderBusyError.code,
      retryAfter: error.retryAfterSeconds,
    });
  }
  if (error instanceof RenderSupersededError) {
    return new Refusal(409, error.message, { code: RenderSupersededError.code });
  }
  return null;
}

/** Sends a refusal; a 429 says when to come back (`Retry-After`). */
export function sendRefusal(reply: FastifyReply, refusal: Refusal) {
  if (refusal.statusCode === 429) reply.header('retry-after', String(refusal.details.retryAfter));
  return reply.code(refusal.statusCode).send({
    statusCode: refusal.statusCode,
    error: statusNames[refusal.statusCode],
    message: refusal.message,
    ...refusal.details,
  });
}

/** The body parsed by its domain schema, with the parser GraphQL inputs use. */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): z.output<Schema> {
  const parsed = parseWithSchema(schema, body);
  if (parsed.ok) return parsed.data;
  const { problem } = parsed;
  throw new Refusal(400, problem.message, {
    ...(problem.field ? { field: problem.field } : {}),
    ...problemDetails(problem),
  });
}

type Handler<Params> = (
  userId: string,
  request: FastifyRequest<{ Params: Params }>,
  reply: FastifyReply,
) => Promise<unknown>;

/**
 * The rendered documents, for their signed-in owner, with the ID token as a Bearer token like
 * every API call (decision 062). A resume:
 * - `POST /api/resumes/preview {content, known?, purpose?}` → `{ pages: [{id, svg?}…] }`: an
 *   unsaved draft's pages, from the same compile as the PDF, without the pages and glyph outlines
 *   that `known` says the editor holds (decision 066); `purpose: 'picture'` for a template's
 *   picture in the design panel;
 * - `POST /api/resumes/fit {content, pages}` → `{ scale, pageCount }`: "fit to N pages";
 * - `GET /api/resumes/{id}/thumbnail` → page 1 as SVG;
 * - `GET /api/resumes/{id}/{pdf|docx|json|txt}` → the file; DOCX only on a plan with it (else 403
 *   `reason: planLimit`, `limit: docx`).
 * A cover letter, the same way (decision 084), its draft being `{content, targetJob}`:
 * `POST /api/cover-letters/preview`, `POST /api/cover-letters/fit`,
 * `GET /api/cover-letters/{id}/thumbnail`, `GET /api/cover-letters/{id}/{pdf|docx|txt}`; and
 * `GET /api/cover-letters/{id}/bundle` → the letter and its matched resume in one PDF (decision
 * 085), 409 `NO_MATCHED_RESUME` when it has none (or that resume was deleted).
 * Someone else's document is a 404, like a missing one. Renders run within the user's and the
 * server's limits (render-limiter.ts): a preview or fit waits for the user's render running, its
 * place taken by a newer draft; past the queue 429 with `Retry-After`; a thumbnail waits in a
 * list lane with room for every card of the resumes list. A resume too long to
 * print is 422 `RESUME_TOO_LARGE`, never a 500 (`renderRefusal`, decision 075).
 *
 * The routes sit in their own scope with response compression: a preview answer is ≈ 650 KB of
 * SVG for two pages. Brotli at quality 1 makes it ≈ 150 KB in ≈ 3 ms, smaller and three times
 * faster than gzip at level 1 (≈ 180 KB, ≈ 9 ms), which stays for clients without Brotli
 * (decisions 060 and 065). Files that are already compressed (PDF, DOCX) are left as they are.
 * An answer up to 1 MiB is compressed in one call rather than streamed through a compressor in the
 * thread pool: the answer to a keystroke (≈ 110 KB, 16 KB compressed) then takes ≈ 0.3 ms of the
 * event loop, where the stream (its own compressor and pipeline per answer) cost ≈ 2 ms of CPU.
 */
export function registerDocumentRoutes(app: FastifyInstance, deps: DocumentRouteDeps) {
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

export interface DocumentRouteDeps {
  db: Database;
  verifier: IdTokenVerifier;
  renderer: DocumentRenderer;
  limiter: RenderLimiter;
  /** The free plan's limits: DOCX is Premium's (decision 100). */
  plans: Pick<PlanSettings, 'freeLimits'>;
}

/**
 * A handler for the signed-in owner of what it serves (the ID token as a Bearer token): without a
 * valid token 401; someone else's or a missing record 404; what the plan leaves out 403 with the
 * `reason: planLimit` and `limit` GraphQL's FORBIDDEN carries; a render refused as `renderRefusal`
 * says; any other `Refusal` as it is.
 */
export function ownerRoute(db: Database, verifier: IdTokenVerifier) {
  return <Params>(handler: Handler<Params>) =>
    async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      try {
        const token = bearerToken(request.headers.authorization);
        const caller = token ? await verifier.verify(token) : null;
        return await asOwner(db, caller, (_db, userId) => handler(userId, request, reply));
      } catch (error) {
        const refusal =
          error instanceof NotSignedInError
            ? new Refusal(401, 'Not signed in')
            : error instanceof RecordNotFoundError || error instanceof NoUserFoundError
              ? new Refusal(404, 'Not found')
              : error instanceof NoMatchedResumeError
                ? new Refusal(409, error.message, { code: NoMatchedResumeError.code })
                : error instanceof RecordInputError
                  ? new Refusal(400, error.message, error.field ? { field: error.field } : {})
                  : error instanceof PlanLimitError
                    ? new Refusal(403, error.message, error.details)
                    : (renderRefusal(error) ?? error);
        if (!(refusal instanceof Refusal)) throw refusal;
        return sendRefusal(reply, refusal);
      }
    };
}

function registerRoutes(app: FastifyInstance, deps: DocumentRouteDeps) {
  const { db, verifier, renderer, limiter, plans } = deps;

  const forOwner = ownerRoute(db, verifier);

  /** The editor's preview and fit, page 1 as a thumbnail and the files of one kind. */
  function registerKind<Draft, Row, Doc>(kind: RoutedKind<Draft, Row, Doc>) {
    app.post(
      `${kind.path}/preview`,
      forOwner(async (userId, request) => {
        const body = parseBody(kind.bodies.preview, request.body);
        return limiter.run(userId, body.purpose ?? 'preview', async () => {
          const doc = await kind.resolveDraft(userId, body);
          return { pages: await answerPages(kind.printer, doc, body.known) };
        });
      }),
    );

    app.post(
      `${kind.path}/fit`,
      forOwner(async (userId, request) => {
        const body = parseBody(kind.bodies.fit, request.body);
        return limiter.run(userId, 'fit', async () =>
          kind.printer.fitToPages(await kind.resolveDraft(userId, body), body.pages),
        );
      }),
    );

    app.get<{ Params: { id: string } }>(
      `${kind.path}/:id/thumbnail`,
      forOwner<{ id: string }>(async (userId, request, reply) => {
        const row = await kind.find(userId, request.params.id);
        // A list asks for every card's thumbnail at once: a list lane (decision 075).
        const { svgs } = await limiter.run(userId, 'thumbnail', async () =>
          kind.printer.pages(await kind.resolve(userId, row)),
        );
        return sendThumbnail(reply, svgs[0]);
      }),
    );

    app.get<{ Params: { id: string; format: string } }>(
      `${kind.path}/:id/:format`,
      forOwner<{ id: string; format: string }>(async (userId, request, reply) => {
        const { id, format } = request.params;
        const file = Object.hasOwn(kind.formats, format) ? kind.formats[format] : undefined;
        if (!file) throw new Refusal(404, 'Not found');
        const row = await kind.find(userId, id);
        if (format === 'docx') await assertFeature(db, plans, userId, 'docx');
        const body = await limiter.run(userId, null, async () =>
          file.write(await kind.resolve(userId, row), renderer),
        );
        return sendFile(reply, file.type, kind.fileName(row, format), body);
      }),
    );
  }

  registerKind({
    path: '/api/resumes',
    bodies: resumeBodies,
    resolveDraft: (userId, { content }) => resolveDraftForOwner(db, userId, content),
    find: (userId, id) => getResume(db, userId, id),
    resolve: (userId, row) => resolveForOwner(db, userId, row.content),
    printer: renderer,
    formats,
    fileName: resumeFileName,
  });

  registerKind({
    path: '/api/cover-letters',
    bodies: letterBodies,
    resolveDraft: (userId, draft) => resolveLetterDraftForOwner(db, userId, draft),
    find: (userId, id) => coverLetterStore.find(db, userId, id),
    resolve: (userId, row) => resolveLetterForOwner(db, userId, row),
    printer: renderer.letters,
    formats: letterFormats,
    fileName: coverLetterFileName,
  });

  app.get<{ Params: { id: string } }>(
    '/api/cover-letters/:id/bundle',
    forOwner<{ id: string }>(async (userId, request, reply) => {
      const row = await coverLetterStore.find(db, userId, request.params.id);
      const resume = await matchedResume(db, userId, row);
      const body = await limiter.run(userId, null, async () =>
        renderer.lettersWithResumes.pdf({
          letter: await resolveLetterForOwner(db, userId, row),
          resume: await resolveForOwner(db, userId, resume.content),
        }),
      );
      return sendFile(reply, formats.pdf.type, letterWithResumeFileName(row), body);
    }),
  );
}

/** Page 1 as an image of its own: never stored, and nothing in it may run or load. */
function sendThumbnail(reply: FastifyReply, svg: string | undefined) {
  return reply
    .type('image/svg+xml')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg ?? '');
}

/** A download, under the name the person would give it (decision 073). */
export function sendFile(
  reply: FastifyReply,
  type: string,
  fileName: DownloadFileName,
  body: string | Uint8Array,
) {
  return reply
    .type(type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', contentDisposition('attachment', fileName))
    .send(typeof body === 'string' ? body : Buffer.from(body));
}
