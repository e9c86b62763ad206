import { rowIdOrNull } from '@/lib/validation/ids';
import type { z } from 'zod';
import type { Applied, ContentTx } from '@/lib/server/services/content-drafts';
import type { EditorialKind } from '@/lib/validation/editorial';

// One kind of the shop's written content as the editorial service handles it (./index.ts): how its live row reads as
// a draft, what must hold before a draft is kept, how a publication writes the live row, and which caches show it.

/** A line of a tab's list: a live item or a new one that only exists as a draft. */
export type EditorialListItem = {
  key: string;
  title: string;
  /** Second line: the group, the category, the place… */
  detail: string;
  /** What the storefront shows now: 'live', 'scheduled', 'hidden', 'closed' … ('new' for a draft never published). */
  state: string;
  /** Where the storefront shows it, when it does. */
  url: string | null;
  hasDraft: boolean;
  draftUpdatedAt: string | null;
  /** For ordering within a group (FAQ, testimonials). */
  group?: string;
};

export type KindDef<T> = {
  kind: EditorialKind;
  /** 'page', 'FAQ answer' … for messages. */
  noun: string;
  schema: z.ZodType<T>;
  /** New items can be written (the shop's pages are a fixed set: only edited). */
  canCreate: boolean;
  /** The live row as a draft's data; null: no such row. */
  live(id: number): Promise<T | null>;
  /** Checks against other rows before a draft is kept (a topic that exists, an unused address…): throw a 400 by field. */
  check?(data: T, key: string): Promise<void>;
  /** Writes the live row (inside publishDraft's transaction: only `tx`). */
  apply(tx: ContentTx, data: T, key: string): Promise<Applied>;
  /** Clears exactly the caches that show this kind, after the publication committed. */
  invalidate(): void;
  /** The tab's list: every live item (bounded) with its draft state. */
  list(drafts: Map<string, { updatedAt: string; data: T }>): Promise<EditorialListItem[]>;
  /** A title for a draft (lists and audit summaries). */
  titleOf(data: T): string;
};

/** The live row's id a key names: a row id (1 … 2^31−1, as the tables' integer ids), else null ('new-…', or a number no row can have). */
export const draftKeyId = (key: string): number | null => rowIdOrNull(key);
