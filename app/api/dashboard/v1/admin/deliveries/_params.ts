import { notFound } from '@/lib/server/http/errors';
import { rowIdOrNull } from '@/lib/validation/ids';

// Path ids of the road's routes (dispatch and the rider's steps): anything that cannot be a row id is simply not found.
export async function orderIdOf(params: Promise<{ id: string }>, what = 'Order'): Promise<number> {
  const id = rowIdOrNull((await params).id);
  if (id === null) throw notFound(what);
  return id;
}

export type IdContext = { params: Promise<{ id: string }> };
