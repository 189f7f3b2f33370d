import type { JobPostingDraft } from '../../domain/job-posting-page';
import type { SentDocumentKind } from '../../domain/job-application';
import { createApiCall, fileOf } from './documents-client';
import type { IdentityClient } from './identity';

/** A frozen copy kept with an application, as the attach route answers it. */
export interface SentDocumentAnswer {
  id: string;
  kind: SentDocumentKind;
  name: string;
  sentAt: string;
  sourceId: string | null;
}

/** Where "Add by URL" reads from: the page's address, or its HTML as the user pasted it. */
export type PostingSource = { url: string } | { html: string; url?: string };

/**
 * The job tracker's REST routes (docs/product/api.md, decisions 087 and 088): reading a posting,
 * attaching a resume or letter (frozen as sent), the sent PDFs and an application's `.ics`.
 * Refusals throw DocumentError; a posting that cannot be read carries `refusal.code`
 * POSTING_UNREADABLE and the server's reason (`BLOCKED_ADDRESS`, `TIMEOUT` …) in `reason`.
 */
export function createJobTrackerClient(
  identity: Pick<IdentityClient, 'getIdToken'>,
  doFetch?: typeof fetch,
) {
  const { call, postJson } = createApiCall(identity, doFetch);
  const application = (id: string) => `/api/job-applications/${encodeURIComponent(id)}`;
  return {
    async readPosting(source: PostingSource, signal?: AbortSignal): Promise<JobPostingDraft> {
      const response = await postJson('/api/job-postings/read', source, signal);
      return ((await response.json()) as { posting: JobPostingDraft }).posting;
    },
    async attachDocument(
      applicationId: string,
      kind: SentDocumentKind,
      documentId: string,
    ): Promise<SentDocumentAnswer> {
      const response = await postJson(`${application(applicationId)}/documents`, {
        kind,
        documentId,
      });
      return (await response.json()) as SentDocumentAnswer;
    },
    async sentPdf(applicationId: string, sentId: string) {
      const response = await call(
        `${application(applicationId)}/documents/${encodeURIComponent(sentId)}/pdf`,
      );
      return fileOf(response, 'sent.pdf');
    },
    async calendarFile(applicationId: string) {
      return fileOf(await call(`${application(applicationId)}/calendar.ics`), 'application.ics');
    },
  };
}

export type JobTrackerClient = ReturnType<typeof createJobTrackerClient>;
