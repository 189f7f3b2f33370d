import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const argon2Options = {
  algorithm: 2, // Argon2id
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  // Mozilla's list of the most common passwords of 8 characters or more, as an incremental encoding.
  const require = createRequire(import.meta.url);
  const encoded = require('fxa-common-password-list/src/encoded-passwords.js') as string;
  const { Decoder } = (require('incremental-encoder') as { default: IncrementalEncoder }).default;
  return new Set(new Decoder().decode(encoded.split('\n')));
}

interface IncrementalEncoder {
  Decoder: new () => { decode(lines: string[]): string[] };
}

/** True when the password is one of the commonly used ones that attackers try first. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password) || commonPasswords.has(password.toLowerCase());
}
