import type { ParsedRecord } from '../../../domain/job-posting';
import type { PostingFeed } from './posting-source';
import {
  employmentTypeOf,
  filledText,
  identity,
  isObject,
  languageOf,
  parseJsonBody,
  placesOf,
  readEach,
  recordError,
  utcDay,
  webAddressOf,
  workplaceOf,
  type JsonObject,
} from './record-fields';

/**
 * Greenhouse's public job board (developers.greenhouse.io/job-board.html):
 * `GET boards-api.greenhouse.io/v1/boards/{token}/jobs?content=true` answers `{ jobs: [...] }`.
 */

const htmlEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * Greenhouse sends `content` HTML-escaped once (`&lt;p&gt;`, an original `&nbsp;` as
 * `&amp;nbsp;`): one pass of unescaping gives the HTML back. Only what an escaper writes is read
 * (the five named references and numeric ones); anything else is left as it is.
 */
export function unescapeOnce(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g,
    (whole, dec, hex, name) => {
      if (name !== undefined) return htmlEntities[name as string] ?? whole;
      const code = Number.parseInt((dec ?? hex) as string, dec === undefined ? 16 : 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    },
  );
}

/** Boards that answer with real markup (no escaping) are passed through as they are. */
const descriptionOf = (content: string) =>
  /<[a-zA-Z!/]/.test(content) ? content : unescapeOnce(content);

/** A custom field's value as text ("Full-time"; a multiple choice gives its first). */
function metadataValue(metadata: unknown, name: RegExp): string | undefined {
  if (!Array.isArray(metadata)) return undefined;
  for (const field of metadata) {
    if (!isObject(field) || typeof field.name !== 'string' || !name.test(field.name)) continue;
    const value = Array.isArray(field.value) ? (field.value as unknown[])[0] : field.value;
    const text = filledText(value);
    if (text !== undefined) return text;
  }
  return undefined;
}

function officePlaces(offices: unknown): string[] {
  if (!Array.isArray(offices)) return [];
  return offices.flatMap((office) =>
    isObject(office) ? [filledText(office.location) ?? filledText(office.name) ?? ''] : [],
  );
}

function readJob(job: unknown, board: string | undefined): ParsedRecord {
  if (!isObject(job)) return recordError('the record is not an object');
  const named = identity(job.id, job.title);
  if ('error' in named) return named.error;
  const { externalId, title } = named;
  const company = filledText(job.company_name) ?? filledText(board);
  if (company === undefined) return recordError('the record names no company', externalId);
  if (job.content !== undefined && job.content !== null && typeof job.content !== 'string') {
    return recordError('the description is not text', externalId);
  }
  const location = isObject(job.location) ? filledText(job.location.name) : undefined;
  return {
    posting: {
      externalId,
      title,
      company,
      locations: placesOf(location !== undefined ? [location] : officePlaces(job.offices)),
      remote: workplaceOf(metadataValue(job.metadata, /location type|workplace|remote/i)),
      employmentType: employmentTypeOf(
        metadataValue(job.metadata, /employment type|job type|commitment|time type/i),
      ),
      // The job board API gives pay only with `pay_transparency=true`, which is not asked for.
      salary: null,
      // Older boards have no `first_published`: their last update is the only date they give.
      postedAt: utcDay(job.first_published ?? job.updated_at),
      closesAt: utcDay(job.application_deadline),
      descriptionHtml: descriptionOf((job.content as string | null | undefined) ?? ''),
      applyUrl: webAddressOf(job.absolute_url),
      language: languageOf(job.language),
    },
  };
}

/** Every job of a board's answer; `board` (the board token) names the company when a job does not. */
export function parseGreenhouse(body: string, board?: string): ParsedRecord[] {
  const answer = parseJsonBody(body, 'Greenhouse');
  if (!isObject(answer) || !Array.isArray((answer as JsonObject).jobs)) {
    throw new Error('Greenhouse: the answer has no list of jobs');
  }
  return readEach(answer.jobs as unknown[], (job) => readJob(job, board));
}

export const greenhouseFeed: PostingFeed = {
  kind: 'GREENHOUSE',
  address: (board) =>
    `https://boards-api.greenhouse.io/v1/boards/${encodeURIComponent(board)}/jobs?content=true`,
  parse: parseGreenhouse,
};
