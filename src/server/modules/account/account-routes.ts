import type { FastifyInstance } from 'fastify';
import type { IdTokenVerifier } from '../../auth/id-token';
import type { Database } from '../../db/database';
import { ownerRoute, sendFile } from '../document/document-routes';
import { accountExport } from './account-export';

const minute = 60_000;

/**
 * "Download my data" (decision 103): `GET /api/account/export` — every record of the signed-in
 * user as one JSON file, an attachment never stored by a cache. Deleting the account is the
 * identity service's own `POST /api/auth/delete-user` (src/server/auth/identity.ts).
 */
export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { db: Database; verifier: IdTokenVerifier },
) {
  app.get(
    '/api/account/export',
    { config: { rateLimit: { max: 10, timeWindow: minute } } },
    ownerRoute(
      deps.db,
      deps.verifier,
    )(async (userId, _request, reply) => {
      const data = await accountExport(deps.db, userId);
      const name = { exact: 'my-resume-data.json', ascii: 'my-resume-data.json' };
      return sendFile(
        reply,
        'application/json; charset=utf-8',
        name,
        JSON.stringify(data, null, 2),
      );
    }),
  );
}
