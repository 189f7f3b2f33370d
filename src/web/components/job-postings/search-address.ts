import type { z } from 'zod';
import {
  jobSearchInputSchema,
  jobSearchSorts,
  type JobSearchInput,
} from '../../../domain/job-search';

/**
 * A job search in the page's address (issue 18): shareable, and the back button steps through
 * searches. Only what differs from the default is written; a value the address got wrong (edited
 * by hand, or from an older link) is left at its default rather than refusing the whole search.
 */

export const searchParam = {
  query: 'q',
  location: 'where',
  company: 'company',
  remote: 'workplace',
  employmentTypes: 'type',
  postedWithinDays: 'within',
  salary: 'salary',
  currency: 'currency',
  sort: 'sort',
} as const;

export const defaultSearch: JobSearchInput = jobSearchInputSchema.parse({});

const fields = jobSearchInputSchema.shape;

function parsedOr<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const result = schema.safeParse(value);
  return result.success ? result.data : fallback;
}

/** Each of a parameter's values the list takes, once; a value it does not take is left out. */
function listOf<T>(schema: z.ZodType<T[]>, values: string[]): T[] {
  return [...new Set(values)].flatMap((value) => parsedOr(schema, [value], []));
}

const numberOf = (text: string | null) =>
  text === null || text.trim() === '' ? null : Number(text);

export function searchFromAddress(params: URLSearchParams): JobSearchInput {
  const salary = numberOf(params.get(searchParam.salary));
  return {
    query: parsedOr(fields.query, params.get(searchParam.query) ?? '', defaultSearch.query),
    location: parsedOr(fields.location, params.get(searchParam.location) ?? '', ''),
    company: parsedOr(fields.company, params.get(searchParam.company) ?? '', ''),
    remote: listOf(fields.remote, params.getAll(searchParam.remote)),
    employmentTypes: listOf(fields.employmentTypes, params.getAll(searchParam.employmentTypes)),
    postedWithinDays: parsedOr(
      fields.postedWithinDays,
      numberOf(params.get(searchParam.postedWithinDays)),
      null,
    ),
    salaryFloor:
      salary === null
        ? null
        : parsedOr(
            fields.salaryFloor,
            { amount: salary, currency: params.get(searchParam.currency) ?? '' },
            null,
          ),
    sort: parsedOr(fields.sort, params.get(searchParam.sort) ?? undefined, defaultSearch.sort),
  };
}

/** The address's query for a search; `keep` carries other parameters along (an open posting). */
export function addressOfSearch(search: JobSearchInput, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string) => {
    if (value !== '') params.append(name, value);
  };
  set(searchParam.query, search.query);
  set(searchParam.location, search.location);
  set(searchParam.company, search.company);
  for (const remote of search.remote) set(searchParam.remote, remote);
  for (const type of search.employmentTypes) set(searchParam.employmentTypes, type);
  if (search.postedWithinDays !== null) {
    set(searchParam.postedWithinDays, String(search.postedWithinDays));
  }
  if (search.salaryFloor) {
    set(searchParam.salary, String(search.salaryFloor.amount));
    set(searchParam.currency, search.salaryFloor.currency);
  }
  if (search.sort !== jobSearchSorts[0]) set(searchParam.sort, search.sort);
  const ours = new Set<string>(Object.values(searchParam));
  keep?.forEach((value, name) => {
    if (!ours.has(name)) params.append(name, value);
  });
  return params;
}

/** The filters a search narrows by, each one the user could take away. */
export type SearchFilter =
  'location' | 'company' | 'remote' | 'employmentTypes' | 'postedWithinDays' | 'salaryFloor';

export function activeFilters(search: JobSearchInput): SearchFilter[] {
  const active: SearchFilter[] = [];
  if (search.location) active.push('location');
  if (search.company) active.push('company');
  if (search.remote.length > 0) active.push('remote');
  if (search.employmentTypes.length > 0) active.push('employmentTypes');
  if (search.postedWithinDays !== null) active.push('postedWithinDays');
  if (search.salaryFloor) active.push('salaryFloor');
  return active;
}

export function withoutFilter(search: JobSearchInput, filter: SearchFilter): JobSearchInput {
  return { ...search, [filter]: defaultSearch[filter] };
}
