import { afterEach, describe, expect, it } from 'vitest';
import { currencyOf, employmentTypeOf, utcDay, webAddressOf, workplaceOf } from './record-fields';

describe('reading the fields of a feed record', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('reads days in UTC whatever the server’s time zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(utcDay('2026-09-14T23:30:00')).toBe('2026-09-14');
    expect(utcDay('2026-09-14T23:30:00-02:00')).toBe('2026-09-15');
    expect(utcDay('2026-09-14T00:30:00+0200')).toBe('2026-09-13');
    expect(utcDay(1741982801320)).toBe('2025-03-14');
    expect(utcDay('2026-02-29')).toBeNull();
    expect(utcDay('14/09/2026')).toBeNull();
    expect(utcDay(undefined)).toBeNull();
  });

  it('reads the employment types sources state, OTHER only for one stated in unknown words', () => {
    expect(employmentTypeOf('FullTime')).toBe('FULL_TIME');
    expect(employmentTypeOf('Employee: Part Time')).toBe('PART_TIME');
    expect(employmentTypeOf('CONTRACTOR')).toBe('CONTRACT');
    expect(employmentTypeOf('Temporary')).toBe('TEMPORARY');
    expect(employmentTypeOf(['INTERN', 'FULL_TIME'])).toBe('INTERNSHIP');
    expect(employmentTypeOf('Regular')).toBe('OTHER');
    expect(employmentTypeOf('  ')).toBeNull();
    expect(employmentTypeOf(undefined)).toBeNull();
  });

  it('reads workplaces, currencies and web addresses, null for anything else', () => {
    expect(['on-site', 'OnSite', 'ON_SITE', 'hybrid', 'Remote'].map(workplaceOf)).toEqual([
      'ON_SITE',
      'ON_SITE',
      'ON_SITE',
      'HYBRID',
      'REMOTE',
    ]);
    expect(workplaceOf('unspecified')).toBeNull();
    expect(currencyOf(' usd ')).toBe('USD');
    expect(currencyOf('US$')).toBeNull();
    expect(webAddressOf('https://jobs.example/1?a=b')).toBe('https://jobs.example/1?a=b');
    expect(webAddressOf('mailto:jobs@example.com')).toBeNull();
    expect(webAddressOf('/relative')).toBeNull();
  });
});
