import type { Database } from '../../db/database';
import { Lru } from '../../lru';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The document editors' copy of each user's library, in the parts each kind of document reads (a
 * resume: jobs, studies and skills; a letter: its paragraphs). The live preview resolves the draft
 * against the library on nearly every keystroke; this keeps those list queries off the database
 * (and, with the embedded PGlite, off the server's main thread) while the user types.
 *
 * Every write to a user's events goes through `changeLibrary`, which moves the user's version on
 * after the write has committed (or failed); a cached library is served only at the version it
 * was loaded at, and a load stores its result only if the version did not move while it ran. So
 * this process's next read after a write is always fresh, even when the read raced the write.
 * Another server process sharing the database is not told of writes: `libraryLifetimeMs` bounds
 * how long its cached copy can be behind.
 *
 * Only the editor reads through here; downloads, exports and share pages load the library fresh.
 */
export const libraryLifetimeMs = 10_000;
/**
 * The libraries kept (a part of one user's library each), the least recently used forgotten first.
 */
export const libraryCacheUsers = 1_000;

/** The parts of a library the editors read, each cached on its own. */
export type LibraryPart = 'resume' | 'paragraphs';

interface CachedLibrary {
  library: unknown;
  version: number;
  expiresAt: number;
}

class LibraryCache {
  /** By part and user (`resume:{userId}`). */
  readonly libraries = new Lru<CachedLibrary>(libraryCacheUsers);
  /** A user's version is the value of `clock` at their last change: it only ever grows. */
  private clock = 0;
  private readonly versions = new Map<string, number>();
  /**
   * The newest version forgotten to keep `versions` bounded: a forgotten user reads as this, which
   * is at least their last version, so a load that began before their last change still sees a
   * newer version when it ends.
   */
  private floor = 0;

  version(userId: string): number {
    return this.versions.get(userId) ?? this.floor;
  }

  changed(userId: string): void {
    // Re-inserting keeps the map in version order, the oldest first.
    this.versions.delete(userId);
    this.versions.set(userId, ++this.clock);
    for (const [oldest, version] of this.versions) {
      if (this.versions.size <= libraryCacheUsers) break;
      this.versions.delete(oldest);
      this.floor = version;
    }
  }
}

// Per database handle: tests open many, and one's users must never be served from another's.
const caches = new WeakMap<Database, LibraryCache>();

function cacheOf(db: Database): LibraryCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LibraryCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * A part of the user's library from the cache while it is current, else from `load` (and then
 * cached). Several requests may share one library object: callers only read it.
 */
export async function cachedLibrary<Library>(
  db: Database,
  userId: string,
  part: LibraryPart,
  load: (db: Database, userId: string) => Promise<Library>,
): Promise<Library> {
  const cache = cacheOf(db);
  const key = `${part}:${userId}`;
  const version = cache.version(userId);
  const cached = cache.libraries.get(key);
  if (cached && cached.version === version && cached.expiresAt > Date.now()) {
    return cached.library as Library;
  }
  // The lifetime counts from before the queries: what they read is at most that old.
  const expiresAt = Date.now() + libraryLifetimeMs;
  const library = await load(db, userId);
  // A change that began or ended while loading may or may not be in `library`: keep it only if
  // none did (the next read loads again).
  if (cache.version(userId) === version) {
    cache.libraries.set(key, { library, version, expiresAt }, 1);
  }
  return library;
}

/**
 * Runs a write to the user's events (its whole transaction) and makes the next cached read of
 * their library load it again. The version moves before the write, so no load already running
 * keeps its result, and again once the write has settled, so neither does a load that began during
 * the write (it may have read the rows before the commit). A failed write moves it too: harmless,
 * and a lost connection may hide a commit.
 */
export async function changeLibrary<T>(
  db: Database,
  userId: string,
  write: () => Promise<T>,
): Promise<T> {
  const cache = cacheOf(db);
  cache.changed(userId);
  try {
    return await write();
  } finally {
    cache.changed(userId);
  }
}

/** One transaction that writes the user's events, run as `changeLibrary` runs a write. */
export function libraryTransaction<T>(
  db: Database,
  userId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return changeLibrary(db, userId, () => db.transaction(work));
}
