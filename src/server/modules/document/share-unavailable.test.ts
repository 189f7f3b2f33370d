/**
 * A resume link that does not work answers one friendly page (decision 076): 404, in the visitor's
 * language, without script, not indexed, and byte for byte the same whether the id never existed
 * or its resume was turned off, replaced or deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app';
import { dataOf, signUpWithRecord, type EventUser } from '../../test-support/career-events';
import { shareUnavailableCssPath } from './share-unavailable-page';

const create = `mutation ($input: CreateResumeInput!) { resume { createResume(input: $input) { id share { id } } } }`;
const setSharing = `mutation ($id: ID!, $input: DocumentSharingInput!) { resume { setResumeSharing(id: $id, input: $input) { id } } }`;
const replaceLink = `mutation ($id: ID!) { resume { replaceResumeShareLink(id: $id) { id share { id } } } }`;
const remove = `mutation ($id: ID!) { resume { deleteResume(id: $id) } }`;

describe('a resume link that does not work', () => {
  let app: TestApp;
  let owner: EventUser;

  const get = (url: string, language = 'en-US,en;q=0.9') =>
    app.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

  /** A new shared resume: its id and its link's id. */
  const sharedResume = async (name: string) => {
    const created = dataOf(
      await owner.call<{ resume: { createResume: { id: string; share: { id: string } } } }>(
        create,
        { input: { name } },
      ),
    ).resume.createResume;
    dataOf(await owner.call(setSharing, { id: created.id, input: { enabled: true } }));
    expect((await get(`/r/${created.share.id}`)).statusCode).toBe(200);
    return { id: created.id, shareId: created.share.id };
  };

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUpWithRecord(app, 'dead-link-owner@example.com');
  });

  afterAll(async () => {
    await app?.close();
  });

  it('is a 404 page a person can read, with no script, that search engines skip', async () => {
    const response = await get('/r/AAAAAAAAAAAAAAAAAAAAAA');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-language']).toBe('en');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('<h1>This link doesn’t work</h1>');
    expect(response.body).toContain('Ask the person who sent it to you for a current link.');
    expect(response.body).not.toMatch(/<script|style=/);
    expect(response.body).toContain(`href="${shareUnavailableCssPath}"`);
    const css = await get(shareUnavailableCssPath);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('speaks the language the visitor’s browser asks for, else English', async () => {
    const french = await get('/r/AAAAAAAAAAAAAAAAAAAAAA', 'fr-CA,fr;q=0.8,en;q=0.5');
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('<h1>Ce lien ne fonctionne pas</h1>');
    const spanish = await get('/r/AAAAAAAAAAAAAAAAAAAAAA/pdf', 'es-ES');
    expect(spanish.statusCode).toBe(404);
    expect(spanish.body).toContain('<h1>Este enlace no funciona</h1>');
    const other = await get('/r/AAAAAAAAAAAAAAAAAAAAAA', 'de-DE,de;q=0.9');
    expect(other.body).toContain('<html lang="en">');
  });

  it('answers exactly the same for an unknown id as for a link turned off, replaced or deleted', async () => {
    const unknown = await get('/r/AAAAAAAAAAAAAAAAAAAAAA');
    const malformed = await get('/r/not-a-link');
    const turnedOff = await sharedResume('Turned off');
    dataOf(await owner.call(setSharing, { id: turnedOff.id, input: { enabled: false } }));
    const replaced = await sharedResume('Replaced');
    dataOf(await owner.call(replaceLink, { id: replaced.id }));
    const deleted = await sharedResume('Deleted');
    dataOf(await owner.call(remove, { id: deleted.id }));

    for (const shareId of [turnedOff.shareId, replaced.shareId, deleted.shareId]) {
      for (const suffix of ['', '/pdf']) {
        const response = await get(`/r/${shareId}${suffix}`);
        expect(response.statusCode).toBe(404);
        expect(response.body).toBe(unknown.body);
        const headers = { ...response.headers, date: undefined, 'x-request-id': undefined };
        expect(headers).toEqual({ ...unknown.headers, date: undefined, 'x-request-id': undefined });
      }
    }
    expect(malformed.body).toBe(unknown.body);
  });
});
