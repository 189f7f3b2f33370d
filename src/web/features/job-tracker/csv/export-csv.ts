import Papa from 'papaparse';
import { localDay } from '../../../../domain/job-application';
import { applicationsToCsvRows } from '../../../../domain/job-applications-csv';
import { saveFile } from '../../../components/documents/save-file';
import type { JobApplication } from '../job-operations';

/**
 * The CSV file of every application, archived ones included (src/domain/job-applications-csv.ts
 * says what it holds). A byte order mark in front lets spreadsheet apps read it as UTF-8.
 */
export function applicationsCsv(applications: readonly JobApplication[]): string {
  return `\uFEFF${Papa.unparse(applicationsToCsvRows(applications))}`;
}

/** Downloads the CSV as `job-applications-YYYY-MM-DD.csv`. */
export function downloadApplicationsCsv(applications: readonly JobApplication[]) {
  saveFile(
    new Blob([applicationsCsv(applications)], { type: 'text/csv;charset=utf-8' }),
    `job-applications-${localDay()}.csv`,
  );
}
