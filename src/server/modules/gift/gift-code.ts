import { createHash, createHmac } from 'node:crypto';
import { giftCodeAlphabet, giftCodeLength, normalizeGiftCode } from '../../../domain/gift';

/**
 * A gift's code (decision 102): the HMAC-SHA256 of the gift's id under the server's secret, written
 * in the code alphabet. It is the same every time it is worked out, so a delivery retried after a
 * crash sends the code the first attempt stored the hash of; without the secret it cannot be
 * guessed from the id. 256 bits read as 18 base-25 digits: ≈ 83.6 bits, every code equally likely
 * to within 2⁻¹⁷².
 */
export function giftCodeFor(secret: string, giftId: string): string {
  const digest = createHmac('sha256', secret).update(`gift-code:${giftId}`).digest('hex');
  let value = BigInt(`0x${digest}`);
  const base = BigInt(giftCodeAlphabet.length);
  let code = '';
  for (let i = 0; i < giftCodeLength; i += 1) {
    code += giftCodeAlphabet[Number(value % base)];
    value /= base;
  }
  return code;
}

/** What `gifts.code_hash` keeps of a code, as typed or as made. */
export function giftCodeHash(code: string): string {
  return createHash('sha256').update(normalizeGiftCode(code)).digest('hex');
}
