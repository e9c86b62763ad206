import { notFound } from '@/lib/server/http/errors';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { describeProductPhoto, removeProductPhoto } from '@/lib/server/services/product-photos/manage';
import { rowIdOrNull } from '@/lib/validation/ids';
import { photoAltSchema } from '@/lib/validation/product-photos';

// One photo of a product (issue 25): PATCH {alt} describes it; DELETE removes it (the others close the gap). Both
// answer the product's photos as they now are. A photo of another product is not found here.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; photoId: string }> };

async function ids({ params }: Context) {
  const { id, photoId } = await params;
  const product = rowIdOrNull(id);
  const photo = rowIdOrNull(photoId);
  if (product === null) throw notFound('Product');
  if (photo === null) throw notFound('Photo');
  return { product, photo };
}

export const PATCH = staffWrite<Context>('catalogue.manage', async (request, _staff, context) => {
  const { product, photo } = await ids(context);
  const { alt } = parseOrThrow(photoAltSchema, await jsonBody(request));
  return ok(await describeProductPhoto(product, photo, alt), undefined, { cache: 'private' });
});

export const DELETE = staffWrite<Context>('catalogue.manage', async (_request, _staff, context) => {
  const { product, photo } = await ids(context);
  return ok(await removeProductPhoto(product, photo), undefined, { cache: 'private' });
});
