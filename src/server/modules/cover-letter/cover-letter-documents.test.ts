/**
 * A cover letter's rendered forms over HTTP, for its owner: the live preview of an unsaved draft,
 * "fit to N pages", page 1 as a thumbnail, the PDF (decision 084) and the letter with its resume
 * in one PDF (decision 085).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverLetterContent } from '../../../domain/cover-letter';
import type { AnswerPage } from '../../../domain/preview-answer';
import { createTestApp, requester, type TestApp } from '../../test-support/app';
import { dataOf, eventCalls, type EventUser } from '../../test-support/career-events';
import { signUpPremium } from '../../test-support/premium';
import { readPdfLines, type PdfLine } from '../../test-support/pdf-layout';

interface CoverLetter {
  id: string;
  content: CoverLetterContent;
  targetJob: { position: string; company: string; hiringManager: string; description: string };
}

const fields = 'id content targetJob { position company hiringManager description }';
const create = `mutation ($input: CreateCoverLetterInput!) { coverLetter { createCoverLetter(input: $input) { ${fields} } } }`;
const share = `mutation ($id: ID!, $input: DocumentSharingInput!) { coverLetter { setCoverLetterSharing(id: $id, input: $input) { id share { id viewCount } } } }`;
const update = `mutation ($id: ID!, $input: UpdateCoverLetterInput!) { coverLetter { updateCoverLetter(id: $id, input: $input) { ${fields} } } }`;
const createResume = `mutation ($input: CreateResumeInput!) { resume { createResume(input: $input) { id } } }`;
const deleteResume = `mutation ($id: ID!) { resume { deleteResume(id: $id) } }`;
const restoreResume = `mutation ($id: ID!) { resume { restoreResume(id: $id) { id } } }`;

describe('cover-letter documents over HTTP', () => {
  let app: TestApp;
  let owner: EventUser;
  let other: EventUser;
  let letter: CoverLetter;
  let paragraphId: string;

  let request: ReturnType<typeof requester>;

  beforeAll(async () => {
    app = await createTestApp();
    request = requester(app);
    owner = await signUpPremium(app, 'letter-documents-owner@example.com');
    other = await signUpPremium(app, 'letter-documents-other@example.com');
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
    paragraphId = paragraph.id;
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

  it('previews against the library as the editor caches it, and a library edit shows at once', async () => {
    const previewId = async () => {
      const response = await request('POST', '/api/cover-letters/preview', {
        token: owner.token,
        body: { content: letter.content, targetJob: letter.targetJob },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ pages: AnswerPage[] }>().pages[0]?.id;
    };
    const first = await previewId();
    expect(await previewId()).toBe(first);
    const paragraphs = eventCalls(owner, 'CoverLetterEvent');
    const write = async (text: string) =>
      expect(
        (
          await paragraphs.update(paragraphId, {
            title: 'Opening',
            kind: 'OPENING',
            text,
            tags: [],
          })
        ).errors,
      ).toBeUndefined();
    await write('Je souhaite vivement rejoindre {company} comme {position}.');
    const after = await previewId();
    expect(after).not.toBe(first);
    expect(await previewId()).toBe(after);
    // The library as the other tests know it.
    await write('Je souhaite rejoindre {company} comme {position}.');
    expect(await previewId()).toBe(first);
  });

  it('previews a template picture in its own lane, and no other purpose', async () => {
    const draft = { content: letter.content, targetJob: letter.targetJob };
    const picture = await request('POST', '/api/cover-letters/preview', {
      token: owner.token,
      body: { ...draft, purpose: 'picture' },
    });
    expect(picture.statusCode, picture.body).toBe(200);
    expect(picture.json<{ pages: AnswerPage[] }>().pages[0]?.svg).toMatch(/^<svg /);
    const other = await request('POST', '/api/cover-letters/preview', {
      token: owner.token,
      body: { ...draft, purpose: 'thumbnail' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ field: 'purpose' });
  });

  it('fits an unsaved draft to a number of pages, as a resume is fitted', async () => {
    const fit = (pages: unknown, content = letter.content) =>
      request('POST', '/api/cover-letters/fit', {
        token: owner.token,
        body: { content, targetJob: letter.targetJob, pages },
      });
    const one = await fit(1);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ scale: 1, pageCount: 1 });

    // Twenty long paragraphs take more than one page at full size: to fit one, the scale goes down.
    const long = {
      ...letter.content,
      paragraphs: Array.from({ length: 20 }, (_, index) => ({
        id: `long-${index}`,
        eventId: letter.content.paragraphs[0]?.eventId ?? '',
        text: 'Une phrase assez longue pour remplir une ligne entière de la lettre. '.repeat(3),
      })),
    };
    expect((await fit(5, long)).json<{ pageCount: number }>().pageCount).toBeGreaterThan(1);
    const fitted = await fit(1, long);
    expect(fitted.statusCode, fitted.body).toBe(200);
    expect(fitted.json<{ scale: number }>().scale).toBeLessThan(1);

    expect((await fit(6)).json()).toMatchObject({ statusCode: 400, field: 'pages' });
    const anonymous = await request('POST', '/api/cover-letters/fit', {
      body: { content: letter.content, targetJob: letter.targetJob, pages: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
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

  describe('the letter and its resume in one PDF', () => {
    let resumeId: string;
    let matched: CoverLetter;

    const pdfLines = async (url: string, token = owner.token) => {
      const response = await request('GET', url, { token });
      expect(response.statusCode, response.body).toBe(200);
      return readPdfLines(response.rawPayload);
    };
    const pageCount = (lines: PdfLine[]) => Math.max(...lines.map((line) => line.page));
    const fontsOf = (lines: PdfLine[]) =>
      new Set(lines.flatMap((line) => line.items.map((item) => item.fontName.split('+').pop())));

    beforeAll(async () => {
      await eventCalls(owner, 'WorkEvent').create({
        company: 'Northwind Freight',
        position: 'Staff Engineer',
        startDate: '2019-03',
        accomplishments: [{ description: 'Cut checkout latency by 41%' }],
      });
      resumeId = dataOf(
        await owner.call<{ resume: { createResume: { id: string } } }>(createResume, {
          input: { name: 'Paris', language: 'FR', paper: 'A4', template: 'MODERN' },
        }),
      ).resume.createResume.id;
      const created = dataOf(
        await owner.call<{ coverLetter: { createCoverLetter: CoverLetter } }>(create, {
          input: {
            name: 'Northwind matched',
            resumeId,
            targetJob: { company: 'Société Générale', position: 'Ingénieure' },
          },
        }),
      ).coverLetter.createCoverLetter;
      // The letter in a design and font of its own: each part must keep its own.
      matched = dataOf(
        await owner.call<{ coverLetter: { updateCoverLetter: CoverLetter } }>(update, {
          id: created.id,
          input: {
            content: {
              ...created.content,
              paragraphs: letter.content.paragraphs,
              theme: { ...created.content.theme, template: 'classic', font: 'Lato' },
            },
          },
        }),
      ).coverLetter.updateCoverLetter;
    });

    it('prints the letter’s pages, then the resume’s, each as it prints alone', async () => {
      const response = await request('GET', `/api/cover-letters/${matched.id}/bundle`, {
        token: owner.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="Test-User-lettre-de-motivation-et-CV.pdf"',
      );
      const bundle = await readPdfLines(response.rawPayload);
      const letterAlone = await pdfLines(`/api/cover-letters/${matched.id}/pdf`);
      const resumeAlone = await pdfLines(`/api/resumes/${resumeId}/pdf`);

      expect(pageCount(bundle)).toBe(pageCount(letterAlone) + pageCount(resumeAlone));
      const text = (lines: PdfLine[]) => lines.map((line) => line.text);
      expect(text(bundle)).toEqual([...text(letterAlone), ...text(resumeAlone)]);
      expect(text(bundle)).toContain('Je souhaite rejoindre Société Générale comme Ingénieure.');
      expect(text(bundle)).toContain('Pièce jointe : CV');
      expect(text(bundle).join('\n')).toContain('Cut checkout latency by 41%');

      const letterPages = bundle.filter((line) => line.page <= pageCount(letterAlone));
      const resumePages = bundle.filter((line) => line.page > pageCount(letterAlone));
      expect([...fontsOf(letterPages)].every((font) => font?.startsWith('Lato'))).toBe(true);
      expect([...fontsOf(resumePages)].every((font) => font?.startsWith('SourceSerif4'))).toBe(
        true,
      );
    });

    it('answers 409 NO_MATCHED_RESUME for a letter with no resume, or whose resume is gone', async () => {
      const refused = async (id: string) => {
        const response = await request('GET', `/api/cover-letters/${id}/bundle`, {
          token: owner.token,
        });
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toEqual({
          statusCode: 409,
          error: 'Conflict',
          message: expect.any(String),
          code: 'NO_MATCHED_RESUME',
        });
      };
      await refused(letter.id);

      await owner.call(deleteResume, { id: resumeId });
      await refused(matched.id);
      await owner.call(restoreResume, { id: resumeId });
      expect(
        (await request('GET', `/api/cover-letters/${matched.id}/bundle`, { token: owner.token }))
          .statusCode,
      ).toBe(200);

      // Another user's resume id in the letter's content is no resume of the owner's.
      const theirs = dataOf(
        await other.call<{ resume: { createResume: { id: string } } }>(createResume, {
          input: { name: 'Theirs' },
        }),
      ).resume.createResume.id;
      await owner.call(update, {
        id: matched.id,
        input: { content: { ...matched.content, resumeId: theirs } },
      });
      await refused(matched.id);
    });

    it("answers another user's letter like a missing one, and nobody without a token", async () => {
      const url = `/api/cover-letters/${matched.id}/bundle`;
      expect((await request('GET', url, { token: other.token })).statusCode).toBe(404);
      expect(
        (await request('GET', '/api/cover-letters/not-an-id/bundle', { token: owner.token }))
          .statusCode,
      ).toBe(404);
      expect((await request('GET', url)).statusCode).toBe(401);
    });
  });
});
