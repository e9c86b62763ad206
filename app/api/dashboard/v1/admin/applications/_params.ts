import { notFound } from '@/lib/server/http/errors';
import { rowIdOrNull } from '@/lib/validation/ids';

// The application queues' routes: a path id that cannot be a row's is simply not found, like an unknown one; every
// answer carries applicants' names, emails and phones, so it is never stored by a browser or a proxy.

export type IdContext = { params: Promise<{ id: string }> };

export async function idFrom(context: IdContext, what: string): Promise<number> {
  const id = rowIdOrNull((await context.params).id);
  if (id === null) throw notFound(what);
  return id;
}
