import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from '../src/server/graphql/schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The committed API contract. */
export const schemaFile = path.join(root, 'schema.graphql');
/** The client's typed view of the same contract (gql.tada). */
export const typedSchemaFile = path.join(root, 'src/web/lib/graphql-env.d.ts');

export const printedSchema = () => `${printSchema(schema)}\n`;
