import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { newJobApplication } from './job-application';
import {
  applicationsToCsvRows,
  csvHeaders,
  neutralizeCell,
  planImport,
  recogniseHeaders,
  restoreCell,
  rowToApplication,
  salaryFromText,
  stageFromStatus,
  type ExportedApplication,
} from './job-applications-csv';

/** What a user sees of an application once imported: every field but ids and times. */
const awkward = 'Zoë “Ünïcode”, S.A.\n"quoted" line, 🚀 and עברית RTL';

const full: ExportedApplication = {
  company: '=HYPERLINK("http://evil.example","click")',
  position: 'Ingénieure, “plateforme” 🚀',
  postingUrl: 'https://jobs.example.com/a?b=1&c=d,e',
  location: 'תל אביב, Israel',
  remote: 'HYBRID',
  salary: { min: 85000.5, max: 120000, currency: 'EUR', period: 'YEAR' },
  source: '+referral from Ana',
  stage: 'INTERVIEWING',
  history: [
    { stage: 'SAVED', at: '2026-01-03' },
    { stage: 'APPLIED', at: '2026-01-10' },
    { stage: 'SAVED', at: '2026-01-11' },
    { stage: 'INTERVIEWING', at: '2026-01-20' },
  ],
  archivedReason: 'NO_ANSWER',
  deadline: '2026-02-01',
  nextFollowUp: '2026-01-25',
  excitement: 4,
  notes: `First line\nSecond, with "quotes"\r\n\n-dash start\n${awkward}`,
  contacts: [
    {
      name: 'Ana García',
      role: 'Recruiter; "lead"',
      email: 'ana@example.com',
      phone: '+34 600 000 000',
      link: 'https://example.com/ana',
      notes: 'Met at a fair,\nnice',
    },
    { name: '@handle', role: '', email: '', phone: '', link: '', notes: '' },
  ],
  createdAt: '2026-01-03T10:00:00.000Z',
  updatedAt: '2026-01-20T10:00:00.000Z',
};

const bare: ExportedApplication = {
  ...newJobApplication({ company: "'=already quoted" }, '2026-03-01'),
  contacts: [],
};

/** Writes and reads back a file as the web does (papaparse both ways). */
function roundTrip(applications: ExportedApplication[]) {
  const text = Papa.unparse(applicationsToCsvRows(applications));
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [headers = [], ...rows] = parsed.data;
  return { text, plan: planImport(rows, recogniseHeaders(headers), []) };
}

describe('CSV export and import of job applications', () => {
  it('brings back every field exactly: accents, commas, quotes, newlines, emoji, RTL', () => {
    const { plan } = roundTrip([full, bare]);
    expect(plan.map((row) => row.kind)).toEqual(['import', 'import']);
    const [first, second] = plan;
    if (first?.kind !== 'import' || second?.kind !== 'import') throw new Error('not imported');
    const { archivedReason, stage, ...rest } = full;
    const fields = { ...rest, createdAt: undefined, updatedAt: undefined };
    delete fields.createdAt;
    delete fields.updatedAt;
    expect(first.archivedReason).toBe(archivedReason);
    expect(first.input).toEqual({
      ...fields,
      stage,
      contacts: full.contacts.map((contact, index) => ({ id: `c${index + 1}`, ...contact })),
    });
    expect(newJobApplication(first.input, '2000-01-01')).toEqual({
      ...fields,
      stage,
      archivedReason: null,
      contacts: full.contacts.map((contact, index) => ({ id: `c${index + 1}`, ...contact })),
    });
    expect(second.archivedReason).toBeNull();
    expect(newJobApplication(second.input, '2000-01-01')).toEqual({
      ...bare,
      archivedReason: null,
    });
  });

  it('writes our headers, codes and a readable history', () => {
    const rows = applicationsToCsvRows([full]);
    expect(rows[0]).toEqual(Object.values(csvHeaders));
    const cell = (header: string) => rows[1]![rows[0]!.indexOf(header)];
    expect(cell('History')).toBe(
      'SAVED 2026-01-03; APPLIED 2026-01-10; SAVED 2026-01-11; INTERVIEWING 2026-01-20',
    );
    expect(cell('Stage')).toBe('INTERVIEWING');
    expect(cell('Archived')).toBe('NO_ANSWER');
    expect(cell('Salary min')).toBe('85000.5');
    expect(JSON.parse(cell('Contacts')!)).toEqual([full.contacts[0], { name: '@handle' }]);
  });

  it('neutralizes would-be formulas and takes exactly that apostrophe off again', () => {
    for (const value of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', "'=x", "''+x"]) {
      expect(neutralizeCell(value)).toBe(`'${value}`);
      expect(restoreCell(neutralizeCell(value))).toBe(value);
    }
    for (const value of ['plain', "'apostrophe", "it's", 'a=b', '']) {
      expect(neutralizeCell(value)).toBe(value);
      expect(restoreCell(value)).toBe(value);
    }
    const rows = applicationsToCsvRows([full]);
    const company = rows[1]![0];
    expect(company).toBe(`'${full.company}`);
    expect(rows[1]![rows[0]!.indexOf('Source')]).toBe("'+referral from Ana");
  });

  it('recognises the headers of Huntr, Teal and a plain spreadsheet', () => {
    expect(
      recogniseHeaders([
        'Company',
        'Job Title',
        'URL',
        'List',
        'Date Added',
        'Location',
        'Salary',
        'Notes',
        'Color',
      ]),
    ).toEqual([
      'company',
      'position',
      'postingUrl',
      'stage',
      'dateAdded',
      'location',
      'salary',
      'notes',
      null,
    ]);
    expect(
      recogniseHeaders([
        'Company',
        'Job Position',
        'Job URL',
        'Status',
        'Date Saved',
        'Date Applied',
        'Location',
        'Salary',
        'Excitement',
        'Notes',
      ]),
    ).toEqual([
      'company',
      'position',
      'postingUrl',
      'stage',
      'dateAdded',
      'dateApplied',
      'location',
      'salary',
      'excitement',
      'notes',
    ]);
    expect(recogniseHeaders(['company ', 'TITLE', 'Url', 'status', 'date', 'Title'])).toEqual([
      'company',
      'position',
      'postingUrl',
      'stage',
      'dateAdded',
      null,
    ]);
    expect(recogniseHeaders(['Empresa', 'Puesto', 'Estado', 'Entreprise', 'Poste'])).toEqual([
      'company',
      'position',
      'stage',
      null,
      null,
    ]);
    expect(recogniseHeaders(Object.values(csvHeaders)).slice(-2)).toEqual([null, null]);
  });

  it('maps status words of any case, in en, es and fr, to stages', () => {
    const cases: Array<[string, string, string | null]> = [
      ['Wishlist', 'SAVED', null],
      ['BOOKMARKED', 'SAVED', null],
      ['applied', 'APPLIED', null],
      ['Interview', 'INTERVIEWING', null],
      ['Interviewing', 'INTERVIEWING', null],
      ['Offer', 'OFFER', null],
      ['Rejected', 'REJECTED', null],
      ['Declined', 'REJECTED', null],
      ['Entrevista', 'INTERVIEWING', null],
      ['Rechazada', 'REJECTED', null],
      ['Entretien', 'INTERVIEWING', null],
      ['Refusée', 'REJECTED', null],
      ['Candidature envoyée', 'APPLIED', null],
      ['I Withdrew', 'APPLIED', 'WITHDRAWN'],
      ['No Response 🔕', 'APPLIED', 'NO_ANSWER'],
    ];
    for (const [word, stage, archivedReason] of cases) {
      expect(stageFromStatus(word), word).toEqual({ stage, archivedReason });
    }
    expect(stageFromStatus('Maybe later')).toBeNull();
  });

  it('imports a Huntr export with its date as the history', () => {
    const headers = ['Company', 'Job Title', 'URL', 'List', 'Date Added', 'Salary', 'Notes'];
    const plan = planImport(
      [
        [
          'Globex',
          'Engineer',
          'https://globex.example/jobs/1',
          'Interview',
          '2024-01-15T09:30:00.000Z',
          '$80,000 - $100,000',
          'Met at a meetup',
        ],
        ['Initech', 'QA', '', 'Wishlist', '2024/02/03', '90000', ''],
      ],
      recogniseHeaders(headers),
      [],
    );
    expect(plan).toEqual([
      {
        row: 2,
        kind: 'import',
        archivedReason: null,
        input: expect.objectContaining({
          company: 'Globex',
          position: 'Engineer',
          stage: 'INTERVIEWING',
          history: [{ stage: 'INTERVIEWING', at: '2024-01-15' }],
          salary: { min: 80000, max: 100000, currency: 'USD', period: 'YEAR' },
          notes: 'Met at a meetup',
        }),
      },
      {
        row: 3,
        kind: 'import',
        archivedReason: null,
        // No currency: kept in the notes rather than guessed.
        input: expect.objectContaining({
          company: 'Initech',
          stage: 'SAVED',
          history: [{ stage: 'SAVED', at: '2024-02-03' }],
          notes: 'Salary: 90000',
        }),
      },
    ]);
  });

  it('imports a Teal export: saved then applied, excitement, a withdrawn one archived', () => {
    const headers = [
      'Company',
      'Job Position',
      'Job URL',
      'Status',
      'Date Saved',
      'Date Applied',
      'Excitement',
    ];
    const plan = planImport(
      [
        ['Hooli', 'PM', 'hooli.example/pm', 'Applied', '2024-03-01', '2024-03-04', '5'],
        ['Umbrella', 'Dev', '', 'I Withdrew', '2024-03-02', '2024-03-05', ''],
      ],
      recogniseHeaders(headers),
      [],
    );
    expect(plan[0]).toMatchObject({
      kind: 'import',
      input: {
        company: 'Hooli',
        postingUrl: 'https://hooli.example/pm',
        stage: 'APPLIED',
        excitement: 5,
        history: [
          { stage: 'SAVED', at: '2024-03-01' },
          { stage: 'APPLIED', at: '2024-03-04' },
        ],
      },
    });
    expect(plan[1]).toMatchObject({
      kind: 'import',
      archivedReason: 'WITHDRAWN',
      input: { company: 'Umbrella', stage: 'APPLIED' },
    });
  });

  it('lists bad rows with their row number and reasons', () => {
    const headers = ['Company', 'Title', 'URL', 'Status', 'Date', 'Excitement'];
    const plan = planImport(
      [
        ['', 'Nobody', '', 'Applied', '', ''],
        ['Acme', 'Dev', 'ftp://acme.example', 'Applied', '', ''],
        ['Acme', 'Dev', '', 'Applied', '15/01/2024', ''],
        ['x'.repeat(201), 'Dev', '', 'Applied', '', ''],
        ['Acme', 'Dev', '', 'Someday', '', '9'],
        ['', '', '', '', '', ''],
        ['Acme', 'Dev', '', 'Applied', '2024-01-15', '3'],
      ],
      recogniseHeaders(headers),
      [],
    );
    expect(plan).toEqual([
      { row: 2, kind: 'invalid', problems: [{ field: 'company', reason: 'required' }] },
      { row: 3, kind: 'invalid', problems: [{ field: 'postingUrl', reason: 'invalidLink' }] },
      { row: 4, kind: 'invalid', problems: [{ field: 'dateAdded', reason: 'invalidDate' }] },
      { row: 5, kind: 'invalid', problems: [{ field: 'company', reason: 'tooLong' }] },
      {
        row: 6,
        kind: 'invalid',
        problems: [
          { field: 'stage', reason: 'unknownStage' },
          { field: 'excitement', reason: 'invalidExcitement' },
        ],
      },
      expect.objectContaining({ row: 8, kind: 'import' }),
    ]);
    expect(rowToApplication({ company: 'A', contacts: '[{"name": 3}]' })).toEqual({
      ok: false,
      problems: [{ field: 'contacts', reason: 'invalidContacts' }],
    });
    expect(rowToApplication({ company: 'A', contacts: 'Ana <not-an-email>' })).toEqual({
      ok: false,
      problems: [{ field: 'contacts', reason: 'invalidEmail' }],
    });
  });

  it('skips rows equal to an existing application or an earlier row (trimmed, any case)', () => {
    const headers = ['Company', 'Title', 'URL'];
    const plan = planImport(
      [
        ['Acme', 'Dev', 'https://acme.example/1'],
        [' ACME ', 'dev', 'https://ACME.example/1 '],
        ['Globex', 'Engineer', ''],
        ['Globex', 'Engineer', 'https://globex.example'],
        ['Initech', '', ''],
      ],
      recogniseHeaders(headers),
      [{ company: 'initech ', position: '', postingUrl: '' }],
    );
    expect(plan.map((row) => [row.row, row.kind])).toEqual([
      [2, 'import'],
      [3, 'duplicate'],
      [4, 'import'],
      [5, 'import'],
      [6, 'duplicate'],
    ]);
  });

  it('reads contacts typed as "Name <email>; …"', () => {
    const result = rowToApplication({ company: 'A', contacts: 'Ana <ana@example.com>; Bob' });
    expect(result).toMatchObject({
      ok: true,
      input: {
        contacts: [
          { id: 'c1', name: 'Ana', email: 'ana@example.com' },
          { id: 'c2', name: 'Bob', email: '' },
        ],
      },
    });
  });

  it('reads salaries written freely, and refuses to guess', () => {
    expect(salaryFromText('€45k/yr')).toEqual({
      min: 45000,
      max: 45000,
      currency: 'EUR',
      period: 'YEAR',
    });
    expect(salaryFromText('60 - 70 GBP per hour')).toEqual({
      min: 60,
      max: 70,
      currency: 'GBP',
      period: 'HOUR',
    });
    expect(salaryFromText('80000')).toBeNull();
    expect(salaryFromText('$80k plus equity')).toBeNull();
  });
});
