import type { LibrarySkill, LibraryWork, ResumeLibrary } from './resume';
import type { ResumeDocument, ResumeEntry } from './resume-document';
import { yearAnchor, type DateEdge, type PartialDate, type YearMonth } from './year-month';

/**
 * What a resolved resume shows, read back as a library (decision 094): the matching engine
 * profiles it as it profiles the whole library, so a sent or shared resume is judged on exactly
 * the words it printed. Work entries keep their dates; education keeps its degree, major,
 * bullets and courses; skills their keywords. The summary and custom sections have no dates:
 * they count as listed, like the skills.
 */

const monthOf = (value: PartialDate | null, edge: DateEdge): YearMonth | null =>
  value === null ? null : value.length === 4 ? yearAnchor(value, edge) : value;

const items = (entry: ResumeEntry, texts: string[], part: string) =>
  texts.map((description, index) => ({
    id: `${entry.id}:${part}${index}`,
    uuid: null,
    description,
  }));

/**
 * Undated words as the engine reads a skill: one listed entry (none when there are no words).
 * They prove skills, and add no years, title or degree.
 */
export function listedWords(id: string, name: string, keywords: string[]): LibrarySkill[] {
  return name !== '' || keywords.length > 0
    ? [{ id, name, category: '', level: null, keywords }]
    : [];
}

export function documentLibrary(doc: ResumeDocument): ResumeLibrary {
  const library: ResumeLibrary = { work: [], edu: [], skills: [] };
  const listed = (id: string, name: string, keywords: string[]) =>
    library.skills.push(...listedWords(id, name, keywords));
  listed('summary', doc.header.headline, doc.summary === '' ? [] : [doc.summary]);
  for (const section of doc.sections) {
    for (const entry of section.entries) {
      const startDate = monthOf(entry.startDate, 'start');
      if (section.kind === 'WORK' && startDate) {
        const work: LibraryWork = {
          id: entry.id,
          company: entry.organization,
          position: entry.title,
          location: entry.location,
          link: entry.url,
          startDate,
          startDatePrecision: entry.startDate?.length === 4 ? 'YEAR' : 'MONTH',
          endDate: entry.current ? null : (monthOf(entry.endDate, 'end') ?? startDate),
          endDatePrecision: entry.endDate?.length === 4 ? 'YEAR' : 'MONTH',
          accomplishments: items(entry, entry.bullets, 'b'),
        };
        library.work.push(work);
      } else if (section.kind === 'EDUCATION') {
        library.edu.push({
          id: entry.id,
          university: entry.organization,
          degree: entry.degree || entry.title,
          major: entry.fieldOfStudy,
          minor: entry.subtitle,
          location: entry.location,
          link: entry.url,
          startDate,
          startDatePrecision: entry.startDate?.length === 4 ? 'YEAR' : 'MONTH',
          endDate: monthOf(entry.endDate, 'end'),
          endDatePrecision: entry.endDate?.length === 4 ? 'YEAR' : 'MONTH',
          attending: entry.current,
          accomplishments: items(entry, entry.bullets, 'b'),
          coursework: items(entry, entry.details, 'c'),
        });
      } else {
        // Skills, custom sections and undated work: listed words.
        listed(
          entry.id,
          entry.title,
          [...entry.details, ...entry.bullets, entry.subtitle].filter((text) => text !== ''),
        );
      }
    }
  }
  return library;
}
