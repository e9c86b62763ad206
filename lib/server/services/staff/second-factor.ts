import 'server-only';
import { and, count, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { getDb, type Database } from '@/lib/server/db/client';
import { sessions, staffRecoveryCodes, staffSecondFactors } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { acceptedStep, hashRecoveryCode, newRecoveryCode, newTotpSecret, RECOVERY_CODE_COUNT, secretGroups, totpUri } from './totp';

// The staff second factor (issue 24): a TOTP secret per staff member, set up once (scan, then confirm with a first
// code), then a code at the start of every shift, or one of ten one-time recovery codes when the phone is lost. A
// session that passes it gets `second_factor_at`, which opens the back office for a shift (session-policy.ts).

export type StaffTx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type SecondFactorState = 'none' | 'pending' | 'confirmed';

export type SetUp = {
  secret: string;
  /** The secret in groups of four, for typing into an app by hand. */
  groups: string[];
  /** otpauth://totp/… for the QR code. */
  uri: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
};

/** Who is passing the second factor: the account and the session it opens the back office for. */
export type SecondFactorActor = { userId: number; sessionId: number };

export const wrongCode = () => new ApiError(422, 'That code is not right, or it was already used. Enter the code your authenticator app shows now.', 'wrong_code', { code: 'That code is not right, or it was already used.' });

const wrongRecoveryCode = () =>
  new ApiError(422, 'That recovery code is not right, or it was already used.', 'wrong_code', { recoveryCode: 'That recovery code is not right, or it was already used.' });

const alreadySetUp = () => new ApiError(409, 'Your authenticator app is already set up: enter the code it shows.', 'second_factor_set_up');
const notSetUp = () => new ApiError(409, 'Set up your authenticator app first.', 'second_factor_not_set_up');

/** Whether the staff member has no secret, one waiting for its first code, or a confirmed one; and recovery codes left. */
export async function secondFactorStatus(userId: number): Promise<{ state: SecondFactorState; recoveryCodesLeft: number }> {
  const db = getDb();
  const [factor] = await db.select({ confirmedAt: staffSecondFactors.confirmedAt }).from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
  const [left] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return { state: !factor ? 'none' : factor.confirmedAt ? 'confirmed' : 'pending', recoveryCodesLeft: left?.n ?? 0 };
}

/**
 * Starts the set-up: a new unconfirmed secret, or the one already waiting (a reload shows the same QR code, so a
 * person who scanned it first is not left with a dead entry in their app). Refused once set up: a confirmed secret is
 * never shown again.
 */
export async function startSecondFactorSetUp(userId: number, label: string): Promise<SetUp> {
  const db = getDb();
  // Two tabs at once make one secret: the second insert does nothing and both read the one row.
  await db.insert(staffSecondFactors).values({ userId, secret: newTotpSecret() }).onConflictDoNothing();
  const [factor] = await db.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
  if (!factor) throw notSetUp(); // removed between the two statements (a reset): the next try makes a new one
  if (factor.confirmedAt) throw alreadySetUp();
  const uri = totpUri(factor.secret, label);
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret: factor.secret, groups: secretGroups(factor.secret), uri, qrSvg };
}

async function replaceRecoveryCodes(tx: StaffTx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

const openBackOffice = (tx: StaffTx, sessionId: number, now: Date) => tx.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, sessionId));

async function lockedFactor(tx: StaffTx, userId: number) {
  const [factor] = await tx.select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, userId)).for('update');
  return factor ?? null;
}

/**
 * Finishes the set-up with the first code from the app: the secret is confirmed, this session opens the back office,
 * and ten recovery codes are made and answered once (only their hashes are kept).
 */
export async function confirmSecondFactor(actor: SecondFactorActor, code: string, now = new Date()): Promise<{ recoveryCodes: string[] }> {
  return getDb().transaction(async (tx) => {
    // The row lock puts two taps of one code in a line: the second sees the first's step (or its confirmation).
    const factor = await lockedFactor(tx, actor.userId);
    if (!factor) throw notSetUp();
    if (factor.confirmedAt) throw alreadySetUp();
    const step = acceptedStep(factor.secret, code, factor.lastStep, now);
    if (step === null) throw wrongCode();
    await tx.update(staffSecondFactors).set({ confirmedAt: now, lastStep: step }).where(eq(staffSecondFactors.userId, actor.userId));
    const recoveryCodes = await replaceRecoveryCodes(tx, actor.userId);
    await openBackOffice(tx, actor.sessionId, now);
    return { recoveryCodes };
  });
}

export type VerifyInput = { code: string } | { recoveryCode: string };

/**
 * The code step of a shift: a code from the app (each accepted once), or a recovery code (each works once). Opens the
 * back office for this session; answers how many recovery codes are left, so the page can say when to make new ones.
 */
export async function verifySecondFactor(actor: SecondFactorActor, input: VerifyInput, now = new Date()): Promise<{ recoveryCodesLeft: number }> {
  return getDb().transaction(async (tx) => {
    const factor = await lockedFactor(tx, actor.userId);
    if (!factor?.confirmedAt) throw notSetUp();
    if ('code' in input) {
      const step = acceptedStep(factor.secret, input.code, factor.lastStep, now);
      if (step === null) throw wrongCode();
      await tx.update(staffSecondFactors).set({ lastStep: step }).where(eq(staffSecondFactors.userId, actor.userId));
    } else {
      const used = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(staffRecoveryCodes.userId, actor.userId), eq(staffRecoveryCodes.codeHash, hashRecoveryCode(input.recoveryCode)), isNull(staffRecoveryCodes.usedAt)))
        .returning({ id: staffRecoveryCodes.id });
      if (used.length === 0) throw wrongRecoveryCode();
    }
    await openBackOffice(tx, actor.sessionId, now);
    const [left] = await tx
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, actor.userId), isNull(staffRecoveryCodes.usedAt)));
    return { recoveryCodesLeft: left?.n ?? 0 };
  });
}

/** Ten new recovery codes in place of the old ones (all of them, used or not), answered once. */
export async function renewRecoveryCodes(userId: number): Promise<{ recoveryCodes: string[] }> {
  return getDb().transaction(async (tx) => {
    const factor = await lockedFactor(tx, userId);
    if (!factor?.confirmedAt) throw notSetUp();
    return { recoveryCodes: await replaceRecoveryCodes(tx, userId) };
  });
}

/**
 * Forgets a staff member's second factor (a lost phone, or leaving the staff): the secret and recovery codes go, and
 * every session of theirs loses the back office at once. Their next visit to /admin starts the set-up again.
 */
export async function clearSecondFactor(tx: StaffTx, userId: number): Promise<void> {
  await tx.delete(staffSecondFactors).where(eq(staffSecondFactors.userId, userId));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await closeBackOffice(tx, userId);
}

/** Every session of the user loses the back office now (a role changed, removed from staff, 2FA reset). */
export async function closeBackOffice(tx: StaffTx, userId: number): Promise<void> {
  await tx.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId));
}
