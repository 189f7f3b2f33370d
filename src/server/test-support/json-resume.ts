import { readJsonResume } from '../../domain/json-resume';
import { jsonResumeBasicsHeader } from '../../domain/resume-import';
import sample from '../../domain/test-data/sample.resume.json';

/**
 * The JSON Resume sample as the web app sends it to `importResume`: every mapped event, and the
 * header and summary from basics.
 */
export function sampleResumeImport(name = 'Imported') {
  const read = readJsonResume(JSON.stringify(sample));
  if (!read.ok) throw new Error('the sample must read');
  const { header, summary } = jsonResumeBasicsHeader(sample);
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
