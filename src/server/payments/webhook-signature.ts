import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './payment-provider';

/** How old a signed event may be when it arrives (Stripe's default tolerance). */
export const signatureToleranceSeconds = 300;

const hmac = (secret: string, timestamp: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** A Stripe-like signature header: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`. */
export function signatureHeader(
  secret: string,
  body: string | Buffer,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Checks a signature header over the raw body; throws `WebhookSignatureError` when it is not valid. */
export function verifySignatureHeader(
  secret: string,
  body: Buffer,
  header: string | string[] | undefined,
  now = Math.floor(Date.now() / 1000),
): void {
  if (typeof header !== 'string' || header === '') throw new WebhookSignatureError('no signature');
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string?]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp)) throw new WebhookSignatureError('no timestamp');
  if (Math.abs(now - timestamp) > signatureToleranceSeconds) {
    throw new WebhookSignatureError('the timestamp is outside the tolerance');
  }
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const matches = parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
  if (!matches) throw new WebhookSignatureError('no signature matches the body');
}
