import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok } from '@/lib/server/http/respond';
import { paymentMethods } from '@/lib/server/services/orders';

// GET payment-methods → data.paymentMethods [{id, label}] (cash on delivery, eSewa, Khalti as enabled) and default.
export const dynamic = 'force-dynamic';

export const GET = handle(async (request) => {
  await requireAuth(request);
  return ok(paymentMethods());
});
