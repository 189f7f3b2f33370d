import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResumeContent } from '../../../../../domain/resume';
import { ResumeDocumentError } from '../../../../lib/resume-documents';
import type { PagePainter } from './page-painter';
import { createPreviewStore, type PreviewPage, type PreviewStore } from './preview-store';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets every pending promise chain run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const draft = (name: string) => ({ name }) as unknown as ResumeContent;

/** The server: each call waits until the test answers it. */
function fakeServer() {
  const calls: Array<{ content: ResumeContent; signal: AbortSignal; answer: Deferred<string[]> }> =
    [];
  const preview = vi.fn((content: ResumeContent, signal: AbortSignal) => {
    const answer = deferred<string[]>();
    calls.push({ content, signal, answer });
    return answer.promise;
  });
  return { calls, preview, idToken: vi.fn(async () => 'id-token') };
}

type FakeBitmap = ImageBitmap & { close: ReturnType<typeof vi.fn>; svg: string };

/** The worker: each page waits until the test paints it. */
function fakePainter() {
  const calls: Array<{ svg: string; pixelWidth: number; done: Deferred<ImageBitmap | null> }> = [];
  const bitmaps: FakeBitmap[] = [];
  const painter = {
    paint: vi.fn((svg: string, pixelWidth: number) => {
      const done = deferred<ImageBitmap | null>();
      calls.push({ svg, pixelWidth, done });
      return done.promise;
    }),
    close: vi.fn(),
  } satisfies PagePainter;
  /** Finishes the painting of call `index` (or answers null: the painter cannot read it). */
  const finish = (index: number, readable = true) => {
    const call = calls[index];
    if (!call) throw new Error(`no paint call ${index}`);
    if (!readable) return call.done.resolve(null);
    const bitmap = {
      width: call.pixelWidth,
      height: Math.round(call.pixelWidth * 1.294),
      close: vi.fn(),
      svg: call.svg,
    } as unknown as FakeBitmap;
    bitmaps.push(bitmap);
    call.done.resolve(bitmap);
  };
  return { calls, painter, bitmaps, finish };
}

let server: ReturnType<typeof fakeServer>;
let worker: ReturnType<typeof fakePainter>;
let store: PreviewStore;
/** The pages of every snapshot published, as their SVGs. */
let published: string[][];

const originalCreate = URL.createObjectURL as typeof URL.createObjectURL | undefined;
const originalRevoke = URL.revokeObjectURL as typeof URL.revokeObjectURL | undefined;
let urls: Map<string, Blob>;
let createObjectURL: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;

beforeEach(() => {
  urls = new Map();
  let next = 0;
  createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${(next += 1)}`;
    urls.set(url, blob);
    return url;
  });
  revokeObjectURL = vi.fn();
  URL.createObjectURL = createObjectURL as unknown as typeof URL.createObjectURL;
  URL.revokeObjectURL = revokeObjectURL as unknown as typeof URL.revokeObjectURL;
  server = fakeServer();
  worker = fakePainter();
  published = [];
});

afterEach(() => {
  store?.close();
  if (originalCreate) URL.createObjectURL = originalCreate;
  else delete (URL as { createObjectURL?: unknown }).createObjectURL;
  if (originalRevoke) URL.revokeObjectURL = originalRevoke;
  else delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

function openStore(createPainter: () => PagePainter | null = () => worker.painter) {
  store = createPreviewStore(server, createPainter);
  store.subscribe(() => published.push(store.getSnapshot().pages.map((page) => page.svg)));
  store.open();
  return store;
}

const pages = () => store.getSnapshot().pages;
const svgs = () => pages().map((page) => page.svg);

/** Answers request `index` with `answer` and paints every page asked for meanwhile. */
async function answerAndPaint(index: number, answer: string[]) {
  const painted = worker.calls.length;
  server.calls[index]?.answer.resolve(answer);
  await settle();
  for (let call = painted; call < worker.calls.length; call += 1) worker.finish(call);
  await settle();
}

describe('requests', () => {
  it('sends one request at a time, and then only the newest draft waiting', async () => {
    openStore();
    store.want(draft('1'));
    expect(server.preview).toHaveBeenCalledTimes(1);
    expect(server.calls[0]?.content).toEqual(draft('1'));

    store.want(draft('2'));
    store.want(draft('3'));
    store.want(draft('4'));
    await settle();
    expect(server.preview).toHaveBeenCalledTimes(1);

    server.calls[0]?.answer.resolve(['page 1']);
    await settle();
    expect(server.preview).toHaveBeenCalledTimes(2);
    expect(server.calls[1]?.content).toEqual(draft('4'));

    server.calls[1]?.answer.resolve(['page 4']);
    await settle();
    expect(server.preview).toHaveBeenCalledTimes(2);
  });

  it('sends the next draft after a failed request too', async () => {
    openStore();
    store.want(draft('1'));
    store.want(draft('2'));
    server.calls[0]?.answer.reject(new Error('offline'));
    await settle();
    expect(server.calls.map((call) => call.content)).toEqual([draft('1'), draft('2')]);
  });

  it('waits for open() to send a draft wanted before it', () => {
    store = createPreviewStore(server, () => worker.painter);
    store.want(draft('early'));
    expect(server.preview).not.toHaveBeenCalled();
    store.open();
    expect(server.calls.map((call) => call.content)).toEqual([draft('early')]);
  });
});

describe('showing pages', () => {
  it('shows painted pages as bitmaps at the default width', async () => {
    openStore();
    store.want(draft('1'));
    await answerAndPaint(0, ['<svg>1</svg>', '<svg>2</svg>']);
    expect(worker.calls.map((call) => [call.svg, call.pixelWidth])).toEqual([
      ['<svg>1</svg>', 1224],
      ['<svg>2</svg>', 1224],
    ]);
    expect(pages()).toEqual([
      { svg: '<svg>1</svg>', bitmap: worker.bitmaps[0], url: null, pixelWidth: 1224 },
      { svg: '<svg>2</svg>', bitmap: worker.bitmaps[1], url: null, pixelWidth: 1224 },
    ]);
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('shows an answer only when all its pages are painted', async () => {
    openStore();
    store.want(draft('1'));
    server.calls[0]?.answer.resolve(['a', 'b']);
    await settle();
    worker.finish(1);
    await settle();
    expect(pages()).toEqual([]);
    worker.finish(0);
    await settle();
    expect(svgs()).toEqual(['a', 'b']);
  });

  it('shows answers in the order they came, even when a later one is painted first', async () => {
    openStore();
    store.want(draft('1'));
    store.want(draft('2'));
    server.calls[0]?.answer.resolve(['first']);
    await settle();
    server.calls[1]?.answer.resolve(['second']);
    await settle();
    expect(worker.calls.map((call) => call.svg)).toEqual(['first', 'second']);

    worker.finish(1);
    await settle();
    expect(published.filter((shown) => shown.length > 0)).toEqual([]);

    worker.finish(0);
    await settle();
    expect(published.filter((shown) => shown.length > 0)).toEqual([['first'], ['second']]);
    expect(svgs()).toEqual(['second']);
    // The first answer's page was shown, then replaced: it is let go.
    expect(worker.bitmaps.find((bitmap) => bitmap.svg === 'first')?.close).toHaveBeenCalledTimes(1);
    expect(worker.bitmaps.find((bitmap) => bitmap.svg === 'second')?.close).not.toHaveBeenCalled();
  });

  it('keeps a page whose SVG is unchanged, without painting it again', async () => {
    openStore();
    store.want(draft('1'));
    await answerAndPaint(0, ['page 1 v1', 'page 2']);
    const [firstV1, second] = pages();

    store.want(draft('2'));
    await answerAndPaint(1, ['page 1 v2', 'page 2']);
    expect(worker.calls.map((call) => call.svg)).toEqual(['page 1 v1', 'page 2', 'page 1 v2']);
    expect(pages()[1]).toBe(second);
    expect(second?.bitmap?.close).not.toHaveBeenCalled();
    expect(firstV1?.bitmap?.close).toHaveBeenCalledTimes(1);
    expect(pages()[0]?.svg).toBe('page 1 v2');
  });

  it('tells the painter each page’s place in the answer as its slot', async () => {
    openStore();
    store.want(draft('1'));
    await answerAndPaint(0, ['page 1 v1', 'page 2 v1']);
    // Only page 2 changes: it alone is painted again, in its own slot.
    store.want(draft('2'));
    await answerAndPaint(1, ['page 1 v1', 'page 2 v2']);
    const slots = worker.painter.paint.mock.calls.map((call) => [call[0], (call as unknown[])[2]]);
    expect(slots).toEqual([
      ['page 1 v1', 0],
      ['page 2 v1', 1],
      ['page 2 v2', 1],
    ]);
    expect(svgs()).toEqual(['page 1 v1', 'page 2 v2']);
  });

  it('paints a page once when it is in two answers while being painted', async () => {
    openStore();
    store.want(draft('1'));
    store.want(draft('2'));
    server.calls[0]?.answer.resolve(['same', 'one']);
    await settle();
    server.calls[1]?.answer.resolve(['same', 'two']);
    await settle();
    expect(worker.calls.map((call) => call.svg)).toEqual(['same', 'one', 'two']);
    worker.finish(0);
    worker.finish(1);
    worker.finish(2);
    await settle();
    expect(svgs()).toEqual(['same', 'two']);
    expect(pages()[0]?.bitmap).toBe(worker.bitmaps[0]);
    expect(worker.bitmaps[0]?.close).not.toHaveBeenCalled();
    expect(worker.bitmaps[1]?.close).toHaveBeenCalledTimes(1);
  });

  it('shows a page the painter cannot read as an SVG image, and revokes its URL when replaced', async () => {
    openStore();
    store.want(draft('1'));
    server.calls[0]?.answer.resolve(['<svg>odd</svg>', '<svg>fine</svg>']);
    await settle();
    worker.finish(0, false);
    worker.finish(1);
    await settle();

    const [odd, fine] = pages();
    expect(odd).toMatchObject({ svg: '<svg>odd</svg>', bitmap: null, url: 'blob:test/1' });
    expect(fine).toMatchObject({ bitmap: worker.bitmaps[0], url: null });
    const blob = urls.get('blob:test/1');
    expect(blob?.type).toBe('image/svg+xml');
    expect(await blob?.text()).toBe('<svg>odd</svg>');

    store.want(draft('2'));
    server.calls[1]?.answer.resolve(['<svg>odd 2</svg>', '<svg>fine</svg>']);
    await settle();
    worker.finish(2, false);
    await settle();
    expect(pages()[0]?.url).toBe('blob:test/2');
    expect(revokeObjectURL).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    expect(pages()[1]).toBe(fine);
  });

  it('shows every page as an SVG image when there is no painter', async () => {
    const createPainter = vi.fn(() => null);
    openStore(createPainter);
    expect(createPainter).toHaveBeenCalledTimes(1);
    store.want(draft('1'));
    server.calls[0]?.answer.resolve(['a', 'b']);
    await settle();
    expect(pages().map((page) => [page.svg, page.bitmap, page.url])).toEqual([
      ['a', null, 'blob:test/1'],
      ['b', null, 'blob:test/2'],
    ]);

    // An unchanged page keeps its image; the changed one's URL is revoked.
    const b = pages()[1];
    store.want(draft('2'));
    server.calls[1]?.answer.resolve(['a 2', 'b']);
    await settle();
    expect(pages()[1]).toBe(b);
    expect(createObjectURL).toHaveBeenCalledTimes(3);
    expect(revokeObjectURL.mock.calls).toEqual([['blob:test/1']]);
  });
});

describe('failures', () => {
  it.each([
    [
      'a refused draft (400)',
      new ResumeDocumentError(400, 'fontSize must be at most 12.5'),
      'fontSize must be at most 12.5',
    ],
    ['a server error (500)', new ResumeDocumentError(500, 'Internal Server Error'), null],
    ['an unreachable server', new ResumeDocumentError(0, 'The server could not be reached'), null],
    ['any other error', new Error('boom'), null],
  ])('reports %s and keeps the last pages', async (_name, reason, message) => {
    openStore();
    store.want(draft('1'));
    await answerAndPaint(0, ['page']);
    const shown = pages();

    store.want(draft('2'));
    server.calls[1]?.answer.reject(reason);
    await settle();
    expect(store.getSnapshot().error).toEqual({ message });
    expect(store.getSnapshot().loading).toBe(false);
    expect(pages()).toBe(shown);
    expect(shown[0]?.bitmap?.close).not.toHaveBeenCalled();
  });

  it('clears the error when a later draft renders', async () => {
    openStore();
    store.want(draft('1'));
    server.calls[0]?.answer.reject(new ResumeDocumentError(400, 'bad'));
    await settle();
    expect(store.getSnapshot().error).toEqual({ message: 'bad' });
    store.want(draft('2'));
    await answerAndPaint(1, ['page']);
    expect(store.getSnapshot().error).toBeNull();
    expect(svgs()).toEqual(['page']);
  });

  it('retry() sends the last draft again', async () => {
    openStore();
    store.retry();
    expect(server.preview).not.toHaveBeenCalled();

    store.want(draft('1'));
    store.want(draft('2'));
    server.calls[0]?.answer.reject(new Error('boom'));
    await settle();
    server.calls[1]?.answer.reject(new Error('boom'));
    await settle();
    expect(server.preview).toHaveBeenCalledTimes(2);

    store.retry();
    expect(server.preview).toHaveBeenCalledTimes(3);
    expect(server.calls[2]?.content).toBe(server.calls[1]?.content);
    expect(server.calls[2]?.content).toEqual(draft('2'));
    expect(store.getSnapshot().loading).toBe(true);
    await answerAndPaint(2, ['page']);
    expect(store.getSnapshot().error).toBeNull();
  });
});

describe('loading', () => {
  it('is true while a request runs or its pages are painted, false after', async () => {
    openStore();
    store.want(draft('1'));
    expect(store.getSnapshot().loading).toBe(true);

    server.calls[0]?.answer.resolve(['a']);
    await settle();
    expect(server.preview).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().loading).toBe(true);

    worker.finish(0);
    await settle();
    expect(store.getSnapshot().loading).toBe(false);

    store.want(draft('2'));
    expect(store.getSnapshot().loading).toBe(true);
    server.calls[1]?.answer.reject(new Error('boom'));
    await settle();
    expect(store.getSnapshot().loading).toBe(false);
  });

  it('stays true while an answer is painted after the next request ended', async () => {
    openStore();
    store.want(draft('1'));
    store.want(draft('2'));
    server.calls[0]?.answer.resolve(['a']);
    await settle();
    server.calls[1]?.answer.reject(new Error('boom'));
    await settle();
    // Nothing is requested any more, but draft 1's page is still being painted.
    expect(store.getSnapshot().loading).toBe(true);
    worker.finish(0);
    await settle();
    expect(store.getSnapshot().loading).toBe(false);
    expect(svgs()).toEqual(['a']);
  });

  it('stays true while a newer draft waits behind an answered one', async () => {
    openStore();
    store.want(draft('1'));
    store.want(draft('2'));
    await answerAndPaint(0, ['a']);
    expect(svgs()).toEqual(['a']);
    expect(store.getSnapshot().loading).toBe(true);
    await answerAndPaint(1, ['b']);
    expect(store.getSnapshot().loading).toBe(false);
  });
});

describe('setPixelWidth', () => {
  async function shownAtDefaultWidth(answer = ['a', 'b']) {
    openStore();
    store.want(draft('1'));
    await answerAndPaint(0, answer);
    return pages();
  }

  it('repaints painted pages at a width 10% or more away, and lets the old bitmaps go', async () => {
    const before = await shownAtDefaultWidth();
    store.setPixelWidth(1111); // 9.2% narrower than 1224
    store.setPixelWidth(1340); // 9.5% wider
    await settle();
    expect(worker.calls).toHaveLength(2);

    store.setPixelWidth(1100); // 10.1% narrower
    await settle();
    expect(worker.calls.slice(2).map((call) => [call.svg, call.pixelWidth])).toEqual([
      ['a', 1100],
      ['b', 1100],
    ]);
    worker.finish(2);
    worker.finish(3);
    await settle();
    expect(pages().map((page) => [page.svg, page.pixelWidth])).toEqual([
      ['a', 1100],
      ['b', 1100],
    ]);
    expect(pages()[0]?.bitmap).toBe(worker.bitmaps[2]);
    for (const page of before) expect(page.bitmap?.close).toHaveBeenCalledTimes(1);
  });

  it('measures the 10% from the width last painted, rounded up to a pixel', async () => {
    await shownAtDefaultWidth(['a']);
    store.setPixelWidth(999.2);
    expect(worker.calls.map((call) => call.pixelWidth)).toEqual([1224, 1000]);
    worker.finish(1);
    await settle();
    store.setPixelWidth(1090); // 9% from 1000
    store.setPixelWidth(910); // 9% from 1000
    expect(worker.calls).toHaveLength(2);
    store.setPixelWidth(1100);
    expect(worker.calls.map((call) => call.pixelWidth)).toEqual([1224, 1000, 1100]);
  });

  it('keeps the width within bounds', async () => {
    await shownAtDefaultWidth(['a']);
    store.setPixelWidth(10_000);
    worker.finish(1);
    await settle();
    store.setPixelWidth(1);
    worker.finish(2);
    await settle();
    expect(worker.calls.map((call) => call.pixelWidth)).toEqual([1224, 2400, 320]);
    // Already at the lower bound: a narrower pane changes nothing.
    store.setPixelWidth(100);
    expect(worker.calls).toHaveLength(3);
    expect(pages()[0]?.pixelWidth).toBe(320);
  });

  it('ignores a width that is not positive', async () => {
    await shownAtDefaultWidth(['a']);
    store.setPixelWidth(0);
    store.setPixelWidth(-500);
    store.setPixelWidth(Number.NaN);
    expect(worker.calls).toHaveLength(1);
  });

  it('paints the next answer at the new width', async () => {
    openStore();
    store.setPixelWidth(800);
    expect(worker.calls).toHaveLength(0); // nothing shown yet to repaint
    store.want(draft('1'));
    await answerAndPaint(0, ['a']);
    expect(worker.calls.map((call) => call.pixelWidth)).toEqual([800]);
    expect(pages()[0]?.pixelWidth).toBe(800);
  });

  it('does not repaint pages shown as SVG images', async () => {
    openStore(() => null);
    store.want(draft('1'));
    server.calls[0]?.answer.resolve(['a']);
    await settle();
    const shown = pages();
    store.setPixelWidth(600);
    await settle();
    expect(pages()).toBe(shown);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('keeps an SVG image page when repainting the painted ones', async () => {
    openStore();
    store.want(draft('1'));
    server.calls[0]?.answer.resolve(['odd', 'fine']);
    await settle();
    worker.finish(0, false);
    worker.finish(1);
    await settle();
    const [odd] = pages();
    store.setPixelWidth(700);
    expect(worker.calls.slice(2).map((call) => call.svg)).toEqual(['fine']);
    worker.finish(2);
    await settle();
    expect(pages()[0]).toBe(odd);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    expect(pages()[1]?.pixelWidth).toBe(700);
  });
});

describe('close and open', () => {
  it('aborts the running request, closes the painter and lets the pages go', async () => {
    openStore();
    store.want(draft('1'));
    await answerAndPaint(0, ['a', 'b']);
    const shown = pages();
    store.want(draft('2'));
    const { signal } = server.calls[1]!;
    expect(signal.aborted).toBe(false);

    store.close();
    expect(signal.aborted).toBe(true);
    expect(worker.painter.close).toHaveBeenCalledTimes(1);
    for (const page of shown) expect(page.bitmap?.close).toHaveBeenCalledTimes(1);
    expect(pages()).toEqual([]);

    // The aborted request's answer is not painted.
    server.calls[1]?.answer.resolve(['late']);
    await settle();
    expect(worker.calls).toHaveLength(2);
    expect(pages()).toEqual([]);
  });

  it('revokes the URLs of SVG image pages on close', async () => {
    openStore(() => null);
    store.want(draft('1'));
    server.calls[0]?.answer.resolve(['a']);
    await settle();
    store.close();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });

  it('lets go of pages painted after close instead of showing them', async () => {
    openStore();
    store.want(draft('1'));
    server.calls[0]?.answer.resolve(['a']);
    await settle();
    expect(worker.calls).toHaveLength(1);
    store.close();
    worker.finish(0);
    await settle();
    expect(worker.bitmaps[0]?.close).toHaveBeenCalledTimes(1);
    expect(pages()).toEqual([]);
    expect(published.filter((shown) => shown.length > 0)).toEqual([]);
  });

  it('revokes the URL of an SVG image page made after close', async () => {
    openStore();
    store.want(draft('1'));
    server.calls[0]?.answer.resolve(['a']);
    await settle();
    store.close();
    worker.finish(0, false);
    await settle();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    expect(pages()).toEqual([]);
  });

  it('opens again after close, sending the last draft with a live signal', async () => {
    const createPainter = vi.fn(() => worker.painter);
    openStore(createPainter);
    store.want(draft('1'));
    store.close();
    // A failure of the aborted request is not reported.
    server.calls[0]?.answer.reject(new DOMException('aborted', 'AbortError'));
    await settle();
    expect(store.getSnapshot().error).toBeNull();

    store.open();
    expect(createPainter).toHaveBeenCalledTimes(2);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]?.content).toEqual(draft('1'));
    expect(server.calls[1]?.signal.aborted).toBe(false);
    await answerAndPaint(1, ['a']);
    expect(svgs()).toEqual(['a']);
    expect(store.getSnapshot()).toMatchObject({ loading: false, error: null });
  });

  it('opening twice keeps one painter and one request', () => {
    const createPainter = vi.fn(() => worker.painter);
    openStore(createPainter);
    store.want(draft('1'));
    store.open();
    expect(createPainter).toHaveBeenCalledTimes(1);
    expect(server.preview).toHaveBeenCalledTimes(1);
  });
});

describe('answers overtaking each other', () => {
  it('never shows a page whose bitmap was let go (a draft, another, then the first again)', async () => {
    openStore();
    store.want(draft('A'));
    await answerAndPaint(0, ['A']);
    // B's answer arrives, and its painting is slower than the next request.
    store.want(draft('B'));
    store.want(draft('A again'));
    server.calls[1]?.answer.resolve(['B']);
    await settle();
    server.calls[2]?.answer.resolve(['A']);
    await settle();
    // A is shown, so the third answer reuses its page, which showing B then lets go.
    worker.finish(1);
    await settle();
    expect(svgs()).toEqual(['A']);
    const shown = pages()[0] as PreviewPage;
    expect(shown.bitmap && (shown.bitmap as FakeBitmap).close).not.toHaveBeenCalled();
  });

  it('shows the newest answer after a resize during its painting', async () => {
    openStore();
    store.want(draft('1'));
    await answerAndPaint(0, ['old']);
    store.want(draft('2'));
    server.calls[1]?.answer.resolve(['new']);
    await settle();
    // The pane is resized while the newer answer is painted.
    store.setPixelWidth(800);
    for (let call = 1; call < worker.calls.length; call += 1) worker.finish(call);
    await settle();
    expect(svgs()).toEqual(['new']);
  });

  it('keeps the error of a newer failed draft when an older answer finishes painting', async () => {
    openStore();
    store.want(draft('1'));
    store.want(draft('2'));
    server.calls[0]?.answer.resolve(['page of draft 1']);
    await settle();
    server.calls[1]?.answer.reject(new ResumeDocumentError(400, 'fontSize must be at most 12.5'));
    await settle();
    expect(store.getSnapshot().error).toEqual({ message: 'fontSize must be at most 12.5' });
    worker.finish(0);
    await settle();
    expect(store.getSnapshot().error).toEqual({ message: 'fontSize must be at most 12.5' });
  });
});

describe('drafts fetched by the painter’s worker', () => {
  /** A painter whose worker also fetches drafts: each waits until the test answers it. */
  function fetchingPainter() {
    const fetches: Array<{
      draft: { content: ResumeContent; token: string | null };
      pixelWidth: number;
      signal: AbortSignal;
      answer: Deferred<string[] | null>;
    }> = [];
    const painter: PagePainter = {
      ...worker.painter,
      preview: vi.fn((draft, pixelWidth: number, signal: AbortSignal) => {
        const answer = deferred<string[] | null>();
        fetches.push({ draft, pixelWidth, signal, answer });
        return answer.promise;
      }),
    };
    return { painter, fetches };
  }

  it('sends the draft with the ID token and the painting width to the worker, not the main thread', async () => {
    const { painter, fetches } = fetchingPainter();
    openStore(() => painter);
    store.setPixelWidth(800);
    store.want(draft('1'));
    await settle();
    expect(server.preview).not.toHaveBeenCalled();
    expect(fetches.map(({ draft: sent, pixelWidth }) => ({ sent, pixelWidth }))).toEqual([
      { sent: { content: draft('1'), token: 'id-token' }, pixelWidth: 800 },
    ]);
    fetches[0]?.answer.resolve(['page']);
    await settle();
    expect(worker.calls.map((call) => [call.svg, call.pixelWidth])).toEqual([['page', 800]]);
    worker.finish(0);
    await settle();
    expect(store.getSnapshot().pages.map((page) => page.svg)).toEqual(['page']);
    expect(store.getSnapshot().loading).toBe(false);
  });

  it('sends a draft at once, in the call that wants it, with the token of a recent request', async () => {
    const { painter, fetches } = fetchingPainter();
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    openStore(() => painter);
    store.want(draft('1'));
    // The first draft waits for a token.
    expect(fetches).toHaveLength(0);
    await settle();
    fetches[0]?.answer.resolve(['page 1']);
    await settle();
    worker.finish(0);
    await settle();

    now += 29_000;
    store.want(draft('2'));
    // No promise in between: the draft left before `want` returned.
    expect(fetches.map((fetch) => fetch.draft)).toEqual([
      { content: draft('1'), token: 'id-token' },
      { content: draft('2'), token: 'id-token' },
    ]);
    expect(server.idToken).toHaveBeenCalledTimes(1);
    fetches[1]?.answer.resolve(['page 2']);
    await settle();

    // Half a minute after it was got, a token is asked for again.
    now += 2_000;
    server.idToken.mockResolvedValueOnce('refreshed');
    store.want(draft('3'));
    expect(fetches).toHaveLength(2);
    await settle();
    expect(fetches[2]?.draft).toEqual({ content: draft('3'), token: 'refreshed' });
    expect(server.idToken).toHaveBeenCalledTimes(2);
  });

  it('asks for a token again after the server refused the one it had', async () => {
    const { painter, fetches } = fetchingPainter();
    openStore(() => painter);
    store.want(draft('1'));
    await settle();
    fetches[0]?.answer.resolve(['page 1']);
    await settle();
    store.want(draft('2'));
    expect(fetches).toHaveLength(2);
    fetches[1]?.answer.reject(new ResumeDocumentError(401, 'Not signed in'));
    await settle();
    server.idToken.mockResolvedValueOnce('new-token');
    store.want(draft('3'));
    expect(fetches).toHaveLength(2);
    await settle();
    expect(fetches[2]?.draft).toEqual({ content: draft('3'), token: 'new-token' });
  });

  it('ignores the draft it was last asked for, when asked for it again', async () => {
    const { painter, fetches } = fetchingPainter();
    openStore(() => painter);
    const first = draft('1');
    store.want(first);
    await settle();
    fetches[0]?.answer.resolve(['page']);
    await settle();
    store.want(first);
    await settle();
    expect(fetches).toHaveLength(1);
    // Once another draft was wanted, the first is a draft to render again (undo back to it, say).
    store.want(draft('2'));
    store.want(first);
    fetches[1]?.answer.resolve(['page 2']);
    await settle();
    expect(fetches).toHaveLength(3);
    expect(fetches[2]?.draft.content).toBe(first);
  });

  it('fetches on the main thread once the worker is gone', async () => {
    const { painter, fetches } = fetchingPainter();
    openStore(() => painter);
    store.want(draft('1'));
    await settle();
    fetches[0]?.answer.resolve(null);
    await settle();
    expect(server.calls.map((call) => call.content)).toEqual([draft('1')]);
    server.calls[0]?.answer.resolve(['page']);
    await settle();
    worker.finish(0);
    await settle();
    expect(store.getSnapshot().pages.map((page) => page.svg)).toEqual(['page']);
  });

  it('shows the worker’s refusal like the server’s, and aborts its request on close', async () => {
    const { painter, fetches } = fetchingPainter();
    openStore(() => painter);
    store.want(draft('bad'));
    await settle();
    fetches[0]?.answer.reject(new ResumeDocumentError(400, 'content.theme.fontSize too big'));
    await settle();
    expect(store.getSnapshot().error).toEqual({ message: 'content.theme.fontSize too big' });
    store.want(draft('next'));
    await settle();
    expect(fetches[1]?.signal.aborted).toBe(false);
    store.close();
    expect(fetches[1]?.signal.aborted).toBe(true);
  });
});
