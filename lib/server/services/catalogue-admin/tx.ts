import 'server-only';
import type { Database } from '@/lib/server/db/client';

/** A transaction of the catalogue's writes: functions that take one use it and nothing else. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
