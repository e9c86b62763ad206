import 'server-only';
import { eq } from 'drizzle-orm';
import {
  MODERATION_KIND_LABELS,
  MODERATION_KINDS,
  MODERATION_MODE_LABELS,
  type ModerationKind,
  type ModerationMode,
  type ModerationPolicy,
} from '@/lib/domain/moderation';
import { getDb, type Database } from '@/lib/server/db/client';
import { moderationPolicies } from '@/lib/server/db/schema';
import { recordAudit } from '@/lib/server/services/audit/record';
import { autoApproves } from '@/lib/server/services/quizzes/moderation';

// The shop's moderation policy per kind (the settings tab of /admin/moderation). A kind the shop has not chosen for
// follows the default: in production a new account's first posts are held (the default) and user quizzes
// wait for staff as they did before (QUIZ_MODERATION); the demo (DEMO_MODE=1) and tests publish at once, as DESIGN.md
// "Moderation" says, so a fresh `npm start` and every existing journey behave as before until the shop chooses.
// MODERATION_NEW_ACCOUNTS=hold|publish overrides the new-account default either way.

type Reader = Pick<Database, 'select'>;

export function defaultHoldsNewAccounts(): boolean {
  const setting = process.env.MODERATION_NEW_ACCOUNTS;
  if (setting === 'hold') return true;
  if (setting === 'publish') return false;
  return process.env.DEMO_MODE !== '1' && process.env.NODE_ENV === 'production';
}

export function defaultPolicy(kind: ModerationKind): ModerationPolicy {
  const mode: ModerationMode = kind === 'quiz' && !autoApproves() ? 'hold' : 'publish-first';
  return { kind, mode, holdNewAccounts: defaultHoldsNewAccounts(), chosen: false };
}

export async function policyFor(db: Reader, kind: ModerationKind): Promise<ModerationPolicy> {
  const [row] = await db.select().from(moderationPolicies).where(eq(moderationPolicies.kind, kind));
  return row ? { kind, mode: row.mode as ModerationMode, holdNewAccounts: row.holdNewAccounts, chosen: true } : defaultPolicy(kind);
}

export async function listPolicies(): Promise<ModerationPolicy[]> {
  const rows = await getDb().select().from(moderationPolicies);
  return MODERATION_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? { kind, mode: row.mode as ModerationMode, holdNewAccounts: row.holdNewAccounts, chosen: true } : defaultPolicy(kind);
  });
}

/** Sets one kind's policy (the same choice twice is one row, unchanged). */
export async function setPolicy(kind: ModerationKind, input: { mode: ModerationMode; holdNewAccounts: boolean }, staffId: number): Promise<ModerationPolicy> {
  return getDb().transaction(async (tx) => {
    const before = await policyFor(tx, kind);
    await tx
      .insert(moderationPolicies)
      .values({ kind, mode: input.mode, holdNewAccounts: input.holdNewAccounts, updatedBy: staffId })
      .onConflictDoUpdate({ target: moderationPolicies.kind, set: { mode: input.mode, holdNewAccounts: input.holdNewAccounts, updatedBy: staffId, updatedAt: new Date() } });
    const after: ModerationPolicy = { kind, ...input, chosen: true };
    const label = MODERATION_KIND_LABELS[kind].many;
    await recordAudit(tx, {
      action: 'moderation-policy.update',
      entity: 'moderation-policy',
      entityId: kind,
      summary: `${label}: ${MODERATION_MODE_LABELS[input.mode]}; new accounts’ first posts ${input.holdNewAccounts ? 'held' : 'published'}`,
      before: { mode: before.mode, holdNewAccounts: before.holdNewAccounts },
      after: { mode: after.mode, holdNewAccounts: after.holdNewAccounts },
    });
    return after;
  });
}
