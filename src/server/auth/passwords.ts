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

interface CommonPasswordList {
  /** True when the password is on Mozilla's list of the most common passwords (8+ characters). */
  test(password: string): boolean;
}

let commonPasswords: CommonPasswordList | undefined;

/** True when the password is one of the commonly used ones that attackers try first. */
export function isCommonPassword(password: string): boolean {
  // The package's public entry point, loaded on first use (it decodes its list when loaded).
  commonPasswords ??= createRequire(import.meta.url)(
    'fxa-common-password-list',
  ) as CommonPasswordList;
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}
