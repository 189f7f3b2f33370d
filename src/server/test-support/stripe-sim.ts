import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The simulator's entry point (dev/stripe-sim/server.ts), run as a tool, never imported. */
const simServer = fileURLToPath(new URL('../../../dev/stripe-sim/server.ts', import.meta.url));

export const stripeSimSecretKey = 'sk_test_sim';
export const stripeSimWebhookSecret = 'whsec_sim_for_tests';
/** The simulator's default prices (dev/stripe-sim/server.ts), as STRIPE_PRICE_IDS names them. */
export const stripeSimPriceIds = '1:price_premium_1,3:price_premium_3,12:price_premium_12';

/**
 * Starts the Stripe simulator (dev/stripe-sim) as a child process on a free port, as a developer
 * runs it; `control` calls its control API (what a tester does in Stripe's dashboard).
 */
export async function startStripeSimProcess() {
  const child = spawn(process.execPath, ['--import', 'tsx', simServer], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SECRET_KEY: stripeSimSecretKey,
      WEBHOOK_SECRET: stripeSimWebhookSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`stripe simulator did not start: ${stderr.join('')}`));
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stripe simulator exited (${code}): ${stderr.join('')}`));
    });
    lines.on('line', (line) => {
      const found = /listening on (http:\/\/\S+)/.exec(line)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return {
    url,
    async control<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${url}/__control${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      return (await response.json()) as T;
    },
    async close() {
      lines.close();
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export type StripeSimProcess = Awaited<ReturnType<typeof startStripeSimProcess>>;
