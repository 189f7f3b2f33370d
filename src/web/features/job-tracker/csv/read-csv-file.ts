import Papa from 'papaparse';

/** Bigger than any tracker's export of 5,000 applications with long notes. */
export const csvFileLimit = 20 * 1024 * 1024;

export interface CsvFile {
  name: string;
  headers: string[];
  /** The data rows, every one as long as the header row. */
  rows: string[][];
}

export type CsvReadError = 'unreadable' | 'empty';

/** A CSV file's header row and data rows, or why it cannot be read. */
export async function readCsvFile(file: File): Promise<CsvFile | CsvReadError> {
  if (file.size > csvFileLimit) return 'unreadable';
  let text: string;
  try {
    text = await file.text();
  } catch {
    return 'unreadable';
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  // An unclosed quote swallows the rest of the file into one cell: not worth a guess.
  if (parsed.errors.some((error) => error.type === 'Quotes')) return 'unreadable';
  const [headers, ...rows] = parsed.data;
  if (!headers || headers.length === 0) return 'empty';
  if (rows.length === 0) return 'empty';
  return {
    name: file.name,
    headers,
    rows: rows.map((row) => headers.map((_header, index) => row[index] ?? '')),
  };
}
