import { randomUUID } from 'node:crypto';
import { eduEventDates, resumeOrder, workEventDates } from '../../../domain/career-event';
import { isoDay } from '../../../domain/job-application';
import { careerProfile, jobRequirements, matchJob, type JobMatch } from '../../../domain/job-match';
import { isLanguage } from '../../../domain/language';
import {
  defaultPaper,
  newResumeContent,
  newResumePicks,
  resumeLimits,
  targetJobSchema,
  type BulletPick,
  type ResumeContent,
  type ResumeLibrary,
} from '../../../domain/resume';
import type { Database } from '../../db/database';
import type { ResumeRow, UserRow } from '../../db/schema';
import { getPosting, type PostingHit } from '../job-search/job-search.service';
import { loadResumeLibrary, resumeStore } from './resume.service';
import { assertFeature, type PlanSwitch } from '../plan/plan-limits';

/**
 * "Tailor a resume for this job" (decision 095): a new resume whose target job is the posting, and
 * whose sections hold the events that prove what the posting asks for — the work and education
 * that prove a skill first (each with its proving bullets first, then its others), then the most
 * recent others up to a new resume's usual count, and the skills the posting asks for that the
 * library has.
 */

/** The first `max` characters (code points) of `text`. */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/** "<title> — <company>", within the name limit. */
export function tailoredResumeName(title: string, company: string): string {
  const name = company.trim() ? `${title.trim()} — ${company.trim()}` : title.trim();
  return cut(name, resumeLimits.name).trim() || 'Resume';
}

/** Where the match found its proof: per event, the proving bullets in the order found. */
function proofOf(match: JobMatch) {
  const events = new Map<string, string[]>();
  const skills: string[] = [];
  for (const requirement of match.matched) {
    for (const evidence of requirement.evidence) {
      if (evidence.eventKind === 'SKILL') {
        if (!skills.includes(evidence.eventId)) skills.push(evidence.eventId);
        continue;
      }
      const items = events.get(evidence.eventId) ?? [];
      if (evidence.itemId && !items.includes(evidence.itemId)) items.push(evidence.itemId);
      events.set(evidence.eventId, items);
    }
  }
  return { events, skills };
}

/** Proving bullets first (in the event's order), then the others, all shown. */
function bulletsOf(items: Array<{ id: string }>, proving: readonly string[]): BulletPick[] {
  const first = items.filter((item) => proving.includes(item.id));
  const rest = items.filter((item) => !proving.includes(item.id));
  return [...first, ...rest]
    .slice(0, resumeLimits.bullets)
    .map((item) => ({ itemId: item.id, visible: true, text: null }));
}

/** The proving events first (in resume order), then the most recent others up to `count`. */
function pick<Event extends { id: string }>(
  events: readonly Event[],
  proved: ReadonlyMap<string, string[]>,
  order: (a: Event, b: Event) => number,
  count: number,
): Event[] {
  const sorted = [...events].sort(order);
  const proving = sorted.filter((event) => proved.has(event.id));
  const others = sorted.filter((event) => !proved.has(event.id));
  return [...proving, ...others.slice(0, Math.max(0, count - proving.length))].slice(
    0,
    resumeLimits.entries,
  );
}

/** The content of a resume tailored to `match`: `newResumeContent`'s, with the proof picked. */
export function tailoredResumeContent(
  library: ResumeLibrary,
  match: JobMatch,
  options: Parameters<typeof newResumeContent>[1],
): ResumeContent {
  const content = newResumeContent({ work: [], edu: [], skills: [] }, options);
  const { events, skills } = proofOf(match);
  const work = pick(
    library.work,
    events,
    (a, b) => resumeOrder(workEventDates(a), workEventDates(b)),
    newResumePicks.work,
  );
  const edu = pick(
    library.edu,
    events,
    (a, b) => resumeOrder(eduEventDates(a), eduEventDates(b)),
    newResumePicks.edu,
  );
  const skillIds = new Set(library.skills.map((skill) => skill.id));
  const entries = {
    WORK: work.map((event) => ({
      id: options.newId(),
      eventId: event.id,
      bullets: bulletsOf(event.accomplishments, events.get(event.id) ?? []),
    })),
    EDUCATION: edu.map((event) => ({
      id: options.newId(),
      eventId: event.id,
      bullets: bulletsOf(event.accomplishments, events.get(event.id) ?? []),
    })),
    SKILLS: skills
      .filter((id) => skillIds.has(id))
      .slice(0, resumeLimits.entries)
      .map((eventId) => ({ id: options.newId(), eventId, bullets: [] })),
  };
  return {
    ...content,
    sections: content.sections.map((section) =>
      section.kind === 'CUSTOM' ? section : { ...section, entries: entries[section.kind] },
    ),
  };
}

/** The posting's requirements: those read at ingest (what its result showed), its education read now. */
function requirementsOf(posting: PostingHit) {
  return {
    ...jobRequirements(posting.title, posting.descriptionText),
    skillsRequired: posting.skillsRequired,
    skillsPreferred: posting.skillsPreferred,
    seniority: posting.seniority,
    yearsRequired: posting.yearsRequired,
  };
}

/**
 * A new resume for the posting `postingId` (listed or expired; NO_DATA_FOUND for an unknown id):
 * named "<title> — <company>", its target job the posting, its events picked by the match.
 */
export function tailorResume(
  db: Database,
  user: UserRow,
  postingId: string,
  plans: PlanSwitch,
): Promise<ResumeRow> {
  return db.transaction(async (tx) => {
    await assertFeature(tx, plans, user.id, 'savvySearch');
    const posting = await getPosting(tx, user.id, postingId);
    const library = await loadResumeLibrary(tx, user.id);
    const match = matchJob(careerProfile(library, isoDay()), requirementsOf(posting));
    const language = posting.language.split('-')[0]?.toLowerCase() ?? '';
    const content = tailoredResumeContent(library, match, {
      header: {
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email ?? '',
        headline: cut(posting.title, resumeLimits.text),
      },
      language: isLanguage(language) ? language : 'en',
      paper: defaultPaper(posting.language || undefined),
      newId: randomUUID,
    });
    return resumeStore.insert(
      tx,
      user.id,
      {
        name: tailoredResumeName(posting.title, posting.company),
        targetJob: targetJobSchema.parse({
          title: cut(posting.title, resumeLimits.text),
          company: cut(posting.company, resumeLimits.text),
          description: cut(posting.descriptionText, resumeLimits.targetDescription),
        }),
        content,
      },
      plans,
    );
  });
}
