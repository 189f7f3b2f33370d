import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsedPostingSchema, type ParsedPosting } from '../../../domain/job-posting';
import { parseGreenhouse, unescapeOnce } from './greenhouse';

const body = readFileSync(new URL('./test-data/greenhouse-jobs.json', import.meta.url), 'utf8');
const captured = (JSON.parse(body) as { jobs: { content: string }[] }).jobs;

const postingsOf = (records: ReturnType<typeof parseGreenhouse>) =>
  records.flatMap((record) => ('posting' in record ? [record.posting] : []));
const errorsOf = (records: ReturnType<typeof parseGreenhouse>) =>
  records.filter((record) => 'error' in record);

/** What Greenhouse's escaping undoes, written out the slow way. */
const unescaped = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

describe('reading a Greenhouse job board', () => {
  const records = parseGreenhouse(body, 'turing');
  const postings = postingsOf(records);

  it('reads the good records and names why each bad one is refused', () => {
    expect(records).toHaveLength(6);
    expect(postings).toHaveLength(2);
    expect(errorsOf(records)).toEqual([
      { error: 'the record has no title', externalId: '7000000002' },
      { error: 'the record has no title', externalId: '7000000003' },
      { error: 'the record has no id' },
      { error: 'the record is not an object' },
    ]);
  });

  it('reads a captured job field by field, its HTML unescaped once', () => {
    const expected: ParsedPosting = {
      externalId: '6205748004',
      title: 'Executive Assistant',
      company: 'Turing',
      locations: ['Brazil; Colombia, Huila, Colombia; São Paulo, Brazil'],
      remote: null,
      employmentType: null,
      salary: null,
      postedAt: '2026-09-23',
      closesAt: null,
      descriptionHtml: unescaped(captured[0]!.content),
      applyUrl: 'https://job-boards.greenhouse.io/turing/jobs/6205748004',
      language: 'en',
    };
    expect(postings[0]).toEqual(expected);
    const html = postings[0]!.descriptionHtml;
    expect(html.startsWith('<div class="content-intro"><h1><span style="font-family:')).toBe(true);
    // Entities of the original HTML come back as entities, not as their characters.
    expect(html).toContain('within Turing’s R&amp;D organization.');
    expect(html).toContain('<p>&nbsp;</p>');
    expect(html).toContain("Turing's GDPR notice here</a>");
    expect(html).not.toContain('&lt;');
  });

  it('reads custom fields, a UTC day, the board as company, and passes scripts through untouched', () => {
    expect(postings[1]).toEqual({
      externalId: '7000000001',
      title: 'Ingénieure logicielle — équipe 東京 🚀',
      company: 'turing',
      locations: ['Montréal, Québec'],
      remote: 'HYBRID',
      employmentType: 'FULL_TIME',
      salary: null,
      // 22:15 on the 30th at UTC−4 is the 1st in UTC.
      postedAt: '2026-10-01',
      closesAt: '2026-12-31',
      descriptionHtml:
        '<p>Rejoignez-nous ! Café ☕ &amp; crème — 日本語 OK.</p><script>alert("x")</script><img src="x" onerror="alert(1)">',
      applyUrl: 'https://job-boards.greenhouse.io/exemple/jobs/7000000001',
      language: 'fr',
    } satisfies ParsedPosting);
  });

  it('gives postings that pass the checks before storing, every character kept', () => {
    for (const posting of postings) {
      const checked = parsedPostingSchema.safeParse(posting);
      expect(checked.success).toBe(true);
      expect(checked.data?.title).toBe(posting.title);
      expect(checked.data?.descriptionHtml).toBe(posting.descriptionHtml);
    }
  });

  it('passes real markup through and refuses a job no company names', () => {
    const job = { id: 1, title: 'Engineer', content: '<p>Already &amp; HTML</p>' };
    const [read] = parseGreenhouse(JSON.stringify({ jobs: [job] }), 'acme');
    expect(read).toMatchObject({ posting: { descriptionHtml: '<p>Already &amp; HTML</p>' } });
    expect(parseGreenhouse(JSON.stringify({ jobs: [job] }))).toEqual([
      { error: 'the record names no company', externalId: '1' },
    ]);
  });

  it('unescapes numeric references and leaves unknown names alone', () => {
    expect(unescapeOnce('a&#x2014;b &#8217; &copy; &amp;lt;')).toBe('a—b ’ &copy; &lt;');
    expect(unescapeOnce('&#xD800; &#0;')).toBe('&#xD800; &#0;');
  });

  it('throws on a body that is not a job board answer', () => {
    expect(() => parseGreenhouse('<html>Not found</html>', 'acme')).toThrow(
      'Greenhouse: the body is not JSON',
    );
    expect(() => parseGreenhouse('{"status":404}', 'acme')).toThrow(
      'Greenhouse: the answer has no list of jobs',
    );
  });
});
