import type { JsonResumeImport } from '../../../domain/json-resume';

/** How a file's entries divide: new to the library, already there, not importable. */
export function importTally(resume: JsonResumeImport, keys: ReadonlySet<string>) {
  const entries = [...resume.work, ...resume.education, ...resume.skills];
  const existing = entries.filter(({ key }) => keys.has(key)).length;
  const skipped = new Set(resume.issues.map(({ section, entry }) => `${section} ${entry}`)).size;
  return { fresh: entries.length - existing, existing, skipped };
}
