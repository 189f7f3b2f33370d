import { describe, expect, it } from 'vitest';
import type { JobApplication } from '../job-operations';
import { changesOf, draftOf } from './application-draft';
import { merged } from './use-application-autosave';

const contact = { id: 'c1', name: 'Ana', role: '', email: '', phone: '', link: '', notes: '' };

const application = (changes: Partial<JobApplication>): JobApplication => ({
  id: 'a1',
  company: 'Initech',
  position: 'Engineer',
  postingUrl: '',
  location: '',
  remote: null,
  salary: null,
  source: '',
  stage: 'SAVED',
  order: 0,
  history: [{ stage: 'SAVED', at: '2026-03-04' }],
  deadline: null,
  nextFollowUp: null,
  excitement: null,
  notes: '',
  contacts: [contact],
  sentDocuments: [],
  archived: false,
  archivedReason: null,
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:01.000Z',
  ...changes,
});

/** The drawer's form right after its save of `saved` landed, written at `newest`. */
function formAfterSave(saved: JobApplication) {
  return {
    draft: draftOf(saved),
    baseline: changesOf(draftOf(saved)),
    seen: saved,
    newest: saved.updatedAt,
    adoptions: 0,
  };
}

describe('the drawer’s form when the server answers', () => {
  const withRole = application({
    contacts: [{ ...contact, role: 'Recruiter' }],
    updatedAt: '2026-03-04T10:00:02.000Z',
  });

  it('takes a change made elsewhere into a field the user has not changed', () => {
    const moved = application({
      contacts: [{ ...contact, role: 'Recruiter' }],
      notes: 'From another tab',
      updatedAt: '2026-03-04T10:00:03.000Z',
    });
    const form = merged(formAfterSave(withRole), moved);
    expect(form.draft.notes).toBe('From another tab');
    expect(form.newest).toBe(moved.updatedAt);
    expect(form.adoptions).toBe(1);
  });

  it('ignores an answer read before its last save landed, which would undo that save', () => {
    // A list read that started before the save of the role was written answers after it.
    const stale = application({ updatedAt: '2026-03-04T10:00:01.000Z' });
    const form = merged(formAfterSave(withRole), stale);
    expect(form.draft.contacts[0]?.role).toBe('Recruiter');
    expect(form.baseline).toEqual(changesOf(draftOf(withRole)));
    expect(form.adoptions).toBe(0);
    expect(form.seen).toBe(stale);
  });
});
