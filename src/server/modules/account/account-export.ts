import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  authUser,
  calendarFeeds,
  coverLetterEvents,
  coverLetters,
  eduEvents,
  gifts,
  headshots,
  hiddenJobPostings,
  jobApplications,
  premiumGrants,
  purchases,
  resumes,
  sentDocuments,
  skillEvents,
  users,
  workEvents,
} from '../../db/schema';

/** What the export says about itself, so a reader knows what it holds and what it leaves out. */
export const accountExportFormat = 'my-resume-account-export/1';

/**
 * Every record of the user, as one JSON document (decision 103): the profile and the identity's
 * address, the library (every kind of event, deleted ones included), resumes and cover letters,
 * job applications with their contacts and the sent documents' metadata (each frozen PDF is left
 * out, named by its id: `/api/job-applications/{applicationId}/documents/{id}/pdf` downloads it),
 * the calendar feed (never its secret), purchases, premium grants, gifts redeemed (never their
 * codes), hidden postings and the headshot (base64). Nothing of another user, and no secret.
 */
export async function accountExport(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('the user record is gone');
  const [identity] = await db
    .select({
      email: authUser.email,
      emailVerified: authUser.emailVerified,
      createdAt: authUser.createdAt,
    })
    .from(authUser)
    .where(eq(authUser.id, user.authUserId));
  const owned = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);

  const [
    work,
    edu,
    skills,
    paragraphs,
    resumeRows,
    letterRows,
    applications,
    sent,
    feeds,
    purchaseRows,
    grants,
    redeemed,
    hidden,
    headshotRows,
  ] = await Promise.all([
    db.select().from(workEvents).where(owned(workEvents)),
    db.select().from(eduEvents).where(owned(eduEvents)),
    db.select().from(skillEvents).where(owned(skillEvents)),
    db.select().from(coverLetterEvents).where(owned(coverLetterEvents)),
    db.select().from(resumes).where(owned(resumes)),
    db.select().from(coverLetters).where(owned(coverLetters)),
    db.select().from(jobApplications).where(owned(jobApplications)),
    db
      .select({
        id: sentDocuments.id,
        applicationId: sentDocuments.applicationId,
        kind: sentDocuments.kind,
        sourceId: sentDocuments.sourceId,
        name: sentDocuments.name,
        document: sentDocuments.document,
        sentAt: sentDocuments.sentAt,
      })
      .from(sentDocuments)
      .where(owned(sentDocuments)),
    db
      .select({ language: calendarFeeds.language, createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(owned(calendarFeeds)),
    db.select().from(purchases).where(owned(purchases)),
    db.select().from(premiumGrants).where(owned(premiumGrants)),
    db
      .select({
        id: gifts.id,
        months: gifts.months,
        purchaserName: gifts.purchaserName,
        recipientName: gifts.recipientName,
        recipientEmail: gifts.recipientEmail,
        message: gifts.message,
        redeemedAt: gifts.redeemedAt,
      })
      .from(gifts)
      .where(eq(gifts.redeemedBy, userId)),
    db.select().from(hiddenJobPostings).where(owned(hiddenJobPostings)),
    db.select().from(headshots).where(owned(headshots)),
  ]);
  const headshot = headshotRows[0];

  return {
    format: accountExportFormat,
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      isAnonymous: user.isAnonymous,
      language: user.language,
      headshotUrl: user.headshotUrl,
      partner: user.mjUserId ? { userId: user.mjUserId, domain: user.mjDomain } : null,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    account: identity ?? null,
    library: { work, edu, skills, coverLetterParagraphs: paragraphs },
    resumes: resumeRows,
    coverLetters: letterRows,
    jobApplications: applications.map((application) => ({
      ...application,
      sentDocuments: sent
        .filter((document) => document.applicationId === application.id)
        .map((document) => ({ ...document, pdf: 'omitted' })),
    })),
    calendarFeed: feeds[0] ?? null,
    purchases: purchaseRows,
    premiumGrants: grants,
    giftsRedeemed: redeemed,
    hiddenJobPostings: hidden,
    headshot: headshot
      ? {
          contentType: headshot.contentType,
          base64: Buffer.from(headshot.image).toString('base64'),
          updatedAt: headshot.updatedAt,
        }
      : null,
  };
}
