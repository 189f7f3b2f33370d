/**
 * Preview latency benchmark (issue 5: "keystroke → preview shown p95 ≤ 150 ms"; documents design:
 * "the slowest path from keystroke to new pages on screen is what the benchmark measures";
 * docs/decisions/060-document-rendering.md, "Preview latency").
 *
 * Starts the real app server (embedded database, fresh DATA_DIR, its own port) in its own process,
 * makes an account whose library holds the two-page fixture's jobs and studies, makes a resume of
 * them, opens the editor in Chromium and types into the summary: one key every 150–250 ms, with
 * bursts of fast keys between. Then, in the same server, the same for a cover letter (issue 15:
 * "within the resume preview's latency"): two paragraphs written in the library, a one-page letter
 * of them matched to the resume, its editor opened and the keys typed into its greeting. Each
 * round starts from the document as it was set up (a greeting holds 200 characters).
 *
 * For every key it measures the time from the key event (`event.timeStamp`, so time the key
 * waited for a busy main thread counts) to the first animation frame in which every canvas of the
 * preview shows a page of one draft that contains that key (the server's answer to that draft or
 * to a later one: a key the editor never rendered on its own is shown by the next draft that
 * contains it), and there are exactly as many canvases as that answer has pages.
 *
 * The editor's worker fetches each draft's pages and paints them straight onto the canvases on
 * screen (each handed to it by the page, decision 067), so what a canvas shows is known only in
 * the worker. The bench serves the worker's script with `instrumentWorker` before it, which wraps
 * the worker's fetch (draft → answer and its page ids), its messages (canvas → slot), its 2D
 * drawing (a canvas drawn on shows the newest answer's page of its slot; setting its size clears
 * it) and its replies (painted), and checks the canvases in each of the worker's animation frames,
 * the frames that put what it drew on screen. The page records the keys on the same clock
 * (`performance.timeOrigin`). Preview pages the worker cannot read, shown as SVG images, are
 * counted and not timed; the design panel's template pictures (SVG images too, made when the
 * design changes, not on a keystroke) are not the preview's pages and are left out.
 *
 * Printed, the resume's figures beside the letter's: p50 / p95 / max of that latency and the
 * verdict, its breakdown (key → request sent by the worker; request → answer received; answer →
 * pages painted, the worker's reply to the page; painted → on screen, the next frame), and the
 * server's part: the same REST call (the document's own preview route) timed from this process on
 * edited drafts (the renderer's compile, resolving the draft, the JSON), asked as the editor asks
 * (saying which pages and glyph outlines it holds, decision 066), and the server process's CPU
 * time per preview request while the keys were typed.
 *
 *   npm run bench:preview
 *   BENCH_KEYS=80 BENCH_ROUNDS=3 npm run bench:preview
 *   BENCH_SKIP_BUILD=1 npm run bench:preview   # use dist/web as it is
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { paths } from '../../src/domain/paths';
import type { AnswerPage } from '../../src/domain/preview-answer';
import type { ResumeContent } from '../../src/domain/resume';
import { twoPageResume } from '../../src/domain/test-support/resume-documents';
import { documentKinds, type LetterDraft } from '../../src/web/lib/documents-client';
import { createHeldPages } from '../../src/web/lib/held-pages';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium';
import { loadAverage, summaryOf } from '../stats';

const keyCount = Math.max(40, Number(process.env.BENCH_KEYS ?? 60));
const roundCount = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const restIterations = Number(process.env.BENCH_REST_ITERATIONS ?? 30);
const port = Number(process.env.BENCH_PORT ?? 18_091);
const base = `http://127.0.0.1:${port}`;
const targetMs = 150;

const ms = (value: number) => `${value.toFixed(0).padStart(4)} ms`;
/** p50, p95 and max, in the columns of `report`'s header. */
const spread = (values: number[]) => {
  const { p50, p95, max } = summaryOf(values);
  return `${ms(p50)} ${ms(p95)} ${ms(max)}`;
};

/** Newest modification time under `dir` (files only). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

/** `vite build` unless dist/web is newer than every source the web app is built from. */
function buildWebIfNeeded() {
  const index = 'dist/web/index.html';
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(newest('src/web'), newest('src/domain'), newest('src/locales'));
  if ((built > sources || process.env.BENCH_SKIP_BUILD) && !process.env.BENCH_BUILD) return;
  console.log('Building the web app (vite build)…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}

const children: ChildProcess[] = [];

function startServer(dataDir: string) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (/is running at/.test(chunk.toString())) resolve(child);
    });
  });
}

async function graphql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(`${base}/graphql`, {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The preview route a draft goes to, and the field of its content the keys are typed into. */
interface TypedField {
  route: string;
  field: string;
}

/** A saved document as its editor's draft: its content and, for a letter, its target job. */
interface SavedDraft {
  content: Record<string, unknown>;
  targetJob?: unknown;
}

/**
 * What the bench needs of one kind of document: its editor, the field typed into (its label and
 * where it is in the content and the preview's request), the preview's request body as the web
 * client makes it (src/web/lib/documents-client.ts), and how a saved one is read (`saved`) and
 * saved (`$id`, `$input`) through GraphQL.
 */
interface BenchKind {
  title: string;
  editor: (id: string) => string;
  label: string;
  typed: TypedField;
  body: (draft: SavedDraft) => Record<string, unknown>;
  read: string;
  save: string;
}

const resumeKind: BenchKind = {
  title: 'two-page resume',
  editor: paths.editResume,
  label: 'Summary',
  typed: { route: `${documentKinds.resume.base}/preview`, field: 'summary' },
  body: ({ content }) => documentKinds.resume.body(content as ResumeContent),
  read: 'query ($id: ID!) { saved: resume(id: $id) { content } }',
  save: 'mutation ($id: ID!, $input: UpdateResumeInput!) { resume { updateResume(id: $id, input: $input) { id } } }',
};

const letterKind: BenchKind = {
  title: 'one-page cover letter',
  editor: paths.editCoverLetter,
  label: 'Greeting',
  typed: { route: `${documentKinds.coverLetter.base}/preview`, field: 'greeting' },
  body: (draft) => documentKinds.coverLetter.body(draft as unknown as LetterDraft),
  read: 'query ($id: ID!) { saved: coverLetter(id: $id) { content targetJob { position company hiringManager description } } }',
  save: 'mutation ($id: ID!, $input: UpdateCoverLetterInput!) { coverLetter { updateCoverLetter(id: $id, input: $input) { id } } }',
};

const readSaved = async (request: APIRequestContext, token: string, kind: BenchKind, id: string) =>
  (await graphql<{ saved: SavedDraft }>(request, token, kind.read, { id })).saved;

const saveContent = (
  request: APIRequestContext,
  token: string,
  kind: BenchKind,
  id: string,
  content: Record<string, unknown>,
) => graphql(request, token, kind.save, { id, input: { content } });

/**
 * Signs `request` (the browser context's, so the session cookie lands in the browser) up and in,
 * makes the user record, the library (the two-page fixture's jobs with their bullets, and its
 * studies) and a resume of it. Answers the resume's id and an ID token.
 */
async function setUp(request: APIRequestContext) {
  const account = { email: 'preview-bench@example.com', password: 'a sturdy passphrase 42' };
  const auth = (route: string, data: unknown) =>
    request.post(`${base}/api/auth${route}`, { data, headers: { origin: base } });
  for (const response of [
    await auth('/sign-up/email', { ...account, name: 'Inès Ibáñez-Müller' }),
    await auth('/sign-in/email', account),
  ]) {
    if (!response.ok())
      throw new Error(`sign-up/in: ${response.status()} ${await response.text()}`);
  }
  const tokenOf = async () =>
    ((await (await request.get(`${base}/api/auth/token`)).json()) as { token: string }).token;
  const token = await tokenOf();
  await graphql(
    request,
    token,
    'mutation ($input: CreateUserInput!) { user { createUser(input: $input) { id } } }',
    {
      input: {
        firstName: 'Inès',
        lastName: 'Ibáñez-Müller',
        email: account.email,
        isAnonymous: false,
      },
    },
  );
  const sections = Object.fromEntries(twoPageResume.sections.map((s) => [s.kind, s.entries]));
  for (const job of sections.WORK ?? []) {
    await graphql(
      request,
      token,
      'mutation ($input: WorkEventInput!) { event { createWorkEvent(input: $input) { id } } }',
      {
        input: {
          position: job.title,
          company: job.organization,
          location: job.location,
          startDate: job.startDate,
          ...(job.endDate ? { endDate: job.endDate } : {}),
          accomplishments: job.bullets.map((description) => ({ description })),
        },
      },
    );
  }
  for (const study of sections.EDUCATION ?? []) {
    await graphql(
      request,
      token,
      'mutation ($input: EduEventInput!) { event { createEduEvent(input: $input) { id } } }',
      {
        input: {
          university: study.organization,
          degree: study.title,
          location: study.location,
          startDate: study.startDate,
          endDate: study.endDate,
          accomplishments: study.bullets.map((description) => ({ description })),
          coursework: study.details.map((description) => ({ description })),
        },
      },
    );
  }
  for (const skill of sections.SKILLS ?? []) {
    await graphql(
      request,
      token,
      'mutation ($input: SkillEventInput!) { event { createSkillEvent(input: $input) { id } } }',
      { input: { name: skill.title, keywords: skill.details } },
    );
  }
  const { resume } = await graphql<{ resume: { createResume: { id: string } } }>(
    request,
    token,
    'mutation ($input: CreateResumeInput!) { resume { createResume(input: $input) { id } } }',
    { input: { name: 'Payments roles', targetJob: { title: 'Staff Engineer' } } },
  );
  const resumeId = resume.createResume.id;
  // The fixture's summary, saved, so the resume is the fixture's two pages.
  const saved = await readSaved(request, token, resumeKind, resumeId);
  await saveContent(request, token, resumeKind, resumeId, {
    ...saved.content,
    summary: twoPageResume.summary,
  });
  return { resumeId, tokenOf };
}

/** The letter's paragraphs, written in the library: an opening with placeholders and a body. */
const letterParagraphs = [
  {
    kind: 'OPENING',
    title: 'Payments opening',
    text:
      'I am writing to apply for the {position} role at {company}. For eight years I have built ' +
      'and run payment systems that move money reliably at scale, and the platform your team ' +
      'describes is the kind of work I do best.',
    tags: ['payments'],
  },
  {
    kind: 'BODY',
    title: 'Latency and reliability',
    text:
      'At my current company I led the rewrite of the card authorisation path, cutting its p99 ' +
      'latency from 900 to 180 ms while traffic tripled, and I set up the on-call rotation, ' +
      'error budgets and incident reviews that kept the service at 99.99 % through two peak ' +
      'seasons. I would bring the same habits to {company}: small reversible changes, ' +
      'measurements before opinions, and clear ownership of every service a team runs.',
    tags: ['payments', 'reliability'],
  },
];

/**
 * Writes the letter's paragraphs in the library and makes a letter of them, matched to the resume
 * (its header, design and language) and written for a job that fills its placeholders. Answers
 * the letter's id.
 */
async function setUpLetter(request: APIRequestContext, token: string, resumeId: string) {
  const eventIds: string[] = [];
  for (const input of letterParagraphs) {
    const { event } = await graphql<{ event: { createCoverLetterEvent: { id: string } } }>(
      request,
      token,
      'mutation ($input: CoverLetterEventInput!) { event { createCoverLetterEvent(input: $input) { id } } }',
      { input },
    );
    eventIds.push(event.createCoverLetterEvent.id);
  }
  const { coverLetter } = await graphql<{ coverLetter: { createCoverLetter: { id: string } } }>(
    request,
    token,
    'mutation ($input: CreateCoverLetterInput!) { coverLetter { createCoverLetter(input: $input) { id } } }',
    {
      input: {
        name: 'Acme Payments',
        resumeId,
        targetJob: {
          position: 'Staff Engineer',
          company: 'Acme Payments',
          hiringManager: 'Ms Ortiz',
        },
      },
    },
  );
  const letterId = coverLetter.createCoverLetter.id;
  const saved = await readSaved(request, token, letterKind, letterId);
  await saveContent(request, token, letterKind, letterId, {
    ...saved.content,
    paragraphs: eventIds.map((eventId, index) => ({
      id: `paragraph-${index + 1}`,
      eventId,
      text: null,
    })),
  });
  return letterId;
}

/**
 * Installed in the page before its scripts: records each key (its time, and the text of the field
 * typed into after it) and counts the preview's pages shown as SVG images (pages the worker did
 * not paint, which this bench does not time): each `<img data-page>` of the preview and each new
 * picture one shows. The template pictures of the design panel are other images.
 * `window.__previewBench`.
 */
function instrumentPage() {
  const keys: Array<{ at: number; text: string | null }> = [];
  const pageImages = new Set<string>();
  let watching = false;
  const countPageImages = () => {
    for (const image of document.querySelectorAll<HTMLImageElement>('img[data-page]')) {
      pageImages.add(image.src);
    }
  };
  new MutationObserver(countPageImages).observe(document, {
    subtree: true,
    childList: true,
    attributeFilter: ['src'],
  });
  document.addEventListener(
    'keydown',
    (event) => {
      // On the shared clock (the worker's `performance.now()` has another origin).
      if (watching) keys.push({ at: performance.timeOrigin + event.timeStamp, text: null });
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      const key = keys.at(-1);
      if (watching && key && key.text === null) {
        key.text = (event.target as HTMLTextAreaElement).value;
      }
    },
    true,
  );
  Object.assign(window, {
    __previewBench: {
      start: () => {
        watching = true;
      },
      results: () => {
        countPageImages();
        return { keys: keys.map((key) => ({ ...key })), images: pageImages.size };
      },
    },
  });
}

/**
 * Put before the painter worker's script (the bench serves it so), given which preview route and
 * which field of the draft's content the keys are typed into: records every draft the worker
 * fetches (that field's text, when it was sent and answered, the answer's page ids),
 * when the worker finished painting it (its reply to the page), and which page each canvas on
 * screen shows: a canvas handed over for slot n shows the page of the newest answer at n from the
 * moment the worker draws on it (any drawing starts with filling the area it repaints), and no
 * known page once its size is set (that clears it). In every animation frame of the worker — the
 * frame that puts the canvases it drew on screen — the newest answer counts as shown when every
 * slot up to its page count has a canvas showing that answer's page there, and there are no
 * others. `self.__previewBench`.
 */
function instrumentWorker(typed: TypedField) {
  interface Draft {
    text: string;
    sentAt: number;
    answeredAt: number | null;
    paintedAt: number | null;
    shownAt: number | null;
    ids: string[] | null;
  }
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  const now = () => performance.timeOrigin + performance.now();
  const drafts: Draft[] = [];
  let newest: Draft | null = null;
  const canvasAt = new Map<number, OffscreenCanvas>();
  const shows = new WeakMap<OffscreenCanvas, string>();

  scope.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; slot?: unknown; canvas?: unknown; from?: unknown };
    if (data?.type === 'canvas' && data.canvas instanceof OffscreenCanvas) {
      canvasAt.set(Number(data.slot), data.canvas);
    } else if (data?.type === 'drop') {
      for (const slot of [...canvasAt.keys()]) if (slot >= Number(data.from)) canvasAt.delete(slot);
    }
  });

  const fillRect = OffscreenCanvasRenderingContext2D.prototype.fillRect;
  OffscreenCanvasRenderingContext2D.prototype.fillRect = function (
    this: OffscreenCanvasRenderingContext2D,
    ...args: Parameters<typeof fillRect>
  ) {
    fillRect.apply(this, args);
    const canvas = this.canvas;
    for (const [slot, onScreen] of canvasAt) {
      const id = newest?.ids?.[slot];
      if (onScreen === canvas && id !== undefined) shows.set(canvas, id);
    }
  };
  for (const name of ['width', 'height'] as const) {
    const property = Object.getOwnPropertyDescriptor(OffscreenCanvas.prototype, name)!;
    Object.defineProperty(OffscreenCanvas.prototype, name, {
      ...property,
      set(this: OffscreenCanvas, value: number) {
        shows.delete(this);
        property.set!.call(this, value);
      },
    });
  }

  const nativeFetch = scope.fetch.bind(scope);
  scope.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith(typed.route) || typeof init?.body !== 'string') {
      return nativeFetch(input, init);
    }
    const sent = JSON.parse(init.body) as { content: Record<string, string> };
    const draft: Draft = {
      text: sent.content[typed.field] ?? '',
      sentAt: now(),
      answeredAt: null,
      paintedAt: null,
      shownAt: null,
      ids: null,
    };
    drafts.push(draft);
    const response = await nativeFetch(input, init);
    const json = response.json.bind(response);
    response.json = async () => {
      const body = (await json()) as { pages?: Array<{ id: string; svg?: string }> };
      draft.answeredAt = now();
      draft.ids = body.pages?.map((page) => page.id) ?? null;
      newest = draft;
      return body;
    };
    return response;
  };

  const post = scope.postMessage.bind(scope);
  scope.postMessage = ((message: unknown, transfer?: Transferable[]) => {
    if (newest && Array.isArray((message as { pages?: unknown } | null)?.pages)) {
      newest.paintedAt ??= now();
    }
    post(message, transfer ?? []);
  }) as typeof scope.postMessage;

  const frame = () => {
    const draft = newest;
    const ids = draft?.ids;
    if (draft && ids && draft.shownAt === null) {
      const shown =
        canvasAt.size === ids.length &&
        ids.every((id, slot) => {
          const canvas = canvasAt.get(slot);
          return canvas !== undefined && shows.get(canvas) === id;
        });
      if (shown) draft.shownAt = now();
    }
    scope.requestAnimationFrame(frame);
  };
  scope.requestAnimationFrame(frame);

  Object.assign(scope, {
    __previewBench: { results: () => drafts.map((draft) => ({ ...draft })) },
  });
}

interface KeyResult {
  at: number;
  text: string | null;
}

interface DraftResult {
  text: string;
  sentAt: number;
  answeredAt: number | null;
  paintedAt: number | null;
  shownAt: number | null;
  ids: string[] | null;
}

const words = (
  ' I ship small, reversible changes and measure them in production; latency budgets, clear ' +
  'ownership and calm incident reviews are how teams I lead keep payments fast and correct.'
).split('');

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** The painter worker's script, served with `instrumentWorker` before it. */
const painterScript = /\/page-painter\.worker-[\w-]+\.js$/;

/** The painter worker's drafts so far. */
async function workerDrafts(page: Page): Promise<DraftResult[]> {
  const drafts: DraftResult[] = [];
  for (const worker of page.workers()) {
    drafts.push(
      ...(await worker.evaluate(() => {
        const bench = (self as unknown as { __previewBench?: { results: () => DraftResult[] } })
          .__previewBench;
        return bench ? bench.results() : [];
      })),
    );
  }
  return drafts;
}

async function typingRound(browser: Browser, kind: BenchKind, id: string, cookies: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  await context.addCookies(JSON.parse(cookies) as Parameters<typeof context.addCookies>[0]);
  // tsx names functions with esbuild's `__name` helper, which the page does not have.
  const nameHelper = 'globalThis.__name = (target) => target;';
  await context.addInitScript({ content: nameHelper });
  await context.addInitScript(instrumentPage);
  await context.route(painterScript, async (route) => {
    const response = await route.fetch();
    const script = await response.text();
    const instrument = `(${instrumentWorker.toString()})(${JSON.stringify(kind.typed)});`;
    await route.fulfill({ response, body: `${nameHelper}\n${instrument}\n${script}` });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`${base}${kind.editor(id)}`);
  await page
    .getByRole('img', { name: /^Page 1 of/ })
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      console.error(
        await page
          .locator('main')
          .innerText()
          .catch(() => page.url()),
      );
      throw error;
    });
  const field = page.getByRole('textbox', { name: kind.label, exact: true });
  await field.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Control+End');
  await pause(1000);
  await page.evaluate(() => {
    (window as unknown as { __previewBench: { start: () => void } }).__previewBench.start();
  });

  // A realistic pace: one key every 150–250 ms, and every ~12 keys a burst of 5 keys 30–60 ms apart.
  let typed = 0;
  let position = 0;
  const random = (() => {
    let seed = 42;
    return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  })();
  while (typed < keyCount) {
    const burst = typed % 12 === 11;
    for (let i = 0; i < (burst ? 5 : 1) && typed < keyCount; i += 1) {
      await page.keyboard.type(words[position % words.length]!);
      position += 1;
      typed += 1;
      await pause(burst ? 30 + random() * 30 : 150 + random() * 100);
    }
  }
  // Until the last key's draft is on screen (at most 15 s).
  const finalText = await field.inputValue();
  let drafts = await workerDrafts(page);
  for (let waited = 0; waited < 15_000; waited += 250) {
    if (drafts.some((draft) => draft.text === finalText && draft.shownAt !== null)) break;
    await pause(250);
    drafts = await workerDrafts(page);
  }
  const { keys, images } = await page.evaluate(() =>
    (
      window as unknown as {
        __previewBench: { results: () => { keys: KeyResult[]; images: number } };
      }
    ).__previewBench.results(),
  );
  await context.close();
  return { keys, drafts, images };
}

/** The server's part: the preview REST call on edited drafts, timed from this process. */
async function restTimes(kind: BenchKind, saved: SavedDraft, token: string) {
  const times: number[] = [];
  let bytes = 0;
  let encoding = '';
  // As the editor asks: saying which pages and glyph outlines it holds from the last answer.
  const held = createHeldPages();
  const text = String(saved.content[kind.typed.field]);
  for (let iteration = -3; iteration < restIterations; iteration += 1) {
    const content = { ...saved.content, [kind.typed.field]: `${text} edit ${iteration}` };
    const start = performance.now();
    const response = await fetch(`${base}${kind.typed.route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...kind.body({ ...saved, content }), known: held.known() }),
    });
    const answer = await response.text();
    encoding = response.headers.get('content-encoding') ?? 'identity';
    if (!response.ok) throw new Error(`preview: ${response.status} ${answer}`);
    if (!held.take((JSON.parse(answer) as { pages: AnswerPage[] }).pages)) {
      throw new Error('preview: an answer left out a part the editor does not hold');
    }
    if (iteration >= 0) times.push(performance.now() - start);
    bytes = answer.length;
    if (iteration === restIterations - 1) {
      return { times, bytes, encoding, gzipBytes: gzipSync(answer, { level: 1 }).length };
    }
  }
  return { times, bytes, encoding, gzipBytes: 0 };
}

/** A process's CPU time so far (user and system) in ms, from /proc; NaN where there is none. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return Number.NaN;
  }
}

/**
 * The rounds of keys typed into one document's editor, each from the document as it was set up,
 * then the server's part. `request` is the signed-in context's.
 */
async function measure(
  browser: Browser,
  request: APIRequestContext,
  tokenOf: () => Promise<string>,
  cookies: string,
  kind: BenchKind,
  id: string,
) {
  const saved = await readSaved(request, await tokenOf(), kind, id);
  const loadBefore = loadAverage();
  const serverPid = children[0]?.pid;
  const serverCpuBefore = cpuMs(serverPid);
  const latencies: number[] = [];
  const toSent: number[] = [];
  const toAnswered: number[] = [];
  const toPainted: number[] = [];
  const toShown: number[] = [];
  let unshown = 0;
  let requests = 0;
  let images = 0;
  let pageCount = 0;
  for (let round = 0; round < roundCount; round += 1) {
    if (round > 0) await saveContent(request, await tokenOf(), kind, id, saved.content);
    const result = await typingRound(browser, kind, id, cookies);
    requests += result.drafts.length;
    images += result.images;
    pageCount = result.drafts.findLast((draft) => draft.ids)?.ids?.length ?? 0;
    for (const key of result.keys) {
      // Shown by the first draft on screen that contains it.
      const draft = result.drafts
        .filter(
          (candidate) =>
            candidate.shownAt !== null && key.text !== null && candidate.text.startsWith(key.text),
        )
        .sort((a, b) => a.shownAt! - b.shownAt!)[0];
      if (!draft || draft.answeredAt === null || draft.paintedAt === null) {
        unshown += 1;
        continue;
      }
      latencies.push(draft.shownAt! - key.at);
      toSent.push(Math.max(0, draft.sentAt - key.at));
      toAnswered.push(draft.answeredAt - Math.max(draft.sentAt, key.at));
      toPainted.push(draft.paintedAt - draft.answeredAt);
      toShown.push(draft.shownAt! - draft.paintedAt);
    }
  }
  const serverCpu = cpuMs(serverPid) - serverCpuBefore;
  const rest = await restTimes(kind, saved, await tokenOf());
  return {
    kind,
    pageCount,
    requests,
    images,
    unshown,
    load: `${loadBefore} → ${loadAverage()}`,
    times: { latencies, toSent, toAnswered, toPainted, toShown, rest: rest.times },
    rest,
    cpuPerRequest: serverCpu / requests,
  };
}

type Figures = Awaited<ReturnType<typeof measure>>;

/** Each document's figures in a column of its own, side by side. */
function report(runs: Figures[]) {
  const line = (name: string, cell: (run: Figures) => string) =>
    console.log(
      `  ${name.padEnd(46)}${runs.map((run) => cell(run).padEnd(36)).join('')}`.trimEnd(),
    );
  const times = (name: string, pick: (times: Figures['times']) => number[]) =>
    line(name, (run) => spread(pick(run.times)));
  console.log(
    `\nPreview latency, ${keyCount} keys in each of ${roundCount} round(s) per document (${process.arch})`,
  );
  line('', (run) => `${run.kind.title} (${run.pageCount} page${run.pageCount === 1 ? '' : 's'})`);
  line('load average before → after', (run) => run.load);
  line('keys timed, preview requests', (run) => `${run.times.latencies.length}, ${run.requests}`);
  line('', () => '    p50     p95     max');
  times('keystroke → preview shown', (t) => t.latencies);
  times('  key → request sent (queue)', (t) => t.toSent);
  times('  request → answer received (server, JSON)', (t) => t.toAnswered);
  times('  answer → pages painted (worker, canvases)', (t) => t.toPainted);
  times('  painted → on screen (next frame)', (t) => t.toShown);
  times('server: POST …/preview, from this process', (t) => t.rest);
  line('  answer to the editor, gzip -1, sent as', ({ rest }) => {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    return `${kb(rest.bytes)}, ${kb(rest.gzipBytes)}, ${rest.encoding}`;
  });
  line('server CPU per preview request (+ autosaves)', (run) => ms(run.cpuPerRequest).trim());
  if (runs.some((run) => run.images > 0)) {
    line('pages shown as SVG images (not timed)', (run) => String(run.images));
  }
  if (runs.some((run) => run.unshown > 0)) {
    line('keys never shown (counted as misses)', (run) => String(run.unshown));
  }
  line(`verdict (p95 ≤ ${targetMs} ms)`, (run) => {
    const { p95 } = summaryOf(run.times.latencies);
    return `p95 ${p95.toFixed(0)} ms: ${p95 <= targetMs && run.unshown === 0 ? 'meets' : 'MISSES'}`;
  });
}

async function main() {
  buildWebIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'myresume-preview-bench-'));
  let browser: Browser | undefined;
  try {
    await startServer(dataDir);
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
    });
    const setupContext = await browser.newContext();
    const { request } = setupContext;
    const { resumeId, tokenOf } = await setUp(request);
    const cookies = JSON.stringify(await setupContext.cookies());
    const resume = await measure(browser, request, tokenOf, cookies, resumeKind, resumeId);
    const letterId = await setUpLetter(request, await tokenOf(), resumeId);
    const letter = await measure(browser, request, tokenOf, cookies, letterKind, letterId);
    await setupContext.close();
    report([resume, letter]);
    process.exitCode = 0;
  } finally {
    await browser?.close();
    for (const child of children) {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
