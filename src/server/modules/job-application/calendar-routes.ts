import type { FastifyInstance } from 'fastify';
import { pickLanguage } from '../../../domain/language';
import type { Database } from '../../db/database';
import type { IdTokenVerifier } from '../../auth/id-token';
import { ownerRoute, Refusal, sendFile, sendRefusal } from '../document/document-routes';
import { applicationCalendarFile, calendarFeedFile } from './calendar.service';

const calendarType = 'text/calendar; charset=utf-8';

/**
 * The tracker's calendar (docs/product/api.md):
 * - `GET /api/calendar/{token}.ics` → the feed a calendar app subscribes to, without signing in:
 *   the token made by `job { createCalendarFeed }` is the secret. Any other token is a 404;
 * - `GET /api/job-applications/{id}/calendar.ics` → one application's dates, for its signed-in
 *   owner, its words in the language the request prefers (Accept-Language).
 */
export function registerCalendarRoutes(
  app: FastifyInstance,
  deps: { db: Database; verifier: IdTokenVerifier; publicUrl: string },
) {
  const { db, verifier } = deps;
  const host = new URL(deps.publicUrl).host;

  app.get<{ Params: { file: string } }>('/api/calendar/:file', async (request, reply) => {
    const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
    const file = token ? await calendarFeedFile(db, token, host) : null;
    reply.header('cache-control', 'private, no-store');
    if (file === null) return sendRefusal(reply, new Refusal(404, 'Not found'));
    return reply.type(calendarType).send(file);
  });

  app.get<{ Params: { id: string } }>(
    '/api/job-applications/:id/calendar.ics',
    ownerRoute(
      db,
      verifier,
    )<{ id: string }>(async (userId, request, reply) => {
      const language = pickLanguage(request.headers['accept-language']);
      const { fileName, file } = await applicationCalendarFile(
        db,
        userId,
        request.params.id,
        language,
        host,
      );
      return sendFile(reply, calendarType, fileName, file);
    }),
  );
}
