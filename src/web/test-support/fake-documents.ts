/**
 * A kind of document's API for component tests, in front of the shared fake backend: its list,
 * create, rename, duplicate, delete, restore and sharing operations (by name, as the web client's
 * operations call them) and the rendered-document routes a list uses (thumbnail and downloads).
 * Owner checks are the real server's business; here every document belongs to whoever is signed in.
 */
import { graphqlCallOf, type FakeBackend } from './fake-backend';

/** What every kind of document holds here. */
export interface FakeDocument {
  id: string;
  name: string;
  updatedAt: string;
  deleted: boolean;
  share: { id: string; enabled: boolean; indexable: boolean; viewCount: number | null };
  /** Past the plan's limit (decision 100). */
  readOnly?: boolean;
}

type Variables = Record<string, unknown>;
type Failure = 'network' | 'server' | { field: string; reason: string };

/** How a kind of document's API is named, and what its records hold besides the common fields. */
export interface FakeDocumentKind<Doc extends FakeDocument> {
  /** The GraphQL type (`Resume`), from which the operations are named (`Resumes`, `CreateResume`…). */
  typename: string;
  /** The list query's field (`resumes`) and the mutations' namespace (`resume`). */
  listField: string;
  namespace: string;
  /** Where its files are served (`/api/resumes`), and which. */
  base: string;
  formats: readonly string[];
  /** A new record's own fields, from the create mutation's input (or nothing, for `add`). */
  fields: (input: Record<string, unknown>) => Omit<Doc, keyof FakeDocument>;
  /** A record as the API answers it, besides its id, name, last change and share. */
  result: (document: Doc) => Record<string, unknown>;
  /** The other queries of the kind that read the list (the same records, fewer fields). */
  otherLists?: readonly string[];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const documentFiles: Record<string, { type: string; body: string }> = {
  pdf: { type: 'application/pdf', body: '%PDF-1.7 fake' },
  docx: { type: 'application/octet-stream', body: 'PK fake' },
  json: { type: 'application/json', body: '{}' },
  txt: { type: 'text/plain', body: 'fake' },
};

/**
 * Wraps `backend` so it also answers a kind of document's API. Returns the backend to render
 * with, the stored documents, every call made (GraphQL operations by name, document routes as
 * `GET pdf`…), and a way to make the next call of an operation fail.
 */
export function withFakeDocuments<Doc extends FakeDocument>(
  backend: FakeBackend,
  kind: FakeDocumentKind<Doc>,
  now: () => Date = () => new Date(),
) {
  const documents: Doc[] = [];
  const calls: Array<{ operation: string; variables: Variables }> = [];
  const failures = new Map<string, Failure>();
  const { typename, namespace } = kind;
  const idPrefix = typename === 'Resume' ? '00000000-0000-4000-8000' : '00000000-0000-4000-9000';
  let nextId = 1;
  let nextShare = 1;
  const shareId = () => `share${String(nextShare++).padStart(17, '0')}`;
  const newShare = () => ({ id: shareId(), enabled: false, indexable: false, viewCount: 0 });

  function add(fields: Partial<Omit<Doc, 'id'>> & { name: string }): Doc {
    const document = {
      updatedAt: now().toISOString(),
      deleted: false,
      ...kind.fields({}),
      ...fields,
      id: `${idPrefix}-${String(nextId++).padStart(12, '0')}`,
      share: { ...newShare(), ...fields.share },
    } as Doc;
    documents.push(document);
    return document;
  }

  const find = (id: unknown) =>
    documents.find((document) => document.id === id && !document.deleted);
  /** Like the server, every change counts (sharing too); the changed document lists first. */
  const touch = (document: Doc) => {
    const latest = Math.max(...documents.map((other) => Date.parse(other.updatedAt)));
    document.updatedAt = new Date(Math.max(now().getTime(), latest + 1000)).toISOString();
    return document;
  };
  const notFound = (field: string) =>
    json({
      data: null,
      errors: [
        { message: 'Not found', path: [namespace, field], extensions: { code: 'NO_DATA_FOUND' } },
      ],
    });
  const mutation = (field: string, value: unknown) =>
    json({ data: { [namespace]: { __typename: `${typename}Mutations`, [field]: value } } });
  const result = (document: Doc) => ({
    __typename: typename,
    id: document.id,
    name: document.name,
    updatedAt: document.updatedAt,
    readOnly: document.readOnly ?? false,
    share: { __typename: 'DocumentShare', ...document.share },
    ...kind.result(document),
  });
  const list = () =>
    json({
      data: {
        [kind.listField]: documents
          .filter((document) => !document.deleted)
          .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
          .map(result),
      },
    });
  /** A mutation of one stored document, answered with what `answer` makes of it. */
  const change =
    (field: string, apply: (document: Doc, variables: Variables) => unknown) =>
    (variables: Variables) => {
      const document = find(variables.id);
      if (!document) return notFound(field);
      return mutation(field, apply(document, variables));
    };
  const shared = (document: Doc) => ({
    __typename: typename,
    id: document.id,
    share: { __typename: 'DocumentShare', ...document.share },
  });

  const operations: Record<string, (variables: Variables) => Response> = {
    [`${typename}s`]: list,
    ...Object.fromEntries((kind.otherLists ?? []).map((name) => [name, list])),
    [`Create${typename}`]: ({ input }) => {
      const { name, ...rest } = input as { name: string };
      const document = add({ name, ...kind.fields(rest) } as Partial<Doc> & { name: string });
      return mutation(`create${typename}`, { __typename: typename, id: document.id });
    },
    [`Update${typename}`]: change(`update${typename}`, (document, { input }) => {
      const { name } = input as { name?: string };
      if (name !== undefined) document.name = name;
      touch(document);
      return {
        __typename: typename,
        id: document.id,
        name: document.name,
        updatedAt: document.updatedAt,
      };
    }),
    [`Duplicate${typename}`]: change(`duplicate${typename}`, (source, { name }) => {
      // The copy gets its own id (add makes one), a share link of its own (off), and is new.
      const copy = add({
        ...source,
        name: String(name),
        share: newShare(),
        updatedAt: now().toISOString(),
      });
      return { __typename: typename, id: copy.id };
    }),
    [`Delete${typename}`]: change(`delete${typename}`, (document) => {
      document.deleted = true;
      touch(document);
      return document.id;
    }),
    [`Restore${typename}`]: ({ id }) => {
      const document = documents.find((candidate) => candidate.id === id);
      if (!document) return notFound(`restore${typename}`);
      document.deleted = false;
      touch(document);
      return mutation(`restore${typename}`, { __typename: typename, id: document.id });
    },
    [`Set${typename}Sharing`]: change(`set${typename}Sharing`, (document, { input }) => {
      const { enabled, indexable } = input as { enabled: boolean; indexable?: boolean };
      document.share = { ...document.share, enabled, indexable: indexable ?? false };
      return shared(touch(document));
    }),
    [`Replace${typename}ShareLink`]: change(`replace${typename}ShareLink`, (document) => {
      document.share = { ...document.share, id: shareId() };
      return shared(touch(document));
    }),
  };

  const filePattern = new RegExp(`^${kind.base}/([^/]+)/(thumbnail|${kind.formats.join('|')})$`);

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const call = graphqlCallOf(input, init);
    if (call) {
      const { operation, variables } = call;
      const handle = operations[operation];
      if (handle) {
        calls.push({ operation, variables });
        const failure = failures.get(operation);
        failures.delete(operation);
        if (failure === 'network') throw new TypeError('Failed to fetch');
        if (failure === 'server') {
          return json({
            data: null,
            errors: [{ message: 'Boom', path: [], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
          });
        }
        if (failure) {
          const { field, reason } = failure;
          const message = `${field} is ${reason}`;
          return json({
            data: null,
            errors: [{ message, path: [], extensions: { code: 'BAD_USER_INPUT', field, reason } }],
          });
        }
        return handle(variables);
      }
    }
    const file = filePattern.exec(url.pathname);
    if (file) {
      const [, id, format = ''] = file;
      calls.push({ operation: `GET ${format}`, variables: { id } });
      const failure = failures.get(`GET ${format}`);
      failures.delete(`GET ${format}`);
      const document = find(decodeURIComponent(id ?? ''));
      if (failure || !document) return json({ message: 'Not found' }, 404);
      if (format === 'thumbnail') {
        return new Response(
          `<svg xmlns="http://www.w3.org/2000/svg"><text>${document.name}</text></svg>`,
          { headers: { 'content-type': 'image/svg+xml' } },
        );
      }
      const { type, body } = documentFiles[format] ?? { type: 'text/plain', body: '' };
      return new Response(body, {
        headers: {
          'content-type': type,
          'content-disposition': `attachment; filename="Ada-Lovelace.${format}"`,
        },
      });
    }
    return backend.fetch(input, init);
  };

  return {
    backend: { ...backend, fetch } as FakeBackend,
    documents,
    calls,
    add,
    /**
     * Makes the next call of `operation` (a GraphQL name, or `GET pdf` etc.) fail: unreached, an
     * internal error, or refused as the server refuses an input (`BAD_USER_INPUT` on a field).
     */
    failNext(operation: string, how: Failure = 'server') {
      failures.set(operation, how);
    },
  };
}
