import { and, eq, sql } from 'drizzle-orm';
import { documentLibrary } from '../../../domain/document-library';
import { isoDay } from '../../../domain/job-application';
import { careerProfile, jobRequirements, matchJob, type JobMatch } from '../../../domain/job-match';
import type { ResumeDocument } from '../../../domain/resume-document';
import type { Database } from '../../db/database';
import { jobApplications, jobPostings, sentDocuments } from '../../db/schema';
import type { SentDocumentSummary } from './job-application.service';

/**
 * How well a sent resume fits its application's posting (issue 19, decision 094): the resume as
 * it was frozen, profiled on the words it printed, with its months counted up to the day it was
 * sent — so the band of a sent document never changes. The posting is the job search's posting
 * at the application's address when there is one, else the application's position and notes
 * (where "Save to tracker" and "Add by URL" put the description). Null for a cover letter, and
 * when the posting names no skill to match.
 */
export async function sentDocumentMatch(
  db: Database,
  sent: SentDocumentSummary,
): Promise<JobMatch | null> {
  if (sent.kind !== 'RESUME') return null;
  const [row] = await db
    .select({
      document: sentDocuments.document,
      position: jobApplications.position,
      notes: jobApplications.notes,
      postingTitle: jobPostings.title,
      postingText: jobPostings.descriptionText,
    })
    .from(sentDocuments)
    .innerJoin(
      jobApplications,
      and(
        eq(jobApplications.id, sentDocuments.applicationId),
        eq(jobApplications.userId, sentDocuments.userId),
      ),
    )
    .leftJoin(
      jobPostings,
      sql`${jobPostings.id} = (select ${jobPostings.id} from ${jobPostings} where ${jobPostings.applyUrl} = ${jobApplications.postingUrl} and ${jobApplications.postingUrl} <> '' order by ${jobPostings.expiredAt} asc nulls first, ${jobPostings.postedAt} desc nulls last limit 1)`,
    )
    .where(and(eq(sentDocuments.id, sent.id), eq(sentDocuments.userId, sent.userId)))
    .limit(1);
  if (!row) return null;
  const requirements = jobRequirements(
    row.postingTitle ?? row.position,
    row.postingText ?? row.notes,
  );
  if (requirements.skillsRequired.length + requirements.skillsPreferred.length === 0) return null;
  const profile = careerProfile(
    documentLibrary(row.document as ResumeDocument),
    isoDay(sent.sentAt),
  );
  return matchJob(profile, requirements);
}
