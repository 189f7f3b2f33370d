import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { jobPostingLimits } from '../../domain/job-posting-page';
import type { PostingFetchRefusal } from '../../domain/posting-refusal';
import type { AddressPolicy } from './address-policy';

/**
 * Fetches a job posting page for "Add by URL" (decision 088) without letting a user aim the server
 * at itself or its network: every address is checked by the policy, on the connection actually
 * made (the checked address is the one connected to, so DNS rebinding cannot swap it), and the
 * whole fetch is bounded in redirects, time and size.
 */

/** Why a page could not be read; the web words `reason` (and `status` for HTTP_STATUS). */
export class PostingFetchError extends Error {
  constructor(
    readonly reason: PostingFetchRefusal,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PostingFetchError';
  }
}

export const postingFetchDefaults = {
  maxRedirects: 3,
  timeoutMs: 5000,
  maxBytes: jobPostingLimits.pageBytes,
};

export interface PostingFetchOptions {
  policy: AddressPolicy;
  maxRedirects?: number;
  timeoutMs?: number;
  maxBytes?: number;
}

export interface FetchedPage {
  html: string;
  /** The address the page was read from, after redirects. */
  url: string;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

const blocked = (host: string) =>
  new PostingFetchError('BLOCKED_ADDRESS', `${host} is not an address postings are fetched from`);

/** Name resolution that hands the connection only addresses the policy allows. */
function checkedLookup(policy: AddressPolicy, host: string): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      // One refused address refuses the name: a name that mixes in a private address is suspect.
      if (list.length === 0 || list.some(({ address }) => !policy.allows(host, address))) {
        return callback(blocked(host), '', 0);
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function webUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new PostingFetchError('BLOCKED_ADDRESS', 'not a web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PostingFetchError('BLOCKED_ADDRESS', `${url.protocol} addresses are not fetched`);
  }
  return url;
}

/** What a fetch takes: the `Accept` header it sends and the media types it reads. */
interface Wanted {
  accept: string;
  types: ReadonlySet<string>;
  /** What the refusal of another type says the answer is not ("HTML"). */
  name: string;
}

const pageWanted: Wanted = {
  accept: 'text/html,application/xhtml+xml;q=0.9',
  types: new Set(['text/html', 'application/xhtml+xml']),
  name: 'HTML',
};

/** One request: the response once its headers are in; the socket's peer checked on connect. */
function request(
  url: URL,
  policy: AddressPolicy,
  signal: AbortSignal,
  accept: string,
): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !policy.allows(host, host)) return Promise.reject(blocked(host));
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.get(url, {
      signal,
      // A fresh connection every time: a pooled one would skip the checks below.
      agent: false,
      lookup: checkedLookup(policy, host),
      headers: {
        accept,
        'accept-encoding': 'identity',
        'user-agent': 'MyResume-PostingReader/1 (+https://myresume.app)',
      },
    });
    outgoing.on('socket', (socket: Socket) => {
      socket.once('connect', () => {
        const peer = socket.remoteAddress;
        if (!peer || !policy.allows(host, peer)) outgoing.destroy(blocked(host));
      });
    });
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
  });
}

function mediaType(response: IncomingMessage) {
  const [type = '', ...parameters] = (response.headers['content-type'] ?? '').split(';');
  const charset = parameters
    .map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(parameter)?.[1])
    .find(Boolean);
  return { type: type.trim().toLowerCase(), charset };
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new PostingFetchError('TOO_LARGE', `the page is larger than ${maxBytes} bytes`);
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The charset a page names in its first bytes (`<meta charset>`), as browsers look for it. */
const declaredCharset = (body: Buffer) =>
  /<meta[^>]+charset\s*=\s*["']?([\w:.-]+)/i.exec(body.subarray(0, 1024).toString('latin1'))?.[1];

function decode(body: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? declaredCharset(body) ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body); // an unknown charset label
  }
}

function asRefusal(error: unknown, signal: AbortSignal): PostingFetchError {
  if (error instanceof PostingFetchError) return error;
  if (signal.aborted) return new PostingFetchError('TIMEOUT', 'the page took too long to answer');
  const cause =
    error instanceof Error && error.cause instanceof PostingFetchError ? error.cause : null;
  return cause ?? new PostingFetchError('UNREACHABLE', 'the page could not be reached');
}

/** The answer at `address` of one of the wanted types, as bytes, and its media type. */
async function fetchBounded(
  address: string,
  options: PostingFetchOptions,
  wanted: Wanted,
): Promise<{ body: Buffer; charset: string | undefined; type: string; url: string }> {
  const { maxRedirects, timeoutMs, maxBytes } = { ...postingFetchDefaults, ...options };
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    let url = webUrl(address);
    for (let redirects = 0; ; redirects += 1) {
      const response = await request(url, options.policy, signal, wanted.accept);
      const status = response.statusCode ?? 0;
      if (redirectStatuses.has(status) && response.headers.location) {
        response.destroy();
        if (redirects === maxRedirects) {
          throw new PostingFetchError('TOO_MANY_REDIRECTS', `more than ${maxRedirects} redirects`);
        }
        url = webUrl(response.headers.location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new PostingFetchError('HTTP_STATUS', `the page answered ${status}`, status);
      }
      const { type, charset } = mediaType(response);
      if (!wanted.types.has(type)) {
        response.destroy();
        throw new PostingFetchError(
          'NOT_HTML',
          `the page is ${type || 'of no stated type'}, not ${wanted.name}`,
        );
      }
      return { body: await readBody(response, maxBytes), charset, type, url: url.toString() };
    }
  } catch (error) {
    throw asRefusal(error, signal);
  }
}

/** The HTML at `address`, following at most `maxRedirects` redirects, each checked again. */
export async function fetchPostingPage(
  address: string,
  options: PostingFetchOptions,
): Promise<FetchedPage> {
  const { body, charset, url } = await fetchBounded(address, options, pageWanted);
  return { html: decode(body, charset), url };
}

const feedWanted: Wanted = {
  accept: 'application/json,application/x-ndjson,text/csv,text/html;q=0.8,*/*;q=0.5',
  types: new Set([
    'application/json',
    'application/ld+json',
    'application/x-ndjson',
    'application/jsonl',
    'text/csv',
    'text/plain',
    'text/html',
    'application/xhtml+xml',
    'application/gzip',
    'application/x-gzip',
    'application/octet-stream',
  ]),
  name: 'a job feed',
};

/**
 * A job feed at `address` (a job board's JSON, a JSON Lines or CSV file, a posting page), with the
 * same address policy, redirect, time and size bounds as a posting page. The bytes as they came:
 * the reader of the feed decompresses and decodes them.
 */
export async function fetchFeed(
  address: string,
  options: PostingFetchOptions,
): Promise<{ body: Buffer; charset: string | undefined; url: string }> {
  const { body, charset, url } = await fetchBounded(address, options, feedWanted);
  return { body, charset, url };
}
