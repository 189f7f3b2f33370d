import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { printedSchema, schemaFile, typedSchemaFile } from './schema-files';

const staleHint = 'run `npm run schema:print` and commit the result';

describe('the committed API contract', () => {
  it('schema.graphql is the schema the server serves', () => {
    expect(readFileSync(schemaFile, 'utf8'), staleHint).toBe(printedSchema());
  });

  it('the client types are generated from schema.graphql', () => {
    const fresh = path.join(mkdtempSync(path.join(tmpdir(), 'graphql-env-')), 'graphql-env.d.ts');
    execFileSync('npx', ['gql.tada', 'generate-output', '--output', fresh], { stdio: 'pipe' });
    expect(readFileSync(typedSchemaFile, 'utf8'), staleHint).toBe(readFileSync(fresh, 'utf8'));
  }, 60_000);
});
