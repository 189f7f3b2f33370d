import { describe, expect, it } from 'vitest';
import {
  createRenderLimiter,
  RenderBusyError,
  RenderSupersededError,
  type RenderLimits,
} from './render-limiter';

const limits: RenderLimits = {
  perUser: 2,
  perUserWaiting: 2,
  total: 3,
  totalWaiting: 4,
  retryAfterSeconds: 1,
};

/** A render that finishes when told to, and says whether it started. */
function gate(name: string) {
  let finish = () => {};
  const render = {
    name,
    started: false,
    finish: () => finish(),
    run: () => {
      render.started = true;
      return new Promise<string>((resolve) => {
        finish = () => resolve(name);
      });
    },
  };
  return render;
}

/** Lets settled promises run their callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the render limiter', () => {
  it('runs two renders of a user at once; the newest draft waits, the older waiting one is answered', async () => {
    const limiter = createRenderLimiter(limits);
    const drafts = Array.from({ length: 5 }, (_, index) => gate(`draft ${index}`));
    const answers = drafts.map((draft) =>
      limiter.run('ana', 'preview', draft.run).then(
        (value) => value,
        (error: unknown) => error,
      ),
    );
    await settle();
    expect(drafts.map((draft) => draft.started)).toEqual([true, true, false, false, false]);
    expect(await answers[2]).toBeInstanceOf(RenderSupersededError);
    expect(await answers[3]).toBeInstanceOf(RenderSupersededError);
    expect(limiter.stats()).toMatchObject({ running: 2, waiting: 1 });

    drafts[0]?.finish();
    await settle();
    expect(drafts[4]?.started).toBe(true);
    drafts[1]?.finish();
    drafts[4]?.finish();
    expect(await Promise.all([answers[0], answers[1], answers[4]])).toEqual([
      'draft 0',
      'draft 1',
      'draft 4',
    ]);
    expect(limiter.stats()).toMatchObject({ running: 0, waiting: 0, peakPerUser: 2 });
  });

  it('keeps renders that must each be answered, up to the queue, and refuses more with a retry time', async () => {
    const limiter = createRenderLimiter(limits);
    const downloads = Array.from({ length: 5 }, (_, index) => gate(`pdf ${index}`));
    const answers = downloads.map((download) =>
      limiter.run('ana', null, download.run).catch((error: unknown) => error),
    );
    await settle();
    expect(downloads.map((download) => download.started)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    const refused = await answers[4];
    expect(refused).toBeInstanceOf(RenderBusyError);
    expect((refused as RenderBusyError).retryAfterSeconds).toBe(1);
    for (const download of downloads.slice(0, 4)) {
      download.finish();
      await settle();
    }
    expect(await Promise.all(answers.slice(0, 4))).toEqual(['pdf 0', 'pdf 1', 'pdf 2', 'pdf 3']);
  });

  it("starts another user's render while one user's wait, within the total", async () => {
    const limiter = createRenderLimiter(limits);
    const ana = Array.from({ length: 3 }, (_, index) => gate(`ana ${index}`));
    const ben = gate('ben');
    const carl = gate('carl');
    const anaAnswers = ana.map((render) => limiter.run('ana', 'preview', render.run));
    const benAnswer = limiter.run('ben', 'preview', ben.run);
    const carlAnswer = limiter.run('carl', 'preview', carl.run);
    await settle();
    expect([...ana.map((render) => render.started), ben.started, carl.started]).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);
    // Ben's render ends: the first in line who may start does (Ana has two running: Carl).
    ben.finish();
    expect(await benAnswer).toBe('ben');
    await settle();
    expect([ana[2]?.started, carl.started]).toEqual([false, true]);
    ana[0]?.finish();
    await settle();
    expect(ana[2]?.started).toBe(true);
    for (const render of [...ana, carl]) render.finish();
    expect(await Promise.all([...anaAnswers, carlAnswer])).toEqual([
      'ana 0',
      'ana 1',
      'ana 2',
      'carl',
    ]);
    expect(limiter.stats().peakRunning).toBe(3);
  });

  it('refuses beyond the total queue, and frees its place when a render fails', async () => {
    const limiter = createRenderLimiter({ ...limits, total: 1, totalWaiting: 1 });
    const failing = limiter.run('ana', null, () => Promise.reject(new Error('compile failed')));
    const next = gate('ben');
    const waiting = limiter.run('ben', null, next.run);
    await expect(limiter.run('carl', null, () => Promise.resolve('carl'))).rejects.toThrow(
      RenderBusyError,
    );
    await expect(failing).rejects.toThrow('compile failed');
    await settle();
    expect(next.started).toBe(true);
    next.finish();
    expect(await waiting).toBe('ben');
  });

  it('keeps every render of a list lane, each answered, one user at a time, and refuses past its room', async () => {
    const limiter = createRenderLimiter({ ...limits, perUser: 1, listLanes: { thumbnail: 6 } });
    // A list of seven cards: one renders, six wait (past the shared queue of two), an eighth is refused.
    const thumbnails = Array.from({ length: 8 }, (_, index) => gate(`card ${index}`));
    const answers = thumbnails.map((thumbnail) =>
      limiter.run('ana', 'thumbnail', thumbnail.run).catch((error: unknown) => error),
    );
    await settle();
    expect(thumbnails.map((thumbnail) => thumbnail.started)).toEqual([
      true,
      ...Array.from({ length: 7 }, () => false),
    ]);
    expect(await answers[7]).toBeInstanceOf(RenderBusyError);
    expect(limiter.stats()).toMatchObject({ running: 1, waiting: 6 });

    // Ana's preview, sent while the list loads, starts before the cards still waiting.
    const preview = gate('preview');
    const previewAnswer = limiter.run('ana', 'preview', preview.run);
    thumbnails[0]?.finish();
    await settle();
    expect(preview.started).toBe(true);
    expect(thumbnails[1]?.started).toBe(false);
    preview.finish();
    expect(await previewAnswer).toBe('preview');

    for (const thumbnail of thumbnails.slice(1, 7)) {
      await settle();
      expect(thumbnail.started).toBe(true);
      thumbnail.finish();
    }
    expect(await Promise.all(answers.slice(0, 7))).toEqual(
      thumbnails.slice(0, 7).map((thumbnail) => thumbnail.name),
    );
    expect(limiter.stats()).toMatchObject({ running: 0, waiting: 0, peakPerUser: 1 });
  });

  it("gives another user's render its turn before a list's waiting renders", async () => {
    const limiter = createRenderLimiter({ ...limits, total: 1, listLanes: { thumbnail: 10 } });
    const cards = Array.from({ length: 3 }, (_, index) => gate(`card ${index}`));
    const cardAnswers = cards.map((card) => limiter.run('ana', 'thumbnail', card.run));
    const ben = gate('ben');
    const benAnswer = limiter.run('ben', 'preview', ben.run);
    await settle();
    cards[0]?.finish();
    await settle();
    expect([ben.started, cards[1]?.started]).toEqual([true, false]);
    ben.finish();
    expect(await benAnswer).toBe('ben');
    for (const card of cards.slice(1)) {
      await settle();
      card.finish();
    }
    expect(await Promise.all(cardAnswers)).toEqual(['card 0', 'card 1', 'card 2']);
  });
});
