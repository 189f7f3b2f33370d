/**
 * The editor's library cache on its own, with loads and writes the test holds open, so that every
 * interleaving of a load and a write is driven in a known order. resume-draft.test.ts checks it
 * against a real database through the services.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResumeLibrary } from '../../../domain/resume';
import type { Database } from '../../db/database';
import {
  cachedLibrary,
  changeLibrary,
  libraryCacheUsers,
  libraryLifetimeMs,
} from './library-cache';

/** A promise the test settles when it chooses. */
function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

/** A library told apart by its one skill's name. */
const libraryNamed = (name: string) =>
  ({ work: [], edu: [], skills: [{ name }] }) as unknown as ResumeLibrary;
const nameOf = (library: ResumeLibrary) => (library.skills[0] as unknown as { name: string }).name;

/**
 * A stand-in for the database's rows: `load` reads `rows` (per user) as they are when it starts,
 * and counts its calls; `hold` makes the next load wait, after reading, until released.
 */
function fakeLibraries() {
  const rows = new Map<string, string>();
  const loads: string[] = [];
  let held: Promise<void> | undefined;
  return {
    rows,
    loads,
    hold() {
      const release = gate();
      held = release.promise;
      return release.open;
    },
    async load(_db: Database, userId: string) {
      loads.push(userId);
      const library = libraryNamed(rows.get(userId) ?? 'empty');
      const waitFor = held;
      held = undefined;
      await waitFor;
      return library;
    },
  };
}

// Each test its own database handle, so its own cache: the WeakMap is keyed by the handle.
const newDatabase = () => ({}) as Database;

describe('the editor library cache', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads once, then serves the same library until a write or its lifetime ends', async () => {
    const db = newDatabase();
    const fake = fakeLibraries();
    fake.rows.set('ann', 'v1');
    const first = await cachedLibrary(db, 'ann', 'resume', fake.load);
    fake.rows.set('ann', 'v2'); // changed behind the cache's back
    expect(await cachedLibrary(db, 'ann', 'resume', fake.load)).toBe(first);
    expect(fake.loads).toEqual(['ann']);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + libraryLifetimeMs - 1_000);
    expect(nameOf(await cachedLibrary(db, 'ann', 'resume', fake.load))).toBe('v1');
    vi.spyOn(Date, 'now').mockReturnValue(now + libraryLifetimeMs + 1);
    expect(nameOf(await cachedLibrary(db, 'ann', 'resume', fake.load))).toBe('v2');
    expect(fake.loads).toEqual(['ann', 'ann']);
  });

  it('keeps each part of a library on its own, and a write makes every part load again', async () => {
    const db = newDatabase();
    const resume = fakeLibraries();
    const paragraphs = fakeLibraries();
    resume.rows.set('ann', 'jobs v1');
    paragraphs.rows.set('ann', 'paragraphs v1');
    expect(nameOf(await cachedLibrary(db, 'ann', 'resume', resume.load))).toBe('jobs v1');
    expect(nameOf(await cachedLibrary(db, 'ann', 'paragraphs', paragraphs.load))).toBe(
      'paragraphs v1',
    );
    await cachedLibrary(db, 'ann', 'paragraphs', paragraphs.load);
    expect(paragraphs.loads).toEqual(['ann']);
    await changeLibrary(db, 'ann', async () => {
      paragraphs.rows.set('ann', 'paragraphs v2');
    });
    expect(nameOf(await cachedLibrary(db, 'ann', 'paragraphs', paragraphs.load))).toBe(
      'paragraphs v2',
    );
    await cachedLibrary(db, 'ann', 'resume', resume.load);
    expect([resume.loads, paragraphs.loads]).toEqual([
      ['ann', 'ann'],
      ['ann', 'ann'],
    ]);
  });

  it('loads again after a write, and after a write that failed', async () => {
    const db = newDatabase();
    const fake = fakeLibraries();
    fake.rows.set('ann', 'v1');
    await cachedLibrary(db, 'ann', 'resume', fake.load);
    await changeLibrary(db, 'ann', async () => {
      fake.rows.set('ann', 'v2');
    });
    expect(nameOf(await cachedLibrary(db, 'ann', 'resume', fake.load))).toBe('v2');

    // A write whose outcome is unknown (a lost connection at COMMIT) may have committed.
    await expect(
      changeLibrary(db, 'ann', async () => {
        fake.rows.set('ann', 'v3');
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
    expect(nameOf(await cachedLibrary(db, 'ann', 'resume', fake.load))).toBe('v3');
    expect(nameOf(await cachedLibrary(db, 'ann', 'resume', fake.load))).toBe('v3');
    expect(fake.loads).toEqual(['ann', 'ann', 'ann']);
  });

  it('does not keep a load that a write overtook: the write committed while it ran', async () => {
    const db = newDatabase();
    const fake = fakeLibraries();
    fake.rows.set('ann', 'old');
    const release = fake.hold();
    const loading = cachedLibrary(db, 'ann', 'resume', fake.load); // reads "old", then waits
    await changeLibrary(db, 'ann', async () => {
      fake.rows.set('ann', 'new');
    });
    release();
    expect(nameOf(await loading)).toBe('old'); // that request saw the library as it started
    expect(nameOf(await cachedLibrary(db, 'ann', 'resume', fake.load))).toBe('new');
    expect(nameOf(await cachedLibrary(db, 'ann', 'resume', fake.load))).toBe('new');
    expect(fake.loads).toEqual(['ann', 'ann']);
  });

  it('does not keep a load that ran inside a write, before its commit', async () => {
    const db = newDatabase();
    const fake = fakeLibraries();
    fake.rows.set('ann', 'old');
    const commit = gate();
    const writing = changeLibrary(db, 'ann', async () => {
      await commit.promise;
      fake.rows.set('ann', 'new');
    });
    // The load starts and ends while the write's transaction is open: it reads the old rows.
    expect(nameOf(await cachedLibrary(db, 'ann', 'resume', fake.load))).toBe('old');
    commit.open();
    await writing;
    expect(nameOf(await cachedLibrary(db, 'ann', 'resume', fake.load))).toBe('new');
    expect(fake.loads).toEqual(['ann', 'ann']);
  });

  it('does not keep a racing load even when the user was forgotten among many writers', async () => {
    const db = newDatabase();
    const fake = fakeLibraries();
    fake.rows.set('ann', 'old');
    const release = fake.hold();
    const loading = cachedLibrary(db, 'ann', 'resume', fake.load);
    await changeLibrary(db, 'ann', async () => {
      fake.rows.set('ann', 'new');
    });
    // Enough other writers that Ann's version number is dropped to keep the table bounded.
    for (let user = 0; user < libraryCacheUsers + 1; user += 1) {
      await changeLibrary(db, `user-${user}`, async () => undefined);
    }
    release();
    await loading;
    expect(nameOf(await cachedLibrary(db, 'ann', 'resume', fake.load))).toBe('new');
  });

  it("keeps each user's library apart, and a write to one leaves the others cached", async () => {
    const db = newDatabase();
    const fake = fakeLibraries();
    fake.rows.set('ann', 'ann-1');
    fake.rows.set('bob', 'bob-1');
    expect(nameOf(await cachedLibrary(db, 'ann', 'resume', fake.load))).toBe('ann-1');
    expect(nameOf(await cachedLibrary(db, 'bob', 'resume', fake.load))).toBe('bob-1');
    await changeLibrary(db, 'ann', async () => {
      fake.rows.set('ann', 'ann-2');
    });
    expect(nameOf(await cachedLibrary(db, 'bob', 'resume', fake.load))).toBe('bob-1');
    expect(nameOf(await cachedLibrary(db, 'ann', 'resume', fake.load))).toBe('ann-2');
    expect(fake.loads).toEqual(['ann', 'bob', 'ann']);
  });

  it('keeps each database handle apart', async () => {
    const [one, two] = [newDatabase(), newDatabase()];
    const fake = fakeLibraries();
    fake.rows.set('ann', 'v1');
    await cachedLibrary(one, 'ann', 'resume', fake.load);
    fake.rows.set('ann', 'v2');
    expect(nameOf(await cachedLibrary(two, 'ann', 'resume', fake.load))).toBe('v2');
    expect(nameOf(await cachedLibrary(one, 'ann', 'resume', fake.load))).toBe('v1');
  });

  it('keeps a bounded number of users, forgetting the least recently used', async () => {
    const db = newDatabase();
    const fake = fakeLibraries();
    for (let user = 0; user <= libraryCacheUsers; user += 1) {
      await cachedLibrary(db, `user-${user}`, 'resume', fake.load);
    }
    fake.loads.length = 0;
    await cachedLibrary(db, `user-${libraryCacheUsers}`, 'resume', fake.load);
    await cachedLibrary(db, 'user-1', 'resume', fake.load);
    expect(fake.loads).toEqual([]);
    await cachedLibrary(db, 'user-0', 'resume', fake.load);
    expect(fake.loads).toEqual(['user-0']);
  });
});
