import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { oneTimeCodes } from '@/lib/server/db/schema';
import { hashSecret, newNumericCode, sameHash } from '@/lib/server/auth/tokens';
import { ApiError } from '@/lib/server/http/errors';

/**
 * One-time codes (OTP login, verify-email/-phone, update-email/-phone): 6 digits, stored hashed, valid 10 minutes,
 * single use, dead after 5 wrong guesses. Only the newest code for a purpose and target works: asking again
 * replaces the previous one, so an old SMS that arrives late cannot be used.
 */
export const CODE_DIGITS = 6;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_TTL_MINUTES = CODE_TTL_SECONDS / 60;
export const CODE_MAX_ATTEMPTS = 5;

export type CodePurpose = 'login' | 'verify-email' | 'verify-phone' | 'update-email' | 'update-phone';

export const CODE_EXPIRED = 'This code has expired. Ask for a new one.';

export function wrongCodeMessage(triesLeft: number): string {
  if (triesLeft <= 0) return 'That code is not right, and that was the last try. Ask for a new one.';
  return `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
}

export const codeExpiredError = () => new ApiError(400, CODE_EXPIRED, 'code_expired', { code: CODE_EXPIRED });
const expired = codeExpiredError;

type CodeKey = { purpose: CodePurpose; target: string; userId: number | null };

// The hash covers purpose and target as well as the digits, so a code row is only ever good for what it was sent for.
function codeHash(key: CodeKey, code: string): string {
  return hashSecret(`${key.purpose}|${key.target}|${code}`);
}

function sameKey(key: CodeKey) {
  return and(
    eq(oneTimeCodes.purpose, key.purpose),
    eq(oneTimeCodes.target, key.target),
    key.userId === null ? isNull(oneTimeCodes.userId) : eq(oneTimeCodes.userId, key.userId),
  );
}

/** Makes a new code for purpose+target(+user), retiring any earlier open one, and returns the digits to send. */
export async function issueCode(key: CodeKey): Promise<string> {
  const code = newNumericCode(CODE_DIGITS);
  await storeCode(key, codeHash(key, code));
  return code;
}

/**
 * A code row that no code can match (its hash is of random text, not of digits), for a target without an account:
 * guesses against it go through consumeCode exactly as against a real code, so the answers ("N tries left", then
 * "expired") and the work done do not tell whether an account exists. Nothing is sent.
 */
export async function issueDecoyCode(key: CodeKey): Promise<void> {
  await storeCode(key, codeHash(key, `decoy:${randomBytes(16).toString('hex')}`));
}

async function storeCode(key: CodeKey, hash: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(sameKey(key), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      purpose: key.purpose,
      target: key.target,
      userId: key.userId,
      codeHash: hash,
      expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
    });
  });
}

/**
 * Uses up the code if it is right. Otherwise throws the 400 the form shows beside the code field: how many tries
 * are left, or that the code expired (also when used, replaced or out of tries). The conditional UPDATEs make
 * two simultaneous submissions of the right code succeed once, and never let guesses exceed the limit.
 */
export async function consumeCode(key: CodeKey, code: string): Promise<void> {
  const db = getDb();
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(sameKey(key), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS || row.expiresAt.getTime() <= Date.now()) throw expired();

  const live = and(
    eq(oneTimeCodes.id, row.id),
    isNull(oneTimeCodes.consumedAt),
    lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
    gt(oneTimeCodes.expiresAt, sql`now()`),
  );
  if (sameHash(row.codeHash, codeHash(key, code))) {
    const used = await db.update(oneTimeCodes).set({ consumedAt: sql`now()` }).where(live).returning({ id: oneTimeCodes.id });
    if (used.length === 0) throw expired();
    return;
  }
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(live)
    .returning({ attempts: oneTimeCodes.attempts });
  if (!counted) throw expired();
  const message = wrongCodeMessage(CODE_MAX_ATTEMPTS - counted.attempts);
  throw new ApiError(400, message, 'code_invalid', { code: message });
}
