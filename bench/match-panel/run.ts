/**
 * The editor's Match panel computation (docs/decisions/096-the-match-panel-in-the-editors.md) on a
 * two-page resume. In one run:
 *
 * - cold: a new matcher's first pass (the job's requirements, the whole library's profile, then
 *   the document: `resolveResume` → `documentLibrary` → `careerProfile` → `matchJob` twice);
 * - a pass: what the panel does after each pause in typing — the same matcher (requirements and
 *   library profile remembered), the resume with one bullet reworded, so every pass is a new
 *   document;
 * - the peer, measured in the same loop on the same documents: `JSON.stringify` of the resume's
 *   content, the least any save or preview of it costs.
 *
 * The library is the two-page fixture's events (`twoPageResume` read back by `documentLibrary`),
 * plus the same events again under other ids and an older job that the resume does not show
 * (naming Kafka, Terraform, gRPC and more); the resume shows every
 * other bullet, so some of what the library proves is hidden, as the panel's "in your library, not
 * shown" list expects.
 *
 *   npx tsx bench/match-panel/run.ts
 *   BENCH_ITERATIONS=2000 npx tsx bench/match-panel/run.ts
 */
import { performance } from 'node:perf_hooks';
import { documentLibrary } from '../../src/domain/document-library';
import type { ResumeContent, ResumeLibrary, ResumeSectionConfig } from '../../src/domain/resume';
import { twoPageResume } from '../../src/domain/test-support/resume-documents';
import { createMatcher } from '../../src/web/components/document-editor/match-panel-compute';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 500);
const today = '2026-11-27';

const title = 'Staff Software Engineer, Payments';
const description = `
About the role
We are looking for a Staff Software Engineer to lead our payments platform: the ledger, the
settlement pipeline and the APIs our merchants build on. You will design systems that stay
correct under load and mentor a team of eight engineers.

Requirements
- 8+ years of experience building backend systems, 3+ in payments or financial services.
- Expert in Go or Java; comfortable in Python for tooling.
- Deep knowledge of PostgreSQL, Kafka and event-driven architecture.
- Experience running services on Kubernetes and AWS, with Terraform.
- A track record with REST and gRPC APIs, observability (Prometheus, Grafana) and on-call.
- Bachelor's degree in Computer Science or equivalent experience.

Nice to have
- Experience with Rust, GraphQL or Snowflake is a plus.
- PCI DSS or SOC 2 audits are a bonus.
- Fluent Spanish or French is a plus.
`;

/** The fixture's events, shown, and the same again under other ids, not shown. */
const shownEvents = documentLibrary(twoPageResume);
const library: ResumeLibrary = {
  work: [
    ...shownEvents.work,
    ...shownEvents.work.map((event) => ({ ...event, id: `hidden-${event.id}` })),
    // An older job the resume leaves out, proving skills the posting asks for.
    {
      ...(shownEvents.work.at(-1) ?? shownEvents.work[0]!),
      id: 'hidden-platform',
      accomplishments: [
        'Ran Kafka and Terraform on AWS for the settlement pipeline',
        'Built gRPC APIs with Prometheus and Grafana dashboards',
        'Passed the PCI DSS audit two years running',
      ].map((description, index) => ({ id: `platform-${index}`, uuid: null, description })),
    },
  ],
  edu: [
    ...shownEvents.edu,
    ...shownEvents.edu.map((event) => ({ ...event, id: `hidden-${event.id}` })),
  ],
  skills: [
    ...shownEvents.skills,
    ...shownEvents.skills.map((skill) => ({ ...skill, id: `hidden-${skill.id}` })),
  ],
};

/** The resume's content pointing at the shown events, every other bullet shown. */
function content(iteration: number): ResumeContent {
  const entries = (events: Array<{ id: string; accomplishments?: Array<{ id: string }> }>) =>
    events.map((event, index) => ({
      id: `entry-${event.id}`,
      eventId: event.id,
      bullets: (event.accomplishments ?? []).map((item, bullet) => ({
        itemId: item.id,
        visible: bullet % 2 === 0,
        // One bullet reworded per pass: a new document, as after a keystroke.
        text: index === 0 && bullet === 0 ? `Reworded in pass ${iteration}` : null,
      })),
    }));
  const sections: ResumeSectionConfig[] = [
    { id: 'work', kind: 'WORK', heading: '', entries: entries(shownEvents.work) },
    { id: 'education', kind: 'EDUCATION', heading: '', entries: entries(shownEvents.edu) },
    {
      id: 'skills',
      kind: 'SKILLS',
      heading: '',
      entries: entries(shownEvents.skills.filter((skill) => skill.id !== 'summary')),
    },
  ];
  return {
    language: 'en',
    header: twoPageResume.header,
    summary: twoPageResume.summary,
    sections,
    theme: twoPageResume.theme,
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(3)} ms`;

function summary(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted.at(-1) ?? NaN,
  };
}

// Cold: a new matcher each time (a few, they are slow on purpose).
const cold: number[] = [];
for (let run = 0; run < 20; run += 1) {
  const match = createMatcher();
  const document = { kind: 'resume' as const, content: content(-run) };
  const started = performance.now();
  match({ title, description, library, document, today });
  cold.push(performance.now() - started);
}

// Warm passes and the peer, interleaved on the same documents.
const match = createMatcher();
match({ title, description, library, document: { kind: 'resume', content: content(0) }, today });
const passes: number[] = [];
const peer: number[] = [];
let last = null as ReturnType<typeof match> | null;
let bytes = 0;
for (let iteration = 1; iteration <= iterations; iteration += 1) {
  const edited = content(iteration);
  let started = performance.now();
  last = match({
    title,
    description,
    library,
    document: { kind: 'resume', content: edited },
    today,
  });
  passes.push(performance.now() - started);
  started = performance.now();
  bytes = JSON.stringify(edited).length;
  peer.push(performance.now() - started);
}

const rows = [
  summary('cold (first pass)', cold),
  summary('a pass', passes),
  summary('peer: JSON.stringify', peer),
];
console.log(
  `Match panel computation, two-page resume (${iterations} passes, Node ${process.version})`,
);
console.log(
  `  library: ${library.work.length} jobs, ${library.edu.length} degrees, ${library.skills.length} skills; content ${bytes} bytes of JSON`,
);
if (last) {
  console.log(
    `  result: ${last.match.band}; covered ${last.covered.length}, hidden ${last.hidden.length}, missing ${last.missing.length}`,
  );
}
for (const row of rows) {
  console.log(
    `  ${row.name.padEnd(22)} p50 ${ms(row.p50)}  p95 ${ms(row.p95)}  max ${ms(row.max)}`,
  );
}
const pass = rows[1];
const stringify = rows[2];
if (pass && stringify) {
  console.log(`  ratio pass / peer (p50): ${(pass.p50 / stringify.p50).toFixed(1)}×`);
  console.log(`  budget: a pass under 50 ms — ${pass.p95 < 50 ? 'met' : 'NOT met'} at p95`);
}
