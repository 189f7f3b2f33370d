import {
  archiveReasons,
  createJobApplicationInputSchema,
  jobStages,
  salaryPeriods,
  workplaceTypes,
  type ArchiveReason,
  type JobApplicationFields,
  type JobStage,
  type NewJobApplicationInput,
  type SalaryPeriod,
  type WorkplaceType,
} from './job-application';
import { isIsoDate } from './year-month';

/**
 * The tracker's applications as CSV rows, and CSV rows (ours or another tracker's) back as new
 * applications. Pure: the web reads and writes the text with papaparse, this module maps cells.
 *
 * How a file is written (the export's decision, issue 16):
 * - One row per application, archived ones included, ids and sent documents left out (a frozen
 *   PDF is not text; the application keeps it). Headers and values do not depend on the UI's
 *   language, so a file exported in French imports in English and reads the same in any tool:
 *   the headers are `csvHeaders`, stages, workplaces, archive reasons and salary periods are
 *   their codes (`APPLIED`, `REMOTE`, `WITHDRAWN`, `YEAR`), days are `YYYY-MM-DD`.
 * - The salary is four columns (min, max, currency, period), amounts as plain numbers.
 * - The stage history is one cell, its moves in order: `SAVED 2026-01-03; APPLIED 2026-01-10`
 *   (a list rather than a column per stage: an application that went back and forth keeps every
 *   move). The current stage has its own column: the history's last move need not be it.
 * - Contacts are one cell of JSON, `[{"name":…,"role":…,"email":…,"phone":…,"link":…,
 *   "notes":…}]` with empty fields left out: only JSON keeps six free-text fields lossless. Their
 *   ids are the application's own and are made again on import (`c1`, `c2` …).
 * - Record times (`Record created`, `Record updated`) are written for the reader and ignored on
 *   import. Notes keep their line breaks (the cell is quoted).
 * - Against formula injection (OWASP "CSV Injection"), a cell that starts with `=`, `+`, `-`, `@`,
 *   a tab or a carriage return, or with apostrophes before one of those, gets one more `'` in
 *   front; import takes exactly one off such a cell, so every value comes back as it was.
 */

export const csvFields = [
  'company',
  'position',
  'postingUrl',
  'location',
  'remote',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'salary',
  'source',
  'stage',
  'archivedReason',
  'history',
  'dateAdded',
  'dateApplied',
  'deadline',
  'nextFollowUp',
  'excitement',
  'notes',
  'contacts',
] as const;
/**
 * What a file's column can hold; `salary` is free text ("$80k – 100k"), `dateAdded` and
 * `dateApplied` are single dates other trackers give instead of a history.
 */
export type CsvField = (typeof csvFields)[number];

/** Our export's header of each column, in order. */
export const csvHeaders = {
  company: 'Company',
  position: 'Position',
  postingUrl: 'Posting URL',
  location: 'Location',
  remote: 'Workplace',
  salaryMin: 'Salary min',
  salaryMax: 'Salary max',
  salaryCurrency: 'Salary currency',
  salaryPeriod: 'Salary period',
  source: 'Source',
  stage: 'Stage',
  archivedReason: 'Archived',
  history: 'History',
  deadline: 'Deadline',
  nextFollowUp: 'Next follow-up',
  excitement: 'Excitement',
  notes: 'Notes',
  contacts: 'Contacts',
  createdAt: 'Record created',
  updatedAt: 'Record updated',
} as const;
type ExportColumn = keyof typeof csvHeaders;

/** An application as the export reads it (the web's query answer fits). */
export interface ExportedApplication extends Omit<JobApplicationFields, 'contacts'> {
  contacts: ReadonlyArray<{
    name: string;
    role: string;
    email: string;
    phone: string;
    link: string;
    notes: string;
  }>;
  createdAt?: string;
  updatedAt?: string;
}

const risky = /^'*[=+\-@\t\r]/;

/** A cell as written: with one more `'` in front when a spreadsheet could run it as a formula. */
export const neutralizeCell = (value: string) => (risky.test(value) ? `'${value}` : value);

/** A cell as read: the `'` the export put in front of a would-be formula taken off again. */
export const restoreCell = (value: string) =>
  value.startsWith("'") && risky.test(value) ? value.slice(1) : value;

const contactKeys = ['name', 'role', 'email', 'phone', 'link', 'notes'] as const;

/** `SAVED 2026-01-03; APPLIED 2026-01-10`. */
export const historyText = (history: JobApplicationFields['history']) =>
  history.map((change) => `${change.stage} ${change.at}`).join('; ');

/** The header row and one row of cells per application, every cell neutralized. */
export function applicationsToCsvRows(applications: readonly ExportedApplication[]): string[][] {
  const columns = Object.keys(csvHeaders) as ExportColumn[];
  const cell = (application: ExportedApplication, column: ExportColumn): string => {
    switch (column) {
      case 'salaryMin':
        return application.salary?.min?.toString() ?? '';
      case 'salaryMax':
        return application.salary?.max?.toString() ?? '';
      case 'salaryCurrency':
        return application.salary?.currency ?? '';
      case 'salaryPeriod':
        return application.salary?.period ?? '';
      case 'history':
        return historyText(application.history);
      case 'contacts':
        return application.contacts.length === 0
          ? ''
          : JSON.stringify(
              application.contacts.map((contact) =>
                Object.fromEntries(
                  contactKeys
                    .filter((key) => contact[key] !== '')
                    .map((key) => [key, contact[key]]),
                ),
              ),
            );
      case 'excitement':
        return application.excitement?.toString() ?? '';
      default: {
        const value = application[column];
        return typeof value === 'string' ? value : '';
      }
    }
  };
  return [
    columns.map((column) => csvHeaders[column]),
    ...applications.map((application) =>
      columns.map((column) => neutralizeCell(cell(application, column))),
    ),
  ];
}

/** A header as compared: lower case, without accents, spaces or punctuation. */
const headerKey = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Headers we recognise, per field: our export's, Huntr's (Company, Job Title, URL, List, Date
 * Added …), Teal's (Company, Job Position, Job URL, Status, Date Saved, Date Applied …), and a
 * plain spreadsheet's, in English, Spanish and French.
 */
const headerSynonyms: Record<CsvField, string[]> = {
  company: [
    'Company',
    'Company Name',
    'Employer',
    'Organization',
    'Empresa',
    'Entreprise',
    'Société',
  ],
  position: [
    'Position',
    'Job Title',
    'Title',
    'Job Position',
    'Role',
    'Job',
    'Puesto',
    'Cargo',
    'Poste',
    'Intitulé du poste',
  ],
  postingUrl: ['Posting URL', 'URL', 'Job URL', 'Link', 'Job Link', 'Posting', 'Enlace', 'Lien'],
  location: ['Location', 'City', 'Ubicación', 'Ciudad', 'Lieu', 'Ville'],
  remote: ['Workplace', 'Remote', 'Work Type', 'Workplace Type', 'Modalidad', 'Télétravail'],
  salaryMin: ['Salary min', 'Min Salary', 'Minimum Salary', 'Salary From'],
  salaryMax: ['Salary max', 'Max Salary', 'Maximum Salary', 'Salary To'],
  salaryCurrency: ['Salary currency', 'Currency', 'Moneda', 'Devise'],
  salaryPeriod: ['Salary period', 'Pay Period', 'Period'],
  salary: ['Salary', 'Compensation', 'Pay', 'Salario', 'Sueldo', 'Salaire', 'Rémunération'],
  source: ['Source', 'Job Source', 'Origin', 'Fuente', 'Origen'],
  stage: ['Stage', 'Status', 'List', 'Estado', 'Etapa', 'Statut', 'Étape'],
  archivedReason: ['Archived', 'Archived Reason', 'Archive Reason'],
  history: ['History', 'Stage History', 'Historial', 'Historique'],
  dateAdded: [
    'Date Added',
    'Created',
    'Created At',
    'Date Saved',
    'Date',
    'Added',
    'Fecha',
    'Fecha de alta',
    "Date d'ajout",
  ],
  dateApplied: [
    'Date Applied',
    'Applied On',
    'Applied Date',
    'Fecha de postulación',
    'Date de candidature',
  ],
  deadline: ['Deadline', 'Closing Date', 'Apply By', 'Fecha límite', 'Date limite'],
  nextFollowUp: [
    'Next follow-up',
    'Follow Up',
    'Follow-up Date',
    'Next Follow Up',
    'Seguimiento',
    'Relance',
  ],
  excitement: ['Excitement', 'Interest', 'Rating', 'Priority', 'Interés', 'Intérêt'],
  notes: ['Notes', 'Note', 'Comments', 'Description', 'Notas', 'Commentaires'],
  contacts: ['Contacts', 'Contact', 'Contactos'],
};
const recognised = new Map<string, CsvField>(
  csvFields.flatMap((field) =>
    headerSynonyms[field].map((header) => [headerKey(header), field] as const),
  ),
);
/** Our own export's columns that import leaves aside. */
const ignoredHeaders = new Set([headerKey(csvHeaders.createdAt), headerKey(csvHeaders.updatedAt)]);

/** Each header's field, or null (ignored); a field goes to the first column that names it. */
export function recogniseHeaders(headers: readonly string[]): Array<CsvField | null> {
  const taken = new Set<CsvField>();
  return headers.map((header) => {
    const key = headerKey(header);
    const field = ignoredHeaders.has(key) ? undefined : recognised.get(key);
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The status words of other trackers and spreadsheets, as a stage and maybe an archive reason. */
const statusWords: Array<[JobStage, ArchiveReason | null, string[]]> = [
  [
    'SAVED',
    null,
    [
      'saved',
      'wishlist',
      'wish list',
      'bookmarked',
      'bookmark',
      'interested',
      'to apply',
      'applying',
      'guardado',
      'guardada',
      'pendiente',
      'sauvegarde',
      'enregistre',
      'a postuler',
      'favori',
    ],
  ],
  [
    'APPLIED',
    null,
    [
      'applied',
      'application sent',
      'submitted',
      'postulado',
      'postulada',
      'enviada',
      'solicitado',
      'postule',
      'candidature envoyee',
      'candidate',
    ],
  ],
  [
    'INTERVIEWING',
    null,
    [
      'interviewing',
      'interview',
      'interviews',
      'phone screen',
      'screening',
      'entrevista',
      'entrevistas',
      'entrevistando',
      'entretien',
      'entretiens',
    ],
  ],
  [
    'OFFER',
    null,
    ['offer', 'offered', 'negotiating', 'accepted', 'oferta', 'ofertas', 'offre', 'offres'],
  ],
  [
    'REJECTED',
    null,
    [
      'rejected',
      'declined',
      'not selected',
      'rechazado',
      'rechazada',
      'descartado',
      'rejete',
      'rejetee',
      'refuse',
      'refusee',
    ],
  ],
  ['APPLIED', 'WITHDRAWN', ['withdrawn', 'i withdrew', 'withdrew', 'retirada', 'retire']],
  [
    'APPLIED',
    'NO_ANSWER',
    ['no response', 'no answer', 'ghosted', 'sin respuesta', 'sans reponse'],
  ],
];
const wordKey = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const statusByWord = new Map<string, { stage: JobStage; archivedReason: ArchiveReason | null }>(
  statusWords.flatMap(([stage, archivedReason, words]) =>
    words.map((word) => [wordKey(word), { stage, archivedReason }] as const),
  ),
);

/** A status word (a code like `APPLIED`, "Wishlist", "Entrevista" …) as a stage, or null. */
export function stageFromStatus(
  word: string,
): { stage: JobStage; archivedReason: ArchiveReason | null } | null {
  const code = word.trim().toUpperCase();
  if ((jobStages as readonly string[]).includes(code)) {
    return { stage: code as JobStage, archivedReason: null };
  }
  return statusByWord.get(wordKey(word)) ?? null;
}

/** Why a row was not imported: the field and a stable reason (the web words it). */
export interface CsvProblem {
  field: CsvField;
  reason: string;
}

export type CsvRowResult =
  | { ok: true; input: NewJobApplicationInput; archivedReason: ArchiveReason | null }
  | { ok: false; problems: CsvProblem[] };

/** A day written `YYYY-MM-DD`, `YYYY/MM/DD` or as an ISO date-time (its date part). */
function dayFrom(value: string): string | null {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/.exec(value);
  if (!match) return null;
  const day = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  return isIsoDate(day) ? day : null;
}

const workplaceWords: Record<string, WorkplaceType> = {
  onsite: 'ON_SITE',
  'on site': 'ON_SITE',
  office: 'ON_SITE',
  'in office': 'ON_SITE',
  'in person': 'ON_SITE',
  presencial: 'ON_SITE',
  'sur site': 'ON_SITE',
  'sur place': 'ON_SITE',
  hybrid: 'HYBRID',
  hibrido: 'HYBRID',
  hybride: 'HYBRID',
  remote: 'REMOTE',
  remoto: 'REMOTE',
  'a distance': 'REMOTE',
  teletravail: 'REMOTE',
  'full remote': 'REMOTE',
};

const periodWords: Record<string, SalaryPeriod> = {
  hour: 'HOUR',
  hourly: 'HOUR',
  hr: 'HOUR',
  h: 'HOUR',
  day: 'DAY',
  daily: 'DAY',
  week: 'WEEK',
  weekly: 'WEEK',
  wk: 'WEEK',
  month: 'MONTH',
  monthly: 'MONTH',
  mo: 'MONTH',
  year: 'YEAR',
  yearly: 'YEAR',
  annual: 'YEAR',
  annually: 'YEAR',
  yr: 'YEAR',
  ano: 'YEAR',
  an: 'YEAR',
  mes: 'MONTH',
  mois: 'MONTH',
};

const currencySymbols: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };

/** A plain amount: digits with `,` thousands or a `.` decimal, maybe `k` for thousands. */
function amountFrom(text: string): number | null {
  const match = /^(\d+(?:[,\s]\d{3})*(?:\.\d+)?)\s*(k)?$/i.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]!.replace(/[,\s]/g, '')) * (match[2] ? 1000 : 1);
  return Number.isFinite(value) ? value : null;
}

/**
 * A salary written freely ("$80,000 - $100,000", "€45k/yr", "60000 EUR per year"): its amounts,
 * currency and period, or null when it cannot be read without guessing (no currency, odd words).
 */
export function salaryFromText(
  text: string,
): { min: number | null; max: number | null; currency: string; period: SalaryPeriod } | null {
  let rest = text.trim();
  let currency: string | null = null;
  let period: SalaryPeriod = 'YEAR';
  const code = /\b([A-Z]{3})\b/.exec(rest);
  if (code) {
    currency = code[1]!;
    rest = rest.replace(code[0], ' ');
  }
  for (const [symbol, name] of Object.entries(currencySymbols)) {
    if (rest.includes(symbol)) {
      if (currency && currency !== name) return null;
      currency = name;
      rest = rest.split(symbol).join(' ');
    }
  }
  const periodMatch = /(?:\/|\bper\b|\ba\b|\bpor\b|\bpar\b)\s*([\p{L}]+)\s*$/iu.exec(rest);
  if (periodMatch) {
    const named = periodWords[wordKey(periodMatch[1]!)];
    if (!named) return null;
    period = named;
    rest = rest.slice(0, periodMatch.index);
  }
  if (!currency) return null;
  const parts = rest.split(/\s*(?:-|–|—|\bto\b|\ba\b|\bà\b)\s*/i).filter((part) => part.trim());
  if (parts.length < 1 || parts.length > 2) return null;
  const amounts = parts.map(amountFrom);
  if (amounts.some((amount) => amount === null)) return null;
  const [min, max = min] = amounts as number[];
  return { min: min!, max: max!, currency, period };
}

/** A contacts cell: our JSON, or "Name <email>; Name <email>" as a person might type it. */
function contactsFrom(
  value: string,
): Array<Record<(typeof contactKeys)[number], string> & { id: string }> | null {
  const blank = { name: '', role: '', email: '', phone: '', link: '', notes: '' };
  if (value.startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
    if (!Array.isArray(parsed)) return null;
    const contacts = [];
    for (const [index, item] of parsed.entries()) {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
      const contact = { ...blank, id: `c${index + 1}` };
      for (const [key, text] of Object.entries(item as Record<string, unknown>)) {
        if (!(contactKeys as readonly string[]).includes(key) || typeof text !== 'string') {
          return null;
        }
        contact[key as (typeof contactKeys)[number]] = text;
      }
      contacts.push(contact);
    }
    return contacts;
  }
  return value
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part, index) => {
      const match = /^(.*?)\s*<([^<>]*)>$/.exec(part);
      const email = match ? match[2]!.trim() : part.includes('@') ? part : '';
      const name = match ? match[1]!.trim() : email ? '' : part;
      return { ...blank, id: `c${index + 1}`, name, email };
    });
}

/** `SAVED 2026-01-03; Applied 2026-01-10`: stage words too, so a person may write it. */
function historyFrom(value: string): Array<{ stage: JobStage; at: string }> | null {
  const moves = [];
  for (const part of value
    .split(';')
    .map((move) => move.trim())
    .filter(Boolean)) {
    const match = /^(.*\S)\s+(\S+)$/.exec(part);
    const stage = match && stageFromStatus(match[1]!);
    const at = match && dayFrom(match[2]!);
    if (!stage || stage.archivedReason || !at) return null;
    moves.push({ stage: stage.stage, at });
  }
  return moves;
}

/** How a salary the import could not read starts in the notes. */
export const salaryNote = 'Salary: ';

/** Turns zod's issue into our reasons. */
function reasonOf(issue: { code: string; message: string; params?: Record<string, unknown> }) {
  if (typeof issue.params?.reason === 'string') return issue.params.reason;
  if (issue.code === 'too_big') return 'tooLong';
  if (issue.code === 'too_small') return 'required';
  return 'invalid';
}

/** The field a schema path belongs to. */
function fieldOf(path: readonly PropertyKey[]): CsvField {
  const [head, second] = path;
  if (head === 'salary') {
    if (second === 'min') return 'salaryMin';
    if (second === 'max') return 'salaryMax';
    if (second === 'currency') return 'salaryCurrency';
    return 'salaryPeriod';
  }
  return (csvFields as readonly string[]).includes(String(head)) ? (head as CsvField) : 'company';
}

/**
 * One row of cells, by field (cells of unmapped columns left out), as a new application's input
 * and its archive reason, validated with the domain's own schema; or why it cannot be imported.
 */
export function rowToApplication(cells: Partial<Record<CsvField, string>>): CsvRowResult {
  const problems: CsvProblem[] = [];
  const get = (field: CsvField) => restoreCell(cells[field] ?? '').trim();
  const input: Record<string, unknown> = {};
  for (const field of [
    'company',
    'position',
    'postingUrl',
    'location',
    'source',
    'notes',
  ] as const) {
    const value = restoreCell(cells[field] ?? '');
    if (field === 'notes' ? value !== '' : value.trim() !== '') input[field] = value;
  }

  if (input.company === undefined) problems.push({ field: 'company', reason: 'required' });

  let stage: JobStage | undefined;
  let archivedReason: ArchiveReason | null = null;
  if (get('stage')) {
    const status = stageFromStatus(get('stage'));
    if (status) {
      stage = status.stage;
      archivedReason = status.archivedReason;
    } else problems.push({ field: 'stage', reason: 'unknownStage' });
  }
  if (get('archivedReason')) {
    const reason = get('archivedReason')
      .toUpperCase()
      .replace(/[\s-]+/g, '_');
    if ((archiveReasons as readonly string[]).includes(reason)) {
      archivedReason = reason as ArchiveReason;
    } else problems.push({ field: 'archivedReason', reason: 'unknownArchiveReason' });
  }
  if (stage) input.stage = stage;

  if (get('remote')) {
    const code = get('remote').toUpperCase();
    const remote = (workplaceTypes as readonly string[]).includes(code)
      ? (code as WorkplaceType)
      : workplaceWords[wordKey(get('remote'))];
    if (remote) input.remote = remote;
    else problems.push({ field: 'remote', reason: 'unknownWorkplace' });
  }

  for (const field of ['deadline', 'nextFollowUp'] as const) {
    if (!get(field)) continue;
    const day = dayFrom(get(field));
    if (day) input[field] = day;
    else problems.push({ field, reason: 'invalidDate' });
  }

  if (get('excitement')) {
    const excitement = Number(get('excitement'));
    if (Number.isInteger(excitement) && excitement >= 1 && excitement <= 5) {
      input.excitement = excitement;
    } else problems.push({ field: 'excitement', reason: 'invalidExcitement' });
  }

  const amounts = { salaryMin: null as number | null, salaryMax: null as number | null };
  for (const field of ['salaryMin', 'salaryMax'] as const) {
    if (!get(field)) continue;
    const amount = Number(get(field));
    if (Number.isFinite(amount)) amounts[field] = amount;
    else problems.push({ field, reason: 'invalidNumber' });
  }
  if (amounts.salaryMin !== null || amounts.salaryMax !== null) {
    const period = get('salaryPeriod').toUpperCase() || 'YEAR';
    if (!(salaryPeriods as readonly string[]).includes(period)) {
      problems.push({ field: 'salaryPeriod', reason: 'unknownPeriod' });
    }
    input.salary = {
      min: amounts.salaryMin,
      max: amounts.salaryMax,
      currency: get('salaryCurrency'),
      period,
    };
  } else if (get('salary')) {
    // A salary that cannot be read without guessing (no currency …) is kept in the notes.
    const salary = salaryFromText(get('salary'));
    if (salary) input.salary = salary;
    else {
      const notes = typeof input.notes === 'string' ? input.notes : '';
      input.notes = `${notes}${notes ? '\n\n' : ''}${salaryNote}${get('salary')}`;
    }
  }

  if (cells.contacts !== undefined && get('contacts')) {
    const contacts = contactsFrom(get('contacts'));
    if (contacts) input.contacts = contacts;
    else problems.push({ field: 'contacts', reason: 'invalidContacts' });
  }

  if (get('history')) {
    const history = historyFrom(get('history'));
    if (history && history.length > 0) input.history = history;
    else problems.push({ field: 'history', reason: 'invalidHistory' });
  } else {
    const added = get('dateAdded') ? dayFrom(get('dateAdded')) : null;
    const applied = get('dateApplied') ? dayFrom(get('dateApplied')) : null;
    if (get('dateAdded') && !added) problems.push({ field: 'dateAdded', reason: 'invalidDate' });
    if (get('dateApplied') && !applied) {
      problems.push({ field: 'dateApplied', reason: 'invalidDate' });
    }
    const current = stage ?? 'SAVED';
    const history = [];
    const appliedCounts = applied !== null && current !== 'SAVED';
    if (added) history.push({ stage: appliedCounts ? 'SAVED' : current, at: added });
    if (appliedCounts) history.push({ stage: 'APPLIED', at: applied });
    if (history.length > 0) {
      input.history = history;
      input.stage = current;
    }
  }

  const parsed = createJobApplicationInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (!problems.some((problem) => problem.field === field)) {
        problems.push({ field, reason: reasonOf(issue as never) });
      }
    }
  }
  if (problems.length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, input: parsed.data, archivedReason };
}

/** What decides "the same application": company, position and posting URL, trimmed, any case. */
export const duplicateKey = (application: {
  company: string;
  position?: string | null;
  postingUrl?: string | null;
}) =>
  [application.company, application.position ?? '', application.postingUrl ?? '']
    .map((part) => part.trim().toLowerCase())
    .join('\u0000');

export type PlannedRow =
  | {
      row: number;
      kind: 'import';
      input: NewJobApplicationInput;
      archivedReason: ArchiveReason | null;
    }
  | { row: number; kind: 'duplicate' }
  | { row: number; kind: 'invalid'; problems: CsvProblem[] };

/**
 * What an import will do with each data row (numbered as a spreadsheet does: the header is row
 * 1): import it, skip it as a duplicate of an existing application or an earlier row, or refuse
 * it with its problems. Rows with no cell filled are left out.
 */
export function planImport(
  rows: readonly string[][],
  mapping: ReadonlyArray<CsvField | null>,
  existing: ReadonlyArray<{ company: string; position: string; postingUrl: string }>,
): PlannedRow[] {
  const seen = new Set(existing.map(duplicateKey));
  const planned: PlannedRow[] = [];
  rows.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = index + 2;
    const byField: Partial<Record<CsvField, string>> = {};
    mapping.forEach((field, column) => {
      if (field) byField[field] = cells[column] ?? '';
    });
    const result = rowToApplication(byField);
    if (!result.ok) {
      planned.push({ row, kind: 'invalid', problems: result.problems });
      return;
    }
    const key = duplicateKey({
      company: result.input.company,
      position: result.input.position ?? '',
      postingUrl: result.input.postingUrl ?? '',
    });
    if (seen.has(key)) {
      planned.push({ row, kind: 'duplicate' });
      return;
    }
    seen.add(key);
    planned.push({
      row,
      kind: 'import',
      input: result.input,
      archivedReason: result.archivedReason,
    });
  });
  return planned;
}
