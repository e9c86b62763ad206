import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { linkTokens } from '@/lib/server/db/schema';
import { hashSecret, newToken } from '@/lib/server/auth/tokens';
import { absoluteLink } from '@/lib/server/site-origin';

/** Tokens carried by emailed links (confirm-email 48 h, reset-password 1 h): 256 random bits, stored hashed, single use. */
export type LinkPurpose = 'confirm-email' | 'reset-password';

export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = {
  'confirm-email': 48 * 60 * 60,
  'reset-password': 60 * 60,
};

async function issueLinkToken(purpose: LinkPurpose, userId: number): Promise<string> {
  const token = newToken();
  await getDb()
    .insert(linkTokens)
    .values({
      purpose,
      userId,
      tokenHash: hashSecret(token),
      expiresAt: sql`now() + make_interval(secs => ${LINK_TTL_SECONDS[purpose]})`,
    });
  return token;
}

/** The page each emailed link opens (SPEC §2): it reads ?token and calls the API. */
const LINK_PAGES: Record<LinkPurpose, string> = { 'confirm-email': '/user-confirm', 'reset-password': '/reset-password' };

/** A fresh link for the user, ready for a mail: its address and how long it works. */
export async function issueLink(purpose: LinkPurpose, userId: number): Promise<{ url: string; ttlSeconds: number }> {
  const token = await issueLinkToken(purpose, userId);
  // Mailed to whatever address was typed, so never built from the request's host (audience 'anyone').
  return { url: absoluteLink(`${LINK_PAGES[purpose]}?token=${encodeURIComponent(token)}`), ttlSeconds: LINK_TTL_SECONDS[purpose] };
}

function liveToken(purpose: LinkPurpose, token: string) {
  return and(
    eq(linkTokens.tokenHash, hashSecret(token)),
    eq(linkTokens.purpose, purpose),
    isNull(linkTokens.consumedAt),
    gt(linkTokens.expiresAt, sql`now()`),
  );
}

/** The user a live (unused, unexpired) token belongs to, without using it up. */
export async function peekLinkToken(purpose: LinkPurpose, token: string): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const [row] = await getDb().select({ userId: linkTokens.userId }).from(linkTokens).where(liveToken(purpose, token)).limit(1);
  return row?.userId ?? null;
}

/** Uses the token up and returns its user, or null when unknown, expired or already used (atomic: one winner). */
export async function consumeLinkToken(purpose: LinkPurpose, token: string): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const [row] = await getDb()
    .update(linkTokens)
    .set({ consumedAt: sql`now()` })
    .where(liveToken(purpose, token))
    .returning({ userId: linkTokens.userId });
  return row?.userId ?? null;
}

/** Retires every open token of a purpose for a user (a new password makes older reset links useless). */
export async function consumeAllLinkTokens(purpose: LinkPurpose, userId: number): Promise<void> {
  await getDb()
    .update(linkTokens)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(linkTokens.userId, userId), eq(linkTokens.purpose, purpose), isNull(linkTokens.consumedAt)));
}
