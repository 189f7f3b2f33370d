import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { downloadFileName, type DownloadFileName } from '../../../domain/download-file-name';
import type { Language } from '../../../domain/language';
import type { Database } from '../../db/database';
import { calendarFeeds, jobApplications } from '../../db/schema';
import { calendarFile, type CalendarApplication } from './calendar-feed';
import { getJobApplication } from './job-application.service';

/**
 * The tracker's calendar (docs/product/api.md): a private feed address per user whose secret, a
 * random 128-bit token, is stored only as its SHA-256 hash — it is shown once, when made; a new
 * one replaces the old and revoking deletes it — and each application's own `.ics` file.
 */

/** A feed token as the address carries it: 16 random bytes, base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{22}$/;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The feed's address path for a token. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/** A new feed for the user, replacing any other; returns its token. */
export async function createCalendarFeed(
  db: Database,
  userId: string,
  language: Language,
): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  const values = { tokenHash: hash(token), language, createdAt: new Date() };
  await db
    .insert(calendarFeeds)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
  return token;
}

/** The user's feed stops answering; true when there was one. */
export async function revokeCalendarFeed(db: Database, userId: string): Promise<boolean> {
  const removed = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return removed.length > 0;
}

const calendarColumns = {
  id: jobApplications.id,
  company: jobApplications.company,
  position: jobApplications.position,
  postingUrl: jobApplications.postingUrl,
  deadline: jobApplications.deadline,
  nextFollowUp: jobApplications.nextFollowUp,
  history: jobApplications.history,
  updatedAt: jobApplications.updatedAt,
};

/**
 * The feed a token opens: the dates of its owner's applications that are neither deleted nor
 * archived; null for a token that opens none (unknown, replaced, revoked).
 */
export async function calendarFeedFile(
  db: Database,
  token: string,
  host: string,
): Promise<string | null> {
  if (!tokenPattern.test(token)) return null;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, language: calendarFeeds.language })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hash(token)));
  if (!feed) return null;
  const applications: CalendarApplication[] = await db
    .select(calendarColumns)
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.userId, feed.userId),
        isNull(jobApplications.deletedAt),
        isNull(jobApplications.archivedReason),
      ),
    );
  return calendarFile(applications, feed.language, host);
}

/** One of the user's applications' dates as an `.ics` file. */
export async function applicationCalendarFile(
  db: Database,
  userId: string,
  id: string,
  language: Language,
  host: string,
): Promise<{ fileName: DownloadFileName; file: string }> {
  const application = await getJobApplication(db, userId, id);
  return {
    fileName: downloadFileName(application.company, 'ics', 'application'),
    file: calendarFile([application], language, host),
  };
}
