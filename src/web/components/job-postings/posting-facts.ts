import type { TFunction } from 'i18next';
import { dayText, salaryText } from '../../lib/job-text';
import type { JobPostingSummary } from './job-posting-operations';

/**
 * A posting's facts as a line of short texts, in the UI language: where, how, what it pays and
 * when it was posted. Facts the feed did not give are left out.
 */
export function postingFacts(t: TFunction, language: string, posting: JobPostingSummary): string[] {
  const facts = [
    posting.locations.join(' · '),
    posting.remote ? t(`tracker.remote.${posting.remote}`) : '',
    posting.employmentType ? t(`jobSearch.employmentType.${posting.employmentType}`) : '',
    salaryText(t, language, posting.salary),
    posting.postedAt ? t('jobSearch.posted', { date: dayText(language, posting.postedAt) }) : '',
  ].filter((fact) => fact !== '');
  // "Remote" as the place and as the workplace is said once.
  return [...new Set(facts)];
}
