/**
 * The job tracker's API for component tests, in front of the shared fake backend: the operations
 * of features/job-tracker/job-operations.ts (by name), kept with the domain's own rules
 * (src/domain/job-application.ts), and the tracker's REST routes (a posting read answers what
 * `postingAnswer` says). Owner checks are the real server's business (its tests prove them).
 */
import {
  createJobApplicationInputSchema,
  isDue,
  isoDay,
  jobStages,
  moveToStage,
  newJobApplication,
  updateJobApplicationInputSchema,
  type JobApplicationFields,
  type JobStage,
} from '../../domain/job-application';
import type { MatchBand } from '../../domain/job-match';
import type { JobPostingDraft } from '../../domain/job-posting-page';
import { graphqlCallOf, type FakeBackend } from './fake-backend';

export interface FakeSentDocument {
  id: string;
  kind: 'RESUME' | 'COVER_LETTER';
  name: string;
  sentAt: string;
  sourceId: string | null;
  /** The band the server would find for a sent resume against its posting; none by default. */
  band?: MatchBand | null;
}

export interface FakeJobApplication extends JobApplicationFields {
  id: string;
  order: number;
  sentDocuments: FakeSentDocument[];
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
}

type Variables = Record<string, unknown>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What a posting read answers: a draft, or the server's refusal (`reason` of POSTING_UNREADABLE). */
export type PostingAnswer = JobPostingDraft | { reason: string; status?: number };

export function withFakeJobApplications(backend: FakeBackend, now: () => Date = () => new Date()) {
  const applications: FakeJobApplication[] = [];
  const calls: Array<{ operation: string; variables: Variables }> = [];
  let nextId = 1;
  let feed: string | null = null;
  let postingAnswer: PostingAnswer = { reason: 'NO_POSTING_FOUND' };
  const failures = new Set<string>();
  const newId = (prefix: string) =>
    `00000000-0000-4000-${prefix}-${String(nextId++).padStart(12, '0')}`;

  const live = () => applications.filter((application) => !application.deleted);
  const column = (stage: JobStage) =>
    live()
      .filter((application) => application.stage === stage && application.archivedReason === null)
      .sort((a, b) => a.order - b.order);
  const renumber = (stage: JobStage) =>
    column(stage).forEach((application, index) => (application.order = index));

  function add(input: Record<string, unknown> & { company: string }): FakeJobApplication {
    const fields = newJobApplication(createJobApplicationInputSchema.parse(input), isoDay(now()));
    const stamp = now().toISOString();
    const application: FakeJobApplication = {
      ...fields,
      id: newId('a000'),
      order: column(fields.stage).length,
      sentDocuments: [],
      deleted: false,
      createdAt: stamp,
      updatedAt: stamp,
    };
    applications.push(application);
    return application;
  }

  const result = ({ deleted: _deleted, archivedReason, ...application }: FakeJobApplication) => ({
    __typename: 'JobApplication',
    ...application,
    archived: archivedReason !== null,
    archivedReason,
    salary: application.salary && { __typename: 'Salary', ...application.salary },
    history: application.history.map((change) => ({ __typename: 'StageChange', ...change })),
    contacts: application.contacts.map((contact) => ({ __typename: 'JobContact', ...contact })),
    sentDocuments: application.sentDocuments.map(({ band: _band, ...sent }) => ({
      __typename: 'SentDocument',
      ...sent,
    })),
  });
  const notFound = (field: string) =>
    json({
      data: null,
      errors: [
        { message: 'Not found', path: ['job', field], extensions: { code: 'NO_DATA_FOUND' } },
      ],
    });
  const mutation = (field: string, value: unknown) =>
    json({ data: { job: { __typename: 'JobMutations', [field]: value } } });
  const touch = (application: FakeJobApplication) => {
    application.updatedAt = now().toISOString();
    return result(application);
  };
  const change =
    (field: string, apply: (application: FakeJobApplication, variables: Variables) => unknown) =>
    (variables: Variables) => {
      const application = live().find((candidate) => candidate.id === variables.id);
      if (!application) return notFound(field);
      return mutation(field, apply(application, variables));
    };

  const operations: Record<string, (variables: Variables) => Response> = {
    JobApplications: () =>
      json({
        data: {
          jobApplications: live()
            .sort(
              (a, b) =>
                jobStages.indexOf(a.stage) - jobStages.indexOf(b.stage) || a.order - b.order,
            )
            .map(result),
        },
      }),
    SentDocumentMatches: ({ id }) => {
      const application = live().find((candidate) => candidate.id === id);
      if (!application) return json({ data: null, errors: [{ message: 'Not found' }] });
      return json({
        data: {
          jobApplication: {
            __typename: 'JobApplication',
            id,
            sentDocuments: application.sentDocuments.map((sent) => ({
              __typename: 'SentDocument',
              id: sent.id,
              match: sent.band ? { __typename: 'JobMatch', band: sent.band } : null,
            })),
          },
        },
      });
    },
    DueJobApplicationCount: ({ today }) =>
      json({
        data: {
          dueJobApplicationCount: live().filter((application) => isDue(application, String(today)))
            .length,
        },
      }),
    CreateJobApplication: ({ input }) =>
      mutation('createJobApplication', result(add(input as { company: string }))),
    UpdateJobApplication: change('updateJobApplication', (application, { input }) => {
      Object.assign(application, updateJobApplicationInputSchema.parse(input));
      return touch(application);
    }),
    MoveJobApplication: change('moveJobApplication', (application, { stage, position, at }) => {
      const from = application.stage;
      Object.assign(
        application,
        moveToStage(application, stage as JobStage, (at as string | null) ?? isoDay(now())),
      );
      const others = column(application.stage).filter((other) => other !== application);
      others.splice(Number(position), 0, application);
      others.forEach((other, index) => (other.order = index));
      renumber(from);
      return touch(application);
    }),
    ArchiveJobApplication: change('archiveJobApplication', (application, { reason }) => {
      application.archivedReason = reason as FakeJobApplication['archivedReason'];
      renumber(application.stage);
      return touch(application);
    }),
    UnarchiveJobApplication: change('unarchiveJobApplication', (application) => {
      application.order = column(application.stage).length;
      application.archivedReason = null;
      return touch(application);
    }),
    DeleteJobApplication: change('deleteJobApplication', (application) => {
      application.deleted = true;
      renumber(application.stage);
      return application.id;
    }),
    RestoreJobApplication: ({ id }) => {
      const application = applications.find((candidate) => candidate.id === id);
      if (!application) return notFound('restoreJobApplication');
      application.deleted = false;
      application.order = column(application.stage).length;
      return mutation('restoreJobApplication', touch(application));
    },
    DetachDocument: change('detachDocument', (application, { sentDocumentId }) => {
      application.sentDocuments = application.sentDocuments.filter(
        (sent) => sent.id !== sentDocumentId,
      );
      return touch(application);
    }),
    CreateCalendarFeed: () => {
      feed = `http://localhost/api/calendar/${newId('f000')}.ics`;
      return mutation('createCalendarFeed', { __typename: 'CalendarFeed', url: feed });
    },
    RevokeCalendarFeed: () => {
      const had = feed !== null;
      feed = null;
      return mutation('revokeCalendarFeed', had);
    },
  };

  const routes: Array<[RegExp, (match: string[], body: Variables) => Response]> = [
    [
      /^POST \/api\/job-postings\/read$/,
      () =>
        'reason' in postingAnswer
          ? json({ message: 'unreadable', code: 'POSTING_UNREADABLE', ...postingAnswer }, 422)
          : json({ posting: postingAnswer }),
    ],
    [
      /^POST \/api\/job-applications\/([^/]+)\/documents$/,
      ([, id], body) => {
        const application = live().find((candidate) => candidate.id === id);
        if (!application) return json({ message: 'Not found' }, 404);
        const sent: FakeSentDocument = {
          id: newId('d000'),
          kind: body.kind as FakeSentDocument['kind'],
          name: String(body.name ?? body.documentId),
          sentAt: now().toISOString(),
          sourceId: String(body.documentId),
        };
        application.sentDocuments.push(sent);
        return json(sent, 201);
      },
    ],
    [
      /^GET \/api\/job-applications\/([^/]+)\/documents\/([^/]+)\/pdf$/,
      () =>
        new Response('%PDF-1.7 sent', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="sent.pdf"',
          },
        }),
    ],
    [
      /^GET \/api\/job-applications\/([^/]+)\/calendar\.ics$/,
      () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: {
            'content-type': 'text/calendar',
            'content-disposition': 'attachment; filename="application.ics"',
          },
        }),
    ],
  ];

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Variables) : {};
    const call = graphqlCallOf(input, init);
    if (call) {
      const { operation, variables } = call;
      const handle = operations[operation];
      if (handle) {
        calls.push({ operation, variables });
        if (failures.delete(operation)) {
          return json({
            data: null,
            errors: [{ message: 'Boom', path: [], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
          });
        }
        return handle(variables);
      }
    }
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    for (const [pattern, answer] of routes) {
      const match = pattern.exec(key);
      if (match) {
        calls.push({ operation: key, variables: body });
        return answer([...match], body);
      }
    }
    return backend.fetch(input, init);
  };

  return {
    backend: { ...backend, fetch } as FakeBackend,
    applications,
    calls,
    add,
    /** Makes the next call of a GraphQL operation (by name) fail with an internal error. */
    failNext(operation: string) {
      failures.add(operation);
    },
    /** What the next posting reads answer. */
    answerPostingWith(answer: PostingAnswer) {
      postingAnswer = answer;
    },
    get feed() {
      return feed;
    },
  };
}
