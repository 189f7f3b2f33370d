/**
 * API benchmark (loopback, autocannon): the authenticated `me` query, a GraphQL `{ __typename }`
 * on the same server, and a bare node:http hello, measured in one run. Prints requests per second
 * and the ratios against their targets: me ≥ 0.8 × GraphQL hello; GraphQL hello ≥ 0.35 × bare.
 * The three are measured back to back in each of BENCH_ROUNDS rounds (default 3); the verdict is on
 * the median ratio, printed with every round's and with the ratio of server CPU time per request.
 *
 *   npm run bench:api                       # the app on the embedded database
 *   BENCH_DATABASE_URL=postgres://… npm run bench:api   # the app on a PostgreSQL server
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadAverage } from '../stats';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const roundCount = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<unknown>> = [];

/** Starts a TypeScript entry point in its own Node.js process and waits for its ready line. */
function start(entry: string, env: Record<string, string>, ready: RegExp) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (ready.test(chunk.toString())) resolve(child);
    });
  });
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** An account with a user record, and an ID token for it. */
async function signedInToken(base: string): Promise<string> {
  const origin = { origin: base };
  const credentials = { email: 'bench@example.com', password: 'a sturdy passphrase 42' };
  await post(`${base}/api/auth/sign-up/email`, { ...credentials, name: 'Bench User' }, origin);
  const signIn = await post(`${base}/api/auth/sign-in/email`, credentials, origin);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (
    await fetch(`${base}/api/auth/token`, { headers: { cookie } })
  ).json()) as {
    token: string;
  };
  await post(
    `${base}/graphql`,
    {
      query: 'mutation ($input: CreateUserInput!) { user { createUser(input: $input) { id } } }',
      variables: {
        input: {
          firstName: 'Bench',
          lastName: 'User',
          email: credentials.email,
          isAnonymous: false,
        },
      },
    },
    { authorization: `Bearer ${token}` },
  );
  const me = (await (
    await post(`${base}/graphql`, { query: '{ me { id } }' }, { authorization: `Bearer ${token}` })
  ).json()) as { data?: { me?: { id?: string } } };
  if (!me.data?.me?.id) throw new Error(`me does not answer: ${JSON.stringify(me)}`);
  return token;
}

/** A fresh database on the PostgreSQL server at `url`, dropped by the returned function. */
async function freshPostgresDatabase(url: string) {
  const name = `myresume_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return {
    url: databaseUrl.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * CPU seconds a process has used so far, all its threads (Linux only). Requests per second move
 * with whatever else the machine runs; the server's CPU time per request moves much less.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The machine's load average over the last minute (others' work makes the figures noisy). */
type Measured = Awaited<ReturnType<typeof measure>>;

async function measure(name: string, server: ChildProcess, options: autocannon.Options) {
  // A short warm-up first, so JIT and caches are in the same state for every case.
  await autocannon({ ...options, duration: 2, connections });
  const cpuBefore = cpuSeconds(server.pid);
  const result = await autocannon({ ...options, duration, connections });
  const cpuAfter = cpuSeconds(server.pid);
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${name}: ${failures} failed requests`);
  const cpuPerRequest =
    cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
  return { name, rps: result.requests.average, p99: result.latency.p99, cpuPerRequest };
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const database = serverUrl ? await freshPostgresDatabase(serverUrl) : undefined;
  cleanups.push(async () => database?.drop());
  const barePort = 18_081;
  const appPort = 18_082;
  const bareServer = await start(
    'bench/api/bare-server.ts',
    { PORT: String(barePort) },
    /listening/,
  );
  const appServer = await start(
    'src/server/main.ts',
    {
      PORT: String(appPort),
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'myresume-bench-')),
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    /is running at/,
  );
  const base = `http://127.0.0.1:${appPort}`;
  const token = await signedInToken(base);
  const graphqlRequest = (query: string, headers: Record<string, string> = {}) => ({
    url: `${base}/graphql`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });

  const cases = [
    {
      name: 'bare node:http hello',
      server: bareServer,
      options: { url: `http://127.0.0.1:${barePort}/` },
    },
    {
      name: 'GraphQL { __typename }',
      server: appServer,
      options: graphqlRequest('{ __typename }'),
    },
    {
      name: 'GraphQL me (authenticated)',
      server: appServer,
      options: graphqlRequest(
        '{ me { id headshotURL savviestProduct profile { firstName lastName mjUserId mjDomain } } }',
        { authorization: `Bearer ${token}` },
      ),
    },
  ];
  // The machine may be busy with other work: each round measures the three cases back to back, and
  // the verdict is on the median of the rounds.
  const rounds: Array<Measured[]> = [];
  for (let round = 0; round < roundCount; round++) {
    const results = [];
    for (const { name, server, options } of cases) {
      results.push(await measure(name, server, options));
    }
    rounds.push(results);
  }

  const engine = database ? 'PostgreSQL' : 'embedded PGlite';
  console.log(
    `\nAPI benchmark — ${connections} connections, ${duration} s each, ${roundCount} round(s), app on ${engine}, load average ${loadAverage()}\n`,
  );
  const cpuText = (value: number | undefined) =>
    value === undefined ? '' : `   server CPU ${value.toFixed(0)} µs/req`;
  rounds.forEach((results, index) => {
    if (roundCount > 1) console.log(`round ${index + 1}`);
    for (const row of results) {
      console.log(
        `${row.name.padEnd(30)} ${row.rps.toFixed(0).padStart(8)} req/s   p99 ${row.p99} ms${cpuText(row.cpuPerRequest)}`,
      );
    }
  });
  const ratiosOf = (results: Measured[]) => {
    const [bare, hello, me] = results as [Measured, Measured, Measured];
    const cpuRatio = (fast: Measured, slow: Measured) =>
      fast.cpuPerRequest && slow.cpuPerRequest
        ? fast.cpuPerRequest / slow.cpuPerRequest
        : undefined;
    return {
      meOverHello: me.rps / hello.rps,
      helloOverBare: hello.rps / bare.rps,
      meOverHelloCpu: cpuRatio(hello, me),
      helloOverBareCpu: cpuRatio(bare, hello),
    };
  };
  const perRound = rounds.map(ratiosOf);
  const ratios = [
    { name: 'me / GraphQL hello', key: 'meOverHello', cpuKey: 'meOverHelloCpu', target: 0.8 },
    {
      name: 'GraphQL hello / bare',
      key: 'helloOverBare',
      cpuKey: 'helloOverBareCpu',
      target: 0.35,
    },
  ] as const;
  console.log('');
  for (const ratio of ratios) {
    const values = perRound.map((r) => r[ratio.key]);
    const cpuValues = perRound.map((r) => r[ratio.cpuKey]).filter((v) => v !== undefined);
    const value = median(values);
    const verdict = value >= ratio.target ? 'meets' : 'MISSES';
    const spread = roundCount > 1 ? `   rounds ${values.map((v) => v.toFixed(2)).join(' / ')}` : '';
    const cpu = cpuValues.length ? `   by CPU time ${median(cpuValues).toFixed(2)}` : '';
    console.log(
      `${ratio.name.padEnd(30)} ${value.toFixed(2)}   (${verdict} target ≥ ${ratio.target})${spread}${cpu}`,
    );
  }
}

try {
  await main();
} finally {
  for (const child of children) child.kill();
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const cleanup of cleanups) await cleanup();
}
