import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUser } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/app';
import { type EventUser } from '../test-support/career-events';
import { signUpPremium } from '../test-support/premium';
import { schema } from './schema';

/**
 * The one rule for user text (decision 074), at every text input of every mutation: a NUL or an
 * unpaired surrogate is `BAD_USER_INPUT` naming the field, never a failure of the database
 * (PostgreSQL refuses NUL) nor text silently changed (a lone surrogate becomes U+FFFD in a text
 * column). The inputs are found by walking the schema from the example arguments below; a
 * mutation or an input field the examples do not reach fails the test, so a new input is covered.
 */

const someId = '00000000-0000-4000-8000-000000000001';
const listItem = { id: someId, uuid: 'item-1', description: 'Shipped it' };
const work = {
  uuid: 'work-1',
  company: 'Acme',
  position: 'Engineer',
  location: 'Paris',
  link: 'https://acme.example',
  startDate: '2020-01',
  startDatePrecision: 'MONTH',
  endDate: '2021-01',
  endDatePrecision: 'YEAR',
  accomplishments: [listItem],
  fromSyncSvc: false,
};
const edu = {
  uuid: 'edu-1',
  university: 'Sorbonne',
  degree: 'MSc',
  major: 'Maths',
  minor: 'Art',
  location: 'Paris',
  link: 'https://sorbonne.example',
  startDate: '2015-09',
  startDatePrecision: 'YEAR',
  endDate: '2017-06',
  endDatePrecision: 'MONTH',
  attending: false,
  accomplishments: [listItem],
  coursework: [listItem],
  fromSyncSvc: false,
};
const skill = {
  uuid: 'skill-1',
  name: 'TypeScript',
  category: 'Languages',
  level: 'EXPERT',
  keywords: ['tsc'],
};
const paragraph = { title: 'Hello', kind: 'OPENING', text: 'Dear {company}', tags: ['warm'] };
const header = {
  name: 'Ada Lovelace',
  headline: 'Engineer',
  email: 'ada@example.com',
  phone: '+33 1 23 45 67 89',
  location: 'London',
  links: [{ label: 'Site', url: 'https://ada.example' }],
};
const targetJob = { title: 'Lead', company: 'Initech', description: 'Build things' };
/** Every text a resume's content holds. */
const content = {
  language: 'en',
  header,
  summary: 'A summary',
  sections: [
    {
      id: 'work-section',
      kind: 'WORK',
      heading: 'Work',
      entries: [
        {
          id: 'entry-1',
          eventId: someId,
          bullets: [{ itemId: 'item-1', visible: true, text: 'My wording' }],
        },
      ],
    },
    {
      id: 'custom-section',
      kind: 'CUSTOM',
      heading: 'Talks',
      entries: [
        { id: 'talk-1', title: 'A talk', subtitle: 'Conf', dates: '2024', bullets: ['Slides'] },
      ],
    },
  ],
  theme: {
    template: 'classic',
    font: 'Source Serif 4',
    fontSize: 10.5,
    accentColor: '#1f4e79',
    marginMm: 18,
    paper: 'A4',
    scale: 1,
  },
};

const letterJob = {
  position: 'Lead',
  company: 'Initech',
  hiringManager: 'Ms. Ortiz',
  description: 'Build things',
};
/** Every text a cover letter's content holds. */
const letterContent = {
  language: 'en',
  resumeId: someId,
  sender: header,
  date: '2026-11-26',
  recipient: { name: 'Ms. Ortiz', company: 'Initech', address: '1 Main St' },
  greeting: 'Dear {hiringManager},',
  paragraphs: [{ id: 'p1', eventId: someId, text: 'My wording' }],
  closing: 'Sincerely,',
  signature: 'Ada Lovelace',
  enclosure: true,
  shareRecipientAddress: false,
  theme: content.theme,
};

/** Every text a job application holds. */
const application = {
  company: 'Initech',
  position: 'Lead',
  postingUrl: 'https://initech.example/jobs/1',
  location: 'Austin',
  remote: 'HYBRID',
  salary: { min: 100, max: 200, currency: 'USD', period: 'HOUR' },
  source: 'Referral',
  history: [{ stage: 'SAVED', at: '2026-11-01' }],
  deadline: '2026-12-01',
  nextFollowUp: '2026-11-30',
  excitement: 3,
  notes: 'Call back',
  contacts: [
    {
      id: 'c1',
      name: 'Peter',
      role: 'Engineer',
      email: 'peter@initech.example',
      phone: '+1 512 555 0100',
      link: 'https://initech.example/peter',
      notes: 'Met at a meetup',
    },
  ],
};

/** Valid arguments for every mutation, by its path ("event.createWorkEvent"). */
const examples: Record<string, Record<string, unknown>> = {
  authProvider: { domain: 'localhost:3000' },
  'user.createUser': {
    input: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', isAnonymous: false },
  },
  'user.updateProfile': { input: { firstName: 'Ada', lastName: 'Lovelace', language: 'EN' } },
  'event.createWorkEvent': { input: work },
  'event.updateWorkEvent': { id: someId, input: work },
  'event.createEduEvent': { input: edu },
  'event.updateEduEvent': { id: someId, input: edu },
  'event.createSkillEvent': { input: skill },
  'event.updateSkillEvent': { id: someId, input: skill },
  'event.createCoverLetterEvent': { input: paragraph },
  'event.updateCoverLetterEvent': { id: someId, input: paragraph },
  'event.importEvents': { input: { work: [work], edu: [edu], skills: [skill] } },
  ...Object.fromEntries(
    ['WorkEvent', 'EduEvent', 'SkillEvent', 'CoverLetterEvent'].flatMap((kind) => [
      [`event.delete${kind}`, { id: someId }],
      [`event.restore${kind}`, { id: someId }],
    ]),
  ),
  'event.reorderSkillEvents': { ids: [someId] },
  'resume.deleteResume': { id: someId },
  'resume.restoreResume': { id: someId },
  'resume.replaceResumeShareLink': { id: someId },
  'resume.createResume': {
    input: { name: 'Mine', targetJob, template: 'CLASSIC', language: 'EN', paper: 'A4' },
  },
  'resume.importResume': {
    input: {
      name: 'Imported',
      events: { work: [work], edu: [edu], skills: [skill] },
      header,
      summary: 'A summary',
      template: 'MODERN',
      language: 'FR',
      paper: 'A4',
    },
  },
  'resume.updateResume': { id: someId, input: { name: 'Renamed', targetJob, content } },
  'resume.tailorResume': { postingId: someId },
  'resume.duplicateResume': { id: someId, name: 'Copy' },
  'resume.setResumeSharing': { id: someId, input: { enabled: true, indexable: false } },
  'coverLetter.createCoverLetter': {
    input: {
      name: 'Mine',
      targetJob: letterJob,
      resumeId: someId,
      template: 'CLASSIC',
      language: 'EN',
      paper: 'A4',
    },
  },
  'coverLetter.updateCoverLetter': {
    id: someId,
    input: { name: 'Renamed', targetJob: letterJob, content: letterContent },
  },
  'coverLetter.duplicateCoverLetter': { id: someId, name: 'Copy' },
  'coverLetter.deleteCoverLetter': { id: someId },
  'coverLetter.restoreCoverLetter': { id: someId },
  'coverLetter.setCoverLetterSharing': { id: someId, input: { enabled: true, indexable: false } },
  'coverLetter.replaceCoverLetterShareLink': { id: someId },
  'job.createJobApplication': { input: { ...application, stage: 'APPLIED' } },
  'job.updateJobApplication': { id: someId, input: application },
  'job.moveJobApplication': { id: someId, stage: 'OFFER', position: 0, at: '2026-11-26' },
  'job.archiveJobApplication': { id: someId, reason: 'CLOSED' },
  'job.unarchiveJobApplication': { id: someId },
  'job.deleteJobApplication': { id: someId },
  'job.restoreJobApplication': { id: someId },
  'job.detachDocument': { id: someId, sentDocumentId: someId },
  'job.createCalendarFeed': { language: 'FR' },
  'job.revokeCalendarFeed': {},
  'job.saveJobPosting': { id: someId },
  'job.hideJobPosting': { id: someId, reason: 'TOO_SENIOR' },
  'job.unhideJobPosting': { id: someId },
  'jobSource.runNow': { id: someId },
  'plan.buyPremium': { months: 1 },
  'gift.orderGift': {
    input: {
      months: 3,
      purchaserName: 'Ada Lovelace',
      purchaserEmail: 'ada@example.com',
      recipientName: 'Charles Babbage',
      recipientEmail: 'charles@example.com',
      message: 'Happy birthday',
      deliverOn: '2099-01-01',
      language: 'FR',
    },
  },
  'gift.redeemGift': { code: 'ABCD-EFGH-JKMN-PQRT-UV' },
};

/** Content values that are choices, not text: refused as invalid, by the same path. */
const choices = /^content\.(language|sections\.\d+\.kind|theme\.(template|font|paper))$/;

interface Mutation {
  path: string;
  field: GraphQLField<unknown, unknown>;
}

/** Every mutation: the root's fields with arguments, and the fields of the namespaces. */
function mutations(): Mutation[] {
  const found: Mutation[] = [];
  for (const field of Object.values(schema.getMutationType()!.getFields())) {
    const type = getNamedType(field.type);
    if (field.args.length === 0 && isObjectType(type)) {
      for (const inner of Object.values(type.getFields())) {
        found.push({ path: `${field.name}.${inner.name}`, field: inner });
      }
    } else {
      found.push({ path: field.name, field });
    }
  }
  return found;
}

/** A text input reached by an example: where it is, and what kind of text. */
interface TextLeaf {
  /** Argument name, then the path inside the argument's value. */
  path: Array<string | number>;
  kind: 'text' | 'id' | 'month' | 'content';
}

const typeLabel = (type: GraphQLInputType) => getNamedType(type).name;

/**
 * The text leaves of an argument value, walking its type; an input field or list the example
 * leaves out (or empty) is reported in `missing`, so the examples stay complete.
 */
function textLeaves(
  type: GraphQLInputType,
  value: unknown,
  path: Array<string | number>,
  leaves: TextLeaf[],
  missing: string[],
) {
  const nullable = getNullableType(type) as GraphQLInputType;
  if (isListType(nullable)) {
    if (!Array.isArray(value) || value.length === 0) {
      missing.push(path.join('.'));
      return;
    }
    textLeaves(nullable.ofType, value[0], [...path, 0], leaves, missing);
    return;
  }
  if (isInputObjectType(nullable)) {
    for (const field of Object.values(nullable.getFields())) {
      const inner = (value as Record<string, unknown>)[field.name];
      if (inner === undefined) {
        missing.push([...path, field.name].join('.'));
        continue;
      }
      textLeaves(field.type, inner, [...path, field.name], leaves, missing);
    }
    return;
  }
  if (isEnumType(nullable) || !isScalarType(nullable)) return;
  const kinds: Record<string, TextLeaf['kind']> = {
    String: 'text',
    ID: 'id',
    YearMonth: 'month',
  };
  if (nullable.name === 'ResumeContent' || nullable.name === 'CoverLetterContent') {
    jsonLeaves(value, path, leaves);
    return;
  }
  const kind = kinds[nullable.name];
  if (kind) leaves.push({ path, kind });
}

/** Every string inside a JSON value (the content scalars). */
function jsonLeaves(value: unknown, path: Array<string | number>, leaves: TextLeaf[]) {
  if (typeof value === 'string') leaves.push({ path, kind: 'content' });
  else if (Array.isArray(value))
    value.forEach((item, index) => jsonLeaves(item, [...path, index], leaves));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) jsonLeaves(inner, [...path, key], leaves);
  }
}

function withValueAt(root: unknown, path: Array<string | number>, change: (old: string) => string) {
  // A copy that shares nothing (the examples reuse objects).
  const copy = JSON.parse(JSON.stringify(root)) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  node[last] = change(String(node[last]));
  return copy;
}

function variableType(arg: GraphQLArgument) {
  return arg.type.toString();
}

function operationFor({ path, field }: Mutation): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${variableType(arg)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const type = getNamedType(field.type);
  const selection = isCompositeType(type) ? ' { __typename }' : '';
  const [outer, inner] = path.split('.');
  const call = `${inner ?? outer}(${passed})${selection}`;
  return `mutation (${declared}) { ${inner ? `${outer} { ${call} }` : call} }`;
}

const bad = {
  NUL: (text: string) => `${text}\u0000after`,
  'a lone surrogate': (text: string) => `${text}\uD800after`,
} as const;

/** Every (mutation, text leaf) of the schema, from the examples. */
function cases() {
  const all: Array<{ mutation: Mutation; leaf: TextLeaf }> = [];
  const missing: string[] = [];
  for (const mutation of mutations()) {
    const args = examples[mutation.path];
    if (!args) {
      missing.push(`${mutation.path}: no example arguments`);
      continue;
    }
    const leaves: TextLeaf[] = [];
    for (const arg of mutation.field.args) {
      const fieldsMissing: string[] = [];
      textLeaves(arg.type, args[arg.name], [arg.name], leaves, fieldsMissing);
      missing.push(...fieldsMissing.map((path) => `${mutation.path}: ${path}`));
    }
    for (const leaf of leaves) all.push({ mutation, leaf });
  }
  return { all, missing };
}

describe('user text at every mutation input', () => {
  let app: TestApp;
  let user: EventUser;
  beforeAll(async () => {
    // An admin (verified, named in ADMIN_EMAILS), so the admin's mutations read their input too.
    app = await createTestApp({ ADMIN_EMAILS: 'text-rule@example.com' });
    user = await signUpPremium(app, 'text-rule@example.com');
    await app.database.db
      .update(authUser)
      .set({ emailVerified: true })
      .where(eq(authUser.email, 'text-rule@example.com'));
  });
  afterAll(async () => {
    await app?.close();
  });

  const { all, missing } = cases();

  it('reaches every mutation and every input field from the examples', () => {
    expect(missing).toEqual([]);
    expect(all.length).toBeGreaterThan(100);
    expect(typeLabel(schema.getType('WorkEventInput') as GraphQLInputType)).toBe('WorkEventInput');
  });

  for (const [badName, spoil] of Object.entries(bad)) {
    it(`refuses ${badName} in every text input with BAD_USER_INPUT naming the field`, async () => {
      const failures: string[] = [];
      for (const { mutation, leaf } of all) {
        const variables = withValueAt(examples[mutation.path], leaf.path, spoil);
        const response = await app.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
          payload: JSON.stringify({ query: operationFor(mutation), variables }),
        });
        const body = response.json<{
          errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
        }>();
        const error = body.errors?.[0];
        const where = `${mutation.path} ${leaf.path.join('.')}`;
        const [argument, ...inside] = leaf.path;
        const field = inside.length ? inside.join('.') : String(argument);
        if (leaf.kind === 'id' && inside.every((key) => typeof key === 'number')) {
          // An id argument (or a list of them) names records; text that is not an id names none.
          if (error?.extensions?.code !== 'NO_DATA_FOUND')
            failures.push(`${where}: ${response.body}`);
          continue;
        }
        if (error?.extensions?.code !== 'BAD_USER_INPUT') {
          failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 300)}`);
          continue;
        }
        if (leaf.kind === 'month') {
          // Refused by the YearMonth scalar, before any resolver: the message names the path.
          const printed = leaf.path
            .map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
            .join('')
            .slice(1);
          if (!error.message.includes(`at "${printed}"`))
            failures.push(`${where}: ${error.message}`);
          continue;
        }
        const expected = {
          field,
          reason: choices.test(field) ? 'invalid' : 'forbiddenCharacter',
        };
        if (
          error.extensions?.field !== expected.field ||
          error.extensions?.reason !== expected.reason
        ) {
          failures.push(`${where}: ${JSON.stringify(error)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
