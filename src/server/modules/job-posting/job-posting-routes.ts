import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { jobPostingLimits } from '../../../domain/job-posting-page';
import { because, trimmedText, userText } from '../../../domain/user-text';
import { bearerToken } from '../../auth/bearer-token';
import type { IdTokenVerifier } from '../../auth/id-token';
import type { Database } from '../../db/database';
import { addressPolicy, type FetchAllowList } from '../../jobs/address-policy';
import { PostingFetchError } from '../../jobs/posting-fetcher';
import { readPostingAt, readPostingHtml } from '../../jobs/posting-reader';
import { parseBody, Refusal, sendRefusal } from '../document/document-routes';
import { asOwner, NotSignedInError } from '../owner-guard';
import { NoUserFoundError } from '../user/user.service';

/** Where "Add by URL" reads a posting (docs/product/api.md, decision 088). */
export const jobPostingReadPath = '/api/job-postings/read';

/** Reads per user per minute: each may make the server fetch a page from elsewhere. */
export const jobPostingReadsPerMinute = 20;

/**
 * A page's address, or its HTML as the user pasted it when the site refuses to be fetched (with
 * its address, if known, to resolve relative links).
 */
const readBodySchema = z
  .strictObject({
    url: trimmedText(jobPostingLimits.url).min(1, 'is required').optional(),
    html: userText().max(jobPostingLimits.pageBytes).optional(),
  })
  .refine(
    (body) => body.url !== undefined || body.html !== undefined,
    because('required', 'give the page’s url or its html'),
  );

interface JobPostingRouteDeps {
  db: Database;
  verifier: IdTokenVerifier;
  allow: FetchAllowList;
}

export function registerJobPostingRoutes(
  app: FastifyInstance,
  { db, verifier, allow }: JobPostingRouteDeps,
) {
  const policy = addressPolicy(allow);
  const userOf = new WeakMap<FastifyRequest, string>();
  const perUser = app.createRateLimit({
    max: jobPostingReadsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `job-posting ${userOf.get(request)}`,
  });

  /**
   * Who asks and whether they may, before the body is read: a stranger or a user over the limit
   * does not get to send 4 MB first.
   */
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const token = bearerToken(request.headers.authorization);
      const caller = token ? await verifier.verify(token) : null;
      userOf.set(request, await asOwner(db, caller, async (_db, userId) => userId));
    } catch (error) {
      if (error instanceof NotSignedInError) {
        return sendRefusal(reply, new Refusal(401, 'Not signed in'));
      }
      if (error instanceof NoUserFoundError)
        return sendRefusal(reply, new Refusal(404, 'Not found'));
      throw error;
    }
    const limit = await perUser(request);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds));
      return reply
        .code(429)
        .send({ statusCode: 429, error: 'Too Many Requests', message: 'Too many pages read' });
    }
    return undefined;
  };

  const read = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const { url, html } = parseBody(readBodySchema, request.body);
      const posting =
        html !== undefined
          ? readPostingHtml(html, url ?? null)
          : await readPostingAt(url!, { policy });
      return { posting };
    } catch (error) {
      if (error instanceof Refusal) return sendRefusal(reply, error);
      if (!(error instanceof PostingFetchError)) throw error;
      return sendRefusal(
        reply,
        new Refusal(422, error.message, {
          code: 'POSTING_UNREADABLE',
          reason: error.reason,
          ...(error.status === undefined ? {} : { status: error.status }),
        }),
      );
    }
  };

  app.post(jobPostingReadPath, {
    // Pasted HTML up to the page limit, in JSON (escaping can double it).
    bodyLimit: 2 * jobPostingLimits.pageBytes + 64 * 1024,
    onRequest: admit,
    handler: read,
  });
}
