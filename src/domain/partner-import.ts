import { z } from 'zod';
import {
  capText,
  careerEventLimits,
  eduEventInputSchema,
  workEventInputSchema,
  type EduEventInput,
  type WorkEventInput,
} from './career-event';
import { parseYearMonth, type YearMonth } from './year-month';

/**
 * The partner history import (docs/product/data.md "Partner records and their import", docs/product/rules.md): the partner's work and
 * education records become the library's imported event inputs. Pure: the server fetches the
 * records and stores the result (decision 050).
 */

const partnerDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export class PartnerDateError extends Error {
  constructor(readonly value: unknown) {
    super(`${JSON.stringify(value) ?? String(value)} is not a date written YYYY-MM-DD`);
    this.name = 'PartnerDateError';
  }
}

/** A partner date `YYYY-MM-DD` that names a real calendar day, as it is (throws otherwise). */
function checkPartnerDate(value: unknown): string {
  if (typeof value !== 'string') throw new PartnerDateError(value);
  const match = partnerDatePattern.exec(value);
  if (!match) throw new PartnerDateError(value);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real =
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  if (!real) throw new PartnerDateError(value);
  return value;
}

/** `2024-02-29` → `2024-02`; anything but a real calendar day written `YYYY-MM-DD` throws. */
export function parsePartnerDate(value: unknown): YearMonth {
  return parseYearMonth(checkPartnerDate(value).slice(0, 7));
}

const cappedText = (max: number) => z.string().transform((value) => capText(value, max));
const optionalCappedText = (max: number) =>
  cappedText(max)
    .nullish()
    .transform((value) => value ?? '');

/** An import key is an identity: too long is refused, never cut. */
const partnerUuid = z.string().trim().min(1, 'is required').max(careerEventLimits.uuid);

/** Absent, null and empty all mean "no date". */
const optionalPartnerDate = z
  .string()
  .nullish()
  .transform((value) => value || null);

/** An accomplishment: `{uuid, description}` as the partner sends it, or plain text. */
const partnerItem = z.union([
  z.string().transform((description) => ({ uuid: null, description })),
  z.object({ uuid: partnerUuid.nullish(), description: z.string() }),
]);

/** At most `careerEventLimits.items`, each cut to size; blank ones are left out. */
const partnerItems = z
  .array(partnerItem)
  .nullish()
  .transform((items) =>
    (items ?? [])
      .map(({ uuid, description }) => ({
        uuid: uuid ?? null,
        description: capText(description, careerEventLimits.itemText),
      }))
      .filter((item) => item.description !== '')
      .slice(0, careerEventLimits.items),
  );

/** A work record (docs/product/data.md); fields the partner adds are ignored. */
export const partnerWorkRecordSchema = z.object({
  uuid: partnerUuid,
  company_name: cappedText(careerEventLimits.text),
  job_title: cappedText(careerEventLimits.text),
  start_date: z.string(),
  finish_date: optionalPartnerDate,
  accomplishments: partnerItems,
});

/** An education record (docs/product/data.md); fields the partner adds are ignored. */
export const partnerEducationRecordSchema = z.object({
  uuid: partnerUuid,
  school: cappedText(careerEventLimits.text),
  education_level: optionalCappedText(careerEventLimits.text),
  field_of_study: optionalCappedText(careerEventLimits.text),
  finish_date: optionalPartnerDate,
  accomplishments: partnerItems,
});

/** A partner record that cannot be imported; the message names the field, never its value. */
export class PartnerRecordError extends Error {
  constructor(readonly issues: string[]) {
    super(issues.join('; '));
    this.name = 'PartnerRecordError';
  }
}

function parseRecord<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new PartnerRecordError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(record)'} ${issue.message}`),
  );
}

function partnerDate(field: string, value: string): YearMonth {
  try {
    return parsePartnerDate(value);
  } catch (error) {
    if (error instanceof PartnerDateError) {
      throw new PartnerRecordError([`${field} must be a date written YYYY-MM-DD`]);
    }
    throw error;
  }
}

/** A work record as the library's imported work event input (docs/product/data.md). */
export function mapPartnerWork(value: unknown): WorkEventInput {
  const record = parseRecord(partnerWorkRecordSchema, value);
  const finish = record.finish_date;
  return parseRecord(workEventInputSchema, {
    uuid: record.uuid,
    company: record.company_name,
    position: record.job_title,
    location: '',
    link: '',
    startDate: partnerDate('start_date', record.start_date),
    ...(finish ? { endDate: partnerDate('finish_date', finish) } : {}),
    accomplishments: record.accomplishments,
    fromSyncSvc: true,
  });
}

/** `YYYY-MM-DD` of a day: a Date's UTC day, or a partner date as it is. */
const dayOf = (today: Date | string) =>
  today instanceof Date ? today.toISOString().slice(0, 10) : checkPartnerDate(today);

/**
 * An education record as the library's imported education event input (docs/product/data.md). `attending` is
 * true when the finish date is after `today` (a Date's UTC day, or `YYYY-MM-DD`); no finish date
 * is not attending. An education being attended has no end date (decision 040).
 */
export function mapPartnerEducation(value: unknown, today: Date | string): EduEventInput {
  const record = parseRecord(partnerEducationRecordSchema, value);
  const finish = record.finish_date;
  const endDate = finish ? partnerDate('finish_date', finish) : null;
  const attending = finish !== null && finish > dayOf(today);
  return parseRecord(eduEventInputSchema, {
    uuid: record.uuid,
    university: record.school,
    degree: record.education_level,
    major: record.field_of_study,
    minor: '',
    link: '',
    attending,
    location: '',
    ...(endDate && !attending ? { endDate } : {}),
    accomplishments: record.accomplishments,
    coursework: [],
    fromSyncSvc: true,
  });
}

/** A record left out of an import, and why. */
export interface SkippedPartnerRecord {
  kind: 'work' | 'education';
  /** Its place in the partner's list. */
  index: number;
  reason: string;
}

export interface PartnerHistory {
  work: WorkEventInput[];
  education: EduEventInput[];
  skipped: SkippedPartnerRecord[];
}

/**
 * Both lists mapped; a record that cannot be imported is skipped and reported, the others are kept.
 * Records beyond `careerEventLimits.importEvents` in all are skipped too.
 */
export function mapPartnerHistory(
  records: { work: unknown[]; education: unknown[] },
  today: Date | string,
): PartnerHistory {
  const history: PartnerHistory = { work: [], education: [], skipped: [] };
  let room: number = careerEventLimits.importEvents;
  const take = <Input>(
    kind: SkippedPartnerRecord['kind'],
    list: unknown[],
    map: (value: unknown) => Input,
    into: Input[],
  ) => {
    list.forEach((value, index) => {
      if (room === 0) {
        history.skipped.push({ kind, index, reason: 'beyond the import limit' });
        return;
      }
      try {
        into.push(map(value));
        room -= 1;
      } catch (error) {
        if (!(error instanceof PartnerRecordError)) throw error;
        history.skipped.push({ kind, index, reason: error.message });
      }
    });
  };
  take('work', records.work, mapPartnerWork, history.work);
  take(
    'education',
    records.education,
    (value) => mapPartnerEducation(value, today),
    history.education,
  );
  return history;
}
