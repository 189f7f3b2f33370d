import { readJsonResume } from '../../domain/json-resume';
import { jsonResumeBasicsHeader } from '../../domain/resume-import';
import sample from '../../domain/test-support/sample.resume.json' with { type: 'json' };

/**
 * The JSON Resume sample as the web app sends it to `importResume`: every mapped event, and the
 * header and summary from basics.
 */
export function sampleResumeImport(name = 'Imported') {
  return jsonResumeImport(sample, name);
}

/** A JSON Resume as the web app sends it to `importResume`. */
export function jsonResumeImport(resume: unknown, name = 'Imported') {
  const read = readJsonResume(JSON.stringify(resume));
  if (!read.ok) throw new Error(`the resume must read: ${JSON.stringify(read.error)}`);
  const { header, summary } = jsonResumeBasicsHeader(resume);
  return {
    name,
    events: {
      work: read.value.work.map(({ event }) => event),
      edu: read.value.education.map(({ event }) => event),
      skills: read.value.skills.map(({ event }) => event),
    },
    header,
    summary,
  };
}
