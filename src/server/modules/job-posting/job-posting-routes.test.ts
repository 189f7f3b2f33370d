/** "Add by URL" over HTTP: signed in only, a page fetched or pasted, refusals with their reason. */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requester, type TestApp } from '../../test-support/app';
import { signUpWithRecord, type EventUser } from '../../test-support/career-events';
import { jobPostingReadPath, jobPostingReadsPerMinute } from './job-posting-routes';

const postingPage = `<!doctype html><html><head><script type="application/ld+json">
{"@context":"https://schema.org","@type":"JobPosting","title":"QA Engineer",
"hiringOrganization":"Umbrella","description":"<p>Test <em>everything</em>.</p>",
"baseSalary":{"@type":"MonetaryAmount","currency":"USD","value":{"@type":"QuantitativeValue","minValue":90000,"maxValue":110000,"unitText":"YEAR"}}}
</script></head><body></body></html>`;

const expectedPosting = {
  title: 'QA Engineer',
  company: 'Umbrella',
  location: '',
  remote: null,
  salary: { min: 90000, max: 110000, currency: 'USD', period: 'YEAR' },
  description: 'Test everything.',
  closingDate: null,
};

describe('reading a job posting over HTTP', () => {
  let site: http.Server;
  let siteUrl: string;
  const siteRequests: string[] = [];
  /** The default deployment: loopback refused. */
  let app: TestApp;
  /** A deployment whose POSTING_FETCH_ALLOW lets this machine through. */
  let allowing: TestApp;
  let user: EventUser;
  let allowingUser: EventUser;

  beforeAll(async () => {
    site = http.createServer((request, response) => {
      siteRequests.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/html' }).end(postingPage);
    });
    site.listen(0, '127.0.0.1');
    await once(site, 'listening');
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/jobs/qa`;
    app = await createTestApp();
    allowing = await createTestApp({ POSTING_FETCH_ALLOW: '127.0.0.1/32' });
    user = await signUpWithRecord(app, 'posting-reader@example.com');
    allowingUser = await signUpWithRecord(allowing, 'posting-reader@example.com');
  });

  afterAll(async () => {
    site?.close();
    await Promise.all([app?.close(), allowing?.close()]);
  });

  it('answers signed-in users only', async () => {
    const response = await requester(app)('POST', jobPostingReadPath, { body: { url: siteUrl } });
    expect(response.statusCode).toBe(401);
    expect(siteRequests).toEqual([]);
    // Refused before the body is read: a body over the route's limit is not what answers.
    const large = await requester(app)('POST', jobPostingReadPath, {
      body: { html: 'x'.repeat(5 * 1024 * 1024) },
    });
    expect(large.statusCode).toBe(401);
  });

  it('takes pasted HTML up to the page limit and no more', async () => {
    const tooLarge = await requester(app)('POST', jobPostingReadPath, {
      token: user.token,
      body: { html: 'x'.repeat(5 * 1024 * 1024) },
    });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('refuses this machine by default, saying why', async () => {
    const response = await requester(app)('POST', jobPostingReadPath, {
      token: user.token,
      body: { url: siteUrl },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'POSTING_UNREADABLE',
      reason: 'BLOCKED_ADDRESS',
    });
    expect(siteRequests).toEqual([]);
  });

  it('reads the posting at an address the deployment allows', async () => {
    const response = await requester(allowing)('POST', jobPostingReadPath, {
      token: allowingUser.token,
      body: { url: siteUrl },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ posting: { ...expectedPosting, url: siteUrl } });
    expect(siteRequests).toEqual(['/jobs/qa']);
  });

  it('reads pasted HTML with the same parser, fetching nothing', async () => {
    const before = siteRequests.length;
    const response = await requester(app)('POST', jobPostingReadPath, {
      token: user.token,
      body: { html: postingPage, url: 'https://umbrella.example/jobs/qa' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      posting: { ...expectedPosting, url: 'https://umbrella.example/jobs/qa' },
    });
    expect(siteRequests).toHaveLength(before);
  });

  it('says when pasted HTML holds no posting', async () => {
    const response = await requester(app)('POST', jobPostingReadPath, {
      token: user.token,
      body: { html: '<p>Nothing here</p>' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ reason: 'NO_POSTING_FOUND' });
  });

  it('refuses a body with neither an address nor HTML, or with forbidden characters', async () => {
    const empty = await requester(app)('POST', jobPostingReadPath, { token: user.token, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ reason: 'required' });
    const nul = await requester(app)('POST', jobPostingReadPath, {
      token: user.token,
      body: { html: 'a\u0000b' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ field: 'html', reason: 'forbiddenCharacter' });
  });

  it('limits how many pages one user reads a minute, not the others', async () => {
    const limited = await signUpWithRecord(app, 'posting-busy@example.com');
    const readAs = (reader: EventUser) =>
      requester(app)('POST', jobPostingReadPath, {
        token: reader.token,
        body: { html: postingPage },
      });
    for (let count = 0; count < jobPostingReadsPerMinute; count += 1) {
      expect((await readAs(limited)).statusCode).toBe(200);
    }
    const refused = await readAs(limited);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await readAs(user)).statusCode).toBe(200);
  });
});
