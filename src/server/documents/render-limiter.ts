import { resumeLimits } from '../../domain/resume';

/**
 * How many renders run at once, per user and in all (decision 075). A render (a preview, a fit, a
 * download) that finds its user's or the server's renders all running waits in a short queue, and
 * is refused beyond it. A user's newer draft takes the place of the older one waiting in the same
 * lane ("preview", "fit"): the editor only needs the newest, so a burst of drafts costs at most
 * the renders running and one waiting, whatever its size. A list lane ("thumbnail": the resumes
 * list asks for every card's picture at once) keeps each of its renders, with room of its own,
 * and they start after every other waiting render.
 */
export interface RenderLimits {
  /** Renders of one user running at once. */
  perUser: number;
  /** Renders of one user waiting for one of those. */
  perUserWaiting: number;
  /** Renders running at once, all users together. */
  total: number;
  /** Renders waiting, all users together. */
  totalWaiting: number;
  /** What a refusal tells the caller to wait before trying again, in seconds. */
  retryAfterSeconds: number;
  /**
   * List lanes, and how many renders of one user each holds waiting: each render is answered (none
   * replaces another), outside the queues above, and starts only when no other render that may
   * start is waiting.
   */
  listLanes?: Readonly<Record<string, number>>;
}

/**
 * One render of a user at a time: the pool has two workers (document-renderer.ts), so a user's
 * heavy draft (512 KiB, ≈ 100 pages, ≈ 5 s) leaves the other worker to everyone else — with two
 * per user, another user's preview waited for a whole heavy render (`npm run bench:render-burst`:
 * 9 s at the worst against 0.2–0.4 s). Two more of the user's renders wait. Eight running in all
 * keeps the pool's own queue short; a heavy draft holds ≈ 20 MB of pages while it is answered.
 */
export const defaultRenderLimits: RenderLimits = {
  perUser: 1,
  perUserWaiting: 2,
  total: 8,
  totalWaiting: 32,
  retryAfterSeconds: 1,
  // Room for the resumes list's thumbnails of a user who keeps as many resumes as they may.
  listLanes: { thumbnail: resumeLimits.perUser },
};

/** Refused: the user (or the server) has as many renders running and waiting as it takes. */
export class RenderBusyError extends Error {
  static readonly code = 'RENDER_BUSY';
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many documents are being rendered; try again in ${retryAfterSeconds} s`);
    this.name = 'RenderBusyError';
  }
}

/** A waiting draft whose place a newer draft of the same user and lane took. */
export class RenderSupersededError extends Error {
  static readonly code = 'DRAFT_SUPERSEDED';
  constructor() {
    super('A newer draft took the place of this one');
    this.name = 'RenderSupersededError';
  }
}

interface Waiting {
  user: string;
  lane: string | null;
  start: () => void;
  reject: (error: Error) => void;
}

export interface RenderLimiterStats {
  running: number;
  waiting: number;
  /** The most renders one user had running at once, since the limiter was made. */
  peakPerUser: number;
  /** The most renders running at once, since the limiter was made. */
  peakRunning: number;
}

export interface RenderLimiter {
  /**
   * Runs `render` for `user` when the limits allow. `lane` names a kind of draft of which only the
   * newest matters ("preview"); null for renders that must each be answered (downloads).
   * Rejects with `RenderBusyError` or `RenderSupersededError` without running it.
   */
  run<Result>(user: string, lane: string | null, render: () => Promise<Result>): Promise<Result>;
  stats(): RenderLimiterStats;
}

export function createRenderLimiter(limits: RenderLimits = defaultRenderLimits): RenderLimiter {
  const runningOf = new Map<string, number>();
  const waiting: Waiting[] = [];
  let running = 0;
  let peakPerUser = 0;
  let peakRunning = 0;

  const userRunning = (user: string) => runningOf.get(user) ?? 0;
  const canStart = (user: string) => running < limits.total && userRunning(user) < limits.perUser;
  const listRoom = (lane: string | null) => (lane === null ? undefined : limits.listLanes?.[lane]);
  const inList = (entry: Waiting) => listRoom(entry.lane) !== undefined;

  /** The first in line whose user may start now, any list lane's after all the others. */
  function nextIndex(): number {
    const startable = (entry: Waiting) => canStart(entry.user);
    const first = waiting.findIndex((entry) => !inList(entry) && startable(entry));
    return first !== -1 ? first : waiting.findIndex(startable);
  }

  function begin(user: string) {
    running += 1;
    const mine = userRunning(user) + 1;
    runningOf.set(user, mine);
    peakPerUser = Math.max(peakPerUser, mine);
    peakRunning = Math.max(peakRunning, running);
  }

  function end(user: string) {
    running -= 1;
    const mine = userRunning(user) - 1;
    if (mine === 0) runningOf.delete(user);
    else runningOf.set(user, mine);
    // Users take turns in arrival order.
    for (let index = nextIndex(); index !== -1; index = nextIndex()) {
      const [next] = waiting.splice(index, 1);
      next?.start();
    }
  }

  return {
    run(user, lane, render) {
      return new Promise((resolve, reject) => {
        const start = () => {
          begin(user);
          let work: Promise<unknown>;
          try {
            work = render();
          } catch (error) {
            work = Promise.reject(error);
          }
          work.then(resolve as (value: unknown) => void, reject).finally(() => end(user));
        };
        if (canStart(user) && !waiting.some((entry) => entry.user === user)) {
          start();
          return;
        }
        const entry: Waiting = { user, lane, start, reject };
        const room = listRoom(lane);
        if (room !== undefined) {
          const mine = waiting.filter((other) => other.user === user && other.lane === lane);
          if (mine.length >= room) reject(new RenderBusyError(limits.retryAfterSeconds));
          else waiting.push(entry);
          return;
        }
        const older =
          lane === null
            ? -1
            : waiting.findIndex((other) => other.user === user && other.lane === lane);
        if (older !== -1) {
          // The newer draft waits where the older one did; the older one is answered at once.
          const [replaced] = waiting.splice(older, 1, entry);
          replaced?.reject(new RenderSupersededError());
          return;
        }
        const queued = waiting.filter((other) => !inList(other));
        const mine = queued.filter((other) => other.user === user).length;
        if (mine >= limits.perUserWaiting || queued.length >= limits.totalWaiting) {
          reject(new RenderBusyError(limits.retryAfterSeconds));
          return;
        }
        waiting.push(entry);
      });
    },

    stats() {
      return { running, waiting: waiting.length, peakPerUser, peakRunning };
    },
  };
}
