/**
 * The resumes API for component tests, in front of the shared fake backend: the GraphQL
 * operations of resume-operations.ts (by name) and the rendered-document routes the list uses
 * (thumbnail and downloads). Owner checks are the real server's business; here every resume
 * belongs to whoever is signed in.
 */
import type { FakeBackend } from './fake-backend';

export interface FakeResume {
  id: string;
  name: string;
  updatedAt: string;
  targetJob: { title: string; company: string; description: string };
  template: string;
  language: string;
  paper: string;
  deleted: boolean;
  share: { id: string; enabled: boolean; indexable: boolean; viewCount: number };
}

type Variables = Record<string, unknown>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const resumeResult = (resume: FakeResume) => ({
  __typename: 'Resume',
  id: resume.id,
  name: resume.name,
  updatedAt: resume.updatedAt,
  targetJob: { __typename: 'TargetJob', ...resume.targetJob },
  share: { __typename: 'DocumentShare', ...resume.share },
});

/**
 * Wraps `backend` so it also answers the resumes API. Returns the backend to render with, the
 * stored resumes, every call made (GraphQL operations by name, document routes by path), and a
 * way to make the next call of an operation fail.
 */
export function withFakeResumes(backend: FakeBackend, now: () => Date = () => new Date()) {
  const resumes: FakeResume[] = [];
  const calls: Array<{ operation: string; variables: Variables }> = [];
  const failures = new Map<string, 'network' | 'server'>();
  let nextId = 1;
  let nextShare = 1;
  const shareId = () => `share${String(nextShare++).padStart(17, '0')}`;

  function add(fields: Partial<FakeResume> & { name: string }): FakeResume {
    const resume: FakeResume = {
      id: `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
      updatedAt: now().toISOString(),
      targetJob: { title: '', company: '', description: '' },
      template: 'CLASSIC',
      language: 'EN',
      paper: 'LETTER',
      deleted: false,
      ...fields,
      share: { id: shareId(), enabled: false, indexable: false, viewCount: 0, ...fields.share },
    };
    resumes.push(resume);
    return resume;
  }

  const find = (id: unknown) => resumes.find((resume) => resume.id === id);
  /** Like the server, every change counts (sharing too); the changed resume lists first. */
  const touch = (resume: FakeResume) => {
    const latest = Math.max(...resumes.map((other) => Date.parse(other.updatedAt)));
    resume.updatedAt = new Date(Math.max(now().getTime(), latest + 1000)).toISOString();
    return resume;
  };
  const notFound = (path: string) =>
    json({
      data: null,
      errors: [
        { message: 'Not found', path: ['resume', path], extensions: { code: 'NO_DATA_FOUND' } },
      ],
    });
  const mutation = (field: string, value: unknown) =>
    json({ data: { resume: { __typename: 'ResumeMutations', [field]: value } } });

  const operations: Record<string, (variables: Variables) => Response> = {
    Resumes: () =>
      json({
        data: {
          resumes: resumes
            .filter((resume) => !resume.deleted)
            .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
            .map(resumeResult),
        },
      }),
    CreateResume: ({ input }) => {
      const { name, targetJob, template, language, paper } = input as {
        name: string;
        targetJob?: Partial<FakeResume['targetJob']>;
        template?: string;
        language?: string;
        paper?: string;
      };
      const resume = add({
        name,
        targetJob: { title: '', company: '', description: '', ...targetJob },
        template: template ?? 'CLASSIC',
        language: language ?? 'EN',
        paper: paper ?? 'LETTER',
      });
      return mutation('createResume', { __typename: 'Resume', id: resume.id });
    },
    UpdateResume: ({ id, input }) => {
      const resume = find(id);
      if (!resume || resume.deleted) return notFound('updateResume');
      const { name } = input as { name?: string };
      if (name !== undefined) resume.name = name;
      touch(resume);
      return mutation('updateResume', {
        __typename: 'Resume',
        id: resume.id,
        name: resume.name,
        updatedAt: resume.updatedAt,
      });
    },
    DuplicateResume: ({ id, name }) => {
      const source = find(id);
      if (!source || source.deleted) return notFound('duplicateResume');
      const copy = add({
        name: String(name),
        targetJob: { ...source.targetJob },
        share: { id: shareId(), enabled: false, indexable: false, viewCount: 0 },
      });
      return mutation('duplicateResume', { __typename: 'Resume', id: copy.id });
    },
    DeleteResume: ({ id }) => {
      const resume = find(id);
      if (!resume || resume.deleted) return notFound('deleteResume');
      resume.deleted = true;
      touch(resume);
      return mutation('deleteResume', resume.id);
    },
    RestoreResume: ({ id }) => {
      const resume = find(id);
      if (!resume) return notFound('restoreResume');
      resume.deleted = false;
      touch(resume);
      return mutation('restoreResume', { __typename: 'Resume', id: resume.id });
    },
    SetResumeSharing: ({ id, input }) => {
      const resume = find(id);
      if (!resume || resume.deleted) return notFound('setResumeSharing');
      const { enabled, indexable } = input as { enabled: boolean; indexable?: boolean };
      resume.share = { ...resume.share, enabled, indexable: indexable ?? false };
      touch(resume);
      return mutation('setResumeSharing', {
        __typename: 'Resume',
        id: resume.id,
        share: { __typename: 'DocumentShare', ...resume.share },
      });
    },
    ReplaceResumeShareLink: ({ id }) => {
      const resume = find(id);
      if (!resume || resume.deleted) return notFound('replaceResumeShareLink');
      resume.share = { ...resume.share, id: shareId() };
      touch(resume);
      return mutation('replaceResumeShareLink', {
        __typename: 'Resume',
        id: resume.id,
        share: { __typename: 'DocumentShare', ...resume.share },
      });
    },
  };

  const documentFiles: Record<string, { type: string; body: string }> = {
    pdf: { type: 'application/pdf', body: '%PDF-1.7 fake' },
    docx: { type: 'application/octet-stream', body: 'PK fake' },
    json: { type: 'application/json', body: '{}' },
    txt: { type: 'text/plain', body: 'fake' },
  };

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === '/graphql' && typeof init?.body === 'string') {
      const body = JSON.parse(init.body) as { query: string; variables?: Variables };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      const handle = operations[operation];
      if (handle) {
        calls.push({ operation, variables: body.variables ?? {} });
        const failure = failures.get(operation);
        failures.delete(operation);
        if (failure === 'network') throw new TypeError('Failed to fetch');
        if (failure === 'server') {
          return json({
            data: null,
            errors: [{ message: 'Boom', path: [], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
          });
        }
        return handle(body.variables ?? {});
      }
    }
    const document = /^\/api\/resumes\/([^/]+)\/(thumbnail|pdf|docx|json|txt)$/.exec(url.pathname);
    if (document) {
      const [, id, kind = ''] = document;
      calls.push({ operation: `GET ${kind}`, variables: { id } });
      const failure = failures.get(`GET ${kind}`);
      failures.delete(`GET ${kind}`);
      const resume = find(decodeURIComponent(id ?? ''));
      if (failure || !resume || resume.deleted) return json({ message: 'Not found' }, 404);
      if (kind === 'thumbnail') {
        return new Response(
          `<svg xmlns="http://www.w3.org/2000/svg"><text>${resume.name}</text></svg>`,
          {
            headers: { 'content-type': 'image/svg+xml' },
          },
        );
      }
      const file = documentFiles[kind] ?? { type: 'text/plain', body: '' };
      return new Response(file.body, {
        headers: {
          'content-type': file.type,
          'content-disposition': `attachment; filename="Ada-Lovelace.${kind}"`,
        },
      });
    }
    return backend.fetch(input, init);
  };

  return {
    backend: { ...backend, fetch } as FakeBackend,
    resumes,
    calls,
    add,
    /** Makes the next call of `operation` (a GraphQL name, or `GET pdf` etc.) fail. */
    failNext(operation: string, how: 'network' | 'server' = 'server') {
      failures.set(operation, how);
    },
  };
}
