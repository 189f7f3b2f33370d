import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { projectRoot } from '../project-root';
import type { CompilerFonts } from './fonts';

/** What a worker compiles: a PDF, one SVG per page, or only the page count. */
export type RenderKind = 'pdf' | 'svg' | 'count';

export interface RenderJob {
  kind: RenderKind;
  /** The template's main file, absolute, inside `workspace`. */
  mainFilePath: string;
  /** The document as JSON, given to the template as `sys.inputs.document`. */
  document: string;
  /** The paper's exact size in points, for the SVG pages (Typst rounds it up to whole points). */
  pageSize?: { width: number; height: number };
}

export interface RenderOutput {
  pageCount: number;
  pdf?: Uint8Array;
  /** Each page's SVG as UTF-8 (decoded by whoever needs it as text). */
  svgs?: Uint8Array[];
  /** Each page's id: a hash of its SVG, so equal ids mean equal pages. */
  pageIds?: string[];
}

export interface RenderPoolOptions {
  size: number;
  /** The folder the templates may read (Typst's project root). */
  workspace: string;
  /** The fonts the compiler is given, and the fallbacks the templates try (`compilerFonts()`). */
  fonts: CompilerFonts;
  /** Compiled once by each new worker before it takes jobs, so the first real job is warm. */
  warmup?: RenderJob[];
  /** A compile running longer than this ends its worker (which is replaced) and fails. */
  timeoutMs?: number;
}

type Reply =
  | { ready: true }
  | {
      id: number;
      ok: true;
      compiles: number;
      pageCount: number;
      pdf?: Uint8Array;
      svgs?: Uint8Array[];
      pageIds?: string[];
    }
  | { id: number; ok: false; message: string };

interface Pending {
  id: number;
  job: RenderJob;
  resolve: (output: RenderOutput) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** The worker has made its compiler and is taking jobs. */
  ready: boolean;
  current: Pending | null;
  timer: NodeJS.Timeout | null;
}

/** Workers in a row that die before they are ready, after which the pool gives up. */
const maxStartFailures = 3;

// A file of its own, beside this one in the sources, found from the project's folder so that the
// bundled server (dist/server) starts the same worker.
const workerUrl = pathToFileURL(path.join(projectRoot, 'src/server/documents/render-worker.mjs'));

/**
 * A few worker threads, each with one warm Typst compiler (the compile is synchronous native code,
 * so it must not run on the thread that serves requests). Jobs wait in one queue and go to the
 * first idle worker. A worker that crashes or overruns `timeoutMs` fails its job with an Error and
 * is replaced; the pool itself never fails. Workers hold the process open only while they work.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private startFailures = 0;
  /** Set when workers cannot start at all (no compiler binary, unreadable fonts). */
  private broken: Error | null = null;
  /** Compiles run by workers, failed ones included (not cache hits). */
  compiles = 0;
  /** Workers started to replace one that crashed or overran. */
  replacements = 0;

  private started = false;
  /** Called once every worker has made its compiler (see `ready`). */
  private readyWaiters: Array<() => void> = [];

  /** Workers start with the first job (or `ready()`), so a process that never renders pays nothing. */
  constructor(private readonly options: RenderPoolOptions) {}

  /** The workers running now: 0 until the first job, then `options.size`. */
  get size(): number {
    return this.slots.length;
  }

  /** Starts the workers if they have not started; resolves once each is ready (or has died). */
  ready(): Promise<void> {
    this.ensureStarted();
    if (this.closed || this.broken || this.slots.every((slot) => slot.ready)) {
      return Promise.resolve();
    }
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  run(job: RenderJob): Promise<RenderOutput> {
    if (this.closed) return Promise.reject(new Error('the document renderer is closed'));
    if (this.broken) return Promise.reject(this.broken);
    this.ensureStarted();
    return new Promise<RenderOutput>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker; queued and running jobs fail. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = new Error('the document renderer is closed');
    for (const pending of this.queue.splice(0)) pending.reject(error);
    for (const resolve of this.readyWaiters.splice(0)) resolve();
    await Promise.all(
      this.slots.map(async (slot) => {
        this.settle(slot)?.reject(error);
        await slot.worker.terminate();
      }),
    );
  }

  private ensureStarted(): void {
    if (this.started || this.closed) return;
    this.started = true;
    for (let index = 0; index < Math.max(1, this.options.size); index += 1) {
      this.slots.push(this.start());
    }
  }

  private notifyReady(): void {
    if (this.broken || this.slots.every((slot) => slot.ready)) {
      for (const resolve of this.readyWaiters.splice(0)) resolve();
    }
  }

  private start(): Slot {
    const worker = new Worker(workerUrl, {
      workerData: {
        workspace: this.options.workspace,
        fonts: this.options.fonts,
        warmup: this.options.warmup ?? [],
      },
    });
    const slot: Slot = { worker, ready: false, current: null, timer: null };
    worker.unref();
    worker.on('message', (reply: Reply) => this.onReply(slot, reply));
    worker.on('error', (error) => this.replace(slot, `the render worker failed: ${error.message}`));
    worker.on('exit', (code) =>
      this.replace(slot, `the render worker stopped (exit code ${code})`),
    );
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.current) continue;
      const pending = this.queue.shift() as Pending;
      slot.current = pending;
      slot.worker.ref();
      if (this.options.timeoutMs) {
        const timeoutMs = this.options.timeoutMs;
        slot.timer = setTimeout(
          () => this.replace(slot, `the document took longer than ${timeoutMs} ms to render`),
          timeoutMs,
        );
      }
      slot.worker.postMessage({ id: pending.id, ...pending.job });
    }
  }

  /** Frees the slot and returns the job it was running, if any. */
  private settle(slot: Slot): Pending | null {
    const pending = slot.current;
    slot.current = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.worker.unref();
    return pending;
  }

  private onReply(slot: Slot, reply: Reply): void {
    if ('ready' in reply) {
      slot.ready = true;
      this.startFailures = 0;
      this.notifyReady();
      return;
    }
    if (!slot.current || slot.current.id !== reply.id) return;
    const pending = this.settle(slot) as Pending;
    this.compiles += 1;
    if (reply.ok) {
      const { pageCount, pdf, svgs, pageIds } = reply;
      pending.resolve({ pageCount, pdf, svgs, pageIds });
    } else {
      pending.reject(new Error(reply.message));
    }
    this.dispatch();
  }

  /** Fails the slot's job (if any) and puts a new worker in its place. */
  private replace(slot: Slot, message: string): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    const pending = this.settle(slot);
    if (this.closed) return;
    this.slots.splice(index, 1);
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    void slot.worker.terminate();
    if (pending) {
      this.compiles += 1;
      pending.reject(new Error(message));
    }
    if (!slot.ready) this.startFailures += 1;
    if (this.startFailures >= maxStartFailures) {
      // Workers die as they start: starting more gains nothing. The remaining ones go on; with
      // none left, what waits and every later job fails with the cause.
      if (this.slots.length === 0) {
        this.broken = new Error(`the document renderer cannot start: ${message}`);
        for (const waiting of this.queue.splice(0)) waiting.reject(this.broken);
      }
      this.notifyReady();
      return;
    }
    this.replacements += 1;
    this.slots.push(this.start());
    this.dispatch();
  }
}
