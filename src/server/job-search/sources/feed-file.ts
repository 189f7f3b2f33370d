import Papa from 'papaparse';
import { salaryPeriods, type SalaryPeriod } from '../../../domain/job-application';
import type { ParsedPosting, ParsedRecord } from '../../../domain/job-posting';
import type { PostingFeed } from './posting-source';
import {
  amountOf,
  currencyOf,
  employmentTypeOf,
  filledText,
  identity,
  isObject,
  languageOf,
  placesOf,
  recordError,
  salaryOf,
  utcDay,
  webAddressOf,
  workplaceOf,
  type JsonObject,
} from './record-fields';

/**
 * Our own feed file: postings an employer or a job board hands us as a file, in JSON Lines or
 * CSV (told apart by the first character that is not a space: `{` is JSON Lines). The sample
 * feed of a new install is one too.
 *
 * JSON Lines: one object per line, with the fields of a parsed posting —
 *   externalId (text or number, required), title (required), company (required),
 *   locations (list of texts) or location (one text), remote (ON_SITE | HYBRID | REMOTE),
 *   employmentType (FULL_TIME | PART_TIME | CONTRACT | TEMPORARY | INTERNSHIP | OTHER, or the
 *   words sources use: "Full-time", "Intern"…), salary { min, max, currency (ISO 4217),
 *   period (HOUR | DAY | WEEK | MONTH | YEAR) }, postedAt and closesAt (YYYY-MM-DD, or a timestamp
 *   read in UTC), description (HTML or text), applyUrl (http or https), language (BCP 47).
 *   Any field but the three required may be left out or null.
 *
 * CSV: a header row naming the columns external_id, title, company, locations (";" between
 *   places), remote, employment_type, salary_min, salary_max, salary_currency, salary_period,
 *   posted_at, closes_at, description, apply_url, language, in any order; an empty cell is a
 *   field left out.
 *
 * A record that breaks these rules is that record's error; the others are still read.
 */

/** One record's fields, from either form, before they are checked. */
interface FeedFields {
  externalId: unknown;
  title: unknown;
  company: unknown;
  locations: unknown;
  remote: unknown;
  employmentType: unknown;
  salary: unknown;
  postedAt: unknown;
  closesAt: unknown;
  description: unknown;
  applyUrl: unknown;
  language: unknown;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

class FieldError extends Error {}

/** A field that was given must mean something: else the record is refused, naming it. */
function checked<T>(value: unknown, read: (value: unknown) => T | null, problem: string): T | null {
  if (!given(value)) return null;
  const result = read(value);
  if (result === null) throw new FieldError(problem);
  return result;
}

function periodOf(value: unknown): SalaryPeriod | null {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return salaryPeriods.find((period) => period === text) ?? null;
}

function salaryField(salary: unknown): ParsedPosting['salary'] {
  if (!given(salary)) return null;
  if (!isObject(salary)) throw new FieldError('salary must be an object');
  const amount = (value: unknown, name: string) => {
    const number = amountOf(value);
    if (number === undefined) throw new FieldError(`salary ${name} must be an amount`);
    return number;
  };
  return salaryOf(
    amount(salary.min, 'min'),
    amount(salary.max, 'max'),
    checked(salary.currency, currencyOf, 'salary currency must be an ISO 4217 code'),
    checked(salary.period, periodOf, 'salary period must be HOUR, DAY, WEEK, MONTH or YEAR'),
  );
}

function locationsField(locations: unknown): string[] {
  if (!given(locations)) return [];
  if (typeof locations === 'string') return placesOf([locations]);
  if (!Array.isArray(locations) || !locations.every((place) => typeof place === 'string')) {
    throw new FieldError('locations must be a list of texts');
  }
  return placesOf(locations);
}

function readFields(fields: FeedFields): ParsedRecord {
  const named = identity(fields.externalId, fields.title);
  if ('error' in named) return named.error;
  const { externalId, title } = named;
  const company = typeof fields.company === 'string' ? filledText(fields.company) : undefined;
  if (company === undefined) return recordError('the record names no company', externalId);
  try {
    if (given(fields.description) && typeof fields.description !== 'string') {
      throw new FieldError('description must be text');
    }
    if (given(fields.employmentType) && typeof fields.employmentType !== 'string') {
      throw new FieldError('employmentType must be text');
    }
    return {
      posting: {
        externalId,
        title,
        company,
        locations: locationsField(fields.locations),
        remote: checked(fields.remote, workplaceOf, 'remote must be ON_SITE, HYBRID or REMOTE'),
        employmentType: employmentTypeOf(fields.employmentType),
        salary: salaryField(fields.salary),
        postedAt: checked(fields.postedAt, utcDay, 'postedAt must be a date'),
        closesAt: checked(fields.closesAt, utcDay, 'closesAt must be a date'),
        descriptionHtml: (fields.description as string | null | undefined) ?? '',
        applyUrl: checked(fields.applyUrl, webAddressOf, 'applyUrl must be a web address'),
        language: checked(fields.language, languageOf, 'language must be a BCP 47 tag'),
      },
    };
  } catch (error) {
    if (error instanceof FieldError) return recordError(error.message, externalId);
    throw error;
  }
}

function readJsonLines(body: string): ParsedRecord[] {
  const records: ParsedRecord[] = [];
  body.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      records.push(recordError(`line ${index + 1} is not JSON`));
      return;
    }
    if (!isObject(record)) {
      records.push(recordError(`line ${index + 1} is not an object`));
      return;
    }
    const fields: JsonObject = record;
    records.push(
      readFields({
        externalId: fields.externalId,
        title: fields.title,
        company: fields.company,
        locations: fields.locations ?? fields.location,
        remote: fields.remote,
        employmentType: fields.employmentType,
        salary: fields.salary,
        postedAt: fields.postedAt,
        closesAt: fields.closesAt,
        description: fields.description,
        applyUrl: fields.applyUrl,
        language: fields.language,
      }),
    );
  });
  return records;
}

function readCsv(body: string): ParsedRecord[] {
  const result = Papa.parse<Record<string, string | undefined>>(body, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const columns = result.meta.fields ?? [];
  if (!columns.includes('external_id') || !columns.includes('title')) {
    throw new Error('Feed file: neither JSON Lines nor a CSV with external_id and title columns');
  }
  const badRows = new Map<number, string>();
  for (const error of result.errors) {
    if (error.row !== undefined && !badRows.has(error.row)) badRows.set(error.row, error.message);
  }
  return result.data.map((row, index): ParsedRecord => {
    const problem = badRows.get(index);
    if (problem !== undefined) {
      return recordError(`row ${index + 2}: ${problem}`, filledText(row.external_id));
    }
    const salary = [row.salary_min, row.salary_max, row.salary_currency, row.salary_period];
    return readFields({
      externalId: row.external_id,
      title: row.title,
      company: row.company,
      locations: given(row.locations)
        ? row.locations!.split(';').map((place) => place.trim())
        : undefined,
      remote: row.remote,
      employmentType: row.employment_type,
      salary: salary.some(given)
        ? { min: salary[0], max: salary[1], currency: salary[2], period: salary[3] }
        : undefined,
      postedAt: row.posted_at,
      closesAt: row.closes_at,
      description: row.description,
      applyUrl: row.apply_url,
      language: row.language,
    });
  });
}

/** Every record of a feed file, JSON Lines or CSV. */
export function parseFeedFile(body: string): ParsedRecord[] {
  const text = body.replace(/^\uFEFF/, '');
  return text.trimStart().startsWith('{') ? readJsonLines(text) : readCsv(text);
}

export const feedFileFeed: PostingFeed = {
  kind: 'FEED_FILE',
  // The board is the file's own address.
  address: (file) => file,
  parse: parseFeedFile,
};
