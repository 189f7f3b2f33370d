import { describe, expect, it } from 'vitest';
import {
  formatGiftCode,
  giftCodeAlphabet,
  giftCodeLength,
  normalizeGiftCode,
} from '../../../domain/gift';
import { giftCodeFor, giftCodeHash } from './gift-code';

const secret = 'a-secret-of-the-server-at-least-32-characters';

describe('gift codes', () => {
  it('has at least 80 bits from an alphabet without look-alikes', () => {
    expect(giftCodeLength * Math.log2(giftCodeAlphabet.length)).toBeGreaterThanOrEqual(80);
    for (const lookAlike of '0O1IL2Z5S8B') expect(giftCodeAlphabet).not.toContain(lookAlike);
    expect(new Set(giftCodeAlphabet).size).toBe(giftCodeAlphabet.length);
  });

  it('is made of the alphabet, the same for one gift and different for others', () => {
    const code = giftCodeFor(secret, '7d3c1f0e-0000-4000-8000-000000000001');
    expect(code).toMatch(new RegExp(`^[${giftCodeAlphabet}]{${giftCodeLength}}$`));
    expect(giftCodeFor(secret, '7d3c1f0e-0000-4000-8000-000000000001')).toBe(code);
    expect(giftCodeFor(secret, '7d3c1f0e-0000-4000-8000-000000000002')).not.toBe(code);
    expect(giftCodeFor(`${secret}!`, '7d3c1f0e-0000-4000-8000-000000000001')).not.toBe(code);
  });

  it('spreads over the whole alphabet in every position', () => {
    const codes = Array.from({ length: 2000 }, (_, i) => giftCodeFor(secret, `gift-${i}`));
    expect(new Set(codes).size).toBe(codes.length);
    for (let position = 0; position < giftCodeLength; position += 1) {
      const seen = new Set(codes.map((code) => code[position]));
      expect(seen.size).toBe(giftCodeAlphabet.length);
    }
    // Each character about 1/25 of the time (80 expected in each position's 2000).
    const counts = new Map<string, number>();
    for (const code of codes)
      for (const char of code) counts.set(char, (counts.get(char) ?? 0) + 1);
    for (const count of counts.values()) {
      expect(count / (codes.length * giftCodeLength)).toBeGreaterThan(0.03);
      expect(count / (codes.length * giftCodeLength)).toBeLessThan(0.05);
    }
  });

  it('is shown in groups of four and read back however it is typed', () => {
    const code = giftCodeFor(secret, 'gift');
    const shown = formatGiftCode(code);
    expect(shown).toMatch(/^(\w{4}-){4}\w{2}$/);
    expect(normalizeGiftCode(` ${shown.toLowerCase()} `)).toBe(code);
    expect(giftCodeHash(shown.toLowerCase())).toBe(giftCodeHash(code));
    expect(giftCodeHash(code)).not.toContain(code);
  });
});
