import { beforeEach, describe, expect, it } from 'vitest';
import { resumeContentSchema, type TargetJob } from '../../../../domain/resume';
import type { ResumeDraft } from './content-changes';
import { resumeDrafts } from './resume-draft-storage';

const base = '2026-11-26T10:00:00.000Z';
const savedJob: TargetJob = { title: 'Staff Engineer', company: 'Acme', description: '' };
const draft = (change: (draft: ResumeDraft) => ResumeDraft = (same) => same): ResumeDraft =>
  change({
    name: 'Platform roles',
    targetJob: { title: 'Staff Engineer', company: 'Initech', description: '' },
    content: resumeContentSchema.parse({ summary: 'Ships platforms' }),
  });

beforeEach(() => window.sessionStorage.clear());

describe('the draft a reload restores', () => {
  it('is the one typed, when the server still has the version it started from', () => {
    resumeDrafts.store('r1', base, draft());
    expect(resumeDrafts.restore('r1', base, savedJob)).toEqual(draft());
    expect(resumeDrafts.restore('r1', '2026-11-26T11:00:00.000Z', savedJob)).toBeNull();
  });

  it.each([
    ['its name holds a NUL', (typed: ResumeDraft) => ({ ...typed, name: 'Platform\u0000roles' })],
    [
      'its content holds a lone surrogate',
      (typed: ResumeDraft) => ({
        ...typed,
        content: { ...typed.content, summary: 'Ships \uD800' },
      }),
    ],
  ])('is none when %s, which the server refuses: the last good save shows', (_, change) => {
    resumeDrafts.store('r1', base, draft(change));
    expect(resumeDrafts.restore('r1', base, savedJob)).toBeNull();
    expect(window.sessionStorage.getItem('resume-draft:r1')).toBeNull();
  });

  it('keeps the saved target job in place of one the server refuses', () => {
    resumeDrafts.store(
      'r1',
      base,
      draft((typed) => ({ ...typed, targetJob: { ...typed.targetJob, company: 'Init\u0000ech' } })),
    );
    expect(resumeDrafts.restore('r1', base, savedJob)).toEqual({ ...draft(), targetJob: savedJob });
  });
});
