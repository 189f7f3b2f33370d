import type { TFunction } from 'i18next';
import type { CombinedError } from 'urql';
import type { JsonResumeIssue } from '../../../domain/json-resume';
import { apiErrorCodes, errorCodeOf } from '../../lib/graphql-error-policy';
import type { ResumeFileResult } from './read-resume-file';

type FileError = Extract<ResumeFileResult, { ok: false }>['error'];

/** Which entry an issue is about: "Work entry 2 (Hooli)". */
function entryName(t: TFunction, issue: JsonResumeIssue): string {
  const entry = t(`eventImport.entry.${issue.section}`, { number: issue.entry });
  return issue.label ? t('eventImport.entryLabelled', { entry, label: issue.label }) : entry;
}

/** Why an entry is skipped, in the user's language. Field names stay as the file writes them. */
export function issueText(t: TFunction, issue: JsonResumeIssue): string {
  return t(`eventImport.issues.${issue.code}`, {
    entry: entryName(t, issue),
    field: issue.field ?? '',
    value: issue.value ?? '',
    other: issue.duplicateOf ?? '',
    detail: issue.detail ?? '',
  });
}

/** Why a whole file cannot be imported. */
export function fileErrorText(t: TFunction, language: string, error: FileError): string {
  switch (error.code) {
    case 'tooLarge': {
      const size = new Intl.NumberFormat(language, {
        style: 'unit',
        unit: 'megabyte',
        maximumFractionDigits: 1,
      }).format(error.maxBytes / 1_000_000);
      return t('eventImport.fileErrors.tooLarge', { size });
    }
    case 'notAList':
      return t('eventImport.fileErrors.notAList', { section: error.section });
    case 'tooManyEntries':
      return t('eventImport.fileErrors.tooManyEntries', { entries: error.count, max: error.max });
    default:
      return t(`eventImport.fileErrors.${error.code}`);
  }
}

/** Why the import failed; every message says that nothing was saved. */
export function importErrorText(t: TFunction, error: CombinedError): string {
  const badInput = error.graphQLErrors.find(
    (graphqlError) => errorCodeOf(graphqlError) === apiErrorCodes.badUserInput,
  );
  if (badInput) return t('eventImport.errors.invalidInput', { detail: badInput.message });
  return t(error.networkError ? 'eventImport.errors.network' : 'eventImport.errors.failed');
}
