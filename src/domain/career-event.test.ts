import { describe, expect, it } from 'vitest';
import {
  careerEventLimits,
  completeWebAddress,
  coverLetterEventInputSchema,
  eduEventDates,
  eduEventInputSchema,
  paragraphOrder,
  resumeOrder,
  skillEventInputSchema,
  unknownPlaceholders,
  workEventDates,
  workEventInputSchema,
} from './career-event';

/** The first problem as the API words it: "<field path> <message>". */
function firstProblem(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? `${issue.path.join('.')} ${issue.message}` : undefined;
}

const job = { company: 'Acme', position: 'Engineer', startDate: '2020-01' };
const school = { university: 'State University' };

describe('work events', () => {
  it('trims text and fills the optional fields', () => {
    expect(
      workEventInputSchema.parse({ ...job, company: '  Acme  ', location: null, link: undefined }),
    ).toEqual({
      uuid: null,
      company: 'Acme',
      position: 'Engineer',
      location: '',
      link: '',
      startDate: '2020-01',
      startDatePrecision: 'MONTH',
      endDate: null,
      endDatePrecision: 'MONTH',
      accomplishments: [],
      fromSyncSvc: false,
    });
  });

  it.each([
    [{ ...job, company: '   ' }, 'company is required'],
    [{ ...job, position: '' }, 'position is required'],
    [
      { ...job, company: 'x'.repeat(careerEventLimits.text + 1) },
      'company must be at most 200 characters',
    ],
    [{ ...job, startDate: '2020-1' }, 'startDate must be a month written YYYY-MM'],
    [{ ...job, endDate: '2019-12' }, 'endDate must not be before startDate'],
    [
      { ...job, link: 'javascript:alert(1)' },
      'link must be a web address starting with http:// or https://',
    ],
    [
      { ...job, link: 'not a website' },
      'link must be a web address starting with http:// or https://',
    ],
    [
      { ...job, link: 'ftp://acme.example' },
      'link must be a web address starting with http:// or https://',
    ],
    [
      { ...job, accomplishments: [{ description: ' ' }] },
      'accomplishments.0.description is required',
    ],
    [
      { ...job, accomplishments: [{ id: 'not-an-id', description: 'Shipped' }] },
      'accomplishments.0.id must be an item of this event',
    ],
    [
      {
        ...job,
        accomplishments: Array.from({ length: careerEventLimits.items + 1 }, () => ({
          description: 'Did it',
        })),
      },
      'accomplishments can hold at most 50 entries',
    ],
  ])('refuses %j: "%s"', (input, problem) => {
    expect(firstProblem(workEventInputSchema.safeParse(input))).toBe(problem);
  });

  it('keeps a year given alone as a year: January when it starts, December when it ends', () => {
    expect(
      workEventInputSchema.parse({
        ...job,
        startDate: '2014-06',
        startDatePrecision: 'YEAR',
        endDate: '2014-02',
        endDatePrecision: 'YEAR',
      }),
    ).toMatchObject({
      startDate: '2014-01',
      startDatePrecision: 'YEAR',
      endDate: '2014-12',
      endDatePrecision: 'YEAR',
    });
    // A year ends after every month of it and starts before them.
    expect(
      workEventInputSchema.safeParse({
        ...job,
        startDate: '2014-05',
        endDate: '2014-01',
        endDatePrecision: 'YEAR',
      }).success,
    ).toBe(true);
    expect(
      firstProblem(
        workEventInputSchema.safeParse({
          ...job,
          startDate: '2015-01',
          startDatePrecision: 'YEAR',
          endDate: '2014-12',
        }),
      ),
    ).toBe('endDate must not be before startDate');
    // No date, no precision.
    expect(
      eduEventInputSchema.parse({ ...school, endDatePrecision: 'YEAR' }).endDatePrecision,
    ).toBe('MONTH');
  });

  it('accepts an end in the start month and an https link', () => {
    expect(
      workEventInputSchema.safeParse({ ...job, endDate: '2020-01', link: 'https://acme.example' })
        .success,
    ).toBe(true);
  });
});

describe('web addresses', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  www.acme.co.uk/careers?team=web#jobs ', 'https://www.acme.co.uk/careers?team=web#jobs'],
    ['acme.example:8443/about', 'https://acme.example:8443/about'],
    ['//acme.example/about', 'https://acme.example/about'],
    ['université.fr', 'https://université.fr'],
    ['localhost:3000', 'https://localhost:3000'],
  ])('completes %j to %j', (typed, completed) => {
    expect(completeWebAddress(typed)).toBe(completed);
  });

  it.each([
    '',
    'https://example.com',
    'http://example.com/path',
    'HTTPS://Example.com',
    'mailto:ada@example.com',
    'javascript:alert(1)',
    'ftp://example.com',
    'not a website',
    'acme',
    'example.c',
    '.com',
    'ada@example.com',
  ])('leaves %j as typed', (typed) => {
    expect(completeWebAddress(typed)).toBe(typed.trim());
  });

  it('completes the link of work and education events and refuses what is still not one', () => {
    expect(workEventInputSchema.parse({ ...job, link: 'acme.example/jobs' }).link).toBe(
      'https://acme.example/jobs',
    );
    expect(eduEventInputSchema.parse({ ...school, link: 'www.uni.edu' }).link).toBe(
      'https://www.uni.edu',
    );
    expect(
      firstProblem(workEventInputSchema.safeParse({ ...job, link: 'javascript:alert(1)' })),
    ).toBe('link must be a web address starting with http:// or https://');
  });
});

describe('education events', () => {
  it('needs only the school; dates are optional', () => {
    expect(eduEventInputSchema.parse(school)).toMatchObject({
      university: 'State University',
      startDate: null,
      endDate: null,
      attending: false,
      coursework: [],
    });
  });

  it.each([
    [{ university: '' }, 'university is required'],
    [{ ...school, attending: true, endDate: '2030-06' }, 'endDate must be empty while attending'],
    [
      { ...school, startDate: '2020-09', endDate: '2020-08' },
      'endDate must not be before startDate',
    ],
    [{ ...school, coursework: [{ description: '' }] }, 'coursework.0.description is required'],
  ])('refuses %j: "%s"', (input, problem) => {
    expect(firstProblem(eduEventInputSchema.safeParse(input))).toBe(problem);
  });
});

describe('skills', () => {
  it('keeps a known level and refuses an unknown one', () => {
    expect(skillEventInputSchema.parse({ name: 'TypeScript', level: 'EXPERT' }).level).toBe(
      'EXPERT',
    );
    expect(
      firstProblem(skillEventInputSchema.safeParse({ name: 'TypeScript', level: 'GURU' })),
    ).toMatch(/^level /);
  });

  it('refuses an empty keyword', () => {
    expect(
      firstProblem(skillEventInputSchema.safeParse({ name: 'Go', keywords: ['ok', ' '] })),
    ).toBe('keywords.1 is required');
  });
});

describe('cover-letter paragraphs', () => {
  const paragraph = { title: 'Opening', kind: 'OPENING' };

  it('accepts the known placeholders', () => {
    const text = 'I want to join {company} as {position}. Dear {hiringManager},';
    expect(unknownPlaceholders(text)).toEqual([]);
    expect(coverLetterEventInputSchema.safeParse({ ...paragraph, text }).success).toBe(true);
  });

  it('names the first unknown placeholder', () => {
    expect(unknownPlaceholders('At {Company} and {team}, {team} {}')).toEqual([
      'Company',
      'team',
      '',
    ]);
    expect(
      firstProblem(coverLetterEventInputSchema.safeParse({ ...paragraph, text: 'Hello {team}' })),
    ).toBe('text uses the unknown placeholder {team}');
  });
});

describe('resume order', () => {
  it('puts current work first, then the most recent end, then the most recent start', () => {
    const events = [
      { id: 'old', startDate: '2010-01', endDate: '2012-01' },
      { id: 'current', startDate: '2015-01', endDate: null },
      { id: 'recent', startDate: '2012-02', endDate: '2014-12' },
      { id: 'same-end-later-start', startDate: '2013-06', endDate: '2014-12' },
    ];
    const sorted = [...events].sort((a, b) => resumeOrder(workEventDates(a), workEventDates(b)));
    expect(sorted.map((event) => event.id)).toEqual([
      'current',
      'same-end-later-start',
      'recent',
      'old',
    ]);
  });

  it('puts the school being attended first and undated schools last', () => {
    const schools = [
      { id: 'undated', startDate: null, endDate: null, attending: false },
      { id: 'done', startDate: '2010-09', endDate: '2014-06', attending: false },
      { id: 'attending', startDate: '2022-09', endDate: null, attending: true },
    ];
    const sorted = [...schools].sort((a, b) => resumeOrder(eduEventDates(a), eduEventDates(b)));
    expect(sorted.map((event) => event.id)).toEqual(['attending', 'done', 'undated']);
  });

  it('orders paragraphs opening, body, closing, then by title', () => {
    const paragraphs = [
      { kind: 'CLOSING' as const, title: 'Thanks' },
      { kind: 'BODY' as const, title: 'Teamwork' },
      { kind: 'OPENING' as const, title: 'Hello' },
      { kind: 'BODY' as const, title: 'Impact' },
    ];
    expect([...paragraphs].sort(paragraphOrder).map((p) => p.title)).toEqual([
      'Hello',
      'Impact',
      'Teamwork',
      'Thanks',
    ]);
  });
});
