import 'server-only';
import type { ZodType } from 'zod';
import type { Applied, ContentTx } from '@/lib/server/services/content-drafts';

// One kind of the shop's merchandising content (a banner, the header menus, a campaign…) as the back office edits
// it. Every kind goes through the same draft → preview → publish path (./index.ts); this says what differs.

/** A live row (or the one singleton) as the editor lists it. */
export type LiveEntry = { key: string; title: string; detail: string };

/** A preview: what the shopper will see, as lines a person checks before publishing. */
export type PreviewLine = { label: string; value: string; warning?: boolean };

export type ShopContentKind<F> = {
  /** content_drafts.kind and the audit action's entity ('banner' → 'banner.publish'). */
  kind: string;
  label: string;
  schema: ZodType<F>;
  /** Kinds edited as one whole (the header menus, the footer…) have one key; others have a key per row. */
  singletonKey: string | null;
  /** Live rows, bounded (each of these tables holds dozens of rows). */
  listLive(): Promise<LiveEntry[]>;
  /** The live row behind `key` in the form's shape, or null (no such row; a new one). */
  loadLive(key: string): Promise<F | null>;
  /** What needs the database to check (a product's price, a slug taken): throws 400 with fields. Outside a transaction. */
  check?(form: F, key: string): Promise<void>;
  preview(form: F): Promise<PreviewLine[]>;
  /** Writes the live rows inside publishDraft's transaction (checks again there) and says what changed. */
  apply(tx: ContentTx, form: F, key: string): Promise<Applied>;
  /** After the commit: clears exactly the caches that show this kind. */
  invalidate(applied: Applied, form: F): Promise<void>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of kinds with different forms
export type AnyShopContentKind = ShopContentKind<any>;
