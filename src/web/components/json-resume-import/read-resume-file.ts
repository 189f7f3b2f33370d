import {
  jsonResumeLimits,
  readJsonResume,
  type JsonResumeFileError,
} from '../../../domain/json-resume';

type FileError = JsonResumeFileError | { code: 'unreadable' };

export type ResumeFileResult<Read = ReturnType<typeof readJsonResume>> =
  Read | { ok: false; error: FileError };

/**
 * Reads a chosen file with `read` (by default as a JSON Resume for the library); a file over the
 * size limit is refused unread.
 */
export async function readResumeFile<Read = ReturnType<typeof readJsonResume>>(
  file: Blob,
  read: (text: string) => Read = readJsonResume as (text: string) => Read,
): Promise<ResumeFileResult<Read>> {
  if (file.size > jsonResumeLimits.fileBytes) {
    return { ok: false, error: { code: 'tooLarge', maxBytes: jsonResumeLimits.fileBytes } };
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, error: { code: 'unreadable' } };
  }
  return read(text);
}
