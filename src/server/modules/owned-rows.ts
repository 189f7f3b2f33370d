import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { assertRecordId, RecordNotFoundError } from './record-errors';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A table of one user's records that are deleted softly (documents, job applications). */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn; deletedAt: PgColumn };

/**
 * The owner's live rows of `table`, by id: what every such store reads and changes alike. A
 * foreign, missing or deleted id is `RecordNotFoundError`, and so is an id that is no uuid.
 */
export function ownedRows<T extends OwnedTable>(table: T) {
  type Row = T['$inferSelect'];
  const columns = table as OwnedTable;

  /** The user's rows that are not deleted. */
  const owned = (userId: string) => and(eq(columns.userId, userId), isNull(columns.deletedAt));

  return {
    owned,

    async find(db: Database | Transaction, userId: string, id: string): Promise<Row> {
      assertRecordId(id);
      const [row] = await db
        .select()
        .from(columns)
        .where(and(eq(columns.id, id), owned(userId)));
      if (!row) throw new RecordNotFoundError();
      return row as Row;
    },

    async update(
      db: Database | Transaction,
      userId: string,
      id: string,
      values: Partial<T['$inferInsert']>,
    ): Promise<Row> {
      assertRecordId(id);
      const [row] = await db
        .update(columns)
        .set(values)
        .where(and(eq(columns.id, id), owned(userId)))
        .returning();
      if (!row) throw new RecordNotFoundError();
      return row as Row;
    },
  };
}
