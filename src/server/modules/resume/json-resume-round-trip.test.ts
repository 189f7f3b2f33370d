/**
 * JSON Resume out and back in (issue 13 §5, §6, decision 073): a file imported as a resume,
 * exported, imported again by someone else and exported again gives the same file, and a date
 * given as a year alone is printed as that year by every export — never as a month of it.
 */
import { strFromU8, unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonResume } from '../../../domain/resume-exports/json-resume-export';
import sample from '../../../domain/test-support/sample.resume.json';
import { createTestApp, type TestApp } from '../../test-support/app';
import { dataOf, type EventUser } from '../../test-support/career-events';
import { signUpPremium } from '../../test-support/premium';
import { jsonResumeImport } from '../../test-support/json-resume';

const importResume = `mutation ($input: ImportResumeInput!) { resume { importResume(input: $input) { id share { id } } } }`;
const share = `mutation ($id: ID!, $input: DocumentSharingInput!) { resume { setResumeSharing(id: $id, input: $input) { id } } }`;

/** The sample with its job and its degree dated by years alone, as many real files are. */
const yearOnlySample = {
  ...sample,
  work: [{ ...sample.work[0], startDate: '2010', endDate: '2014' }],
  education: [{ ...sample.education[0], startDate: '2011-09-01', endDate: '2014' }],
};

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await pdf.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

describe('JSON Resume out and back in', () => {
  let app: TestApp;
  let first: EventUser;
  let second: EventUser;

  beforeAll(async () => {
    app = await createTestApp();
    first = await signUpPremium(app, 'round-trip-first@example.com');
    second = await signUpPremium(app, 'round-trip-second@example.com');
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (user: EventUser, url: string) =>
    app.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user.token}` } });

  /** Imports a JSON Resume as a new resume of `user`; its id and share id. */
  const imported = async (user: EventUser, resume: unknown, name: string) =>
    dataOf(
      await user.call<{ resume: { importResume: { id: string; share: { id: string } } } }>(
        importResume,
        { input: jsonResumeImport(resume, name) },
      ),
    ).resume.importResume;

  const exported = async (user: EventUser, id: string) => {
    const response = await get(user, `/api/resumes/${id}/json`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<JsonResume>();
  };

  it('keeps every field both formats have through export, import and export', async () => {
    const once = await exported(first, (await imported(first, sample, 'Sample')).id);
    const twice = await exported(second, (await imported(second, once, 'Again')).id);
    expect(twice).toEqual(once);

    // What the sample says, as precise as the library keeps it (months; days are not kept).
    const [job] = sample.work;
    expect(once.work).toEqual([
      {
        name: job!.name,
        position: job!.position,
        location: job!.location,
        url: job!.url,
        startDate: '2013-12',
        endDate: '2014-12',
        highlights: job!.highlights,
      },
    ]);
    const [school] = sample.education;
    expect(once.education).toEqual([
      {
        institution: school!.institution,
        studyType: 'Bachelor',
        area: 'Information Technology',
        url: school!.url,
        startDate: '2011-06',
        endDate: '2014-01',
        courses: school!.courses,
      },
    ]);
    expect(once.skills).toEqual(
      sample.skills.map(({ name, keywords }) => ({ name, level: 'Expert', keywords })),
    );
    expect(once.basics).toMatchObject({
      name: sample.basics.name,
      label: sample.basics.label,
      email: sample.basics.email,
      phone: sample.basics.phone,
      url: sample.basics.url,
      summary: sample.basics.summary,
    });
  });

  it('keeps a year given alone a year in the JSON Resume, and through a second round', async () => {
    const once = await exported(first, (await imported(first, yearOnlySample, 'Years')).id);
    expect(once.work[0]).toMatchObject({ startDate: '2010', endDate: '2014' });
    expect(once.education[0]).toMatchObject({ startDate: '2011-09', endDate: '2014' });
    const twice = await exported(second, (await imported(second, once, 'Years again')).id);
    expect(twice).toEqual(once);
  });

  it('prints a year given alone as the year in the text, Word, PDF and share page', async () => {
    const resume = await imported(first, yearOnlySample, 'Printed years');
    const invented = /(Jan|Dec)[a-z.]* 20(10|14)/;

    const text = (await get(first, `/api/resumes/${resume.id}/txt`)).body;
    expect(text).toContain('2010 – 2014');
    expect(text).toContain('Sep 2011 – 2014');
    expect(text).not.toMatch(invented);

    const docx = unzipSync((await get(first, `/api/resumes/${resume.id}/docx`)).rawPayload);
    const body = strFromU8(docx['word/document.xml']!);
    expect(body).toContain('2010 – 2014');
    expect(body).not.toMatch(invented);

    const pdf = await pdfText((await get(first, `/api/resumes/${resume.id}/pdf`)).rawPayload);
    expect(pdf).toContain('2010 – 2014');
    expect(pdf).not.toMatch(invented);

    await first.call(share, { id: resume.id, input: { enabled: true } });
    const page = await app.app.inject({ method: 'GET', url: `/r/${resume.share.id}` });
    expect(page.body).toContain('2010 – 2014');
    expect(page.body).not.toMatch(invented);
  });
});
