import {
  jsonResumeLimits,
  readJsonResume,
  type JsonResumeReadResult,
} from '../../../../domain/json-resume';

export type ResumeFileResult = JsonResumeReadResult | { ok: false; error: { code: 'unreadable' } };

/** Reads a chosen file as a JSON Resume; a file over the size limit is refused unread. */
export async function readResumeFile(file: Blob): Promise<ResumeFileResult> {
  if (file.size > jsonResumeLimits.fileBytes) {
    return { ok: false, error: { code: 'tooLarge', maxBytes: jsonResumeLimits.fileBytes } };
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, error: { code: 'unreadable' } };
  }
  return readJsonResume(text);
}
