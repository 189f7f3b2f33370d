import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readJsonResume, type JsonResumeImport } from '../../../domain/json-resume';
import { importTally } from './import-tally';
import { readResumeFile, type ResumeFileResult } from './read-resume-file';
import { useLibraryKeys } from './use-library-keys';

type FileError = Extract<ResumeFileResult<never>, { ok: false }>['error'];

/** What a read gives: a JSON Resume's import (and perhaps more, such as `basics`), or an error. */
type ReadValue = { ok: true; value: JsonResumeImport } | { ok: false; error: FileError };

interface ChosenFile<Read> {
  name: string;
  /** Null while the file is being read. */
  result: ResumeFileResult<Read> | null;
}

/**
 * A chosen JSON Resume file and what it holds against the library: the file (name and read),
 * the successful read, the file's error, the library's keys, the tally (new, already there,
 * skipped) and the status line. A file chosen after another wins, whichever is read first.
 */
export function useJsonResumeFile<Read extends ReadValue = ReturnType<typeof readJsonResume>>({
  read = readJsonResume as unknown as (text: string) => Read,
  onChoose,
  onRead,
}: {
  /** How the file's text is read; by default as a JSON Resume for the library. */
  read?: (text: string) => Read;
  /** Called as a file is chosen, before it is read. */
  onChoose?: () => void;
  /** Called once the latest chosen file is read. */
  onRead?: (result: ResumeFileResult<Read>, fileName: string) => void;
} = {}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<ChosenFile<Read> | null>(null);
  const reads = useRef(0);
  const library = useLibraryKeys();

  const chooseFile = async (chosen: File) => {
    const current = ++reads.current;
    onChoose?.();
    setFile({ name: chosen.name, result: null });
    const result = await readResumeFile(chosen, read);
    if (current !== reads.current) return;
    setFile({ name: chosen.name, result });
    onRead?.(result, chosen.name);
  };

  const result: ReadValue | null = file?.result ?? null;
  const readValue = result?.ok ? (result as Extract<Read, { ok: true }>) : null;
  const resume = readValue?.value ?? null;
  const fileError = result && !result.ok ? result.error : null;
  const keys = library.keys;
  const counts = resume && keys ? importTally(resume, keys) : null;

  const status =
    file && !file.result
      ? t('eventImport.reading')
      : resume && !keys && !library.error
        ? t('eventImport.checkingLibrary')
        : counts
          ? t('eventImport.summary', counts)
          : '';

  return { file, chooseFile, read: readValue, resume, fileError, keys, counts, status, library };
}

export type JsonResumeFile = ReturnType<typeof useJsonResumeFile>;
