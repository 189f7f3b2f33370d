import { describe, expect, it } from 'vitest';
import { newResumeContent } from '../../domain/resume';
import { createHeldPages } from './held-pages';
import { createDocumentsClient, documentKinds } from './documents-client';

const svg = (text: string) =>
  `<svg viewBox="0 0 10 10"><g>${text}<use href="#gA"/></g><defs><path id="gA" d="M 0 0 Z"/></defs></svg>`;

/** A documents client whose server answers with `answers`, in turn, recording each request body. */
function clientAnswering(answers: unknown[]) {
  const bodies: Array<{ known?: unknown }> = [];
  const client = createDocumentsClient(
    documentKinds.resume,
    { getIdToken: async () => 'token' },
    async (_input, init) => {
      bodies.push(JSON.parse(String(init?.body)) as { known?: unknown });
      return new Response(JSON.stringify(answers.shift()), { status: 200 });
    },
  );
  return { client, bodies };
}

describe('the documents client’s preview', () => {
  let ids = 0;
  const content = newResumeContent(
    { work: [], edu: [], skills: [] },
    { header: {}, language: 'en', paper: 'LETTER', newId: () => `id-${(ids += 1)}` },
  );

  it('says what it holds, and puts the answer back together', async () => {
    const held = createHeldPages();
    const { client, bodies } = clientAnswering([
      { pages: [{ id: 'p1', svg: svg('one') }] },
      { pages: [{ id: 'p1' }] },
    ]);
    expect(await client.preview(content, undefined, held)).toEqual([svg('one')]);
    expect(await client.preview(content, undefined, held)).toEqual([svg('one')]);
    expect(bodies[0]?.known).toEqual({ pages: [], glyphs: [] });
    expect(bodies[1]?.known).toEqual({ pages: ['p1'], glyphs: ['gA'] });
  });

  it('asks again, whole, for an answer that leaves out what it no longer holds', async () => {
    const { client, bodies } = clientAnswering([
      { pages: [{ id: 'forgotten' }] },
      { pages: [{ id: 'p2', svg: svg('two') }] },
    ]);
    expect(await client.preview(content, undefined, createHeldPages())).toEqual([svg('two')]);
    expect(bodies.map((body) => 'known' in body)).toEqual([true, false]);
  });

  it('without held pages, asks for every page whole', async () => {
    const { client, bodies } = clientAnswering([{ pages: [{ id: 'p1', svg: svg('one') }] }]);
    expect(await client.preview(content)).toEqual([svg('one')]);
    expect('known' in (bodies[0] ?? {})).toBe(false);
  });
});
