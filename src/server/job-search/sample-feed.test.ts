import { describe, expect, it } from 'vitest';
import type { ParsedPosting, ParsedRecord } from '../../domain/job-posting';
import { addressPolicy } from '../jobs/address-policy';
import { readFeed } from './feed-reader';
import { sampleSource } from './job-sources';
import { datedToday, sampleReferenceDate } from './sample-feed';

const datesOf = (records: ParsedRecord[]) =>
  records.flatMap((record) =>
    'posting' in record ? [[record.posting.postedAt, record.posting.closesAt]] : [],
  );

describe('the sample feed', () => {
  const posting = (postedAt: string | null, closesAt: string | null) =>
    ({ posting: { postedAt, closesAt } as ParsedPosting }) satisfies ParsedRecord;

  it('moves every date forward by the whole days since the reference date', () => {
    const records = [posting('2026-10-31', '2026-12-15'), posting(null, null), { error: 'bad' }];
    const moved = datedToday(records, new Date('2026-11-27T23:59:00Z'));
    expect(datesOf(moved)).toEqual([
      ['2026-11-26', '2027-01-10'],
      [null, null],
    ]);
    expect(moved[2]).toEqual({ error: 'bad' });
    expect(datedToday(records, new Date(`${sampleReferenceDate}T08:00:00Z`))).toBe(records);
  });

  it('is read with its newest posting dated today', async () => {
    const now = new Date('2027-03-05T10:00:00Z');
    const records = await readFeed(sampleSource, addressPolicy({ subnets: [], hosts: [] }), now);
    const posted = datesOf(records).map(([postedAt]) => postedAt);
    expect(records).toHaveLength(3000);
    expect(posted.toSorted().at(-1)).toBe('2027-03-05');
  });
});
