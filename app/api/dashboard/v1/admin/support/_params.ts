import { notFound } from '@/lib/server/http/errors';
import { rowIdOrNull } from '@/lib/validation/ids';

// Path ids of the support inbox's routes: anything that cannot be a row id is simply not found.
export async function idOf(params: Promise<{ id: string }>, what: string): Promise<number> {
  const id = rowIdOrNull((await params).id);
  if (id === null) throw notFound(what);
  return id;
}

export type IdContext = { params: Promise<{ id: string }> };
