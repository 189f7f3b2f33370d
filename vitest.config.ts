import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

/**
 * The server test files wait on databases, child processes and sockets more than they compute, so
 * two run at once (vitest's default is one on a two-core machine). They run first, as a group of
 * their own; the web files, which compute, then run one at a time.
 */
const serverRun = { maxWorkers: 2, sequence: { groupOrder: 0 } };

const serverTests = [
  'src/domain/**/*.test.ts',
  'src/server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'dev/**/*.test.ts',
];

export default defineConfig({
  resolve: {
    // One graphql module for the app and its libraries (graphql 16 has both CommonJS and ESM builds,
    // and types from one are rejected by the other).
    alias: { graphql: createRequire(import.meta.url).resolve('graphql') },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server (embedded database)',
          environment: 'node',
          include: serverTests,
          // What only a PostgreSQL server can show (several server processes on one database).
          exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
          // One migrated embedded database per run, which each test file copies.
          globalSetup: ['src/server/test-support/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          ...serverRun,
        },
      },
      // The same server tests against a real PostgreSQL server when one is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'server (PostgreSQL)',
                environment: 'node',
                include: ['src/server/**/*.test.ts'],
                // Rendering documents and the public site touch no database: once is enough.
                exclude: ['src/server/documents/**', 'src/server/site/**'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
                ...serverRun,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}', 'src/locales/**/*.test.ts'],
          // Typing into MUI fields under jsdom is slow on a busy two-core machine; a test that
          // runs past its time keeps typing into the next one, so give each room to finish.
          testTimeout: 30_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
