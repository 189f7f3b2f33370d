/**
 * Public site benchmark (issue 17): Lighthouse's mobile preset (simulated slow 4G, 4× CPU slow-down,
 * a phone's screen) on the public pages, the way `npm start` serves them, and on the peer measured
 * in the same run: the web app's `/login`, a client-rendered page of the same server.
 *
 * 1. Builds what changed (`scripts/build.mjs`) and starts the built server (`dist/server/main.js`)
 *    on a fresh embedded database in a temporary folder, on a free port, at the address its
 *    canonical links name (`http://localhost:PORT`).
 * 2. For each page, BENCH_RUNS (3) Lighthouse runs in one Chromium; the median of each figure:
 *    the four category scores, largest contentful paint, first contentful paint, total blocking
 *    time, layout shift, the bytes transferred, the JavaScript bytes transferred, the requests.
 * 3. Each page's largest contentful paint and JavaScript as a ratio to the peer's, and each target
 *    of the issue: performance ≥ 0.95; accessibility, best practices and SEO = 1; ≤ 100 KiB of
 *    JavaScript; largest contentful paint ≤ 1.8 s.
 *
 *   npm run bench:public
 *   BENCH_RUNS=5 npm run bench:public
 *   BENCH_PAGES=/,/blog npm run bench:public
 *
 * Lighthouse 12 (13 needs Node 22.19). Figures and their reading: MEASUREMENTS.md.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const peer = '/login';
const pages = (
  process.env.BENCH_PAGES ??
  '/,/features,/resumes,/blog,/blog/accomplishment-bullets-with-numbers,/?lang=fr'
).split(',');

const targets = {
  performance: 0.95,
  otherScores: 1,
  javascriptKiB: 100,
  lcpMs: 1800,
};

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  javascript: number;
  requests: number;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

async function startServer() {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-public-'));
  const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 300 || server.exitCode !== null) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface ResourceSummaryItem {
  resourceType: string;
  transferSize: number;
  requestCount: number;
}

async function measure(url: string, port: number, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // On a busy machine a run now and then fails to record its trace: it is run again, once.
  if (result.lhr.runtimeError) {
    if (attempt > 1) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return measure(url, port, attempt + 1);
  }
  const { categories, audits } = result.lhr;
  const details = audits['resource-summary']?.details as unknown as {
    items: ResourceSummaryItem[];
  };
  const summary = details.items;
  const ofType = (type: string) => summary.find((item) => item.resourceType === type);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: categories.performance?.score ?? NaN,
    accessibility: categories.accessibility?.score ?? NaN,
    bestPractices: categories['best-practices']?.score ?? NaN,
    seo: categories.seo?.score ?? NaN,
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: ofType('total')?.transferSize ?? NaN,
    javascript: ofType('script')?.transferSize ?? 0,
    requests: ofType('total')?.requestCount ?? NaN,
  };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  });
  const results = new Map<string, Figures | 'missing'>();
  try {
    for (const page of [peer, ...pages]) {
      const url = `${server.base}${page}`;
      if ((await fetch(url, { headers: { accept: 'text/html' } })).status !== 200) {
        results.set(page, 'missing');
        continue;
      }
      // A first load warms the server's page cache and the compiled code, as a visitor finds it.
      await measure(url, chrome.port);
      const samples: Figures[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measure(url, chrome.port));
      const figures = Object.fromEntries(
        Object.keys(samples[0]!).map((key) => [
          key,
          median(samples.map((sample) => sample[key as keyof Figures])),
        ]),
      ) as unknown as Figures;
      results.set(page, figures);
    }
  } finally {
    await chrome.kill();
    server.stop();
  }

  const version = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`\nLighthouse, mobile preset, median of ${runs} runs per page; ${version}`);
  console.log(
    [
      'page'.padEnd(44),
      'perf',
      'a11y',
      'best',
      'seo',
      'LCP ms',
      'FCP ms',
      'TBT ms',
      'CLS',
      'KiB',
      'JS KiB',
      'reqs',
    ].join('\t'),
  );
  for (const [page, figures] of results) {
    if (figures === 'missing') {
      console.log(`${page.padEnd(44)}\tmissing (not 200)`);
      continue;
    }
    console.log(
      [
        (page === peer ? `${page} (peer)` : page).padEnd(44),
        figures.performance.toFixed(2),
        figures.accessibility.toFixed(2),
        figures.bestPractices.toFixed(2),
        figures.seo.toFixed(2),
        Math.round(figures.lcp),
        Math.round(figures.fcp),
        Math.round(figures.tbt),
        figures.cls.toFixed(3),
        kib(figures.bytes),
        kib(figures.javascript),
        figures.requests,
      ].join('\t'),
    );
  }

  const peerFigures = results.get(peer);
  console.log("\nAgainst the peer (the web app's /login) and the targets:");
  for (const [page, figures] of results) {
    if (page === peer || figures === 'missing') continue;
    const ratio =
      peerFigures && peerFigures !== 'missing'
        ? `LCP ×${(figures.lcp / peerFigures.lcp).toFixed(2)}, JS ${kib(figures.javascript)} of ${kib(peerFigures.javascript)} KiB`
        : 'no peer';
    const checks = [
      ['performance ≥ 0.95', figures.performance >= targets.performance],
      [
        'a11y, best practices, SEO = 1',
        [figures.accessibility, figures.bestPractices, figures.seo].every(
          (score) => score >= targets.otherScores,
        ),
      ],
      ['JS ≤ 100 KiB', figures.javascript / 1024 <= targets.javascriptKiB],
      ['LCP ≤ 1.8 s', figures.lcp <= targets.lcpMs],
    ] as const;
    console.log(
      `${page.padEnd(44)}\t${ratio}\t${checks.map(([name, ok]) => `${ok ? 'PASS' : 'MISS'} ${name}`).join(' · ')}`,
    );
  }
}

await main();
