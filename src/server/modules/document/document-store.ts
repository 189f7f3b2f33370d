import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { ownedRows } from '../owned-rows';
import { assertRecordId, RecordInputError, RecordNotFoundError } from '../record-errors';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What every document table has (resumes, cover letters; src/server/db/schema.ts). */
type DocumentTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  name: PgColumn;
  targetJob: PgColumn;
  content: PgColumn;
  shareId: PgColumn;
  shareEnabled: PgColumn;
  shareIndexable: PgColumn;
  viewCount: PgColumn;
  deletedAt: PgColumn;
  updatedAt: PgColumn;
};

type StoredDocument = {
  id: string;
  userId: string;
  name: string;
  shareId: string;
  shareEnabled: boolean;
  deletedAt: Date | null;
};

/** What a new document sets; the store gives it its owner and its public link. */
export type NewDocument<T extends DocumentTable> = Omit<
  T['$inferInsert'],
  'id' | 'userId' | 'shareId' | 'createdAt' | 'updatedAt'
>;

/** What makes one kind of document different from the others, for the store. */
interface DocumentKind<T extends DocumentTable> {
  table: T;
  /** "resumes": the kind in messages. */
  noun: string;
  /** How many a user may keep (deleted ones not counted). */
  perUser: number;
}

/** A public link id: 128 random bits as 22 base64url characters (docs/product/documents.md). */
export const newShareId = () => randomBytes(16).toString('base64url');

/**
 * One kind's documents, always filtered by owner: a foreign, missing or deleted id is
 * `RecordNotFoundError` alike. What every kind does the same way — list, find, create within the
 * user's limit, change, duplicate, delete and restore, share — lives here; each kind's service
 * adds what only it knows (what a new one holds, how it resolves into a printed document).
 */
export function documentStore<T extends DocumentTable>(kind: DocumentKind<T>) {
  const table = kind.table as DocumentTable;
  type Row = T['$inferSelect'] & StoredDocument;

  const rows = ownedRows(table);
  const { owned } = rows;
  const find = async (db: Database | Transaction, userId: string, id: string) =>
    (await rows.find(db, userId, id)) as Row;

  async function ensureRoom(tx: Transaction, userId: string) {
    const [counted] = await tx.select({ documents: count() }).from(table).where(owned(userId));
    if ((counted?.documents ?? 0) >= kind.perUser) {
      throw new RecordInputError(`You can keep at most ${kind.perUser} ${kind.noun}`);
    }
  }

  /** A new document, once the user's limit allows it (call inside the transaction that reads). */
  async function insert(tx: Transaction, userId: string, values: NewDocument<T>): Promise<Row> {
    await ensureRoom(tx, userId);
    const [row] = await tx
      .insert(table)
      .values({ ...values, userId, shareId: newShareId() } as T['$inferInsert'])
      .returning();
    if (!row) throw new Error(`${kind.noun}: insert returned no row`);
    return row as Row;
  }

  const update = async (
    db: Database | Transaction,
    userId: string,
    id: string,
    values: Partial<T['$inferInsert']>,
  ) => (await rows.update(db, userId, id, values)) as Row;

  return {
    find,
    insert,
    update,

    /** The user's documents of this kind, the last changed first. */
    async list(db: Database, userId: string): Promise<Row[]> {
      return (await db
        .select()
        .from(table)
        .where(owned(userId))
        .orderBy(desc(table.updatedAt), desc(table.id))) as Row[];
    },

    /** A copy under a new name, with a link of its own and sharing off. */
    duplicate(db: Database, userId: string, id: string, name: string): Promise<Row> {
      return db.transaction(async (tx) => {
        const source = await find(tx, userId, id);
        return insert(tx, userId, {
          name,
          targetJob: source.targetJob,
          content: source.content,
        } as NewDocument<T>);
      });
    },

    /** Soft delete (undo with `restore`); the public link stops answering at once. */
    async remove(db: Database, userId: string, id: string): Promise<string> {
      await update(db, userId, id, { deletedAt: new Date() } as Partial<T['$inferInsert']>);
      return id;
    },

    restore(db: Database, userId: string, id: string): Promise<Row> {
      assertRecordId(id);
      return db.transaction(async (tx) => {
        const [row] = (await tx
          .select()
          .from(table)
          .where(and(eq(table.id, id), eq(table.userId, userId)))) as Row[];
        if (!row) throw new RecordNotFoundError();
        if (!row.deletedAt) return row;
        await ensureRoom(tx, userId);
        const [restored] = await tx
          .update(table)
          .set({ deletedAt: null })
          .where(eq(table.id, id))
          .returning();
        return (restored as Row | undefined) ?? row;
      });
    },

    setSharing(
      db: Database,
      userId: string,
      id: string,
      sharing: { enabled: boolean; indexable: boolean },
    ): Promise<Row> {
      return update(db, userId, id, {
        shareEnabled: sharing.enabled,
        shareIndexable: sharing.indexable,
      } as Partial<T['$inferInsert']>);
    },

    /** A new public link; the old one answers 404 from now on. */
    replaceShareLink(db: Database, userId: string, id: string): Promise<Row> {
      return update(db, userId, id, { shareId: newShareId() } as Partial<T['$inferInsert']>);
    },

    /** The document behind a public link, if its owner shares it. */
    async findShared(db: Database, shareId: string): Promise<Row | undefined> {
      if (!/^[A-Za-z0-9_-]{22}$/.test(shareId)) return undefined;
      const [row] = await db
        .select()
        .from(table)
        .where(
          and(eq(table.shareId, shareId), eq(table.shareEnabled, true), isNull(table.deletedAt)),
        );
      return row as Row | undefined;
    },

    /** Counts a view of a public page; nothing about the viewer is stored. */
    async countView(db: Database, id: string): Promise<void> {
      await db
        .update(table)
        .set({ viewCount: sql`${table.viewCount} + 1`, updatedAt: sql`${table.updatedAt}` })
        .where(eq(table.id, id));
    },
  };
}
