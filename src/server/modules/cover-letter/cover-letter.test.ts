import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CoverLetterContent } from '../../../domain/cover-letter';
import type { ResumeContent } from '../../../domain/resume';
import { createTestApp, type TestApp } from '../../test-support/app';
import { dataOf, errorOf, eventCalls, type EventUser } from '../../test-support/career-events';
import { signUpPremium } from '../../test-support/premium';
import { graphql } from '../../test-support/identity';
import { coverLetterEventStore } from '../event/cover-letter-event.service';

const fields = `id name targetJob { position company hiringManager description } content missingPlaceholders updatedAt share { id enabled indexable viewCount }`;
const ops = {
  list: `query { coverLetters { ${fields} } }`,
  get: `query ($id: ID!) { coverLetter(id: $id) { ${fields} } }`,
  create: `mutation ($input: CreateCoverLetterInput!) { coverLetter { createCoverLetter(input: $input) { ${fields} } } }`,
  update: `mutation ($id: ID!, $input: UpdateCoverLetterInput!) { coverLetter { updateCoverLetter(id: $id, input: $input) { ${fields} } } }`,
  duplicate: `mutation ($id: ID!, $name: String!) { coverLetter { duplicateCoverLetter(id: $id, name: $name) { ${fields} } } }`,
  delete: `mutation ($id: ID!) { coverLetter { deleteCoverLetter(id: $id) } }`,
  restore: `mutation ($id: ID!) { coverLetter { restoreCoverLetter(id: $id) { ${fields} } } }`,
  share: `mutation ($id: ID!, $input: DocumentSharingInput!) { coverLetter { setCoverLetterSharing(id: $id, input: $input) { ${fields} } } }`,
  replaceLink: `mutation ($id: ID!) { coverLetter { replaceCoverLetterShareLink(id: $id) { ${fields} } } }`,
  createResume: `mutation ($input: CreateResumeInput!) { resume { createResume(input: $input) { id content } } }`,
};

interface CoverLetter {
  id: string;
  name: string;
  targetJob: { position: string; company: string; hiringManager: string; description: string };
  content: CoverLetterContent;
  missingPlaceholders: string[];
  updatedAt: string;
  share: { id: string; enabled: boolean; indexable: boolean; viewCount: number };
}

interface Paragraph {
  id: string;
  text: string;
}

/** The one field of the answer, under its namespace (`coverLetter { … }`) if it has one. */
function answer<T = CoverLetter>(result: Parameters<typeof dataOf>[0]): T {
  const [value] = Object.values(dataOf(result) as Record<string, object>);
  const namespaced = value && !Array.isArray(value) && !('id' in value);
  return (namespaced ? Object.values(value)[0] : value) as T;
}

describe('cover letters', () => {
  let app: TestApp;
  let owner: EventUser;
  let other: EventUser;
  let opening: Paragraph;
  let body: Paragraph;
  let resume: { id: string; content: ResumeContent };
  let letter: CoverLetter;

  beforeAll(async () => {
    app = await createTestApp();
    owner = await signUpPremium(app, 'letter-owner@example.com');
    other = await signUpPremium(app, 'letter-other@example.com');
    const paragraphs = eventCalls<Paragraph>(owner, 'CoverLetterEvent');
    opening = await paragraphs.create({
      title: 'Opening',
      kind: 'OPENING',
      text: 'I want to join {company} as {position}.',
      tags: ['general'],
    });
    body = await paragraphs.create({
      title: 'Payments',
      kind: 'BODY',
      text: 'I ran payments at scale.',
      tags: ['payments'],
    });
    resume = answer(
      await owner.call(ops.createResume, {
        input: { name: 'Platform', template: 'MODERN', language: 'FR', paper: 'A4' },
      }),
    );
  });

  afterAll(async () => {
    await app?.close();
  });

  it('starts a letter dated today, from the profile, greeting the hiring manager', async () => {
    const created = answer(
      await owner.call(ops.create, {
        input: {
          name: 'Northwind',
          targetJob: {
            company: 'Northwind',
            position: 'Staff Engineer',
            hiringManager: 'Ms. Ortiz',
          },
          template: 'COMPACT',
        },
      }),
    );
    expect(created).toMatchObject({
      name: 'Northwind',
      targetJob: { company: 'Northwind', position: 'Staff Engineer', hiringManager: 'Ms. Ortiz' },
      share: { enabled: false, indexable: false, viewCount: 0 },
      missingPlaceholders: [],
    });
    expect(created.share.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.content).toMatchObject({
      language: 'en',
      resumeId: null,
      date: new Date().toISOString().slice(0, 10),
      sender: { name: 'Test User', email: 'letter-owner@example.com' },
      recipient: { name: 'Ms. Ortiz', company: 'Northwind', address: '' },
      greeting: 'Dear {hiringManager},',
      closing: 'Sincerely,',
      signature: 'Test User',
      enclosure: false,
      paragraphs: [],
      theme: { template: 'compact', paper: 'LETTER' },
    });
    letter = created;
  });

  it('matched to a resume, takes its header, design and language, and encloses it', async () => {
    const matched = answer(
      await owner.call(ops.create, { input: { name: 'With resume', resumeId: resume.id } }),
    );
    expect(matched.content).toMatchObject({
      resumeId: resume.id,
      language: 'fr',
      sender: resume.content.header,
      theme: resume.content.theme,
      greeting: 'Madame, Monsieur,',
      enclosure: true,
    });
    // Another user's resume is no resume at all.
    const foreign = await other.call(ops.create, {
      input: { name: 'Stolen design', resumeId: resume.id },
    });
    expect(errorOf(foreign).code).toBe('NO_DATA_FOUND');
  });

  it('saves what the editor sends, lists what nothing fills, and refuses what no letter may hold', async () => {
    const content: CoverLetterContent = {
      ...letter.content,
      paragraphs: [
        { id: 'a', eventId: opening.id, text: null },
        { id: 'b', eventId: body.id, text: 'At {team} I ran payments.' },
      ],
    };
    const saved = answer(
      await owner.call(ops.update, {
        id: letter.id,
        input: { content, targetJob: { ...letter.targetJob, position: '' } },
      }),
    );
    expect(saved.content.paragraphs).toEqual(content.paragraphs);
    expect(saved.missingPlaceholders).toEqual(['position', 'team']);

    const refused = await owner.call(ops.update, {
      id: letter.id,
      input: { content: { ...content, date: 'tomorrow' } },
    });
    expect(errorOf(refused)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'content.date',
      message: 'content.date must be a date written YYYY-MM-DD',
    });
    const unknownKey = await owner.call(ops.update, {
      id: letter.id,
      input: { content: { ...content, extra: 1 } },
    });
    expect(errorOf(unknownKey).code).toBe('BAD_USER_INPUT');
    expect(answer(await owner.call(ops.get, { id: letter.id })).content.date).toBe(content.date);
    letter = saved;
  });

  it('follows the library: a deleted paragraph drops out of what is missing', async () => {
    const paragraphs = eventCalls<Paragraph>(owner, 'CoverLetterEvent');
    await paragraphs.remove(body.id);
    expect(answer(await owner.call(ops.get, { id: letter.id })).missingPlaceholders).toEqual([
      'position',
    ]);
    await paragraphs.restore(body.id);
  });

  it('duplicates, deletes, restores and shares like every document', async () => {
    const copy = answer(await owner.call(ops.duplicate, { id: letter.id, name: 'Copy' }));
    expect(copy).toMatchObject({ name: 'Copy', share: { enabled: false } });
    expect(copy.content).toEqual(letter.content);
    expect(copy.share.id).not.toBe(letter.share.id);

    const shared = answer(
      await owner.call(ops.share, { id: copy.id, input: { enabled: true, indexable: true } }),
    );
    expect(shared.share).toMatchObject({ enabled: true, indexable: true });
    const relinked = answer(await owner.call(ops.replaceLink, { id: copy.id }));
    expect(relinked.share.id).not.toBe(shared.share.id);

    expect(dataOf(await owner.call(ops.delete, { id: copy.id }))).toEqual({
      coverLetter: { deleteCoverLetter: copy.id },
    });
    expect(errorOf(await owner.call(ops.get, { id: copy.id })).code).toBe('NO_DATA_FOUND');
    expect(answer(await owner.call(ops.restore, { id: copy.id })).id).toBe(copy.id);
    const list = answer<CoverLetter[]>(await owner.call(ops.list));
    expect(list.map((item) => item.id)).toContain(copy.id);
  });

  it("answers NO_DATA_FOUND for another user's letter everywhere, and changes nothing", async () => {
    const before = answer(await owner.call(ops.get, { id: letter.id }));
    const id = letter.id;
    const attempts = [
      other.call(ops.get, { id }),
      other.call(ops.update, { id, input: { name: 'Mine now' } }),
      other.call(ops.duplicate, { id, name: 'Stolen' }),
      other.call(ops.delete, { id }),
      other.call(ops.restore, { id }),
      other.call(ops.share, { id, input: { enabled: true } }),
      other.call(ops.replaceLink, { id }),
      other.call(ops.get, { id: 'not-a-uuid' }),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(errorOf(result).code).toBe('NO_DATA_FOUND');
    }
    expect(dataOf(await other.call(ops.list))).toEqual({ coverLetters: [] });
    expect(answer(await owner.call(ops.get, { id }))).toEqual(before);
  });

  it('lists letters with what each lacks, reading the paragraphs once per list, not per letter', async () => {
    await owner.call(ops.create, { input: { name: 'First' } });
    const second = answer(
      await owner.call(ops.create, {
        input: { name: 'Second', targetJob: { company: 'Contoso' } },
      }),
    );
    await owner.call(ops.update, {
      id: second.id,
      input: { content: { ...second.content, paragraphs: [{ id: 'o', eventId: opening.id }] } },
    });
    const reads = vi.spyOn(coverLetterEventStore, 'list');
    try {
      const list = answer<CoverLetter[]>(await owner.call(ops.list));
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.find((item) => item.id === second.id)?.missingPlaceholders).toEqual(['position']);
      expect(reads).toHaveBeenCalledTimes(1);

      // A mutation reads them afresh for the letter it returns.
      reads.mockClear();
      await owner.call(ops.update, { id: second.id, input: { name: 'Second, renamed' } });
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('asks who is calling', async () => {
    expect(errorOf(await graphql(app, ops.list, {})).code).toBe('UNAUTHENTICATED');
  });
});
