import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listOccasionProducts } from '@/lib/server/services/catalogue';
import { productFiltersSchema } from '@/lib/validation/catalogue';
import { existingPage, orNotFound, publicOk, slugOr404 } from '../../_support/catalogue-route';

/** An occasion and its products, with the usual filters. */
export const GET = handle<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const slug = slugOr404((await params).slug, 'Occasion');
  const filters = parseOrThrow(productFiltersSchema, queryObject(request));
  const { occasion, products, filterbox, pagination } = existingPage(
    orNotFound(await listOccasionProducts(slug, filters), 'Occasion'),
  );
  return publicOk({ occasion, products, filterbox }, pagination);
});
