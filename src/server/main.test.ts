import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildChanged } from '../../scripts/build.mjs';
import { createPostgresTestDatabase, onPostgres } from './test-support/database';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the built server as `npm start` does (scripts/start.mjs), with only `env` set. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  /** The exit code; null when a signal ended the process (`signal()` names it). */
  let endedBy: NodeJS.Signals | null = null;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      endedBy = signal;
      resolve(code);
    }),
  );
  return {
    child,
    exited,
    output: () => ({ stdout, stderr }),
    signal: () => endedBy,
    /** Resolves once stdout contains `text`. */
    async waitFor(text: string, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (!stdout.includes(text)) {
        if (child.exitCode !== null) throw new Error(`exited early:\n${stdout}\n${stderr}`);
        if (Date.now() > deadline)
          throw new Error(`no "${text}" within ${timeoutMs} ms:\n${stdout}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

describe('the server process', () => {
  // What `npm start` runs: the server as built into dist/server, rebuilt when its sources changed.
  beforeAll(() => buildChanged(['server']), 120_000);

  it(
    'refuses to start with a bad environment, printing every bad key, and exits 1',
    { timeout: 90_000 },
    async () => {
      const server = startServer({ APP_ENV: 'prod', PORT: 'eighty', HELP_URL: 'nope' });
      expect(await server.exited).toBe(1);
      const { stderr } = server.output();
      expect(stderr).toContain('Invalid configuration:');
      for (const key of ['PORT', 'HELP_URL', 'AUTH_SECRET', 'PUBLIC_URL']) {
        expect(stderr).toContain(`  - ${key}: `);
      }
    },
  );

  it('starts, answers, and on SIGTERM finishes cleanly with exit code 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'myresume-main-'));
    // The embedded database, or in the PostgreSQL test project a fresh database on that server.
    const postgres = onPostgres() ? await createPostgresTestDatabase() : undefined;
    try {
      const server = startServer({
        APP_ENV: 'dev',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      });
      await server.waitFor('My Resume is running at http://localhost:');
      const url = /My Resume is running at (http:\/\/localhost:\d+)/.exec(
        server.output().stdout,
      )![1]!;
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({
        status: 'ok',
        database: postgres ? 'postgres' : 'pglite',
      });
      if (postgres) {
        // The database server ends the sessions (as a restart would): the process stays up, says
        // so, and the next request gets a new connection.
        expect(await postgres.endSessions()).toBeGreaterThan(0);
        await server.waitFor('database: an idle connection was lost');
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
      }

      server.child.kill('SIGTERM');
      const exitCode = await server.exited;
      const { stdout, stderr } = server.output();
      const transcript = `signal: ${server.signal()}\nstdout:\n${stdout}\nstderr:\n${stderr}`;
      expect(exitCode, transcript).toBe(0);
      const lines = stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map(
          (line) =>
            JSON.parse(line) as { msg?: string; reqId?: string; signal?: string; time: number },
        );
      // Lines can reach the pipe out of order; their timestamps cannot.
      const shuttingDown = lines.find((line) => line.msg === 'shutting down');
      const stopped = lines.find((line) => line.msg === 'stopped');
      expect(shuttingDown?.signal, transcript).toBe('SIGTERM');
      expect(stopped, transcript).toBeDefined();
      expect(stopped!.time, transcript).toBeGreaterThanOrEqual(shuttingDown!.time);
      expect(Math.max(...lines.map((line) => line.time)), transcript).toBe(stopped!.time);
      // Each request was logged once, with its id.
      const requestLines = lines.filter((line) => line.reqId);
      expect(
        requestLines.map((line) => line.msg),
        transcript,
      ).toEqual(postgres ? ['request completed', 'request completed'] : ['request completed']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    }
  }, 180_000);
});
