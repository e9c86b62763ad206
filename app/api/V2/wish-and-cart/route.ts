import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle } from '@/lib/server/http/respond';
import { wishAndCart } from '@/lib/server/services/wishlist';
import { privateOk } from '../_support/private-answer';

export const dynamic = 'force-dynamic';

/** GET wish-and-cart (SPEC §3): {cart:{product:[ids]}, wishlist:{product:[ids], automobile:[ids]}}. */
export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  return privateOk(await wishAndCart(user.id));
});
