import type { FastifyError, FastifyInstance } from 'fastify';
import { headshotCropSchema, headshotLimits } from '../../../domain/profile';
import type { IdTokenVerifier } from '../../auth/id-token';
import type { Database } from '../../db/database';
import { ownerRoute, parseBody } from '../document/document-routes';
import {
  findHeadshot,
  HeadshotRefusedError,
  removeHeadshot,
  saveHeadshot,
} from './headshot.service';

const minute = 60_000;
const year = 365 * 24 * 60 * 60;

/**
 * The headshot (decision 103):
 * - `PUT /api/headshot?left=&top=&size=` — the picture itself as the body (`Content-Type: image/*`,
 *   at most 10 MB, refused from its Content-Length before it is read), the square to keep in the
 *   query; answers `{ headshotURL }`. Only the signed-in owner's own headshot is ever changed.
 * - `DELETE /api/headshot` — removes it.
 * - `GET /api/headshots/{userId}/{hash}.webp` — the image, for any `<img>`: public but
 *   unguessable (the user's random id and the image's hash), and cached for good (immutable,
 *   ETag); another hash is a 404, so an old address stops answering once replaced or removed.
 */
export function registerHeadshotRoutes(
  app: FastifyInstance,
  deps: { db: Database; verifier: IdTokenVerifier },
) {
  const { db, verifier } = deps;
  const forOwner = ownerRoute(db, verifier);

  app.register(async (scope) => {
    // The picture is read as bytes, only on these routes; any other body type is a 415.
    scope.addContentTypeParser(
      /^image\/[a-z0-9.+-]+$/,
      { parseAs: 'buffer', bodyLimit: headshotLimits.maxBytes },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({
          statusCode: 413,
          error: 'Payload Too Large',
          code: 'HEADSHOT_TOO_LARGE',
          message: `The picture must be at most ${headshotLimits.maxBytes / (1024 * 1024)} MB`,
          maximum: headshotLimits.maxBytes,
        });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.code(415).send({
          statusCode: 415,
          error: 'Unsupported Media Type',
          code: 'HEADSHOT_NOT_AN_IMAGE',
          message: 'Send the picture itself, with an image/* Content-Type',
        });
      }
      throw error;
    });

    scope.put(
      '/api/headshot',
      {
        bodyLimit: headshotLimits.maxBytes,
        config: { rateLimit: { max: 30, timeWindow: minute } },
      },
      forOwner(async (userId, request, reply) => {
        const crop = parseBody(headshotCropSchema, request.query);
        if (!Buffer.isBuffer(request.body)) {
          return reply.code(415).send({
            statusCode: 415,
            error: 'Unsupported Media Type',
            code: 'HEADSHOT_NOT_AN_IMAGE',
            message: 'Send the picture itself, with an image/* Content-Type',
          });
        }
        try {
          return { headshotURL: await saveHeadshot(db, userId, request.body, crop) };
        } catch (error) {
          if (!(error instanceof HeadshotRefusedError)) throw error;
          return reply.code(422).send({
            statusCode: 422,
            error: 'Unprocessable Entity',
            code: error.code,
            message: error.message,
            ...error.details,
          });
        }
      }),
    );

    scope.delete(
      '/api/headshot',
      forOwner(async (userId, _request, reply) => {
        await removeHeadshot(db, userId);
        return reply.code(204).send();
      }),
    );
  });

  app.get<{ Params: { userId: string; file: string } }>(
    '/api/headshots/:userId/:file',
    async (request, reply) => {
      const { userId, file } = request.params;
      const hash = /^([A-Za-z0-9_-]{1,64})\.webp$/.exec(file)?.[1];
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId);
      const found = hash && isUuid ? await findHeadshot(db, userId, hash) : null;
      if (!found) {
        reply.header('cache-control', 'no-store');
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found' });
      }
      const etag = `"${found.hash}"`;
      reply
        .header('cache-control', `public, max-age=${year}, immutable`)
        .header('etag', etag)
        .header('content-security-policy', "default-src 'none'");
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(found.contentType).send(Buffer.from(found.image));
    },
  );
}
