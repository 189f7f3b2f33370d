/**
 * A burst of heavy drafts from one user (decision 075, issue 13 §14). In one run, two servers
 * (each in its own process, the whole app on an embedded database, over real HTTP):
 *
 * - the peer: renders without limits (every request goes to the render pool's queue, as before);
 * - ours: the default limits (one render per user at once, the newest draft waiting).
 *
 * In each, one user sends 20 drafts of ≈ 250 KiB (≈ 50 pages) at once while another user sends
 * five small previews one after the other. Prints the server's RSS before and at its peak, the
 * other user's preview latency (p50, max), the heavy drafts' answers, and peer / ours ratios.
 *
 *   npm run bench:render-burst
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { ResumeContent } from '../../src/domain/resume';
import { longText } from '../../src/domain/test-support/longest-resume';
import {
  createRenderLimiter,
  defaultRenderLimits,
} from '../../src/server/documents/render-limiter';
import { createTestApp } from '../../src/server/test-support/app';
import { dataOf, eventCalls, signUpWithRecord } from '../../src/server/test-support/career-events';

interface Result {
  mode: string;
  rssBeforeMB: number;
  rssPeakMB: number;
  otherP50Ms: number;
  otherMaxMs: number;
  burstMs: number;
  answers: Record<string, number>;
}

const create = `mutation ($input: CreateResumeInput!) { resume { createResume(input: $input) { id content } } }`;

async function runServer(mode: 'peer' | 'ours'): Promise<Result> {
  const unlimited = { perUser: 1000, perUserWaiting: 1000, total: 1000, totalWaiting: 1000 };
  const limiter = createRenderLimiter(
    mode === 'ours' ? defaultRenderLimits : { ...defaultRenderLimits, ...unlimited },
  );
  const app = await createTestApp({ LOG_LEVEL: 'warn' }, { renderLimiter: limiter });
  const heavy = await signUpWithRecord(app, 'bench-heavy@example.com');
  const other = await signUpWithRecord(app, 'bench-other@example.com');
  const work = await eventCalls<{
    id: string;
    accomplishments: Array<{ id: string }>;
  }>(heavy, 'WorkEvent').create({
    company: 'Acme',
    position: 'Engineer',
    startDate: '2019-01',
    accomplishments: Array.from({ length: 50 }, (_, index) => ({
      description: longText(1000, `bullet ${index}`),
    })),
  });
  const resumeOf = async (user: typeof heavy) =>
    dataOf(
      await user.call<{ resume: { createResume: { content: ResumeContent } } }>(create, {
        input: { name: 'Bench' },
      }),
    ).resume.createResume.content;
  const heavyContent = await resumeOf(heavy);
  const otherContent = await resumeOf(other);
  const section = {
    id: randomUUID(),
    kind: 'WORK' as const,
    heading: '',
    entries: Array.from({ length: 3 }, () => ({
      id: randomUUID(),
      eventId: work.id,
      bullets: work.accomplishments.map((item) => ({ itemId: item.id, visible: true, text: null })),
    })),
  };
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const post = (token: string, content: ResumeContent) =>
    fetch(`${origin}/api/resumes/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
    });

  // Warm: the workers started and one small preview answered.
  await (await post(other.token, { ...otherContent, summary: 'warm' })).arrayBuffer();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);

  const started = performance.now();
  const burst = Array.from({ length: 20 }, (_, index) =>
    post(heavy.token, { ...heavyContent, summary: `Draft ${index}`, sections: [section] }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
    ),
  );
  const latencies: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    const sent = performance.now();
    const response = await post(other.token, { ...otherContent, summary: `Typing ${index}` });
    await response.arrayBuffer();
    latencies.push(performance.now() - sent);
  }
  const statuses = await Promise.all(burst);
  const burstMs = performance.now() - started;
  clearInterval(sampler);
  await app.close();

  latencies.sort((a, b) => a - b);
  const answers: Record<string, number> = {};
  for (const status of statuses) answers[status] = (answers[status] ?? 0) + 1;
  return {
    mode,
    rssBeforeMB: Math.round(rssBefore / 1e6),
    rssPeakMB: Math.round(rssPeak / 1e6),
    otherP50Ms: Math.round(latencies[2] ?? 0),
    otherMaxMs: Math.round(latencies.at(-1) ?? 0),
    burstMs: Math.round(burstMs),
    answers,
  };
}

const mode = process.argv[2];
if (mode === 'peer' || mode === 'ours') {
  console.log(JSON.stringify(await runServer(mode)));
  process.exit(0);
} else {
  const script = fileURLToPath(import.meta.url);
  const results: Result[] = [];
  for (const each of ['peer', 'ours']) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', script, each], {
      encoding: 'utf8',
    });
    const line = child.stdout.trim().split('\n').at(-1) ?? '';
    if (child.status !== 0 || !line.startsWith('{')) {
      throw new Error(`${each} failed: ${child.stderr || child.stdout}`);
    }
    results.push(JSON.parse(line) as Result);
  }
  const [peer, ours] = results as [Result, Result];
  console.table(results);
  console.log(
    `peer / ours: RSS growth ${((peer.rssPeakMB - peer.rssBeforeMB) / Math.max(1, ours.rssPeakMB - ours.rssBeforeMB)).toFixed(1)}×, ` +
      `other user's p50 ${(peer.otherP50Ms / Math.max(1, ours.otherP50Ms)).toFixed(1)}×, max ${(peer.otherMaxMs / Math.max(1, ours.otherMaxMs)).toFixed(1)}×`,
  );
}
