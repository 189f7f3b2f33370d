import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PlanLimits } from '../../../domain/plan';
import type { ResumeTemplate } from '../../../domain/resume-document';
import type { Database } from '../../db/database';
import { assertTemplate, limitsOf, PlanLimitError, type PlanSwitch } from '../plan/plan-limits';
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
  createdAt: PgColumn;
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
  /** How many a user may keep (deleted ones not counted), whatever the plan. */
  perUser: number;
  /** The plan's limit on how many (`PlanLimits`), and how its refusal words the kind. */
  planLimit: 'resumes' | 'coverLetters';
  /** The design a document's content prints with: the plan may not allow it. */
  templateOf(content: T['$inferSelect']['content']): ResumeTemplate;
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
  type Content = T['$inferSelect']['content'];

  const rows = ownedRows(table);
  const { owned } = rows;
  const find = async (db: Database | Transaction, userId: string, id: string) =>
    (await rows.find(db, userId, id)) as Row;

  async function countOf(db: Database | Transaction, userId: string): Promise<number> {
    const [counted] = await db.select({ documents: count() }).from(table).where(owned(userId));
    return counted?.documents ?? 0;
  }

  async function ensureRoom(tx: Transaction, userId: string, limits: PlanLimits) {
    const documents = await countOf(tx, userId);
    const planned = limits[kind.planLimit];
    if (planned !== null && documents >= planned) {
      throw new PlanLimitError(
        `The free plan keeps ${planned} ${kind.noun}; upgrade to Premium for more`,
        kind.planLimit,
        planned,
      );
    }
    if (documents >= kind.perUser) {
      throw new RecordInputError(`You can keep at most ${kind.perUser} ${kind.noun}`);
    }
  }

  /**
   * A new document, once the user's plan and the absolute limit allow it and the plan has its
   * template (call inside the transaction that reads).
   */
  async function insert(
    tx: Transaction,
    userId: string,
    values: NewDocument<T>,
    plans: PlanSwitch,
  ): Promise<Row> {
    const limits = await limitsOf(tx, plans, userId);
    assertTemplate(limits, kind.templateOf((values as { content: Content }).content));
    await ensureRoom(tx, userId, limits);
    const [row] = await tx
      .insert(table)
      .values({ ...values, userId, shareId: newShareId() } as T['$inferInsert'])
      .returning();
    if (!row) throw new Error(`${kind.noun}: insert returned no row`);
    return row as Row;
  }

  /**
   * The ids of the user's documents the plan lets them change: the oldest by creation, as many as
   * the plan keeps; null when it keeps any number (decision 100).
   */
  async function editableIds(
    db: Database | Transaction,
    userId: string,
    limits: PlanLimits,
  ): Promise<Set<string> | null> {
    const planned = limits[kind.planLimit];
    if (planned === null) return null;
    const oldest = (await db
      .select({ id: table.id })
      .from(table)
      .where(owned(userId))
      .orderBy(asc(table.createdAt), asc(table.id))
      .limit(planned)) as Array<{ id: string }>;
    return new Set(oldest.map((row) => row.id));
  }

  /** A document past the plan's limit (one kept from a Premium that ended) refuses changes. */
  async function assertEditable(
    db: Database | Transaction,
    userId: string,
    id: string,
    limits: PlanLimits,
  ) {
    const editable = await editableIds(db, userId, limits);
    if (!editable || editable.has(id)) return;
    const planned = limits[kind.planLimit] ?? 0;
    throw new PlanLimitError(
      `This document is read-only: the free plan keeps ${planned} ${kind.noun} editable; upgrade to Premium to change it`,
      'readOnly',
      planned,
    );
  }

  const rawUpdate = async (
    db: Database | Transaction,
    userId: string,
    id: string,
    values: Partial<T['$inferInsert']>,
  ) => (await rows.update(db, userId, id, values)) as Row;

  /**
   * The editor's save, within the plan: a document past the plan's limit is read-only, and a
   * template can only change to one of the plan's (one kept from Premium may stay).
   */
  async function update(
    db: Database,
    userId: string,
    id: string,
    values: Partial<T['$inferInsert']>,
    plans: PlanSwitch,
  ): Promise<Row> {
    const saved = await find(db, userId, id);
    const limits = await limitsOf(db, plans, userId);
    await assertEditable(db, userId, id, limits);
    const { content } = values as { content?: Content };
    if (content !== undefined) {
      const template = kind.templateOf(content);
      if (template !== kind.templateOf(saved.content as Content)) assertTemplate(limits, template);
    }
    return rawUpdate(db, userId, id, values);
  }

  return {
    find,
    insert,
    update,
    editableIds,

    /** How many the user keeps (deleted ones not counted): what the plan's limit counts. */
    countOf,

    /** The user's documents of this kind, the last changed first. */
    async list(db: Database, userId: string): Promise<Row[]> {
      return (await db
        .select()
        .from(table)
        .where(owned(userId))
        .orderBy(desc(table.updatedAt), desc(table.id))) as Row[];
    },

    /** A copy under a new name, with a link of its own and sharing off. */
    duplicate(
      db: Database,
      userId: string,
      id: string,
      name: string,
      plans: PlanSwitch,
    ): Promise<Row> {
      return db.transaction(async (tx) => {
        const source = await find(tx, userId, id);
        return insert(
          tx,
          userId,
          { name, targetJob: source.targetJob, content: source.content } as NewDocument<T>,
          plans,
        );
      });
    },

    /** Soft delete (undo with `restore`); the public link stops answering at once. */
    async remove(db: Database, userId: string, id: string): Promise<string> {
      await rawUpdate(db, userId, id, { deletedAt: new Date() } as Partial<T['$inferInsert']>);
      return id;
    },

    restore(db: Database, userId: string, id: string, plans: PlanSwitch): Promise<Row> {
      assertRecordId(id);
      return db.transaction(async (tx) => {
        const [row] = (await tx
          .select()
          .from(table)
          .where(and(eq(table.id, id), eq(table.userId, userId)))) as Row[];
        if (!row) throw new RecordNotFoundError();
        if (!row.deletedAt) return row;
        await ensureRoom(tx, userId, await limitsOf(tx, plans, userId));
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
      return rawUpdate(db, userId, id, {
        shareEnabled: sharing.enabled,
        shareIndexable: sharing.indexable,
      } as Partial<T['$inferInsert']>);
    },

    /** A new public link; the old one answers 404 from now on. */
    replaceShareLink(db: Database, userId: string, id: string): Promise<Row> {
      return rawUpdate(db, userId, id, { shareId: newShareId() } as Partial<T['$inferInsert']>);
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
