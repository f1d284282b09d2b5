import { type Algorithm, hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1). `Algorithm` is a const enum that the package
// does not export at run time, so its value is written out.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, so an unknown username answers no faster than a wrong
 * password (the answer must not tell which accounts exist).
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-for-timing");
  await verifyPassword(await dummyHash, password);
}
