import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './table-kind';

/**
 * The first of `uses` that holds (each an EXISTS-able query: `SELECT 1 FROM … WHERE …`), as its words, or null. Each
 * stops at its first row on an indexed column, so asking costs the same at 100 rows or 100,000.
 */
export async function firstUse(tx: Tx, uses: ReadonlyArray<readonly [string, SQL]>): Promise<string | null> {
  for (const [words, query] of uses) {
    const result = await tx.execute<{ used: boolean }>(sql`SELECT EXISTS (${query}) AS used`);
    if (result.rows[0]?.used) return words;
  }
  return null;
}
