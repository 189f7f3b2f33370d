/**
 * Starts one app server for the end-to-end suite: `src/server/main.ts` with the environment the
 * Playwright config gives it, in a fresh temporary data folder, and
 * - with E2E_POSTGRES=1 and TEST_DATABASE_URL set, on a freshly created database on that server;
 * - with E2E_TLS_PORT set, behind a TLS proxy on that port (a self-signed certificate for
 *   localhost), the way production deployments sit behind TLS, while the server itself listens on
 *   PORT and trusts the proxy's forwarded headers.
 * When Playwright stops it (SIGTERM), it waits for the server to shut down, then drops the database
 * and removes the data folder. The server's log goes to test-results/servers/<name>.log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { selfSignedCertificate } from './tls';

const name = process.env.E2E_SERVER_NAME ?? process.env.APP_ENV ?? 'server';
const adminUrl = process.env.E2E_POSTGRES === '1' ? process.env.TEST_DATABASE_URL : undefined;
const tlsPort = Number(process.env.E2E_TLS_PORT) || undefined;
const serverPort = Number(process.env.PORT);
const logDir = path.resolve('test-results', 'servers');

let stopping = false;
let server: ChildProcess | undefined;

// Playwright signals the whole process group; before the server started, start-up sees `stopping`
// and only cleans up.
const stop = (signal: NodeJS.Signals) => {
  stopping = true;
  if (server && server.exitCode === null) server.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
// However this process ends before Playwright stops it, tell the readiness gate
// (e2e/support/await-servers.ts) not to wait for this server.
process.once('exit', () => {
  if (!stopping) writeFileSync(path.join(logDir, `${name}.exited`), '');
});

async function withAdmin(run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** Forwards one request to the server, as a TLS-terminating proxy does. */
function forward(incoming: IncomingMessage, outgoing: ServerResponse) {
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: serverPort,
      method: incoming.method,
      path: incoming.url,
      headers: {
        ...incoming.headers,
        'x-forwarded-proto': 'https',
        'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1',
      },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(upstream);
}

/** Runs the server (behind the TLS proxy, if any) until it exits; resolves to the exit code. */
async function serve(env: NodeJS.ProcessEnv, certificate?: { key: string; cert: string }) {
  const log = createWriteStream(path.join(logDir, `${name}.log`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  child.stdout.pipe(log);
  child.stderr.on('data', (chunk: Buffer) => {
    log.write(chunk);
    process.stderr.write(chunk);
  });
  const proxy = certificate ? createHttpsServer(certificate, forward) : undefined;
  proxy?.listen(tlsPort, '127.0.0.1');

  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once('exit', (...result) => resolve(result)),
  );
  // The server may see Playwright's signal before this process does.
  if (signal === 'SIGTERM' || signal === 'SIGINT') stopping = true;
  if (!stopping) console.error(`the ${name} server exited on its own (${code ?? signal})`);
  proxy?.close();
  proxy?.closeAllConnections();
  log.end();
  return stopping ? 0 : code || 1;
}

await mkdir(logDir, { recursive: true });
const certificate = tlsPort ? selfSignedCertificate() : undefined;
const dataDir = await mkdtemp(path.join(tmpdir(), `myresume-e2e-${name}-`));
const databaseName = adminUrl
  ? `myresume_e2e_${name.replace(/\W/g, '_')}_${randomBytes(5).toString('hex')}`
  : undefined;
let exitCode = 0;
try {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  if (tlsPort) env.TRUST_PROXY = 'true';
  if (adminUrl && databaseName) {
    await withAdmin((client) => client.query(`CREATE DATABASE ${databaseName}`));
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  }
  if (!stopping) exitCode = await serve(env, certificate);
} finally {
  try {
    if (databaseName) {
      await withAdmin((client) =>
        client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`),
      );
    }
    await rm(dataDir, { recursive: true, force: true });
  } catch (error) {
    console.error(`cleaning up after the ${name} server failed:`, error);
  }
}
process.exit(exitCode);
