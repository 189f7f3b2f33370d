import type { ParsedRecord } from '../../../domain/job-posting';
import {
  jobPostingPlaces,
  jobPostingRemote,
  jobPostingSalary,
  jobPostingsInPage,
} from '../../../domain/job-posting-page';
import type { PostingFeed } from './posting-source';
import {
  employmentTypeOf,
  filledText,
  identity,
  isObject,
  languageOf,
  placesOf,
  readEach,
  recordError,
  utcDay,
  webAddressOf,
  type JsonObject,
} from './record-fields';

/**
 * A careers page's schema.org `JobPosting`s (schema.org/JobPosting, as Google's job search reads
 * them): each one a posting. Pure: the page's HTML in, the postings out.
 */

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A text, or the `name` of the entity that holds it. */
function nameOf(value: unknown): string | undefined {
  const single = first(value);
  return isObject(single) ? filledText(single.name) : filledText(single);
}

/** An identifier: a text, or a `PropertyValue`'s value (its `name` is the issuer's). */
function identifierOf(value: unknown): string | undefined {
  const single = first(value);
  return isObject(single) ? filledText(single.value) : filledText(single);
}

/** Resolves a relative address against the page it was read from. */
function addressOf(value: unknown, pageUrl: string | undefined): string | null {
  const text = filledText(first(value));
  if (text === undefined) return null;
  try {
    return webAddressOf(new URL(text.trim(), pageUrl).toString());
  } catch {
    return null;
  }
}

function readPosting(posting: JsonObject, pageUrl: string | undefined): ParsedRecord {
  const url = addressOf(posting.url, pageUrl);
  const named = identity(
    identifierOf(posting.identifier) ?? url ?? undefined,
    first(posting.title) ?? first(posting.name),
  );
  if ('error' in named) return named.error;
  const { externalId, title } = named;
  const company = nameOf(posting.hiringOrganization);
  if (company === undefined) return recordError('the record names no company', externalId);
  const description = first(posting.description) ?? '';
  if (typeof description !== 'string') {
    return recordError('the description is not text', externalId);
  }
  return {
    posting: {
      externalId,
      title,
      company,
      locations: placesOf(jobPostingPlaces(posting)),
      remote: jobPostingRemote(posting),
      employmentType: employmentTypeOf(posting.employmentType),
      salary: jobPostingSalary(posting),
      postedAt: utcDay(first(posting.datePosted)),
      closesAt: utcDay(first(posting.validThrough)),
      descriptionHtml: description,
      applyUrl: url,
      language: languageOf(nameOf(posting.inLanguage)),
    },
  };
}

/**
 * Every `JobPosting` of a page; `pageUrl` (where the page was read) resolves relative addresses.
 * A page with none is not a feed of postings at all.
 */
export function parseJsonLdPage(html: string, pageUrl?: string): ParsedRecord[] {
  const postings = jobPostingsInPage(html);
  if (postings.length === 0) throw new Error('The page carries no schema.org JobPosting');
  return readEach(postings, (posting) => readPosting(posting as JsonObject, pageUrl));
}

export const jsonLdFeed: PostingFeed = {
  kind: 'JSON_LD',
  // The board is the page's own address.
  address: (page) => page,
  parse: parseJsonLdPage,
};
