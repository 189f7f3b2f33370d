import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { printedSchema, schemaFile, typedSchemaFile } from './schema-files';

/** Writes schema.graphql and the client's typed introspection (src/web/lib/graphql-env.d.ts). */
writeFileSync(schemaFile, printedSchema());
execFileSync('npx', ['gql.tada', 'generate-output', '--output', typedSchemaFile], {
  stdio: 'inherit',
});
console.log(`wrote ${schemaFile} and ${typedSchemaFile}`);
