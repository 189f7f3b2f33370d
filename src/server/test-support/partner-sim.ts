import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The simulator's entry point (dev/partner-sim/server.ts), run as a tool, never imported. */
const simServer = fileURLToPath(new URL('../../../dev/partner-sim/server.ts', import.meta.url));

export interface PartnerSimProcess {
  /** Where it listens (`http://127.0.0.1:<port>`). */
  url: string;
  /** Its OpenID issuer (`http://localhost:<port>`). */
  issuer: string;
  port: number;
  /** Calls the control API (`/__control/...`); answers the response. */
  control(path: string, init?: { method?: string; body?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** A seeded or created partner customer, as the control API lists it. */
export interface PartnerSimUser {
  customerId: string;
  sub: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

/**
 * Starts the partner simulator (dev/partner-sim) as a child process on a free port and waits until
 * it listens. The product never imports dev tools (eslint boundary), so tests run it like any
 * developer does.
 */
export async function startPartnerSimProcess({
  profileInIdToken = false,
}: {
  /** The simulator's PROFILE_IN_ID_TOKEN: profile and email claims in the ID token too. */
  profileInIdToken?: boolean;
} = {}): Promise<PartnerSimProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', simServer], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_REQUESTS: '',
      PROFILE_IN_ID_TOKEN: profileInIdToken ? '1' : '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
  const lines = createInterface({ input: child.stdout! });

  const started = await new Promise<{ url: string; issuer: string }>((resolve, reject) => {
    let url: string | undefined;
    const timer = setTimeout(() => {
      reject(new Error(`partner simulator did not start: ${stderr.join('')}`));
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`partner simulator exited (${code}): ${stderr.join('')}`));
    });
    lines.on('line', (line) => {
      url ??= /listening on (http:\/\/\S+)/.exec(line)?.[1];
      const issuer = /^\s*issuer\s+(http:\/\/\S+)/.exec(line)?.[1];
      if (url && issuer) {
        clearTimeout(timer);
        resolve({ url, issuer });
      }
    });
  });

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

  return {
    ...started,
    port: Number(new URL(started.url).port),
    control(path, init = {}) {
      return fetch(`${started.url}/__control${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        ...(init.body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }),
      });
    },
    async close() {
      lines.close();
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
