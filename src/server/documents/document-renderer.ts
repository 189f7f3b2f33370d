import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  resumeFonts,
  resumeTemplates,
  themeBounds,
  type PaperSize,
  type ResumeDocument,
  type ResumeTheme,
} from '../../domain/resume-document';
import type { CoverLetterDocument } from '../../domain/cover-letter';
import { resumeLimits, ResumeTooLargeError } from '../../domain/resume';
import { parseCoverLetterDocument, parseResumeDocument } from '../../domain/resume-document-schema';
import { Lru } from '../lru';
import { compilerFonts, resumeFontVersions } from './fonts';
import { RenderPool, type RenderJob, type RenderKind } from './render-pool';
import { templateDocument } from './template-document';
import { projectRoot } from '../project-root';

/**
 * Resumes to PDF and to page SVGs through Typst (docs/decisions/060-document-rendering.md).
 *
 * Every call validates the document (`ResumeDocumentError` names each bad field; a document over
 * `maxDocumentBytes` is a `ResumeTooLargeError`), then looks in a
 * cache keyed by sha256(templates, fonts, compiler, kind, document JSON) before compiling in a
 * worker thread. A compile that fails rejects with `DocumentRenderError`.
 */
/** One kind of document (resume, cover letter) to PDF and to page SVGs. */
export interface DocumentPrinter<Doc> {
  /** The document as a PDF. */
  pdf(doc: Doc): Promise<Uint8Array>;
  /**
   * The document as one standalone SVG per page (the live preview): same compile as the PDF.
   * Each page has an id, a hash of its SVG: equal ids, equal pages.
   */
  pages(doc: Doc): Promise<RenderedPages>;
  /**
   * The live preview's pages (decision 066): each page's id and, unless `held` has that id (the
   * editor holds that page), its SVG as two strings split at its last `<defs>` (see
   * `withoutKnownGlyphsIn`, src/domain/preview-answer.ts). A held page is not decoded at all.
   */
  previewPages(doc: Doc, held: ReadonlySet<string>): Promise<PreviewPage[]>;
  pageCount(doc: Doc): Promise<number>;
  /**
   * The largest `theme.scale` within `themeBounds.scale` at which the document fits on `pages`
   * pages, with its page count; when nothing fits, the smallest scale and its page count.
   */
  fitToPages(doc: Doc, pages: number): Promise<{ scale: number; pageCount: number }>;
}

/** A cover letter and the resume it goes with, printed as one PDF: the letter first. */
export interface LetterWithResume {
  letter: CoverLetterDocument;
  resume: ResumeDocument;
}

/**
 * Resumes (its own methods), cover letters (`letters`) and a letter with its resume in one PDF
 * (`lettersWithResumes`), through one pool and one cache.
 */
export interface DocumentRenderer extends DocumentPrinter<ResumeDocument> {
  letters: DocumentPrinter<CoverLetterDocument>;
  lettersWithResumes: Pick<DocumentPrinter<LetterWithResume>, 'pdf'>;
  stats(): DocumentRendererStats;
  /**
   * Starts the workers now rather than with the first render, and resolves when they are warm
   * (server boot can call it so the first request does not wait ≈ 0.3–0.5 s for a worker).
   */
  warmUp(): Promise<void>;
  /** Ends the workers; later calls reject. */
  close(): Promise<void>;
}

export interface RenderedPages {
  svgs: string[];
  ids: string[];
}

export interface PreviewPage {
  id: string;
  /** The page's SVG before its last `<defs>`, and from there on ('' when it has none). */
  parts?: [drawing: string, outlines: string];
}

export interface DocumentRendererStats {
  /** Compiles run (each cache miss is one). */
  compiles: number;
  cacheHits: number;
  cacheBytes: number;
  /** Workers running: 0 until the first render (or `warmUp`). */
  workers: number;
  /** Workers replaced after a crash or an overrun. */
  replacedWorkers: number;
}

export interface DocumentRendererOptions {
  /** Worker threads, each with its own compiler. Default: min(2, available CPUs). */
  workers?: number;
  /** The cache's budget in bytes; 0 turns caching off. Default 64 MiB. */
  cacheBytes?: number;
  /** A compile running longer than this fails and its worker is replaced. Default 30 s. */
  timeoutMs?: number;
}

/** A compile failed: the message says why (Typst's own diagnostics, or a worker that died). */
export class DocumentRenderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DocumentRenderError';
  }
}

/** The folder of the Typst templates and the library they share (Typst's project root). */
export const templatesDir = path.join(projectRoot, 'templates') + path.sep;

/**
 * The JSON of one document may not exceed this (UTF-8 bytes): the domain's limit on what a resume
 * prints, which saves are checked against too (decision 075).
 */
export const maxDocumentBytes = resumeLimits.documentBytes;

/** The step of "fit to N pages": scales are multiples of it, so fitted documents cache well. */
const scaleStep = 0.005;

const defaultCacheBytes = 64 * 1024 * 1024;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What the output depends on besides the document: every template file, the fonts and the
 * compiler's version. Part of every cache key, so a changed template never serves a stale page.
 */
function engineVersion(): string {
  const hash = createHash('sha256');
  const compiler = createRequire(import.meta.url)(
    '@myriaddreamin/typst-ts-node-compiler/package.json',
  ) as { version: string };
  hash.update(`typst-ts-node-compiler@${compiler.version}\0`);
  for (const font of resumeFontVersions()) hash.update(`${font}\0`);
  for (const file of listFiles(templatesDir)) {
    hash.update(`${path.relative(templatesDir, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** A small document for each template (in each font), compiled by new workers to warm them. */
function warmupJobs(): RenderJob[] {
  return resumeTemplates.map((template, index) => {
    const doc: ResumeDocument = {
      language: 'en',
      header: { name: 'Warm-up', headline: '', email: '', phone: '', location: '', links: [] },
      summary: '',
      summaryHeading: '',
      sections: [
        {
          id: 'warm',
          kind: 'WORK',
          heading: 'Experience',
          entries: [
            {
              id: 'warm',
              title: 'Title',
              organization: 'Organization',
              subtitle: '',
              location: '',
              url: '',
              dates: '2020',
              startDate: null,
              endDate: null,
              current: false,
              bullets: ['Bullet'],
              details: [],
              detailsLabel: '',
              degree: '',
              fieldOfStudy: '',
            },
          ],
        },
      ],
      theme: {
        template,
        font: resumeFonts[index % resumeFonts.length] ?? 'Inter',
        fontSize: 11,
        accentColor: '#000000',
        marginMm: 20,
        paper: 'LETTER',
        scale: 1,
      },
    };
    const kind: RenderKind = index === 0 ? 'pdf' : index === 1 ? 'svg' : 'count';
    return jobFor(kind, resumeKind, doc);
  });
}

/** Each paper's size in points, as templates/lib/resume.typ sets it (210 × 297 mm, 8.5 × 11 in). */
const paperPoints: Record<PaperSize, { width: number; height: number }> = {
  A4: { width: 595.2756, height: 841.8898 },
  LETTER: { width: 612, height: 792 },
};

/** What the renderer knows of one kind of printed document. */
interface PrintedKind<Doc> {
  /** "resume", "cover letter": in messages, and apart in the cache. */
  noun: string;
  /** The template's main file, inside `templates/`, and the paper of its first page. */
  template(doc: Doc): { mainFile: string; paper: PaperSize };
  /** The document checked; throws `ResumeDocumentError` naming each bad field. */
  parse(input: Doc): Doc;
  /** The most its JSON may take, in UTF-8 bytes. */
  maxBytes: number;
  /** What the template is given (the header's checked `mailto:` address added). */
  templateInput(doc: Doc): unknown;
}

/** A kind printed by a main file in its design's folder (`templates/<design>/`). */
const designFile =
  (mainFile: string) =>
  ({ theme }: { theme: ResumeTheme }) => ({
    mainFile: path.join(theme.template, mainFile),
    paper: theme.paper,
  });

const resumeKind: PrintedKind<ResumeDocument> = {
  noun: 'resume',
  template: designFile('main.typ'),
  parse: parseResumeDocument,
  maxBytes: maxDocumentBytes,
  templateInput: templateDocument,
};

const letterKind: PrintedKind<CoverLetterDocument> = {
  noun: 'cover letter',
  template: designFile('letter.typ'),
  parse: parseCoverLetterDocument,
  maxBytes: maxDocumentBytes,
  templateInput: templateDocument,
};

/**
 * A letter and its resume in one compile (decision 085): one template prints each in its own
 * design and theme, the letter first.
 */
const letterWithResumeKind: PrintedKind<LetterWithResume> = {
  noun: 'cover letter with resume',
  template: ({ letter }) => ({
    mainFile: path.join('lib', 'bundle.typ'),
    paper: letter.theme.paper,
  }),
  parse: ({ letter, resume }) => ({
    letter: letterKind.parse(letter),
    resume: resumeKind.parse(resume),
  }),
  // Two documents, each within the limit it is held to alone.
  maxBytes: letterKind.maxBytes + resumeKind.maxBytes,
  templateInput: ({ letter, resume }) => ({
    letter: letterKind.templateInput(letter),
    resume: resumeKind.templateInput(resume),
  }),
};

/** What a worker compiles for `doc`. */
function jobFor<Doc>(kind: RenderKind, printed: PrintedKind<Doc>, doc: Doc): RenderJob {
  const { mainFile, paper } = printed.template(doc);
  return {
    kind,
    mainFilePath: path.join(templatesDir, mainFile),
    document: JSON.stringify(printed.templateInput(doc)),
    pageSize: paperPoints[paper],
  };
}

/** Rendered pages as the worker sends them: each page's SVG as UTF-8, decoded when asked for. */
interface SvgPages {
  utf8: Uint8Array[];
  ids: string[];
}

type Cached = Uint8Array | SvgPages | number;

function sizeOf(value: Cached): number {
  if (typeof value === 'number') return 64;
  if (value instanceof Uint8Array) return value.byteLength;
  return value.utf8.reduce(
    (sum, bytes, index) => sum + bytes.byteLength + (value.ids[index]?.length ?? 0),
    0,
  );
}

const decoder = new TextDecoder();

/**
 * A page's SVG as two strings, split at its last `<defs>` (at its end when it has none). A page is
 * ≈ 150–450 KB; V8 keeps a string of 128 KB or more in its large-object space, a fresh mapping of
 * memory each time, which costs ≈ 1 ms a page in page faults on a small virtual machine. The two
 * parts of a page (its drawing, its glyph outlines) are each below that as a rule, and the preview
 * answer, which leaves out most of the outlines, is built from them without ever joining them.
 */
function decodeInParts(utf8: Uint8Array): [string, string] {
  const split = Buffer.from(utf8.buffer, utf8.byteOffset, utf8.byteLength).lastIndexOf('<defs>');
  if (split === -1) return [decoder.decode(utf8), ''];
  return [decoder.decode(utf8.subarray(0, split)), decoder.decode(utf8.subarray(split))];
}

export function createDocumentRenderer(options: DocumentRendererOptions = {}): DocumentRenderer {
  const version = engineVersion();
  const pool = new RenderPool({
    size: options.workers ?? Math.min(2, availableParallelism()),
    workspace: templatesDir,
    fonts: compilerFonts(),
    warmup: warmupJobs(),
    timeoutMs: options.timeoutMs ?? 30_000,
  });
  const cache = new Lru<Cached>(options.cacheBytes ?? defaultCacheBytes);
  const inflight = new Map<string, Promise<Cached>>();
  let cacheHits = 0;

  function keyOf(kind: RenderKind, noun: string, json: string): string {
    return createHash('sha256').update(`${version}\0${noun}\0${kind}\0${json}`).digest('hex');
  }

  /** One kind's printer: the pool and the cache are shared, the keys are the kind's own. */
  function printer<Doc>(printed: PrintedKind<Doc>): Omit<DocumentPrinter<Doc>, 'fitToPages'> {
    function prepare(input: Doc): { doc: Doc; json: string } {
      const doc = printed.parse(input);
      const json = JSON.stringify(doc);
      const bytes = Buffer.byteLength(json);
      if (bytes > printed.maxBytes) {
        throw new ResumeTooLargeError({ bytes, limitBytes: printed.maxBytes });
      }
      return { doc, json };
    }

    async function compile(kind: RenderKind, doc: Doc, json: string): Promise<Cached> {
      let output;
      try {
        output = await pool.run(jobFor(kind, printed, doc));
      } catch (error) {
        throw new DocumentRenderError(
          `Could not render the ${printed.noun}: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      // Every compile knows its page count: keep it for `pageCount` and "fit to N pages".
      if (kind !== 'count') {
        cache.set(keyOf('count', printed.noun, json), output.pageCount, sizeOf(output.pageCount));
      }
      if (kind === 'pdf' && output.pdf) return output.pdf;
      if (kind === 'svg' && output.svgs && output.pageIds) {
        return { utf8: output.svgs, ids: output.pageIds };
      }
      return output.pageCount;
    }

    /** The cached output, the one already being compiled, or a new compile. */
    async function render(kind: RenderKind, input: Doc): Promise<Cached> {
      const { doc, json } = prepare(input);
      const key = keyOf(kind, printed.noun, json);
      const cached = cache.get(key);
      if (cached !== undefined) {
        cacheHits += 1;
        return cached;
      }
      const running = inflight.get(key);
      if (running) {
        cacheHits += 1;
        return running;
      }
      const promise = compile(kind, doc, json).then((value) => {
        cache.set(key, value, sizeOf(value));
        return value;
      });
      inflight.set(key, promise);
      try {
        return await promise;
      } finally {
        inflight.delete(key);
      }
    }

    async function pageCount(doc: Doc): Promise<number> {
      return (await render('count', doc)) as number;
    }

    return {
      async pdf(doc) {
        // A copy: the cached bytes stay as they were whatever the caller does with these.
        return ((await render('pdf', doc)) as Uint8Array).slice();
      },

      async pages(doc) {
        const { utf8, ids } = (await render('svg', doc)) as SvgPages;
        return { svgs: utf8.map((bytes) => decoder.decode(bytes)), ids: [...ids] };
      },

      async previewPages(doc, held) {
        const { utf8, ids } = (await render('svg', doc)) as SvgPages;
        return ids.map((id, index) =>
          held.has(id) ? { id } : { id, parts: decodeInParts(utf8[index] as Uint8Array) },
        );
      },

      pageCount,
    };
  }

  /** The printer of a kind with a theme, which can be fitted to a number of pages. */
  function themedPrinter<Doc extends { theme: ResumeTheme }>(
    printed: PrintedKind<Doc>,
  ): DocumentPrinter<Doc> {
    const base = printer(printed);
    return {
      ...base,

      async fitToPages(input, pages) {
        if (!Number.isInteger(pages) || pages < 1 || pages > 20) {
          throw new RangeError('pages must be a whole number from 1 to 20');
        }
        const doc = printed.parse(input);
        const { min, max } = themeBounds.scale;
        const steps = Math.round((max - min) / scaleStep);
        const scaleAt = (step: number) => Number((min + step * scaleStep).toFixed(3));
        const countAt = (step: number) =>
          base.pageCount({ ...doc, theme: { ...doc.theme, scale: scaleAt(step) } });

        const [atMax, atMin] = await Promise.all([countAt(steps), countAt(0)]);
        if (atMax <= pages) return { scale: scaleAt(steps), pageCount: atMax };
        if (atMin > pages) return { scale: scaleAt(0), pageCount: atMin };
        // Bisect between a scale that fits (low) and one that does not (high): about six compiles.
        let low = 0;
        let high = steps;
        let lowCount = atMin;
        while (high - low > 1) {
          const middle = Math.floor((low + high) / 2);
          const count = await countAt(middle);
          if (count <= pages) {
            low = middle;
            lowCount = count;
          } else {
            high = middle;
          }
        }
        return { scale: scaleAt(low), pageCount: lowCount };
      },
    };
  }

  return {
    ...themedPrinter(resumeKind),
    letters: themedPrinter(letterKind),
    lettersWithResumes: printer(letterWithResumeKind),

    stats() {
      return {
        compiles: pool.compiles,
        cacheHits,
        cacheBytes: cache.cost,
        workers: pool.size,
        replacedWorkers: pool.replacements,
      };
    },

    warmUp() {
      return pool.ready();
    },

    close() {
      cache.clear();
      return pool.close();
    },
  };
}
