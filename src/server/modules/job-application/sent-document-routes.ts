import type { FastifyInstance } from 'fastify';
import { attachDocumentInputSchema } from '../../../domain/job-application';
import {
  ownerRoute,
  parseBody,
  sendFile,
  type DocumentRouteDeps,
} from '../document/document-routes';
import { attachDocument, getSentPdf } from './job-application.service';

/**
 * What was sent with a job application (decision 087), for the application's signed-in owner:
 * - `POST /api/job-applications/{id}/documents {kind: RESUME|COVER_LETTER, documentId}` → 201
 *   `{id, kind, name, sentAt, sourceId}`: the resume or letter resolved and printed now, as its
 *   download would be, and kept frozen with the application (a render, so within the user's
 *   render limits);
 * - `GET /api/job-applications/{id}/documents/{sentId}/pdf` → the frozen PDF, named after the
 *   document's name when it was sent.
 * Someone else's application or document is a 404, like a missing one.
 */
export function registerSentDocumentRoutes(app: FastifyInstance, deps: DocumentRouteDeps) {
  const { db, verifier, renderer, limiter } = deps;
  const forOwner = ownerRoute(db, verifier);

  app.post<{ Params: { id: string } }>(
    '/api/job-applications/:id/documents',
    forOwner<{ id: string }>(async (userId, request, reply) => {
      const body = parseBody(attachDocumentInputSchema, request.body);
      const sent = await limiter.run(userId, null, () =>
        attachDocument(db, userId, request.params.id, body, renderer),
      );
      const { id, kind, name, sentAt, sourceId } = sent;
      return reply.code(201).send({ id, kind, name, sentAt: sentAt.toISOString(), sourceId });
    }),
  );

  app.get<{ Params: { id: string; sentId: string } }>(
    '/api/job-applications/:id/documents/:sentId/pdf',
    forOwner<{ id: string; sentId: string }>(async (userId, request, reply) => {
      const { fileName, pdf } = await getSentPdf(
        db,
        userId,
        request.params.id,
        request.params.sentId,
      );
      return sendFile(reply, 'application/pdf', fileName, pdf);
    }),
  );
}
