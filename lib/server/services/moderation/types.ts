import type { ModerationKind } from '@/lib/domain/moderation';
import type { Database } from '@/lib/server/db/client';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A staff decision on one item: publish it ('approved') or hide it ('rejected', with the reason its author sees). */
export type Decision = { to: 'approved' | 'rejected'; reason: string | null; staffId: number };

/** What a decision did, for the audit entry, the answer and the caches to clear once the transaction commits. */
export type Moved = {
  kind: ModerationKind;
  id: number;
  authorId: number | null;
  /** A short name of the item for the audit summary ('review of Black Forest Cake by Sita S.'). */
  label: string;
  before: { status: string; moderationReason: string | null };
  after: { status: string; moderationReason: string | null };
  changed: boolean;
  /** Clears the caches that show the item (after commit; no-ops outside Next). */
  refresh: () => Promise<void>;
};

export type Mover = (tx: Tx, id: number, decision: Decision) => Promise<Moved>;
