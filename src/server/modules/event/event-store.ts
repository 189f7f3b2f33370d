import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { careerEventLimits } from '../../../domain/career-event';
import { assertRecordId, RecordInputError, RecordNotFoundError } from '../record-errors';
import { changeLibrary, libraryTransaction } from './library-cache';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What every event table has (src/server/db/schema.ts). */
type EventTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  uuid: PgColumn;
  editedAt: PgColumn;
  deletedAt: PgColumn;
  createdAt: PgColumn;
};

type StoredEvent = {
  id: string;
  uuid: string | null;
  editedAt: Date | null;
  deletedAt: Date | null;
};
type EventRow<T extends EventTable> = T['$inferSelect'] & StoredEvent;

/** The columns an input sets; the store sets the owner and the history. */
type EventValues<T extends EventTable> = Omit<
  T['$inferInsert'],
  'id' | 'userId' | 'editedAt' | 'deletedAt' | 'createdAt' | 'updatedAt'
>;

/** What makes one kind of event (work, education, skill, paragraph) different from the others. */
interface EventKind<T extends EventTable, Input> {
  table: T;
  /** "work events": the kind in messages. */
  noun: string;
  /** The order lists are returned in. */
  order: (a: EventRow<T>, b: EventRow<T>) => number;
  /** The columns `input` sets on a new event, or on `current`. */
  values: (input: Input, current?: EventRow<T>) => EventValues<T>;
  importKey: (input: Input) => string | null;
  /** A partner re-import: it leaves an event the user edited or deleted as the user left it. */
  fromSyncSvc?: (input: Input) => boolean;
  /** Columns that new events take from the events already there (a skill goes to the end). */
  placeNew?: (tx: Transaction, userId: string, count: number) => Promise<Partial<EventValues<T>>[]>;
}

/**
 * One kind's events, always filtered by owner: a foreign, missing or deleted id is
 * `RecordNotFoundError` alike. Every write runs in one transaction, and tells the editor's cached
 * library (library-cache.ts) that the user's events changed.
 */
export function eventStore<T extends EventTable, Input>(kind: EventKind<T, Input>) {
  const { table } = kind;
  type Row = EventRow<T>;

  const ownedBy = (userId: string) => eq(table.userId, userId);
  const active = (userId: string) => and(ownedBy(userId), isNull(table.deletedAt));

  async function select(db: Database, where: ReturnType<typeof and>): Promise<Row[]> {
    return (await db
      .select()
      .from(table as EventTable)
      .where(where)
      .orderBy(asc(table.createdAt), asc(table.id))) as Row[];
  }

  async function findActive(db: Database, userId: string, id: string): Promise<Row> {
    assertRecordId(id);
    const [row] = await select(db, and(eq(table.id, id), active(userId)));
    if (!row) throw new RecordNotFoundError();
    return row;
  }

  /** The user's event with this import key, deleted or not. */
  async function findImported(tx: Transaction, userId: string, key: string) {
    const [row] = await select(tx, and(ownedBy(userId), eq(table.uuid, key)));
    return row;
  }

  async function ensureRoom(tx: Transaction, userId: string, adding: number) {
    const [counted] = await tx
      .select({ events: count() })
      .from(table as EventTable)
      .where(active(userId));
    const limit = careerEventLimits.eventsPerKind;
    if ((counted?.events ?? 0) + adding > limit) {
      throw new RecordInputError(`You can keep at most ${limit} ${kind.noun}`);
    }
  }

  async function write(tx: Transaction, id: string, values: object): Promise<Row> {
    const [row] = (await tx
      .update(table)
      .set(values as PgUpdateSetSource<T>)
      .where(eq(table.id, id))
      .returning()) as Row[];
    if (!row) throw new RecordNotFoundError();
    return row;
  }

  async function insert(tx: Transaction, userId: string, inputs: Input[]): Promise<Row[]> {
    if (inputs.length === 0) return [];
    await ensureRoom(tx, userId, inputs.length);
    const places = await kind.placeNew?.(tx, userId, inputs.length);
    const values = inputs.map((input, index) => ({
      ...kind.values(input),
      ...places?.[index],
      userId,
    }));
    return (await tx
      .insert(table)
      .values(values as PgInsertValue<T>[])
      .returning()) as Row[];
  }

  async function ensureKeyFree(tx: Transaction, userId: string, id: string, input: Input) {
    const key = kind.importKey(input);
    const holder = key === null ? undefined : await findImported(tx, userId, key);
    if (holder && holder.id !== id) {
      throw new RecordInputError('is already used by another event', 'uuid');
    }
  }

  return {
    noun: kind.noun,

    async list(db: Database, userId: string): Promise<Row[]> {
      return (await select(db, active(userId))).sort(kind.order);
    },

    get: findActive,

    /**
     * A new event; with an import key the user already has, that event takes the input instead
     * (imports are idempotent), and a deleted one comes back — except that a partner re-import
     * returns an event the user edited or deleted unchanged.
     */
    create(db: Database, userId: string, input: Input): Promise<Row> {
      return libraryTransaction(db, userId, async (tx) => {
        const key = kind.importKey(input);
        const existing = key === null ? undefined : await findImported(tx, userId, key);
        if (!existing) {
          const [created] = await insert(tx, userId, [input]);
          if (!created) throw new Error(`${kind.noun}: insert returned no row`);
          return created;
        }
        const userChanged = existing.editedAt !== null || existing.deletedAt !== null;
        if (kind.fromSyncSvc?.(input) && userChanged) return existing;
        if (existing.deletedAt) await ensureRoom(tx, userId, 1);
        return write(tx, existing.id, { ...kind.values(input, existing), deletedAt: null });
      });
    },

    /** The user's own edit: the input replaces the event's fields and lists. */
    update(db: Database, userId: string, id: string, input: Input): Promise<Row> {
      return libraryTransaction(db, userId, async (tx) => {
        const current = await findActive(tx, userId, id);
        await ensureKeyFree(tx, userId, id, input);
        return write(tx, id, { ...kind.values(input, current), editedAt: new Date() });
      });
    },

    /** Soft delete: the event disappears from every read until it is restored. */
    async remove(db: Database, userId: string, id: string): Promise<string> {
      assertRecordId(id);
      const [row] = await changeLibrary(db, userId, () =>
        db
          .update(table)
          .set({ deletedAt: new Date() } as PgUpdateSetSource<T>)
          .where(and(eq(table.id, id), active(userId)))
          .returning({ id: table.id }),
      );
      if (!row) throw new RecordNotFoundError();
      return id;
    },

    /** Undoes a delete; restoring an event that is not deleted returns it as it is. */
    restore(db: Database, userId: string, id: string): Promise<Row> {
      assertRecordId(id);
      return libraryTransaction(db, userId, async (tx) => {
        const [row] = await select(tx, and(eq(table.id, id), ownedBy(userId)));
        if (!row) throw new RecordNotFoundError();
        if (!row.deletedAt) return row;
        await ensureRoom(tx, userId, 1);
        return write(tx, id, { deletedAt: null });
      });
    },

    /**
     * Adds, within the caller's transaction, the events whose import key the user does not have
     * yet (active or deleted) and that no earlier input carries; the others are skipped. The
     * caller's transaction is a `libraryTransaction`.
     */
    async addNew(tx: Transaction, userId: string, inputs: Input[]) {
      const keys = inputs.map(kind.importKey).filter((key) => key !== null);
      const taken = new Set<unknown>(
        keys.length === 0
          ? []
          : (
              await tx
                .select({ key: table.uuid })
                .from(table as EventTable)
                .where(and(ownedBy(userId), inArray(table.uuid, keys)))
            ).map((row) => row.key),
      );
      const fresh = inputs.filter((input) => {
        const key = kind.importKey(input);
        if (key === null) return true;
        if (taken.has(key)) return false;
        taken.add(key);
        return true;
      });
      await insert(tx, userId, fresh);
      return { added: fresh.length, skipped: inputs.length - fresh.length };
    },
  };
}
