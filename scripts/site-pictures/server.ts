/**
 * The built server (dist/server/main.js, from `node scripts/build.mjs`) for the site's pictures:
 * started on a free loopback port with a fresh embedded database in a throw-away data folder, as a
 * production deployment (so the brand reads "My Resume"), and removed again when stopped.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export interface RunningServer {
  /** The origin the server answers at, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the built server and resolves once it answers /healthz. */
export async function startBuiltServer(): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'myresume-site-pictures-'));
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      APP_ENV: 'prod',
      // The pictures show the product without its plans: nothing is sold here.
      PLAN_LIMITS: 'off',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      POSTHOG_KEY: '',
      SENTRY_DSN: '',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited (${child.exitCode}) before answering:\n${log}`);
    }
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { origin, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /healthz within a minute:\n${log}`);
    }
    // Polled until it answers: the boot (migrations, the document workers) takes a few seconds.
    await delay(200);
  }
}
