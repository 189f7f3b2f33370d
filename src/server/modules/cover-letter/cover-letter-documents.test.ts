/**
 * A cover letter's rendered forms over HTTP, for its owner: the live preview of an unsaved draft,
 * page 1 as a thumbnail and the PDF (decision 084).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverLetterContent } from '../../../domain/cover-letter';
import type { AnswerPage } from '../../../domain/preview-answer';
import { createTestApp, requester, type TestApp } from '../../test-support/app';
import {
  dataOf,
  eventCalls,
  signUpWithRecord,
  type EventUser,
} from '../../test-support/career-events';
import { readPdfLines } from '../../test-support/pdf-layout';

interface CoverLetter {
  id: string;
  content: CoverLetterContent;
  targetJob: { position: string; company: string; hiringManager: string; description: string };
}

const fields = 'id content targetJob { position company hiringManager description }';
const create = `mutation ($input: CreateCoverLetterInput!) { coverLetter { createCoverLetter(input: $input) { ${fields} } } }`;
const share = `mutation ($id: ID!, $input: DocumentSharingInput!) { coverLetter { setCoverLetterSharing(id: $id, input: $input) { id share { id viewCount } } } }`;
const update = `mutation ($id: ID!, $input: UpdateCoverLetterInput!) { coverLetter { updateCoverLetter(id: $id, input: $input) { ${fields} } } }`;

describe('cover-letter documents over HTTP', () => {
  let app: TestApp;
  let owner: EventUser;
  let other: EventUser;
  let letter: CoverLetter;

  let request: ReturnType<typeof requester>;

  beforeAll(async () => {
    app = await createTestApp();
    request = requester(app);
    owner = await signUpWithRecord(app, 'letter-documents-owner@example.com');
    other = await signUpWithRecord(app, 'letter-documents-other@example.com');
    const paragraph = await eventCalls<{ id: string }>(owner, 'CoverLetterEvent').create({
      title: 'Opening',
      kind: 'OPENING',
      text: 'Je souhaite rejoindre {company} comme {position}.',
      tags: [],
    });
    const created = dataOf(
      await owner.call<{ coverLetter: { createCoverLetter: CoverLetter } }>(create, {
        input: {
          name: 'Northwind',
          language: 'FR',
          paper: 'A4',
          targetJob: { company: 'Société Générale', position: 'Ingénieure' },
        },
      }),
    ).coverLetter.createCoverLetter;
    letter = dataOf(
      await owner.call<{ coverLetter: { updateCoverLetter: CoverLetter } }>(update, {
        id: created.id,
        input: {
          content: {
            ...created.content,
            paragraphs: [{ id: 'p1', eventId: paragraph.id, text: null }],
          },
        },
      }),
    ).coverLetter.updateCoverLetter;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('downloads the letter as a PDF under the sender’s name, its placeholders filled', async () => {
    const response = await request('GET', `/api/cover-letters/${letter.id}/pdf`, {
      token: owner.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Test-User.pdf"');
    const text = (await readPdfLines(response.rawPayload)).map((line) => line.text).join('\n');
    expect(text).toContain('Je souhaite rejoindre Société Générale comme Ingénieure.');
    expect(text).toContain('Madame, Monsieur,');
    expect(text).not.toMatch(/[{}]/);
  });

  it('exports the letter as Word and as plain text, and no other format', async () => {
    const docx = await request('GET', `/api/cover-letters/${letter.id}/docx`, {
      token: owner.token,
    });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers['content-disposition']).toBe('attachment; filename="Test-User.docx"');
    expect([...docx.rawPayload.subarray(0, 2)]).toEqual([0x50, 0x4b]);

    const text = await request('GET', `/api/cover-letters/${letter.id}/txt`, {
      token: owner.token,
    });
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.body).toContain('\nJe souhaite rejoindre Société Générale comme Ingénieure.\n');

    const json = await request('GET', `/api/cover-letters/${letter.id}/json`, {
      token: owner.token,
    });
    expect(json.statusCode).toBe(404);
  });

  it('previews an unsaved draft with its own target job, and shows page 1 as a thumbnail', async () => {
    const response = await request('POST', '/api/cover-letters/preview', {
      token: owner.token,
      body: {
        content: { ...letter.content, closing: 'Bien cordialement,' },
        targetJob: { ...letter.targetJob, company: 'Brouillon SA' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { pages } = response.json<{ pages: AnswerPage[] }>();
    expect(pages).toHaveLength(1);
    expect(pages[0]?.svg).toMatch(/^<svg /);

    const thumbnail = await request('GET', `/api/cover-letters/${letter.id}/thumbnail`, {
      token: owner.token,
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/svg+xml');
    expect(thumbnail.body).toMatch(/^<svg /);
  });

  it('refuses a draft no letter may hold, naming the field', async () => {
    const response = await request('POST', '/api/cover-letters/preview', {
      token: owner.token,
      body: { content: { ...letter.content, date: 'demain' }, targetJob: letter.targetJob },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'content.date' });
  });

  it('shares the letter at /c/{id} for anyone, without the address when its owner says so', async () => {
    const shared = dataOf(
      await owner.call<{
        coverLetter: { setCoverLetterSharing: { share: { id: string; viewCount: number } } };
      }>(share, { id: letter.id, input: { enabled: true } }),
    ).coverLetter.setCoverLetterSharing.share;
    await owner.call(update, {
      id: letter.id,
      input: {
        content: {
          ...letter.content,
          recipient: { name: 'Mme Ortiz', company: 'Société Générale', address: '29 bd Haussmann' },
          shareRecipientAddress: false,
        },
      },
    });
    const page = await request('GET', `/c/${shared.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Je souhaite rejoindre Société Générale comme Ingénieure.');
    expect(page.body).toContain('Mme Ortiz');
    expect(page.body).not.toContain('29 bd Haussmann');
    expect(page.body).toContain(`href="/c/${shared.id}/pdf"`);

    const pdf = await request('GET', `/c/${shared.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await readPdfLines(pdf.rawPayload)).map((line) => line.text).join('\n');
    // The public PDF is the public page's letter: no address either; the owner's download has it.
    expect(text).toContain('Mme Ortiz');
    expect(text).not.toContain('29 bd Haussmann');
    const own = await request('GET', `/api/cover-letters/${letter.id}/pdf`, { token: owner.token });
    expect((await readPdfLines(own.rawPayload)).map((line) => line.text)).toContain(
      '29 bd Haussmann',
    );

    await owner.call(share, { id: letter.id, input: { enabled: false } });
    const gone = await request('GET', `/c/${shared.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('The resume or cover letter may no longer be shared');
    expect((await request('GET', `/c/${shared.id}/pdf`)).statusCode).toBe(404);
  });

  it("answers another user's letter like a missing one, and nobody without a token", async () => {
    for (const url of [
      `/api/cover-letters/${letter.id}/pdf`,
      `/api/cover-letters/${letter.id}/thumbnail`,
      `/api/cover-letters/${letter.id}/docx`,
      '/api/cover-letters/not-an-id/pdf',
    ]) {
      expect((await request('GET', url, { token: other.token })).statusCode, url).toBe(404);
    }
    expect((await request('GET', `/api/cover-letters/${letter.id}/pdf`)).statusCode).toBe(401);
  });
});
