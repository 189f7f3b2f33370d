import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/database';
import { loggableError, reportableError } from './loggable-error';
import { createTestDatabase } from './test-support/database';

describe('a failed query as the log gets it', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps the SQL, the code and the causes, never the parameters the user wrote', async () => {
    const usersText = 'Quokka résumé line 7731\u0000 from Zanzibar';
    const failure: unknown = await database.db
      .execute(sql`select ${usersText}::text as summary`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    // The failure itself carries the text (drizzle's `params:` line), so the test means something.
    expect(String((failure as Error).message)).toContain('Quokka');

    const logged = loggableError(failure);
    expect(logged.message).toMatch(/^Failed query: select \$1::text as summary$/);
    expect(logged.cause?.message).toBeTruthy();
    expect(JSON.stringify(logged)).not.toContain('Quokka');
    const reported = reportableError(failure);
    expect(`${reported.message}\n${reported.stack ?? ''}`).not.toContain('Quokka');
  });
});
