import { notFound } from '@/lib/server/http/errors';
import { rowIdOrNull } from '@/lib/validation/ids';

// Path ids of the dashboard's contest routes: anything that cannot be a row id is simply not found.
export function pathId(raw: string, what: string): number {
  const id = rowIdOrNull(raw);
  if (id === null) throw notFound(what);
  return id;
}
