import path from 'node:path';
import type { ParsedRecord } from '../../domain/job-posting';
import { projectRoot } from '../project-root';

/** The sample feed shipped with the app (content/job-postings/README.md). */
export const sampleFeedPath = path.join(projectRoot, 'content/job-postings/sample.jsonl.gz');

/** The day the committed sample is dated from; its postings are spread over the 60 days before it. */
export const sampleReferenceDate = '2026-11-01';

const dayMs = 24 * 60 * 60 * 1000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The sample's postings dated as if the sample had been written today (UTC): every posted and
 * closing date moves forward by the whole days since the reference date, so "posted within a
 * week" finds sample postings on any day a new install starts (decision 091).
 */
export function datedToday(records: ParsedRecord[], now: Date): ParsedRecord[] {
  const shift =
    Math.floor(now.getTime() / dayMs) * dayMs - Date.parse(`${sampleReferenceDate}T00:00:00Z`);
  if (shift <= 0) return records;
  const moved = (day: string | null) => (day === null ? null : isoDay(Date.parse(day) + shift));
  return records.map((record) =>
    'posting' in record
      ? {
          posting: {
            ...record.posting,
            postedAt: moved(record.posting.postedAt),
            closesAt: moved(record.posting.closesAt),
          },
        }
      : record,
  );
}
