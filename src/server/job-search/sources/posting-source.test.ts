import { describe, expect, it } from 'vitest';
import { postingFeeds } from './posting-source';

describe('the feeds postings are read from', () => {
  it('reads each board at its public address', () => {
    expect(postingFeeds.GREENHOUSE.address('turing')).toBe(
      'https://boards-api.greenhouse.io/v1/boards/turing/jobs?content=true',
    );
    expect(postingFeeds.LEVER.address('rws')).toBe(
      'https://api.lever.co/v0/postings/rws?mode=json',
    );
    expect(postingFeeds.ASHBY.address('ramp')).toBe(
      'https://api.ashbyhq.com/posting-api/job-board/ramp?includeCompensation=true',
    );
    expect(postingFeeds.JSON_LD.address('https://atelier.example/carrieres')).toBe(
      'https://atelier.example/carrieres',
    );
    expect(postingFeeds.FEED_FILE.address('https://feeds.example/jobs.jsonl')).toBe(
      'https://feeds.example/jobs.jsonl',
    );
  });

  it('keeps a board name from changing the address it is part of', () => {
    expect(postingFeeds.LEVER.address('a/b?c')).toBe(
      'https://api.lever.co/v0/postings/a%2Fb%3Fc?mode=json',
    );
  });

  it('names its own kind, and the board names the company of Lever and Ashby postings', () => {
    for (const [kind, feed] of Object.entries(postingFeeds)) expect(feed.kind).toBe(kind);
    expect(postingFeeds.LEVER.parse('[{"id":"1","text":"Role"}]', 'rws')).toMatchObject([
      { posting: { company: 'rws' } },
    ]);
  });
});
