import { describe, expect, it } from 'vitest';
import {
  feedbackDeltas,
  roleWords,
  savvyFeedback,
  type FeedbackPosting,
  type HideReason,
} from './savvy-feedback';

let next = 0;
const posting = (changes: Partial<FeedbackPosting>): FeedbackPosting => ({
  id: `posting-${(next += 1)}`,
  title: 'Engineer',
  company: 'Acme',
  locations: ['Paris, France'],
  remote: 'ON_SITE',
  seniority: 'MID',
  skillsRequired: [],
  skillsPreferred: [],
  ...changes,
});
const hide = (reason: HideReason, changes: Partial<FeedbackPosting>) => ({
  reason,
  posting: posting(changes),
});

describe('role words', () => {
  it('keeps the words that name the role, without levels, glue, numbers or places', () => {
    expect(roleWords('Senior Data Engineer (Remote)')).toEqual(['data', 'engineer']);
    expect(roleWords('Software Engineer II')).toEqual(['software', 'engineer']);
    expect(roleWords('Ingénieur·e de données (H/F)')).toEqual(['ingenieur', 'donnees']);
    expect(roleWords('C# and C++ Developer 2')).toEqual(['c#', 'c++', 'developer']);
    expect(roleWords('Senior Lead')).toEqual([]);
  });
});

describe('savvy feedback', () => {
  it('says nothing without hides or saves', () => {
    const feedback = savvyFeedback([], []);
    expect(feedback.hiddenCompanies).toEqual([]);
    expect(feedback.adjust(posting({}))).toBeNull();
  });

  it('leaves a company hidden for COMPANY out, whatever its case', () => {
    const feedback = savvyFeedback([hide('COMPANY', { company: ' Globex ' })], []);
    expect(feedback.hiddenCompanies).toEqual(['globex']);
    // Left out, not lowered.
    expect(feedback.adjust(posting({ company: 'GLOBEX' }))).toBeNull();
  });

  it('lowers postings at or above a seniority hidden as too senior, naming the hidden posting', () => {
    const feedback = savvyFeedback(
      [hide('TOO_SENIOR', { title: 'Staff Engineer', company: 'Initech', seniority: 'SENIOR' })],
      [],
    );
    const lowered = {
      kind: 'LIKE_HIDDEN',
      reason: 'TOO_SENIOR',
      postingTitle: 'Staff Engineer',
      company: 'Initech',
      delta: feedbackDeltas.hidden,
    };
    expect(feedback.adjust(posting({ seniority: 'SENIOR' }))).toEqual(lowered);
    expect(feedback.adjust(posting({ seniority: 'LEAD' }))).toEqual(lowered);
    expect(feedback.adjust(posting({ seniority: 'MID' }))).toBeNull();
    expect(feedback.adjust(posting({ seniority: null }))).toBeNull();
  });

  it('lowers postings at or below a seniority hidden as too junior', () => {
    const feedback = savvyFeedback([hide('TOO_JUNIOR', { seniority: 'ENTRY' })], []);
    expect(feedback.adjust(posting({ seniority: 'INTERN' }))?.reason).toBe('TOO_JUNIOR');
    expect(feedback.adjust(posting({ seniority: 'ENTRY' }))?.reason).toBe('TOO_JUNIOR');
    expect(feedback.adjust(posting({ seniority: 'MID' }))).toBeNull();
    // A hidden posting without a seniority says nothing of the others'.
    expect(
      savvyFeedback([hide('TOO_JUNIOR', { seniority: null })], []).adjust(
        posting({ seniority: 'INTERN' }),
      ),
    ).toBeNull();
  });

  it('lowers postings whose title holds every role word of a title hidden as not my field', () => {
    const feedback = savvyFeedback([hide('NOT_MY_FIELD', { title: 'Senior Data Engineer' })], []);
    expect(feedback.adjust(posting({ title: 'Data Engineer II' }))?.reason).toBe('NOT_MY_FIELD');
    expect(feedback.adjust(posting({ title: 'Junior Big Data Engineer' }))?.kind).toBe(
      'LIKE_HIDDEN',
    );
    expect(feedback.adjust(posting({ title: 'Software Engineer' }))).toBeNull();
    expect(feedback.adjust(posting({ title: 'Data Analyst' }))).toBeNull();
    // The engine's synonyms: a developer is an engineer.
    expect(feedback.adjust(posting({ title: 'Senior Data Developer' }))?.reason).toBe(
      'NOT_MY_FIELD',
    );
  });

  it('lowers postings not fully remote at a place hidden for its location', () => {
    const feedback = savvyFeedback(
      [hide('LOCATION', { locations: ['Berlin, Germany'], remote: 'ON_SITE' })],
      [],
    );
    expect(feedback.adjust(posting({ locations: ['berlin'], remote: 'HYBRID' }))?.reason).toBe(
      'LOCATION',
    );
    expect(feedback.adjust(posting({ locations: ['Berlin, DE'], remote: null }))?.reason).toBe(
      'LOCATION',
    );
    expect(
      feedback.adjust(posting({ locations: ['Berlin, Germany'], remote: 'REMOTE' })),
    ).toBeNull();
    expect(feedback.adjust(posting({ locations: ['Munich, Germany'] }))).toBeNull();
  });

  it('lets OTHER hide only that posting', () => {
    const feedback = savvyFeedback([hide('OTHER', { title: 'Engineer', seniority: 'MID' })], []);
    expect(feedback.adjust(posting({}))).toBeNull();
  });

  it('raises postings that ask for most of a saved posting’s skills', () => {
    const saved = posting({
      title: 'React Developer',
      company: 'Globex',
      skillsRequired: ['React', 'TypeScript'],
      skillsPreferred: ['GraphQL'],
    });
    const feedback = savvyFeedback([], [saved]);
    expect(
      feedback.adjust(posting({ skillsRequired: ['TypeScript'], skillsPreferred: ['React'] })),
    ).toEqual({
      kind: 'LIKE_SAVED',
      reason: null,
      postingTitle: 'React Developer',
      company: 'Globex',
      delta: feedbackDeltas.saved,
    });
    // One of three is not most.
    expect(feedback.adjust(posting({ skillsRequired: ['React', 'Python'] }))).toBeNull();
    // A saved posting without skills raises nothing.
    expect(savvyFeedback([], [posting({})]).adjust(posting({}))).toBeNull();
  });

  it('names the newest hide that applies, and a hide before a save', () => {
    const skills = { skillsRequired: ['Python', 'SQL'] };
    const feedback = savvyFeedback(
      [
        hide('TOO_SENIOR', { title: 'Newest', seniority: 'LEAD' }),
        hide('TOO_SENIOR', { title: 'Older', seniority: 'SENIOR' }),
      ],
      [posting({ title: 'Saved', ...skills })],
    );
    expect(feedback.adjust(posting({ seniority: 'EXECUTIVE', ...skills }))?.postingTitle).toBe(
      'Newest',
    );
    expect(feedback.adjust(posting({ seniority: 'SENIOR', ...skills }))?.postingTitle).toBe(
      'Older',
    );
    expect(feedback.adjust(posting({ seniority: 'MID', ...skills }))?.postingTitle).toBe('Saved');
  });
});
