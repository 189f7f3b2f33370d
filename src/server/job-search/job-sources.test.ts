import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { jobSourcesSchema } from './job-sources';

describe('JOB_SOURCES', () => {
  it('reads each kind of source, once per board', () => {
    expect(
      jobSourcesSchema.parse(
        'greenhouse:acme, lever:globex@https://mirror.example/lever.json,ashby:Initech,' +
          'json-ld:https://jobs.example/42,feed:./feeds/jobs.csv,sample,greenhouse:acme',
      ),
    ).toEqual([
      { id: 'greenhouse:acme', kind: 'GREENHOUSE', board: 'acme', address: null },
      {
        id: 'lever:globex',
        kind: 'LEVER',
        board: 'globex',
        address: 'https://mirror.example/lever.json',
      },
      { id: 'ashby:Initech', kind: 'ASHBY', board: 'Initech', address: null },
      {
        id: 'json-ld:https://jobs.example/42',
        kind: 'JSON_LD',
        board: 'https://jobs.example/42',
        address: null,
      },
      { id: 'feed:./feeds/jobs.csv', kind: 'FEED_FILE', board: './feeds/jobs.csv', address: null },
      { id: 'sample', kind: 'SAMPLE', board: 'sample', address: null },
    ]);
  });

  it('names every entry it cannot read', () => {
    const result = jobSourcesSchema.safeParse(
      'greenhouse:, workday:acme, lever:a@ftp://x, json-ld:./page.html',
    );
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      '"greenhouse:": the board must be a name such as acme',
      '"workday:acme" is not greenhouse:, lever:, ashby:, json-ld:, feed: or sample',
      '"lever:a@ftp://x": after @ comes an http:// or https:// address',
      '"json-ld:./page.html": json-ld takes an http:// or https:// address',
    ]);
  });

  it('reads the sample feed by default on the embedded default only', () => {
    expect(parseConfig({}).jobSources.map((source) => source.id)).toEqual(['sample']);
    expect(parseConfig({ JOB_SOURCES: '' }).jobSources).toEqual([]);
    const staging = {
      APP_ENV: 'stage',
      AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://s.example',
    };
    expect(parseConfig(staging).jobSources).toEqual([]);
    expect(() => parseConfig({ JOB_INGEST_SCHEDULE: 'hourly' })).toThrow(
      'JOB_INGEST_SCHEDULE: must be a cron line of five fields, or off',
    );
  });
});
