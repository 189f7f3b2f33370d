// One document compiler in a worker thread (docs/decisions/060-document-rendering.md).
//
// Plain JavaScript on purpose: Node.js starts a worker from a file it can load itself, and a
// TypeScript worker would need a loader in every context that starts one (the server under tsx,
// the tests under Vitest, a bench). The protocol and everything around it is typed in
// render-pool.ts.
//
// workerData: { workspace: string, fonts: { files, lazyFiles, fallbackFamilies }, warmup: Job[] }
// message in:  { id: number, kind: 'pdf' | 'svg' | 'count', mainFilePath: string, document: string }
// message out: { id, ok: true, pageCount, pdf?: Uint8Array, svgs?: Uint8Array[], pageIds?: string[],
//                compiles }
//              (each page's SVG as UTF-8: bytes are moved to the pool's thread, where strings
//              would be copied, at ≈ 5 ms a preview; a page's id is a hash of those bytes. The
//              pages are written into their bytes part by part, never made whole as strings)
//            | { id, ok: false, message }
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { splitSvgPagesUtf8 } from './svg-pages.mjs';

const require = createRequire(import.meta.url);
const { NodeCompiler } = require('@myriaddreamin/typst-ts-node-compiler');

const { workspace, fonts, warmup } = workerData;

// Created once; kept warm for every compile of this worker. The fonts are given as data, ahead
// of anything the compiler finds on the machine, and the templates use no font but the theme's
// and the fallbacks named here (templates/lib/resume.typ). The large fallbacks are given by path:
// the compiler reads such a file only when a compile first needs one of its characters.
const compiler = NodeCompiler.create({
  workspace,
  fontArgs: [
    { fontBlobs: fonts.files.map((file) => readFileSync(file)) },
    ...(fonts.lazyFiles.length > 0 ? [{ fontPaths: fonts.lazyFiles }] : []),
  ],
});

/** The fallback fonts' family names, in order, as the templates read them. */
const fallbackFonts = JSON.stringify(fonts.fallbackFamilies);

/** Typst's diagnostics as one line: the errors, each with its file inside the workspace. */
function describe(diagnostics) {
  const lines = (Array.isArray(diagnostics) ? diagnostics : []).map((diagnostic) => {
    const where = diagnostic?.path ? ` (${path.relative(workspace, String(diagnostic.path))})` : '';
    return `${String(diagnostic?.message ?? 'unknown error')}${where}`;
  });
  return lines.length > 0 ? lines.join('; ') : 'unknown error';
}

/** 22 base64url characters: 132 bits of the page's hash. */
const pageIdLength = 22;

function render(job) {
  const result = compiler.compile({
    mainFilePath: job.mainFilePath,
    inputs: { document: job.document, fallbackFonts },
  });
  const error = result.takeError();
  if (error) throw new Error(`document compile failed: ${describe(error.shortDiagnostics)}`);
  const document = result.result;
  if (!document) throw new Error('document compile failed: no document');
  const reply = { pageCount: document.numOfPages };
  if (job.kind === 'pdf') {
    // A copy the size of the PDF, so it can be transferred without copying it again.
    reply.pdf = new Uint8Array(compiler.pdf(document));
  } else if (job.kind === 'svg') {
    reply.svgs = splitSvgPagesUtf8(compiler.svg(document), reply.pageCount, job.pageSize);
    reply.pageIds = reply.svgs.map((bytes) =>
      createHash('sha256').update(bytes).digest('base64url').slice(0, pageIdLength),
    );
  }
  return reply;
}

let compiles = 0;

function evict() {
  // Typst memoizes across compiles (that is what makes a warm compile fast); results unused for
  // this many compiles are dropped, so memory stays flat however long the worker lives.
  compiler.evictCache(30);
}

for (const job of warmup ?? []) {
  try {
    render(job);
  } catch {
    // A failing warm-up compile is reported by the first real compile of the same template.
  }
}
evict();

parentPort.on('message', (job) => {
  try {
    const reply = render(job);
    compiles += 1;
    parentPort.postMessage(
      { id: job.id, ok: true, compiles, ...reply },
      [reply.pdf, ...(reply.svgs ?? [])].flatMap((bytes) => (bytes ? [bytes.buffer] : [])),
    );
  } catch (error) {
    compiles += 1;
    parentPort.postMessage({
      id: job.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  } finally {
    evict();
  }
});

parentPort.postMessage({ ready: true });
