import 'server-only';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (m = 19 MiB, t = 2, p = 1): about 30 ms a hash on this machine's core,
// slow enough to make offline guessing expensive, fast enough for a login.
const OPTIONS = { algorithm: 2 /* Argon2id (a const enum, unusable under isolatedModules) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed login, not a crash
  }
}

// Verifying against this when the account does not exist keeps a wrong username as slow as a wrong password, so
// response timing does not reveal which accounts exist.
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('upahar-ghar-dummy-password');
  await verifyPassword(await dummyHash, password);
}
