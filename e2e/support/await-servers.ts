/**
 * The readiness gate of the end-to-end servers. Playwright starts the app servers one after another
 * without waiting (so they boot in parallel), then this process, and waits for its URL: it answers
 * only once every app server's /healthz does. It fails at once, naming the server, when one of them
 * exits during start-up (e2e/support/serve.ts leaves a marker next to its log).
 *
 * Environment: E2E_READY_PORT, and E2E_AWAIT as a comma-separated list of name=url pairs.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { get as httpsGet } from 'node:https';
import { get as httpGet } from 'node:http';
import path from 'node:path';

const readyPort = Number(process.env.E2E_READY_PORT);
const servers = (process.env.E2E_AWAIT ?? '')
  .split(',')
  .filter(Boolean)
  .map((pair) => {
    const [name, url] = pair.split('=') as [string, string];
    return { name, url: `${url}/healthz` };
  });

/** True when the server answers 200 (a self-signed certificate is fine: it is ours). */
const healthy = (url: string) =>
  new Promise<boolean>((resolve) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    const request = get(url, { rejectUnauthorized: false, timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => request.destroy());
  });

const exitedMarker = (name: string) => path.resolve('test-results', 'servers', `${name}.exited`);

let waiting = servers;
while (waiting.length > 0) {
  const failed = waiting.find(({ name }) => existsSync(exitedMarker(name)));
  if (failed) {
    console.error(
      `the ${failed.name} server stopped during start-up: see test-results/servers/${failed.name}.log`,
    );
    process.exit(1);
  }
  const answers = await Promise.all(waiting.map(({ url }) => healthy(url)));
  waiting = waiting.filter((_, index) => !answers[index]);
  if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 200));
}

const gate = createServer((_request, response) => response.end('ready')).listen(
  readyPort,
  '127.0.0.1',
);
const stop = () => gate.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
