import type { JobSearchInput } from '../../src/domain/job-search';
import { queryConfigurations } from '../../src/server/modules/job-search/job-search.service';

/**
 * The naive peer of the searches: the whole match set of the words (same filters) ordered by
 * `ts_rank`, the first `limit`.
 */
export function naiveQuery(search: JobSearchInput, today: string, limit: number) {
  const query = queryConfigurations
    .map((configuration) => `websearch_to_tsquery('${configuration}', $1)`)
    .join(' || ');
  const values: unknown[] = [search.query];
  const conditions = ['expired_at is null', `search @@ (${query})`];
  const parameter = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (search.remote.length) conditions.push(`remote::text = any(${parameter(search.remote)})`);
  if (search.employmentTypes.length) {
    conditions.push(`employment_type::text = any(${parameter(search.employmentTypes)})`);
  }
  if (search.postedWithinDays !== null) {
    conditions.push(
      `posted_at >= ${parameter(today)}::date - ${parameter(search.postedWithinDays)}::int`,
    );
  }
  if (search.salaryFloor) {
    conditions.push(
      `salary_currency = ${parameter(search.salaryFloor.currency)}`,
      `coalesce(salary_yearly_max, salary_yearly_min) >= ${parameter(search.salaryFloor.amount)}`,
    );
  }
  return {
    text: `select id, title, company, posted_at from job_postings where ${conditions.join(' and ')}
      order by ts_rank(search, (${query})) desc limit ${limit}`,
    values,
    countText: `select count(*)::int as matches from job_postings where ${conditions.join(' and ')}`,
  };
}
