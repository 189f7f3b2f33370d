import type { FastifyBaseLogger } from 'fastify';
import { mapPartnerHistory, type SkippedPartnerRecord } from '../../domain/partner-import';
import type { Database } from '../db/database';
import { eduEventStore } from '../modules/event/edu-event.service';
import { workEventStore } from '../modules/event/work-event.service';
import { partnerApi } from './partner-api';
import type { PartnerProvider } from './partner-config';

export interface PartnerImportRequest {
  db: Database;
  /** The app's user record (`users.id`) the events belong to. */
  userId: string;
  provider: Pick<PartnerProvider, 'domain' | 'apiBaseUrl'>;
  /** The partner's id for the customer (the OpenID `sub`). */
  customerId: string;
  /** The partner's access token; it is sent to the partner API only, never logged or returned. */
  accessToken: string;
  /** The request's logger, so every line carries the request id. */
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** The day education `attending` is judged against (default: now, as a UTC day). */
  today?: Date;
  /** The longest each partner call may take (default `partnerApiDefaults.timeoutMs`). */
  timeoutMs?: number;
}

export type PartnerImportResult =
  | { ok: true; work: number; education: number; skipped: SkippedPartnerRecord[] }
  | { ok: false; error: string };

const uniqueViolation = '23505';

/** True when the database refused a row for a unique index (the error or one of its causes). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === uniqueViolation) return true;
  }
  return false;
}

/**
 * Another import for the same user (a second sign-in at the same moment) may insert the same
 * uuid between this one's lookup and insert; the database refuses the second row, and trying again
 * finds the first one, which the idempotent create then treats as a re-import.
 */
async function createOnce<Row>(create: () => Promise<Row>): Promise<Row> {
  try {
    return await create();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return create();
  }
}

/**
 * Imports the partner customer's work and education history into the user's library (docs/product/routes.md#states-and-redirects
 * "Partner sign-in"): both lists are fetched first, each record is mapped (a bad one is skipped and
 * reported), and each event is created with `fromSyncSvc`, so signing in again adds nothing twice
 * and leaves an event the user edited or deleted as the user left it. It never throws: a failure
 * is logged and returned, and sign-in goes on.
 */
export async function importPartnerHistory({
  db,
  userId,
  provider,
  customerId,
  accessToken,
  log,
  today = new Date(),
  timeoutMs,
}: PartnerImportRequest): Promise<PartnerImportResult> {
  const partner = provider.domain;
  try {
    const api = partnerApi({
      baseUrl: provider.apiBaseUrl,
      accessToken,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
    const [work, education] = await Promise.all([
      api.workExperiences(customerId),
      api.educationalExperiences(customerId),
    ]);
    const history = mapPartnerHistory({ work, education }, today);
    for (const input of history.work) {
      await createOnce(() => workEventStore.create(db, userId, input));
    }
    for (const input of history.education) {
      await createOnce(() => eduEventStore.create(db, userId, input));
    }
    const result = {
      ok: true as const,
      work: history.work.length,
      education: history.education.length,
      skipped: history.skipped,
    };
    if (result.skipped.length > 0) {
      log.warn({ partner, userId, skipped: result.skipped }, 'partner history: records skipped');
    }
    log.info(
      { partner, userId, work: result.work, education: result.education },
      'partner history imported',
    );
    return result;
  } catch (error) {
    log.warn({ err: error, partner, userId }, 'partner history import failed');
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
