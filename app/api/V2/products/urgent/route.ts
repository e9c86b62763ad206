import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listUrgent } from '@/lib/server/services/catalogue';
import { paginationQuerySchema } from '@/lib/validation/catalogue';
import { existingPage, publicOk } from '../../_support/catalogue-route';

/** Products deliverable within hours, and ready-made cakes (SPEC §7: data.products, data.readyMadeCakes). */
export const GET = handle(async (request) => {
  const { page, perPage } = parseOrThrow(paginationQuerySchema, queryObject(request));
  const { products, readyMadeCakes, pagination } = existingPage(await listUrgent(page, perPage));
  return publicOk({ products, readyMadeCakes }, pagination);
});
