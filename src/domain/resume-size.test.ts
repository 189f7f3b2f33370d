import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { careerEventLimits } from './career-event';
import {
  resolveResume,
  resumeContentSchema,
  resumeLimits,
  resumeSizeOf,
  ResumeTooLargeError,
  type DocumentLabels,
  type ResumeLibrary,
} from './resume';
import { parseResumeDocument } from './resume-document-schema';
import {
  longestEduEvent,
  longestResumeContent,
  longestSkillEvent,
  longestWorkEvent,
} from './test-support/longest-resume';

const labels = en.resumeDocument as DocumentLabels;

let counter = 0;
const newId = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;
const withIds = <T extends { description: string }>(items: T[]) =>
  items.map((item) => ({ id: newId(), uuid: null, description: item.description }));

function longestLibrary(): ResumeLibrary {
  const work = longestWorkEvent();
  const edu = longestEduEvent();
  const skill = longestSkillEvent();
  return {
    work: [
      {
        ...work,
        id: newId(),
        startDate: '2015-01',
        startDatePrecision: 'MONTH',
        endDatePrecision: 'MONTH',
        accomplishments: withIds(work.accomplishments),
      },
    ],
    edu: [
      {
        ...edu,
        id: newId(),
        startDate: '2010-09',
        endDate: '2014-06',
        startDatePrecision: 'MONTH',
        endDatePrecision: 'MONTH',
        attending: false,
        accomplishments: withIds(edu.accomplishments),
        coursework: withIds(edu.coursework),
      },
    ],
    skills: [{ ...skill, id: newId(), level: 'EXPERT' }],
  };
}

const itemIds = (event: { accomplishments: { id: string }[] }) =>
  event.accomplishments.map((item) => item.id);

describe('whatever saves renders (decision 075)', () => {
  const library = longestLibrary();
  const [work, edu, skill] = [library.work[0]!, library.edu[0]!, library.skills[0]!];
  const content = resumeContentSchema.parse(
    longestResumeContent(
      {
        work: { id: work.id, itemIds: itemIds(work) },
        edu: { id: edu.id, itemIds: itemIds(edu) },
        skill: { id: skill.id },
      },
      newId,
    ),
  );
  const doc = resolveResume(content, library, labels);

  it('resolves a resume with every field at its longest to fields the renderer takes', () => {
    // The longest education title is "degree, major", the header phone any header text.
    const title = doc.sections[1]?.entries[0]?.title ?? '';
    expect(title.length).toBe(2 * careerEventLimits.text + 2);
    expect(doc.header.phone.length).toBe(resumeLimits.text);
    expect(() => parseResumeDocument(doc)).not.toThrow();
  });

  it('weighs a resolved resume in UTF-8 bytes of its JSON, and the longest is far over the limit', () => {
    const size = resumeSizeOf(doc);
    expect(size.bytes).toBe(new TextEncoder().encode(JSON.stringify(doc)).length);
    expect(size.limitBytes).toBe(resumeLimits.documentBytes);
    expect(size.bytes).toBeGreaterThan(10 * resumeLimits.documentBytes);
    const small = { ...doc, sections: [], summary: '😀 é' };
    expect(resumeSizeOf(small).bytes).toBe(new TextEncoder().encode(JSON.stringify(small)).length);
  });

  it('says which limit a resume is over, in whole KiB', () => {
    const error = new ResumeTooLargeError({ bytes: 600 * 1024 + 1, limitBytes: 512 * 1024 });
    expect(error.details).toEqual({ sizeKiB: 601, limitKiB: 512 });
    expect(error.message).toContain('601 KiB');
    expect(error.message).toContain('512 KiB');
  });
});
