import { randomBytes } from 'node:crypto';
import type { Algorithm, Options } from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's first recommendation. */
export const hashOptions: Options = { algorithm: 2 satisfies Algorithm.Argon2id };

export const hashPassword = (password: string): Promise<string> => hash(password, hashOptions);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password against the stored hash. Without a hash (unknown e-mail, or an account
 * without a password) it still runs one verification, against a throwaway hash, so the answer
 * takes as long and does not tell whether the e-mail exists.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash) {
    try {
      return await verify(storedHash, password);
    } catch {
      return false; // a malformed hash in the database is a failed login, not a 500
    }
  }
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verify(await dummyHash, password);
  return false;
}
