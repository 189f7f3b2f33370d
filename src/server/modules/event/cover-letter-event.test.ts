import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app';
import {
  answerOf,
  errorOf,
  eventCalls,
  signUpWithRecord,
  type EventCalls,
} from '../../test-support/career-events';

interface CoverLetterEvent {
  id: string;
  title: string;
  kind: string;
  text: string;
  tags: string[];
}

const paragraph = {
  title: 'Why {company}',
  kind: 'BODY',
  text: 'I want to work at {company} as {position}.',
};

describe('cover-letter paragraphs', () => {
  let app: TestApp;
  let paragraphs: EventCalls<CoverLetterEvent>;
  beforeAll(async () => {
    app = await createTestApp();
    const user = await signUpWithRecord(app, 'paragraphs@example.com');
    paragraphs = eventCalls<CoverLetterEvent>(user, 'CoverLetterEvent');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates a paragraph with the known placeholders and reads it back', async () => {
    const created = await paragraphs.create({
      ...paragraph,
      text: 'Dear {hiringManager}, {company} needs a {position}.',
      tags: ['tech'],
    });
    expect(created).toEqual({
      id: expect.any(String),
      title: 'Why {company}',
      kind: 'BODY',
      text: 'Dear {hiringManager}, {company} needs a {position}.',
      tags: ['tech'],
    });
    expect(await paragraphs.read(created.id)).toEqual(created);
    await paragraphs.remove(created.id);
  });

  it.each([
    [{ title: '' }, 'title', 'title is required'],
    [{ title: 'x'.repeat(121) }, 'title', 'title must be at most 120 characters'],
    [{ text: ' ' }, 'text', 'text is required'],
    [{ text: 'x'.repeat(5001) }, 'text', 'text must be at most 5000 characters'],
    [
      { text: 'Dear {hiringManager}, I expect {salary} at {company}.' },
      'text',
      'text uses the unknown placeholder {salary}',
    ],
    [
      { tags: Array.from({ length: 11 }, (_, index) => `t${index}`) },
      'tags',
      'tags can hold at most 10 entries',
    ],
    [{ tags: ['x'.repeat(41)] }, 'tags.0', 'tags.0 must be at most 40 characters'],
  ])('refuses %j: BAD_USER_INPUT naming %s, nothing saved', async (change, field, message) => {
    const result = await paragraphs.tryCreate({ ...paragraph, ...change });
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field, message });
    expect(await paragraphs.list()).toEqual([]);
  });

  it('lists openings, then bodies, then closings, each by title', async () => {
    const add = (kind: string, title: string) => paragraphs.create({ ...paragraph, kind, title });
    await add('CLOSING', 'Thanks');
    await add('BODY', 'Skills');
    await add('OPENING', 'Hello');
    await add('BODY', 'Experience');
    expect((await paragraphs.list()).map(({ kind, title }) => `${kind} ${title}`)).toEqual([
      'OPENING Hello',
      'BODY Experience',
      'BODY Skills',
      'CLOSING Thanks',
    ]);
  });

  it('updates, deletes softly and restores; a bad update changes nothing', async () => {
    const created = await paragraphs.create(paragraph);
    const updated = await paragraphs.update(created.id, {
      ...paragraph,
      kind: 'OPENING',
      tags: ['short'],
    });
    const saved = answerOf<CoverLetterEvent>(updated);
    expect(saved).toEqual({ ...created, kind: 'OPENING', tags: ['short'] });

    const refused = await paragraphs.update(created.id, { ...paragraph, text: 'Hello {nobody}' });
    expect(errorOf(refused).field).toBe('text');
    expect(await paragraphs.read(created.id)).toEqual(saved);

    await paragraphs.remove(created.id);
    expect(errorOf(await paragraphs.get(created.id)).code).toBe('NO_DATA_FOUND');
    expect((await paragraphs.list()).map((event) => event.id)).not.toContain(created.id);
    expect(answerOf(await paragraphs.restore(created.id))).toEqual(saved);
  });
});
