import { z } from 'zod';
import { partnerUserInfoSchema, type PartnerUserInfo } from './partner-claims';

/**
 * The partner REST API (docs/product/api.md "Partner REST"), called by the server with the partner's access
 * token; the token never leaves the server.
 */

export interface PartnerApiOptions {
  /** The partner REST API's base address (`PartnerProvider.apiBaseUrl`). */
  baseUrl: string;
  accessToken: string;
  /** The longest one call may take, body included. */
  timeoutMs?: number;
  /** The largest response body accepted. */
  maxBytes?: number;
}

export const partnerApiDefaults = { timeoutMs: 5_000, maxBytes: 2_000_000 } as const;

/** A partner call that failed; `Network response error` is a non-ok response (docs/product/errors.md). */
export class PartnerApiError extends Error {
  constructor(
    message: string,
    readonly details: { path: string; status?: number },
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PartnerApiError';
  }
}

const listResponseSchema = z.object({ data: z.array(z.unknown()) });

/** The body as text, refused once it grows beyond `maxBytes`. */
async function readCapped(response: Response, maxBytes: number, path: string): Promise<string> {
  const tooLarge = () =>
    new PartnerApiError(`Partner response larger than ${maxBytes} bytes`, { path });
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

export interface PartnerJsonOptions {
  /** Sent as `Authorization: Bearer …` when given. */
  accessToken?: string;
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * GETs JSON from a partner address and checks it against `schema`. Every failure is a
 * `PartnerApiError` whose message names what went wrong, never the body: `Network response error`
 * (non-ok), a timeout, a body too large, not JSON, or the first field that fails the schema.
 */
export async function getPartnerJson<Schema extends z.ZodType>(
  url: URL,
  schema: Schema,
  {
    accessToken,
    timeoutMs = partnerApiDefaults.timeoutMs,
    maxBytes = partnerApiDefaults.maxBytes,
  }: PartnerJsonOptions = {},
): Promise<z.output<Schema>> {
  const path = url.pathname;
  let body: string;
  try {
    const response = await fetch(url, {
      headers: {
        accept: 'application/json',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new PartnerApiError('Network response error', { path, status: response.status });
    }
    body = await readCapped(response, maxBytes, path);
  } catch (error) {
    if (error instanceof PartnerApiError) throw error;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new PartnerApiError(
      timedOut ? `Partner request timed out after ${timeoutMs} ms` : 'Partner request failed',
      { path },
      { cause: error },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new PartnerApiError('Partner response is not JSON', { path }, { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PartnerApiError(
      `Partner response ${issue?.path.join('.') || '(body)'} ${issue?.message ?? 'is invalid'}`,
      { path },
    );
  }
  return parsed.data;
}

export function partnerApi({ baseUrl, accessToken, timeoutMs, maxBytes }: PartnerApiOptions) {
  const base = baseUrl.replace(/\/+$/, '');

  function get<Schema extends z.ZodType>(
    path: string,
    query: Record<string, string>,
    schema: Schema,
  ): Promise<z.output<Schema>> {
    const url = new URL(`${base}${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return getPartnerJson(url, schema, { accessToken, timeoutMs, maxBytes });
  }

  const list = async (path: string, customerId: string) =>
    (await get(path, { customer_id: customerId }, listResponseSchema)).data;

  return {
    /** The customer's work records, unvalidated one by one (the import maps them). */
    workExperiences: (customerId: string) => list('/api/work-experiences', customerId),
    /** The customer's education records, unvalidated one by one (the import maps them). */
    educationalExperiences: (customerId: string) =>
      list('/api/educational-experiences', customerId),
    /**
     * The signed-in partner user (docs/product/api.md: sub, given_name, family_name, email), checked like the
     * OpenID Provider's UserInfo answer.
     */
    userInfo: (): Promise<PartnerUserInfo> => get('/api/oidc/user-info', {}, partnerUserInfoSchema),
  };
}

export type PartnerApi = ReturnType<typeof partnerApi>;
