/**
 * A resume's rendered forms over HTTP: the owner's preview, fit, thumbnail and exports, and the
 * public share page and its PDF (decision 062).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withKnownGlyphs, type AnswerPage, type KnownParts } from '../../../domain/preview-answer';
import type { ResumeContent } from '../../../domain/resume';
import { resumeHtmlCssPath } from '../../documents/resume-html';
import { createTestApp, requester, type TestApp } from '../../test-support/app';
import { dataOf, eventCalls, type EventUser } from '../../test-support/career-events';
import { signUpPremium } from '../../test-support/premium';

interface Resume {
  id: string;
  content: ResumeContent;
  share: { id: string; viewCount: number };
}

const create = `mutation ($input: CreateResumeInput!) { resume { createResume(input: $input) { id content share { id viewCount } } } }`;
const share = `mutation ($id: ID!, $input: DocumentSharingInput!) { resume { setResumeSharing(id: $id, input: $input) { id share { id viewCount } } } }`;
const replaceLink = `mutation ($id: ID!) { resume { replaceResumeShareLink(id: $id) { id share { id viewCount } } } }`;
const read = `query ($id: ID!) { resume(id: $id) { id content share { id viewCount } } }`;

describe('resume documents over HTTP', () => {
  let app: TestApp;
  let owner: EventUser;
  let other: EventUser;
  let resume: Resume;

  let request: ReturnType<typeof requester>;

  beforeAll(async () => {
    app = await createTestApp();
    request = requester(app);
    owner = await signUpPremium(app, 'documents-owner@example.com');
    other = await signUpPremium(app, 'documents-other@example.com');
    await eventCalls(owner, 'WorkEvent').create({
      company: 'Société Générale <script>alert(1)</script>',
      position: 'Ingénieure',
      startDate: '2020-02',
      accomplishments: [{ description: 'Conçu le système de paiement' }],
    });
    const created = dataOf(
      await owner.call<{ resume: { createResume: Resume } }>(create, {
        input: { name: 'Paris', language: 'FR', paper: 'A4' },
      }),
    );
    resume = created.resume.createResume;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('previews an unsaved draft as SVG pages, from the owner library', async () => {
    const draft = { ...resume.content, summary: 'Brouillon non enregistré' };
    const response = await request('POST', '/api/resumes/preview', {
      token: owner.token,
      body: { content: draft },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { pages } = response.json<{ pages: AnswerPage[] }>();
    expect(pages.length).toBe(1);
    expect(pages[0]?.id).toMatch(/^[\w-]{22}$/);
    expect(pages[0]?.svg).toMatch(/^<svg /);
  });

  it('leaves out the pages and glyph outlines the editor holds, which it puts back exactly', async () => {
    const preview = async (summary: string, known?: KnownParts) => {
      const response = await request('POST', '/api/resumes/preview', {
        token: owner.token,
        body: { content: { ...resume.content, summary }, ...(known ? { known } : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ pages: AnswerPage[] }>().pages;
    };
    const held = new Map<string, string>();
    const [first] = await preview('Première version');
    const whole = withKnownGlyphs(first?.svg ?? '', held);
    expect(whole).toBe(first?.svg);
    const known = { pages: [first?.id ?? ''], glyphs: [...held.keys()] };

    // A new word: a new page, without the outlines of the glyphs the editor holds.
    const [edited] = await preview('Première version, relue', known);
    const [editedWhole] = await preview('Première version, relue');
    expect(edited?.id).toBe(editedWhole?.id);
    expect(edited?.id).not.toBe(first?.id);
    expect(edited?.svg?.length).toBeLessThan((editedWhole?.svg?.length ?? 0) / 2);
    for (const id of known.glyphs) expect(edited?.svg).not.toContain(`<path id="${id}"`);
    expect(withKnownGlyphs(edited?.svg ?? '', held)).toBe(editedWhole?.svg);

    // The page the editor holds: its id alone.
    expect(await preview('Première version', known)).toEqual([{ id: first?.id }]);
  });

  it('refuses a list of held parts that is not one', async () => {
    const response = await request('POST', '/api/resumes/preview', {
      token: owner.token,
      body: { content: resume.content, known: { pages: 'all', glyphs: [] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'known.pages' });
  });

  it('compresses the preview with Brotli when the browser takes it, else with gzip', async () => {
    const draft = { ...resume.content, summary: 'Brouillon' };
    const sent = (encodings: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/resumes/preview',
        headers: { authorization: `Bearer ${owner.token}`, 'accept-encoding': encodings },
        payload: { content: draft },
      });
    const brotli = await sent('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await sent('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const pages = (body: Buffer, decode: (data: Buffer) => Buffer) =>
      (JSON.parse(decode(body).toString('utf8')) as { pages: AnswerPage[] }).pages;
    expect(pages(brotli.rawPayload, brotliDecompressSync)).toEqual(
      pages(gzip.rawPayload, gunzipSync),
    );
  });

  it('refuses a draft no resume may hold, naming the field, and a caller without a token', async () => {
    const bad = await request('POST', '/api/resumes/preview', {
      token: owner.token,
      body: { content: { ...resume.content, theme: { ...resume.content.theme, fontSize: 40 } } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      statusCode: 400,
      field: 'content.theme.fontSize',
      message: expect.stringMatching(/^content\.theme\.fontSize /),
    });
    const anonymous = await request('POST', '/api/resumes/preview', {
      body: { content: resume.content },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('fits a resume to a number of pages within the readable bounds', async () => {
    const response = await request('POST', '/api/resumes/fit', {
      token: owner.token,
      body: { content: resume.content, pages: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ scale: 1, pageCount: 1 });
  });

  it('exports PDF, Word, JSON Resume and text to the owner only', async () => {
    const pdf = await request('GET', `/api/resumes/${resume.id}/pdf`, { token: owner.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Test-User.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const docx = await request('GET', `/api/resumes/${resume.id}/docx`, { token: owner.token });
    expect(docx.statusCode).toBe(200);
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const json = await request('GET', `/api/resumes/${resume.id}/json`, { token: owner.token });
    expect(json.json()).toMatchObject({
      basics: { name: 'Test User' },
      work: [{ name: 'Société Générale <script>alert(1)</script>', position: 'Ingénieure' }],
    });

    const text = await request('GET', `/api/resumes/${resume.id}/txt`, { token: owner.token });
    expect(text.body).toContain('Conçu le système de paiement');

    const thumbnail = await request('GET', `/api/resumes/${resume.id}/thumbnail`, {
      token: owner.token,
    });
    expect(thumbnail.headers['content-type']).toMatch(/^image\/svg\+xml/);

    for (const url of [
      `/api/resumes/${resume.id}/pdf`,
      `/api/resumes/${resume.id}/thumbnail`,
      `/api/resumes/${resume.id}/exe`,
      '/api/resumes/not-an-id/pdf',
    ]) {
      expect((await request('GET', url, { token: other.token })).statusCode, url).toBe(404);
    }
    expect((await request('GET', `/api/resumes/${resume.id}/pdf`)).statusCode).toBe(401);
  });

  it('serves the share page only while sharing is on, escaped, private and counted', async () => {
    const page = () => request('GET', `/r/${resume.share.id}`);
    expect((await page()).statusCode).toBe(404);

    await owner.call(share, { id: resume.id, input: { enabled: true } });
    const shared = await page();
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(shared.headers['x-robots-tag']).toBe('noindex');
    expect(shared.headers['content-security-policy']).toContain("default-src 'none'");
    expect(shared.body).toContain('Société Générale &lt;script&gt;');
    expect(shared.body).not.toContain('<script');
    expect(shared.body).toContain(`href="/r/${resume.share.id}/pdf"`);
    expect(shared.body).toContain('Télécharger le PDF');

    const css = await request('GET', resumeHtmlCssPath);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');

    const pdf = await request('GET', `/r/${resume.share.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    await owner.call(share, { id: resume.id, input: { enabled: true, indexable: true } });
    expect((await page()).headers['x-robots-tag']).toBeUndefined();

    const counted = dataOf(await owner.call<{ resume: Resume }>(read, { id: resume.id }));
    expect(counted.resume.share.viewCount).toBe(2);
  });

  it("serves the theme's fonts to the share page from our origin, cached for good", async () => {
    await owner.call(share, { id: resume.id, input: { enabled: true } });
    const shared = await request('GET', `/r/${resume.share.id}`);
    expect(shared.headers['content-security-policy']).toContain("font-src 'self'");
    const themeHref = /<link rel="stylesheet" href="([^"]*\/share\/theme\.css[^"]*)"/.exec(
      shared.body,
    )?.[1];
    expect(themeHref).toBeDefined();
    const theme = await request('GET', (themeHref ?? '').replaceAll('&amp;', '&'));
    const fonts = [...theme.body.matchAll(/url\("(\/share\/fonts\/[^"]+\.ttf)"\)/g)].map(
      (match) => match[1] ?? '',
    );
    expect(fonts).toHaveLength(4); // regular, italic, bold, bold italic
    for (const url of fonts) {
      const font = await request('GET', url);
      expect(font.statusCode, url).toBe(200);
      expect(font.headers['content-type']).toBe('font/ttf');
      expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(font.rawPayload.readUInt32BE(0)).toBe(0x00010000); // a TrueType file
    }
    expect((await request('GET', '/share/fonts/Lato_400Regular.000000000000.ttf')).statusCode).toBe(
      404,
    );
    expect((await request('GET', '/share/fonts/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });

  it('answers 404 for a replaced link, while the new one works', async () => {
    const oldId = resume.share.id;
    const replaced = dataOf(
      await owner.call<{ resume: { replaceResumeShareLink: Resume } }>(replaceLink, {
        id: resume.id,
      }),
    ).resume.replaceResumeShareLink;
    expect(replaced.share.id).not.toBe(oldId);
    expect((await request('GET', `/r/${oldId}`)).statusCode).toBe(404);
    expect((await request('GET', `/r/${oldId}/pdf`)).statusCode).toBe(404);
    expect((await request('GET', `/r/${replaced.share.id}`)).statusCode).toBe(200);
  });
});
