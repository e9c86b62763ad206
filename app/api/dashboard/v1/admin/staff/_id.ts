import { staffNotFound } from '@/lib/server/services/staff';
import { rowIdOrNull } from '@/lib/validation/ids';

/** A staff member's id from the path: anything that cannot be a row id is simply not found. */
export function staffPathId(raw: string): number {
  const id = rowIdOrNull(raw);
  if (id === null) throw staffNotFound();
  return id;
}
