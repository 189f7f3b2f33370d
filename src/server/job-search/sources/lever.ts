import type { SalaryPeriod } from '../../../domain/job-application';
import type { ParsedRecord } from '../../../domain/job-posting';
import type { PostingFeed } from './posting-source';
import {
  amountOf,
  currencyOf,
  employmentTypeOf,
  escapeHtml,
  filledText,
  identity,
  isObject,
  parseJsonBody,
  placesOf,
  readEach,
  recordError,
  salaryOf,
  utcDay,
  webAddressOf,
  workplaceOf,
  type JsonObject,
} from './record-fields';

/**
 * Lever's public postings API (github.com/lever/postings-api):
 * `GET api.lever.co/v0/postings/{site}?mode=json` answers an array of postings.
 */

/** `salaryRange.interval` as Lever writes it ("per-year-salary", "per-hour-wage"). */
const intervals: Record<string, SalaryPeriod> = {
  hour: 'HOUR',
  day: 'DAY',
  week: 'WEEK',
  month: 'MONTH',
  year: 'YEAR',
};

function periodOf(interval: unknown): SalaryPeriod | null {
  if (typeof interval !== 'string') return null;
  // "per-year-salary" → year; a fortnight or a one-off payment has no period of ours.
  const unit = /^(?:per-)?(hour|day|week|month|year)(?:ly)?(?:-|$)/i.exec(interval.trim());
  return unit ? (intervals[unit[1]!.toLowerCase()] ?? null) : null;
}

function salaryRange(range: unknown) {
  if (!isObject(range)) return null;
  const min = amountOf(range.min);
  const max = amountOf(range.max);
  return salaryOf(min ?? null, max ?? null, currencyOf(range.currency), periodOf(range.interval));
}

/**
 * The whole posting as HTML, in the order Lever's own page shows it: the description (opening
 * and body), each list under its heading, then the closing `additional` part. A posting with no
 * HTML at all gives its plain texts instead.
 */
function descriptionOf(posting: JsonObject): string {
  const lists = Array.isArray(posting.lists) ? posting.lists.filter(isObject) : [];
  const html = [
    filledText(posting.description) ?? '',
    ...lists.map((list) => {
      const heading = filledText(list.text);
      const items = filledText(list.content) ?? '';
      return `${heading === undefined ? '' : `<h3>${escapeHtml(heading)}</h3>`}<ul>${items}</ul>`;
    }),
    filledText(posting.additional) ?? '',
  ].filter((part) => part !== '');
  if (html.length > 0) return html.join('\n');
  return [posting.descriptionPlain, posting.additionalPlain]
    .map((part) => filledText(part))
    .filter((part): part is string => part !== undefined)
    .join('\n\n');
}

function readPosting(posting: unknown, site: string | undefined): ParsedRecord {
  if (!isObject(posting)) return recordError('the record is not an object');
  const named = identity(posting.id, posting.text);
  if ('error' in named) return named.error;
  const { externalId, title } = named;
  // Lever's postings do not name their company: the site does.
  const company = filledText(site);
  if (company === undefined) return recordError('the record names no company', externalId);
  const categories = isObject(posting.categories) ? posting.categories : {};
  const allLocations = Array.isArray(categories.allLocations) ? categories.allLocations : [];
  return {
    posting: {
      externalId,
      title,
      company,
      locations: placesOf(allLocations.length > 0 ? allLocations : [categories.location]),
      remote: workplaceOf(posting.workplaceType),
      employmentType: employmentTypeOf(categories.commitment),
      salary: salaryRange(posting.salaryRange),
      postedAt: utcDay(posting.createdAt),
      closesAt: null,
      descriptionHtml: descriptionOf(posting),
      applyUrl: webAddressOf(posting.applyUrl) ?? webAddressOf(posting.hostedUrl),
      language: null,
    },
  };
}

/** Every posting of a site's answer; `site` names the company. */
export function parseLever(body: string, site?: string): ParsedRecord[] {
  const answer = parseJsonBody(body, 'Lever');
  if (!Array.isArray(answer)) {
    const said = isObject(answer) ? filledText(answer.error) : undefined;
    throw new Error(`Lever: the answer is not a list of postings${said ? ` (${said})` : ''}`);
  }
  return readEach(answer, (posting) => readPosting(posting, site));
}

export const leverFeed: PostingFeed = {
  kind: 'LEVER',
  address: (site) => `https://api.lever.co/v0/postings/${encodeURIComponent(site)}?mode=json`,
  parse: parseLever,
};
