import { defineConfig } from 'vitest/config';

const serverTests = ['src/domain/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server (embedded database)',
          environment: 'node',
          include: serverTests,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The same server tests against a real PostgreSQL server when one is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server (PostgreSQL)',
                environment: 'node',
                include: ['src/server/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}', 'src/locales/**/*.test.ts'],
        },
      },
    ],
  },
});
