import { fileNameOfContentDisposition } from '../../domain/content-disposition';
import type {
  CoverLetterContent,
  CoverLetterExportFormat,
  LetterTargetJob,
} from '../../domain/cover-letter';
import type { ResumeContent, ResumeExportFormat } from '../../domain/resume';
import type { AnswerPage, KnownParts } from '../../domain/preview-answer';
import type { HeldPages } from './held-pages';
import type { IdentityClient } from './identity';

/**
 * What the server says about a render or save it refused: one of its limits (decision 075),
 * `RESUME_TOO_LARGE` (with the resume's size and the limit, in KiB), `RENDER_BUSY` or
 * `DRAFT_SUPERSEDED`; or the reason of an input problem (decision 074, `forbiddenCharacter` …)
 * with the `field` at fault.
 */
export interface RenderRefusal {
  code: string;
  /** Why, when the code has reasons (POSTING_UNREADABLE: `BLOCKED_ADDRESS`, `TIMEOUT` …). */
  reason?: string;
  /** The status a fetched page answered (POSTING_UNREADABLE for the reason HTTP_STATUS). */
  status?: number;
  field?: string;
  sizeKiB?: number;
  limitKiB?: number;
  /** A plan's refusal (`code` planLimit, decision 100): what it limits, and how many it allows. */
  limit?: string;
  maximum?: number;
}

/**
 * A refused or failed call: `status` 0 when the server could not be reached; for a 400 the
 * server's message names the field (`content.theme.fontSize must be at most 12.5`); `refusal`
 * when the server gave a code for it.
 */
export class DocumentError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly refusal?: RenderRefusal,
  ) {
    super(message);
    this.name = 'DocumentError';
  }
}

/**
 * The refusal an answer's body (or a GraphQL error's `extensions`) describes: its `code`, else
 * the `reason` of an input problem; undefined when it has neither.
 */
export function refusalOf(body: {
  code?: unknown;
  reason?: unknown;
  status?: unknown;
  field?: unknown;
  sizeKiB?: unknown;
  limitKiB?: unknown;
  limit?: unknown;
  maximum?: unknown;
}): RenderRefusal | undefined {
  const code = typeof body.code === 'string' ? body.code : body.reason;
  if (typeof code !== 'string') return undefined;
  const { field, sizeKiB, limitKiB, reason, status, limit, maximum } = body;
  return {
    code,
    ...(typeof reason === 'string' && reason !== code ? { reason } : {}),
    ...(typeof status === 'number' ? { status } : {}),
    ...(typeof field === 'string' && field ? { field } : {}),
    ...(typeof sizeKiB === 'number' ? { sizeKiB } : {}),
    ...(typeof limitKiB === 'number' ? { limitKiB } : {}),
    ...(typeof limit === 'string' ? { limit } : {}),
    ...(typeof maximum === 'number' ? { maximum } : {}),
  };
}

export type DocumentKindName = 'resume' | 'coverLetter';

/**
 * A kind of document as its API serves it: where (`/api/resumes`), and what a draft's request
 * body holds. A resume's draft is its content; a letter's also carries the target job (its
 * placeholders are filled from it).
 */
export interface DocumentKind<Draft, Format extends string> {
  name: DocumentKindName;
  base: string;
  body: (draft: Draft) => Record<string, unknown>;
  /** The file name when the server gives none. */
  fileName: (format: Format) => string;
}

/** What a letter's preview needs: the letter and the job it is written for. */
export interface LetterDraft {
  content: CoverLetterContent;
  targetJob: LetterTargetJob;
}

export const documentKinds = {
  resume: {
    name: 'resume',
    base: '/api/resumes',
    body: (content: ResumeContent) => ({ content }),
    fileName: (format: ResumeExportFormat) => `resume.${format}`,
  } satisfies DocumentKind<ResumeContent, ResumeExportFormat>,
  coverLetter: {
    name: 'coverLetter',
    base: '/api/cover-letters',
    body: ({ content, targetJob }: LetterDraft) => ({ content, targetJob }),
    fileName: (format: CoverLetterExportFormat) => `cover-letter.${format}`,
  } satisfies DocumentKind<LetterDraft, CoverLetterExportFormat>,
} as const;

export type DraftOf<Kind extends DocumentKindName> = Parameters<
  (typeof documentKinds)[Kind]['body']
>[0];
export type FormatOf<Kind extends DocumentKindName> = Parameters<
  (typeof documentKinds)[Kind]['fileName']
>[0];

export interface DocumentsClient<Draft, Format extends string> {
  /** Which kind of document this client serves (the preview's worker makes its own client of it). */
  kind: DocumentKindName;
  /**
   * An unsaved draft's pages as SVG text (show them as images, never as HTML). With `held`, the
   * answer leaves out the pages and glyph outlines it holds, and `held` puts them back.
   */
  preview(draft: Draft, signal?: AbortSignal, held?: HeldPages): Promise<string[]>;
  /**
   * Page 1 of an unsaved draft as SVG text, for a template's picture: rendered in a lane of its
   * own, so it never takes the place of the live preview's draft.
   */
  picture(draft: Draft, signal?: AbortSignal): Promise<string>;
  /** The ID token the calls carry (for a client made elsewhere, such as in a worker). */
  idToken(): Promise<string | null>;
  /** "Fit to N pages": the theme scale to use, and the page count it gives. */
  fit(draft: Draft, pages: number): Promise<{ scale: number; pageCount: number }>;
  /** A saved document as a file, with the name the server gives it. */
  download(id: string, format: Format): Promise<{ blob: Blob; fileName: string }>;
  /** Page 1 of a saved document, as an SVG image. */
  thumbnail(id: string, signal?: AbortSignal): Promise<Blob>;
}

export type ClientOf<Kind extends DocumentKindName> = DocumentsClient<
  DraftOf<Kind>,
  FormatOf<Kind>
>;
export type ResumeDocumentsClient = ClientOf<'resume'>;
export type CoverLetterDocumentsClient = ClientOf<'coverLetter'>;

/** The exact name the server gives (`filename*` before the ASCII `filename`, decision 073). */
const fileNameOf = (response: Response, fallback: string) =>
  fileNameOfContentDisposition(response.headers.get('content-disposition')) ?? fallback;

/**
 * A call to the server's REST routes with the ID token as a Bearer token like the GraphQL client
 * (refreshed first when it is about to expire); a refusal or an unreachable server throws a
 * DocumentError.
 */
export function createApiCall(
  identity: Pick<IdentityClient, 'getIdToken'>,
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
) {
  const idToken = () => identity.getIdToken().catch(() => null);

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    const token = await idToken();
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await doFetch(path, { ...init, headers, credentials: 'same-origin' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new DocumentError(0, 'The server could not be reached');
    }
    if (response.ok) return response;
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      field?: string;
      code?: unknown;
      reason?: unknown;
      status?: unknown;
    };
    throw new DocumentError(
      response.status,
      body.message ?? response.statusText,
      body.field,
      refusalOf(body),
    );
  }

  const postJson = (path: string, body: unknown, signal?: AbortSignal) =>
    call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });

  return { idToken, call, postJson };
}

/** A file answer as a blob with the name the server gives it, else `fallback`. */
export async function fileOf(response: Response, fallback: string) {
  return { blob: await response.blob(), fileName: fileNameOf(response, fallback) };
}

/** The rendered-document API of a kind of document (see createApiCall for the calls). */
export function createDocumentsClient<Draft, Format extends string>(
  kind: DocumentKind<Draft, Format>,
  identity: Pick<IdentityClient, 'getIdToken'>,
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
): DocumentsClient<Draft, Format> {
  const { idToken, call, postJson } = createApiCall(identity, doFetch);

  return {
    kind: kind.name,
    idToken,
    async preview(draft, signal, held) {
      const answer = async (known?: KnownParts) => {
        const body = known ? { ...kind.body(draft), known } : kind.body(draft);
        const response = await postJson(`${kind.base}/preview`, body, signal);
        return ((await response.json()) as { pages: AnswerPage[] }).pages;
      };
      if (!held) return (await answer()).map((page) => page.svg ?? '');
      // An answer made for parts `held` has since let go of is asked for again, whole.
      const pages = held.take(await answer(held.known())) ?? held.take(await answer());
      if (!pages) throw new DocumentError(0, 'The preview could not be put together');
      return pages;
    },
    async picture(draft, signal) {
      const response = await postJson(
        `${kind.base}/preview`,
        { ...kind.body(draft), purpose: 'picture' },
        signal,
      );
      const [first] = ((await response.json()) as { pages: AnswerPage[] }).pages;
      return first?.svg ?? '';
    },
    async fit(draft, pages) {
      const response = await postJson(`${kind.base}/fit`, { ...kind.body(draft), pages });
      return (await response.json()) as { scale: number; pageCount: number };
    },
    async download(id, format) {
      const response = await call(`${kind.base}/${encodeURIComponent(id)}/${format}`);
      return fileOf(response, kind.fileName(format));
    },
    async thumbnail(id, signal) {
      const response = await call(
        `${kind.base}/${encodeURIComponent(id)}/thumbnail`,
        signal ? { signal } : {},
      );
      return response.blob();
    },
  };
}
