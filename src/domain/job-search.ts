import { z } from 'zod';
import { workplaceTypes } from './job-application';
import { employmentTypes } from './job-posting';
import { trimmedText } from './user-text';

/**
 * A search of the job postings (decision 091): words as a search engine takes them ("quoted
 * phrases", -excluded, or), filters, an order and a page. The web keeps it in the address; the
 * API checks it with this schema.
 */

export const jobSearchSorts = ['RELEVANCE', 'DATE'] as const;
export type JobSearchSort = (typeof jobSearchSorts)[number];

export const jobSearchLimits = {
  query: 200,
  text: 100,
  pageSize: 50,
  postedWithinDays: 365,
  salary: 100_000_000,
} as const;

export const jobSearchInputSchema = z.strictObject({
  query: trimmedText(jobSearchLimits.query).default(''),
  /** Words of a place ("Paris", "Remote (Spain)"), matched within the posting's places. */
  location: trimmedText(jobSearchLimits.text).default(''),
  company: trimmedText(jobSearchLimits.text).default(''),
  /** Any of these; none means any. */
  remote: z.array(z.enum(workplaceTypes)).max(workplaceTypes.length).default([]),
  employmentTypes: z.array(z.enum(employmentTypes)).max(employmentTypes.length).default([]),
  postedWithinDays: z
    .number()
    .int()
    .min(1)
    .max(jobSearchLimits.postedWithinDays)
    .nullable()
    .default(null),
  /** Postings that pay at least this much a year, in this currency (postings without a salary are left out). */
  salaryFloor: z
    .strictObject({
      amount: z.number().int().min(0).max(jobSearchLimits.salary),
      currency: trimmedText(3)
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code (ISO 4217)'),
    })
    .nullable()
    .default(null),
  sort: z.enum(jobSearchSorts).default('RELEVANCE'),
});
export type JobSearchInput = z.output<typeof jobSearchInputSchema>;
