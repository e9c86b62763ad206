import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb, type Database } from '@/lib/server/db/client';
import { ApiError, badRequest, notFound } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';
import { asConflict, asInUse, inUse, type UniqueMessages } from './errors';

// One shape for every kind on /admin/setup: create, edit, hide or show, and delete, each in one transaction that locks
// the row (FOR UPDATE: two staff saving at once take turns, the second sees the first's row), records the audit entry
// with the row before and after, and only after the commit invalidates exactly the caches that kind feeds. What differs
// per kind (its checks, what refers to it, its caches) is in its definition (./kinds/*.ts).

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one helper over ten tables: each definition types its own rows
type AnyRow = Record<string, any>;

export type ListQuery = { after?: number | undefined; q?: string | undefined };
export type ListPage<Row> = { rows: Row[]; next: number | null };

export type KindDefinition<Values extends AnyRow> = {
  /** The audit trail's entity ('category'), and the word messages use ('category'). */
  entity: string;
  noun: string;
  table: PgTable;
  /** The row's key in the path: `id`, or automobile specs' product id. */
  key: PgColumn;
  keyName: string;
  /** How a row is named in the audit summary. */
  title: (row: AnyRow) => string;
  list: (query: ListQuery) => Promise<ListPage<AnyRow>>;
  unique: UniqueMessages;
  /** Checks that need the database (a parent exists and is not the row's own descendant…); throw ApiError. */
  prepare?: (tx: Tx, values: Values, before: AnyRow | null) => Promise<void>;
  /** Fields that cannot change once created (orders and carts name a coupon by its code), with the reason. */
  fixed?: Record<string, string>;
  /** What still uses the row, in words, or null when it may be deleted. */
  usedBy: (tx: Tx, key: number) => Promise<string | null>;
  /** The column shoppers' visibility is (isActive, active, isHidden), and its value when shown. */
  visibility?: { field: string; shownWhen: boolean };
  /** Which storefront caches this kind feeds; called after the commit, with the row changed. */
  invalidate: (row: AnyRow) => void | Promise<void>;
  /** Columns a new row gets that the form does not set (a new slot's capacity: /admin/slots sets it). */
  defaults?: AnyRow;
  /** Refuses a row the setup does not manage (a personal prize code in a wallet) as not found. */
  manages?: (row: AnyRow) => boolean;
};

export type KindService = {
  list: (query: ListQuery) => Promise<ListPage<AnyRow>>;
  create: (values: AnyRow) => Promise<AnyRow>;
  update: (key: number, values: AnyRow) => Promise<AnyRow>;
  setVisible: ((key: number, visible: boolean) => Promise<AnyRow>) | null;
  remove: (key: number) => Promise<{ id: number }>;
};

const capitalise = (word: string) => word[0]!.toUpperCase() + word.slice(1);

export function tableKind<Values extends AnyRow>(def: KindDefinition<Values>): KindService {
  const Noun = capitalise(def.noun);
  const missing = () => notFound(Noun);

  async function locked(tx: Tx, key: number): Promise<AnyRow> {
    const [row] = await tx.select().from(def.table).where(eq(def.key, key)).for('update');
    if (!row || (def.manages && !def.manages(row))) throw missing();
    return row;
  }

  async function guarded<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      throw asInUse(asConflict(error, def.unique), def.noun);
    }
  }

  return {
    list: def.list,

    async create(values) {
      const row = await guarded(() =>
        getDb().transaction(async (tx) => {
          await def.prepare?.(tx, values as Values, null);
          const [created] = await tx.insert(def.table).values({ ...def.defaults, ...values }).returning();
          if (!created) throw new ApiError(409, `The ${def.noun} was not saved. Please try again.`, 'conflict');
          await recordAudit(tx, { action: `${def.entity}.create`, entity: def.entity, entityId: created[def.keyName] as number, summary: `${Noun} ${def.title(created)} added`, before: null, after: created });
          return created;
        }),
      );
      await def.invalidate(row);
      return row;
    },

    async update(key, values) {
      const after = await guarded(() =>
        getDb().transaction(async (tx) => {
          const before = await locked(tx, key);
          for (const [field, reason] of Object.entries(def.fixed ?? {})) {
            if (field in values && values[field] !== before[field]) throw badRequest('Please check the highlighted fields.', { [field]: reason as string });
          }
          await def.prepare?.(tx, values as Values, before);
          const set = 'updatedAt' in before ? { ...values, updatedAt: sql`now()` } : values;
          const [after] = await tx.update(def.table).set(set).where(eq(def.key, key)).returning();
          await recordAudit(tx, { action: `${def.entity}.update`, entity: def.entity, entityId: key, summary: `${Noun} ${def.title(after!)} edited`, before, after });
          return after!;
        }),
      );
      await def.invalidate(after);
      return after;
    },

    setVisible: def.visibility
      ? async (key, visible) => {
          const { field, shownWhen } = def.visibility!;
          const after = await getDb().transaction(async (tx) => {
            const before = await locked(tx, key);
            const value = visible ? shownWhen : !shownWhen;
            // Idempotent: hiding what is hidden changes nothing and records nothing (a double click, two staff).
            if (before[field] === value) return before;
            const [after] = await tx.update(def.table).set({ [field]: value }).where(eq(def.key, key)).returning();
            await recordAudit(tx, {
              action: `${def.entity}.${visible ? 'show' : 'hide'}`,
              entity: def.entity,
              entityId: key,
              summary: `${Noun} ${def.title(before)} ${visible ? 'shown to shoppers' : 'hidden from shoppers'}`,
              before: { [field]: before[field] },
              after: { [field]: value },
            });
            return after!;
          });
          await def.invalidate(after);
          return after;
        }
      : null,

    async remove(key) {
      const row = await guarded(() =>
        getDb().transaction(async (tx) => {
          const before = await locked(tx, key);
          const user = await def.usedBy(tx, key);
          if (user) throw inUse(def.noun, user, Boolean(def.visibility));
          await tx.delete(def.table).where(eq(def.key, key));
          await recordAudit(tx, { action: `${def.entity}.delete`, entity: def.entity, entityId: key, summary: `${Noun} ${def.title(before)} deleted`, before, after: null });
          return before;
        }),
      );
      await def.invalidate(row);
      return { id: key };
    },
  };
}

/** "3 products" / "1 product". */
export const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Count of rows matching, capped (the message needs "some", not an exact census of a big table). */
export async function countUpTo(tx: Tx, query: ReturnType<typeof sql>): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${query} LIMIT 1000) AS used`);
  return Number(result.rows[0]?.n ?? 0);
}
