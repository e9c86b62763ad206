import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { lookup } from '@/lib/server/http/write';
import { checkDeliveryEligibility } from '@/lib/server/services/delivery';
import { eligibilitySchema } from '@/lib/validation/delivery';

// POST {locationId, productIds} → data.eligible and, when not, data.reasons (one sentence per product refused).
export const POST = lookup(async (request) => {
  const input = parseOrThrow(eligibilitySchema, await jsonBody(request));
  return ok(await checkDeliveryEligibility(input));
});
