import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResumeContent } from '../../../../domain/resume';
import { DocumentError, type DocumentKindName } from '../../../lib/documents-client';
import type { PagePainter, PaintedShape } from './page-painter';
import { createPreviewStore, type PreviewStore } from './preview-store';

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

/** A Letter page, painted by the worker. */
const letter: PaintedShape = { width: 612, height: 792 };
const a4: PaintedShape = { width: 595.28, height: 841.89 };

/** The server, asked from the main thread: each call waits until the test answers it. */
function fakeServer() {
  const calls: Array<{ content: ResumeContent; signal: AbortSignal; answer: Deferred<string[]> }> =
    [];
  const preview = vi.fn((content: ResumeContent, signal: AbortSignal) => {
    const answer = deferred<string[]>();
    calls.push({ content, signal, answer });
    return answer.promise;
  });
  return { kind: 'resume' as const, calls, preview, idToken: vi.fn(async () => 'id-token') };
}

/**
 * The painter: its worker fetches each draft and paints it, answering when the test says; the
 * canvases it hands out are made once per slot.
 */
function fakePainter() {
  const fetches: Array<{
    draft: { content: ResumeContent; token: string | null };
    signal: AbortSignal;
    answer: Deferred<PaintedShape[] | 'replaced' | null>;
  }> = [];
  const canvases = new Map<number, HTMLCanvasElement>();
  const painter = {
    preview: vi.fn(
      (
        sent: { kind: DocumentKindName; draft: unknown; token: string | null },
        signal: AbortSignal,
      ) => {
        expect(sent.kind).toBe('resume');
        const answer = deferred<PaintedShape[] | 'replaced' | null>();
        fetches.push({
          draft: { content: sent.draft as ResumeContent, token: sent.token },
          signal,
          answer,
        });
        return answer.promise;
      },
    ),
    canvas: vi.fn((slot: number) => {
      const canvas = canvases.get(slot) ?? document.createElement('canvas');
      canvases.set(slot, canvas);
      return canvas;
    }),
    drop: vi.fn((slot: number) => {
      for (const taken of [...canvases.keys()]) if (taken >= slot) canvases.delete(taken);
    }),
    setPixelWidth: vi.fn(),
    close: vi.fn(),
  } satisfies PagePainter;
  return { fetches, painter, canvases };
}

let server: ReturnType<typeof fakeServer>;
let worker: ReturnType<typeof fakePainter>;
let store: PreviewStore<ResumeContent>;

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
});

afterEach(() => {
  store?.close();
  vi.restoreAllMocks();
  if (originalCreate) URL.createObjectURL = originalCreate;
  else delete (URL as { createObjectURL?: unknown }).createObjectURL;
  if (originalRevoke) URL.revokeObjectURL = originalRevoke;
  else delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

function openStore(
  createPainter: (pixelWidth: number) => PagePainter | null = () => worker.painter,
) {
  store = createPreviewStore(server, createPainter);
  store.open();
  return store;
}

const pages = () => store.getSnapshot().pages;
/** What each page shows: `canvas n` (painted on the canvas of slot n) or its SVG image. */
const shown = () =>
  pages().map((page) =>
    page.kind === 'painted'
      ? `canvas ${[...worker.canvases].find(([, canvas]) => canvas === page.canvas)?.[0]}`
      : `image ${page.svg}`,
  );

/** Lets the worker answer draft `index` with `shapes` (painted by then). */
async function answer(index: number, shapes: PaintedShape[] | 'replaced' | null) {
  await settle();
  const fetch = worker.fetches[index];
  if (!fetch) throw new Error(`no draft ${index} sent to the worker`);
  fetch.answer.resolve(shapes);
  await settle();
}

describe('requests', () => {
  it('sends every draft to the worker at once, in order (the worker keeps one request at a time)', async () => {
    openStore();
    store.want(draft('1'));
    store.want(draft('2'));
    await settle();
    store.want(draft('3'));
    expect(worker.fetches.map((fetch) => fetch.draft.content)).toEqual([
      draft('1'),
      draft('2'),
      draft('3'),
    ]);
    expect(server.preview).not.toHaveBeenCalled();
  });

  it('leaves the pages as they are for a draft the worker replaced, loading until the newest is shown', async () => {
    openStore();
    store.want(draft('1'));
    await answer(0, [letter]);
    const before = pages();
    store.want(draft('2'));
    store.want(draft('3'));
    await answer(1, 'replaced');
    expect(pages()).toBe(before);
    expect(store.getSnapshot()).toMatchObject({ loading: true, error: null });
    await answer(2, [a4]);
    expect(pages()[0]).toMatchObject({ width: 595.28 });
    expect(store.getSnapshot().loading).toBe(false);
  });

  it('without the worker, fetches one draft at a time, then only the newest draft waiting', async () => {
    openStore(() => null);
    store.want(draft('1'));
    expect(server.calls.map((call) => call.content)).toEqual([draft('1')]);
    store.want(draft('2'));
    store.want(draft('3'));
    store.want(draft('4'));
    await settle();
    expect(server.preview).toHaveBeenCalledTimes(1);

    server.calls[0]?.answer.resolve(['page 1']);
    await settle();
    expect(server.calls.map((call) => call.content)).toEqual([draft('1'), draft('4')]);
    // After a failure too.
    store.want(draft('5'));
    server.calls[1]?.answer.reject(new Error('offline'));
    await settle();
    expect(server.calls.map((call) => call.content)).toEqual([draft('1'), draft('4'), draft('5')]);
    server.calls[2]?.answer.resolve(['page 5']);
    await settle();
    expect(server.preview).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot().loading).toBe(false);
  });

  it('waits for open() to send a draft wanted before it', async () => {
    store = createPreviewStore(server, () => worker.painter);
    store.want(draft('early'));
    await settle();
    expect(worker.fetches).toHaveLength(0);
    store.open();
    await settle();
    expect(worker.fetches.map((fetch) => fetch.draft.content)).toEqual([draft('early')]);
  });
});

describe('showing pages', () => {
  it('shows the worker’s pages on the canvases it paints, shaped like the pages', async () => {
    openStore();
    store.want(draft('1'));
    await answer(0, [letter, letter]);
    expect(pages()).toEqual([
      { kind: 'painted', canvas: worker.canvases.get(0), width: 612, height: 792 },
      { kind: 'painted', canvas: worker.canvases.get(1), width: 612, height: 792 },
    ]);
    expect(worker.painter.canvas.mock.calls).toEqual([[0], [1]]);
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(store.getSnapshot().loading).toBe(false);
  });

  it('keeps the pages it shows when an answer has the same shapes (the worker repainted them)', async () => {
    openStore();
    store.want(draft('1'));
    await answer(0, [letter, letter]);
    const before = pages();
    store.want(draft('2'));
    await answer(1, [letter, letter]);
    expect(pages()).toBe(before);
    // The same canvases, handed over once.
    expect(new Set(worker.painter.canvas.mock.results.map((result) => result.value)).size).toBe(2);
  });

  it('reshapes a page whose size changed, on the same canvas', async () => {
    openStore();
    store.want(draft('1'));
    await answer(0, [letter]);
    const [before] = pages();
    store.want(draft('2'));
    await answer(1, [a4]);
    expect(pages()).toEqual([
      { kind: 'painted', canvas: worker.canvases.get(0), width: 595.28, height: 841.89 },
    ]);
    expect(pages()[0]).not.toBe(before);
  });

  it('lets the canvases of pages an answer no longer has go, and gets new ones when it grows', async () => {
    openStore();
    store.want(draft('1'));
    await answer(0, [letter, letter, letter]);
    expect(worker.painter.drop).toHaveBeenLastCalledWith(3);
    store.want(draft('2'));
    await answer(1, [letter]);
    expect(worker.painter.drop).toHaveBeenLastCalledWith(1);
    expect(shown()).toEqual(['canvas 0']);
    store.want(draft('3'));
    await answer(2, [letter, letter]);
    expect(shown()).toEqual(['canvas 0', 'canvas 1']);
  });

  it('shows a page the worker cannot read as an SVG image, and revokes its URL when replaced', async () => {
    openStore();
    store.want(draft('1'));
    await answer(0, [{ svg: '<svg>odd</svg>' }, letter]);
    expect(shown()).toEqual(['image <svg>odd</svg>', 'canvas 1']);
    expect(pages()[0]).toMatchObject({ kind: 'image', url: 'blob:test/1' });
    const blob = urls.get('blob:test/1');
    expect(blob?.type).toBe('image/svg+xml');
    expect(await blob?.text()).toBe('<svg>odd</svg>');

    // The same SVG keeps its image.
    const [odd] = pages();
    store.want(draft('2'));
    await answer(1, [{ svg: '<svg>odd</svg>' }, letter]);
    expect(pages()[0]).toBe(odd);

    store.want(draft('3'));
    await answer(2, [{ svg: '<svg>odd 2</svg>' }, letter]);
    expect(pages()[0]).toMatchObject({ kind: 'image', url: 'blob:test/2' });
    expect(revokeObjectURL.mock.calls).toEqual([['blob:test/1']]);
  });

  it('fetches on the main thread and shows SVG images when there is no painter', async () => {
    const createPainter = vi.fn(() => null);
    openStore(createPainter);
    expect(createPainter).toHaveBeenCalledTimes(1);
    store.want(draft('1'));
    expect(server.calls.map((call) => call.content)).toEqual([draft('1')]);
    server.calls[0]?.answer.resolve(['a', 'b']);
    await settle();
    expect(shown()).toEqual(['image a', 'image b']);
    expect(pages().map((page) => page.kind === 'image' && page.url)).toEqual([
      'blob:test/1',
      'blob:test/2',
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

  it('fetches the newest draft on the main thread once the worker is gone, and every one after', async () => {
    openStore();
    store.want(draft('1'));
    store.want(draft('2'));
    await answer(0, null);
    await answer(1, null);
    expect(worker.painter.close).toHaveBeenCalledTimes(1);
    expect(server.calls.map((call) => call.content)).toEqual([draft('2')]);
    server.calls[0]?.answer.resolve(['page']);
    await settle();
    expect(shown()).toEqual(['image page']);
    store.want(draft('3'));
    expect(server.calls.map((call) => call.content)).toEqual([draft('2'), draft('3')]);
    expect(worker.fetches).toHaveLength(2);
  });
});

describe('failures', () => {
  it.each([
    [
      'a refused draft (400)',
      new DocumentError(400, 'fontSize must be at most 12.5'),
      'fontSize must be at most 12.5',
    ],
    ['a server error (500)', new DocumentError(500, 'Internal Server Error'), null],
    ['an unreachable server', new DocumentError(0, 'The server could not be reached'), null],
    ['any other error', new Error('boom'), null],
  ])('reports %s and keeps the last pages', async (_name, reason, message) => {
    openStore();
    store.want(draft('1'));
    await answer(0, [letter]);
    const before = pages();

    store.want(draft('2'));
    await settle();
    worker.fetches[1]?.answer.reject(reason);
    await settle();
    expect(store.getSnapshot().error).toEqual({ message });
    expect(store.getSnapshot().loading).toBe(false);
    expect(pages()).toBe(before);
  });

  it('clears the error when a later draft renders', async () => {
    openStore();
    store.want(draft('1'));
    await settle();
    worker.fetches[0]?.answer.reject(new DocumentError(400, 'bad'));
    await settle();
    expect(store.getSnapshot().error).toEqual({ message: 'bad' });
    store.want(draft('2'));
    await answer(1, [letter]);
    expect(store.getSnapshot().error).toBeNull();
    expect(shown()).toEqual(['canvas 0']);
  });

  it('retry() sends the last draft again', async () => {
    openStore();
    store.retry();
    await settle();
    expect(worker.fetches).toHaveLength(0);

    store.want(draft('1'));
    store.want(draft('2'));
    await settle();
    worker.fetches[0]?.answer.reject(new Error('boom'));
    await settle();
    worker.fetches[1]?.answer.reject(new Error('boom'));
    await settle();
    expect(worker.fetches).toHaveLength(2);

    store.retry();
    expect(store.getSnapshot().loading).toBe(true);
    await settle();
    expect(worker.fetches).toHaveLength(3);
    expect(worker.fetches[2]?.draft.content).toBe(worker.fetches[1]?.draft.content);
    await answer(2, [letter]);
    expect(store.getSnapshot().error).toBeNull();
  });
});

describe('loading', () => {
  it('is true while a draft is rendered and painted, false once the worker answers', async () => {
    openStore();
    store.want(draft('1'));
    expect(store.getSnapshot().loading).toBe(true);
    await answer(0, [letter]);
    expect(store.getSnapshot().loading).toBe(false);

    store.want(draft('2'));
    expect(store.getSnapshot().loading).toBe(true);
    await settle();
    worker.fetches[1]?.answer.reject(new Error('boom'));
    await settle();
    expect(store.getSnapshot().loading).toBe(false);
  });

  it('stays true while a newer draft waits behind an answered one', async () => {
    openStore();
    store.want(draft('1'));
    store.want(draft('2'));
    await answer(0, [letter]);
    expect(shown()).toEqual(['canvas 0']);
    expect(store.getSnapshot().loading).toBe(true);
    await answer(1, [letter]);
    expect(store.getSnapshot().loading).toBe(false);
  });
});

describe('setPixelWidth', () => {
  it('starts the painter at the default width: a Letter page at 2 pixels a point', () => {
    const createPainter = vi.fn(() => worker.painter);
    openStore(createPainter);
    expect(createPainter).toHaveBeenCalledWith(1224);
  });

  it('tells the painter of a width 2% or more away from the last, rounded up to a pixel', () => {
    openStore();
    store.setPixelWidth(1200); // 2% narrower than 1224
    store.setPixelWidth(1248); // 2% wider
    expect(worker.painter.setPixelWidth).not.toHaveBeenCalled();
    store.setPixelWidth(999.2);
    expect(worker.painter.setPixelWidth.mock.calls).toEqual([[1000]]);
    store.setPixelWidth(1019); // 1.9% from 1000
    store.setPixelWidth(981);
    store.setPixelWidth(1021);
    expect(worker.painter.setPixelWidth.mock.calls).toEqual([[1000], [1021]]);
  });

  it('keeps the width within bounds, and ignores one that is not positive', () => {
    openStore();
    store.setPixelWidth(10_000);
    store.setPixelWidth(1);
    // Already at the lower bound: a narrower pane changes nothing.
    store.setPixelWidth(100);
    store.setPixelWidth(0);
    store.setPixelWidth(-500);
    store.setPixelWidth(Number.NaN);
    expect(worker.painter.setPixelWidth.mock.calls).toEqual([[2400], [320]]);
  });

  it('starts a painter made after a resize at the new width', () => {
    const createPainter = vi.fn(() => worker.painter);
    openStore(createPainter);
    store.setPixelWidth(800);
    store.close();
    store.open();
    expect(createPainter.mock.calls).toEqual([[1224], [800]]);
  });
});

describe('close and open', () => {
  it('aborts the running request, closes the painter and lets the pages go', async () => {
    openStore();
    store.want(draft('1'));
    await answer(0, [letter, letter]);
    store.want(draft('2'));
    await settle();
    const { signal } = worker.fetches[1]!;
    expect(signal.aborted).toBe(false);

    store.close();
    expect(signal.aborted).toBe(true);
    expect(worker.painter.close).toHaveBeenCalledTimes(1);
    expect(pages()).toEqual([]);

    // The aborted request's answer is not shown.
    worker.fetches[1]?.answer.resolve([letter]);
    await settle();
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

  it('opens again after close, sending the last draft with a live signal', async () => {
    const createPainter = vi.fn(() => worker.painter);
    openStore(createPainter);
    store.want(draft('1'));
    await settle();
    store.close();
    // A failure of the aborted request is not reported.
    worker.fetches[0]?.answer.reject(new DOMException('aborted', 'AbortError'));
    await settle();
    expect(store.getSnapshot().error).toBeNull();

    store.open();
    expect(createPainter).toHaveBeenCalledTimes(2);
    await settle();
    expect(worker.fetches).toHaveLength(2);
    expect(worker.fetches[1]?.draft.content).toEqual(draft('1'));
    expect(worker.fetches[1]?.signal.aborted).toBe(false);
    await answer(1, [letter]);
    expect(shown()).toEqual(['canvas 0']);
    expect(store.getSnapshot()).toMatchObject({ loading: false, error: null });
  });

  it('opening twice keeps one painter and one request', async () => {
    const createPainter = vi.fn(() => worker.painter);
    openStore(createPainter);
    store.want(draft('1'));
    store.open();
    await settle();
    expect(createPainter).toHaveBeenCalledTimes(1);
    expect(worker.fetches).toHaveLength(1);
  });
});

describe('drafts fetched by the painter’s worker', () => {
  it('sends the draft with the ID token to the worker, not the main thread', async () => {
    openStore();
    store.want(draft('1'));
    await settle();
    expect(server.preview).not.toHaveBeenCalled();
    expect(worker.fetches.map((fetch) => fetch.draft)).toEqual([
      { content: draft('1'), token: 'id-token' },
    ]);
  });

  it('sends a draft at once, in the call that wants it, with the token of a recent request', async () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    openStore();
    store.want(draft('1'));
    // The first draft waits for a token.
    expect(worker.fetches).toHaveLength(0);
    await answer(0, [letter]);

    now += 29_000;
    store.want(draft('2'));
    // No promise in between: the draft left before `want` returned.
    expect(worker.fetches.map((fetch) => fetch.draft)).toEqual([
      { content: draft('1'), token: 'id-token' },
      { content: draft('2'), token: 'id-token' },
    ]);
    expect(server.idToken).toHaveBeenCalledTimes(1);
    await answer(1, [letter]);

    // Half a minute after it was got, a token is asked for again.
    now += 2_000;
    server.idToken.mockResolvedValueOnce('refreshed');
    store.want(draft('3'));
    expect(worker.fetches).toHaveLength(2);
    await settle();
    expect(worker.fetches[2]?.draft).toEqual({ content: draft('3'), token: 'refreshed' });
    expect(server.idToken).toHaveBeenCalledTimes(2);
  });

  it('asks for a token again after the server refused the one it had', async () => {
    openStore();
    store.want(draft('1'));
    await answer(0, [letter]);
    store.want(draft('2'));
    expect(worker.fetches).toHaveLength(2);
    worker.fetches[1]?.answer.reject(new DocumentError(401, 'Not signed in'));
    await settle();
    server.idToken.mockResolvedValueOnce('new-token');
    store.want(draft('3'));
    expect(worker.fetches).toHaveLength(2);
    await settle();
    expect(worker.fetches[2]?.draft).toEqual({ content: draft('3'), token: 'new-token' });
  });

  it('ignores the draft it was last asked for, when asked for it again', async () => {
    openStore();
    const first = draft('1');
    store.want(first);
    await answer(0, [letter]);
    store.want(first);
    await settle();
    expect(worker.fetches).toHaveLength(1);
    // Once another draft was wanted, the first is a draft to render again (undo back to it, say).
    store.want(draft('2'));
    store.want(first);
    await answer(1, [letter]);
    expect(worker.fetches).toHaveLength(3);
    expect(worker.fetches[2]?.draft.content).toBe(first);
  });

  it('shows the worker’s refusal like the server’s, and aborts its request on close', async () => {
    openStore();
    store.want(draft('bad'));
    await settle();
    worker.fetches[0]?.answer.reject(new DocumentError(400, 'content.theme.fontSize too big'));
    await settle();
    expect(store.getSnapshot().error).toEqual({ message: 'content.theme.fontSize too big' });
    store.want(draft('next'));
    await settle();
    expect(worker.fetches[1]?.signal.aborted).toBe(false);
    store.close();
    expect(worker.fetches[1]?.signal.aborted).toBe(true);
  });
});
