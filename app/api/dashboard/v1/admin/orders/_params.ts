import { notFound } from '@/lib/server/http/errors';
import { rowIdOrNull } from '@/lib/validation/ids';

// The back office's order routes: a path id that cannot be an order's is simply not found, like an unknown order.
export async function orderIdFrom(context: { params: Promise<{ id: string }> }): Promise<number> {
  const id = rowIdOrNull((await context.params).id);
  if (id === null) throw notFound('Order');
  return id;
}

export type OrderRouteContext = { params: Promise<{ id: string }> };
