import { notFound } from '@/lib/server/http/errors';
import { rowIdOrNull } from '@/lib/validation/ids';

// The back office's catalogue routes: a path id that cannot be a row's is simply not found, like an unknown one.
export async function idFrom(context: { params: Promise<{ id: string }> }, what: string): Promise<number> {
  const id = rowIdOrNull((await context.params).id);
  if (id === null) throw notFound(what);
  return id;
}

export type IdContext = { params: Promise<{ id: string }> };
