import { parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { salaryPeriods, type SalaryPeriod, type WorkplaceType } from './job-application';
import { resumeLimits } from './resume';

/**
 * Reading a job posting page (docs/product/api.md, decision 088): the schema.org
 * `JobPosting` in the page's JSON-LD, else its Open Graph tags, as a draft the user checks before
 * saving. Pure: the server fetches the page (src/server/jobs/), the user may paste it instead.
 */

export const jobPostingLimits = {
  text: resumeLimits.text,
  description: resumeLimits.targetDescription,
  url: resumeLimits.url,
  /** The most of a page that is read, fetched or pasted. */
  pageBytes: 2 * 1024 * 1024,
} as const;

export interface JobSalary {
  min: number | null;
  max: number | null;
  /** ISO 4217, upper case. */
  currency: string | null;
  period: SalaryPeriod | null;
}

/** What a page says of a posting; every text is plain (never HTML) and within the limits. */
export interface JobPostingDraft {
  title: string;
  company: string;
  location: string;
  remote: WorkplaceType | null;
  salary: JobSalary | null;
  description: string;
  /** `YYYY-MM-DD`, or null. */
  closingDate: string | null;
  url: string | null;
}

/** The page carries neither a `JobPosting` nor an Open Graph title. */
export class NoPostingFoundError extends Error {
  readonly reason = 'NO_POSTING_FOUND';
  constructor() {
    super('The page describes no job posting');
    this.name = 'NoPostingFoundError';
  }
}

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.ParentNode;
type Json = unknown;
type JsonObject = Record<string, unknown>;

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A page's text made fit for the user-text rule (decision 074): the page is not the user's typing,
 * so what no store can keep (NUL, unpaired surrogates) is dropped rather than refused, and the text
 * is cut (never inside a surrogate pair) to its limit.
 */
function pageText(value: string, max: number, multiline = false): string {
  const kept = value.replaceAll('\u0000', '').replace(loneSurrogates, '');
  const spaced = multiline
    ? kept
        .split('\n')
        .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
    : kept.replace(/\s+/g, ' ');
  return Array.from(spaced.trim()).slice(0, max).join('').trim();
}

const singleLine = (value: string) => pageText(value, jobPostingLimits.text);

function* walk(node: Node): Generator<DefaultTreeAdapterTypes.Element> {
  if ('tagName' in node) yield node;
  const children =
    node.nodeName === 'template'
      ? (node as DefaultTreeAdapterTypes.Template).content.childNodes
      : 'childNodes' in node
        ? node.childNodes
        : [];
  for (const child of children) yield* walk(child);
}

const attr = (element: DefaultTreeAdapterTypes.Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

const textOf = (element: DefaultTreeAdapterTypes.Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

const blockElements = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);
const skippedElements = new Set(['script', 'style', 'template', 'noscript']);

function fragmentText(node: Node, out: string[]) {
  if (node.nodeName === '#text') {
    out.push((node as DefaultTreeAdapterTypes.TextNode).value);
    return;
  }
  if (!('childNodes' in node) || skippedElements.has(node.nodeName)) return;
  const block = blockElements.has(node.nodeName);
  if (node.nodeName === 'br') out.push('\n');
  if (block) out.push('\n');
  if (node.nodeName === 'li') out.push('• ');
  for (const child of node.childNodes) fragmentText(child, out);
  if (block) out.push('\n');
}

const looksLikeMarkup = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>|&[a-z]+;|&#\d+;/i;

/**
 * HTML (or text that may hold it, even escaped twice, as some sites send) to plain text with line
 * breaks where blocks end. The result is only ever shown as text.
 */
export function plainTextOf(html: string): string {
  let text = html;
  for (let pass = 0; pass < 2 && looksLikeMarkup.test(text); pass += 1) {
    const out: string[] = [];
    fragmentText(parseFragment(text), out);
    text = out.join('');
  }
  return pageText(text.replace(/\r\n?/g, '\n'), jobPostingLimits.description, true);
}

/** JSON-LD as sites write it: wrapped in comments or CDATA, with raw line breaks inside strings. */
function parseJsonLd(source: string): Json {
  const text = source
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>)$/, '');
  try {
    return JSON.parse(text) as Json;
  } catch {
    try {
      // eslint-disable-next-line no-control-regex -- raw control characters are what is repaired
      return JSON.parse(text.replace(/[\u0000-\u001f]+/g, ' ')) as Json;
    } catch {
      return undefined; // malformed: skipped, the page's other data may still say enough
    }
  }
}

const isJobPostingType = (type: Json): boolean =>
  typeof type === 'string'
    ? /(^|[/:])JobPosting$/.test(type)
    : Array.isArray(type) && type.some(isJobPostingType);

/** Every `JobPosting` in a JSON-LD value, in document order: arrays, `@graph`, nested entities. */
function* jobPostingsIn(value: Json, depth = 0): Generator<JsonObject> {
  if (depth > 8) return;
  if (Array.isArray(value)) {
    for (const item of value) yield* jobPostingsIn(item, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (isJobPostingType(value['@type'])) {
    yield value;
    return;
  }
  for (const child of Object.values(value)) yield* jobPostingsIn(child, depth + 1);
}

const isLdScript = (element: DefaultTreeAdapterTypes.Element) =>
  element.tagName === 'script' &&
  /^\s*application\/ld\+json\s*(;|$)/i.test(attr(element, 'type') ?? '');

/**
 * Every schema.org `JobPosting` a page's JSON-LD carries (a careers page may list many), as the
 * page wrote them; malformed scripts are skipped.
 */
export function jobPostingsInPage(html: string): Record<string, unknown>[] {
  const postings: JsonObject[] = [];
  for (const element of walk(parse(html))) {
    if (isLdScript(element)) postings.push(...jobPostingsIn(parseJsonLd(textOf(element))));
  }
  return postings;
}

const first = (value: Json): Json => (Array.isArray(value) ? value[0] : value);

const stringOf = (value: Json): string | undefined => {
  const single = first(value);
  if (typeof single === 'string') return single;
  if (typeof single === 'number') return String(single);
  if (isObject(single) && typeof single.name === 'string') return single.name;
  return undefined;
};

function addressText(address: Json): string {
  if (typeof address === 'string') return address;
  if (!isObject(address)) return '';
  const parts = ['addressLocality', 'addressRegion', 'addressCountry']
    .map((key) => stringOf(address[key])?.trim())
    .filter((part): part is string => Boolean(part));
  return parts.join(', ') || (stringOf(address.streetAddress) ?? '');
}

function placesOf(jobLocation: Json): string[] {
  const places = Array.isArray(jobLocation) ? jobLocation : [jobLocation];
  const texts = places.map((place) =>
    isObject(place)
      ? addressText(place.address ?? place) || (stringOf(place) ?? '')
      : (stringOf(place) ?? ''),
  );
  return [...new Set(texts.map(singleLine).filter(Boolean))];
}

/**
 * The places a posting names, each once: where the work is, else (a remote posting) where
 * applicants may live.
 */
export function jobPostingPlaces(posting: Record<string, unknown>): string[] {
  const places = placesOf(posting.jobLocation);
  return places.length > 0 ? places : placesOf(posting.applicantLocationRequirements);
}

/** REMOTE when the posting says the work is done from home (`TELECOMMUTE`), else null. */
export function jobPostingRemote(posting: Record<string, unknown>): WorkplaceType | null {
  const types = [posting.jobLocationType].flat().filter((type) => typeof type === 'string');
  return types.some((type) => /telecommute/i.test(type)) ? 'REMOTE' : null;
}

function amount(value: Json): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const number = Number(value.replace(/[\s,]/g, ''));
  return value.trim() !== '' && Number.isFinite(number) && number >= 0 ? number : null;
}

/** The posting's `baseSalary` (or `estimatedSalary`), or null when it gives no amount. */
export function jobPostingSalary(posting: Record<string, unknown>): JobSalary | null {
  const given = first(posting.baseSalary ?? posting.estimatedSalary);
  const money = isObject(given) ? given : { value: given };
  const value = first(money.value);
  const quantity = isObject(value) ? value : { value };
  const exact = amount(quantity.value);
  const min = amount(quantity.minValue) ?? amount(money.minValue) ?? exact;
  const max = amount(quantity.maxValue) ?? amount(money.maxValue) ?? exact;
  if (min === null && max === null) return null;
  const currency = (stringOf(money.currency) ?? stringOf(posting.salaryCurrency) ?? '')
    .trim()
    .toUpperCase();
  const unit = (stringOf(quantity.unitText) ?? stringOf(money.unitText) ?? '').trim().toUpperCase();
  return {
    min,
    max,
    currency: /^[A-Z]{3}$/.test(currency) ? currency : null,
    period: salaryPeriods.find((period) => period === unit) ?? null,
  };
}

function dateOf(value: Json): string | null {
  const text = stringOf(value)?.trim() ?? '';
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!date) return null;
  const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? date[0] : null;
}

function webUrl(value: string | undefined, base?: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    const text = url.toString();
    return (url.protocol === 'http:' || url.protocol === 'https:') &&
      text.length <= jobPostingLimits.url
      ? text
      : null;
  } catch {
    return null;
  }
}

/**
 * The posting a page describes. `pageUrl` is where it was read from (the last address after
 * redirects), or null for pasted HTML; relative addresses resolve against it.
 */
export function readJobPostingPage(html: string, pageUrl: string | null): JobPostingDraft {
  const document = parse(html);
  const meta = new Map<string, string>();
  let posting: JsonObject | undefined;
  for (const element of walk(document)) {
    if (element.tagName === 'meta') {
      const key = (attr(element, 'property') ?? attr(element, 'name'))?.toLowerCase();
      const content = attr(element, 'content');
      if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
    } else if (!posting && isLdScript(element)) {
      posting = jobPostingsIn(parseJsonLd(textOf(element))).next().value ?? undefined;
    }
  }
  const base = pageUrl ?? undefined;
  const ld = posting ?? {};
  const title = singleLine(stringOf(ld.title) ?? stringOf(ld.name) ?? meta.get('og:title') ?? '');
  if (!posting && !title) throw new NoPostingFoundError();
  return {
    title,
    company: singleLine(stringOf(ld.hiringOrganization) ?? meta.get('og:site_name') ?? ''),
    // A remote posting names where applicants may live instead of a place of work.
    location: jobPostingPlaces(ld).join('; '),
    remote: jobPostingRemote(ld),
    salary: jobPostingSalary(ld),
    description: plainTextOf(
      stringOf(ld.description) ?? meta.get('og:description') ?? meta.get('description') ?? '',
    ),
    closingDate: dateOf(ld.validThrough),
    url:
      webUrl(pageUrl ?? undefined) ??
      webUrl(stringOf(ld.url), base) ??
      webUrl(meta.get('og:url'), base),
  };
}
