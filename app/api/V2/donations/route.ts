import { requireAuth } from '@/lib/server/auth/request-auth';
import { requesterLinkOrigin } from '@/lib/server/http/request-origin';
import { handle, jsonBody, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { donorWall, listCauses, startDonation } from '@/lib/server/services/donations';
import { rupeesToPaisa } from '@/lib/domain/money';
import { donateSchema, wallPageSchema } from '@/lib/validation/donations';
import { privateOk } from '../_support/private-answer';

export const dynamic = 'force-dynamic';

/** GET donations?page → data.causes (goal, raised, donors), data.donors (the wall, newest first), meta.pagination. */
export const GET = handle(async (request) => {
  const { page } = parseOrThrow(wallPageSchema, queryObject(request));
  const [causes, wall] = await Promise.all([listCauses(), donorWall(null, page)]);
  return ok({ causes, donors: wall.donors }, { pagination: wall.pagination });
});

/**
 * POST donations {causeId, amount (rupees), gateway, anonymous, donorName?, inHonourOf?, message?} (customers) →
 * data.action: the eSewa form to post or the Khalti page to open. Counted only once the gateway confirms it.
 */
export const POST = write({ account: 'order-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(donateSchema, await jsonBody(request));
  const started = await startDonation(user, { ...input, amount: rupeesToPaisa(input.amount), linkOrigin: requesterLinkOrigin(request) });
  return privateOk(started, 201);
});
