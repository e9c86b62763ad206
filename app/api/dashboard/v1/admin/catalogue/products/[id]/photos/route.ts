import { notFound } from '@/lib/server/http/errors';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffRead, staffWrite } from '@/lib/server/http/staff-route';
import { readImageUploads } from '@/lib/server/media/images/read-upload';
import { addProductPhotos, listProductPhotos, reorderProductPhotos } from '@/lib/server/services/product-photos/manage';
import { rowIdOrNull } from '@/lib/validation/ids';
import { MAX_PHOTOS_PER_UPLOAD, photoOrderSchema } from '@/lib/validation/product-photos';

// A product's photos (issue 25), all answering data {product, photos: [{id, position, alt, src, width, height,
// blurDataURL, photo}], max}:
// GET: the photos in order. POST (multipart, one or more `file` parts, JPEG/PNG/WebP/AVIF up to 15 MB each): adds them
// after the last, 201. PATCH {order: [photo ids]}: puts them in that order (409 when the set changed meanwhile).
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

const productId = async ({ params }: Context) => {
  const id = rowIdOrNull((await params).id);
  if (id === null) throw notFound('Product');
  return id;
};

export const GET = staffRead<Context>('catalogue.manage', async (_request, _staff, context) =>
  ok(await listProductPhotos(await productId(context)), undefined, { cache: 'private' }),
);

export const POST = staffWrite<Context>('catalogue.manage', async (request, staff, context) => {
  const id = await productId(context);
  const files = await readImageUploads(request, MAX_PHOTOS_PER_UPLOAD);
  return ok(await addProductPhotos(id, files, staff.user.id), undefined, { status: 201, cache: 'private' });
});

export const PATCH = staffWrite<Context>('catalogue.manage', async (request, _staff, context) => {
  const id = await productId(context);
  const { order } = parseOrThrow(photoOrderSchema, await jsonBody(request));
  return ok(await reorderProductPhotos(id, order), undefined, { cache: 'private' });
});
