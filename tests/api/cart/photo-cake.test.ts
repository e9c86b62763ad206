import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as orderDetail } from '@/app/api/V2/order-detail/route';
import { POST as placeOrder } from '@/app/api/V2/place-order/route';
import { POST as uploadRoute } from '@/app/api/V2/upload/file/route';
import { GET as media } from '@/app/media/uploads/[id]/route';
import { hitRateLimit, RATE_LIMITS } from '@/lib/server/auth/rate-limit';
import { getDb } from '@/lib/server/db/client';
import { cakeOptions, orderItems, products, uploads } from '@/lib/server/db/schema';
import { UPLOAD_MESSAGES } from '@/lib/validation/upload';
import { jpegHeader, solidPng } from '../accounts-core/support';
import { useTestDatabase } from '../support/database';
import { addressFor, call, checkoutBody } from '../orders/support';
import { configurableCake } from './fixtures';
import { ORIGIN, Shopper } from './visitor';

// Photo cakes: the picture is uploaded first (upload/file, guests too), then the cake goes in the cart with its
// photoUploadId; the order keeps the photo so the bakery can print it.

delete process.env.REDIS_URL; // rate limits counted in this file's own database

useTestDatabase();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let ipCounter = 0;
/** Each upload from its own client address, so the per-address limit never leaks between tests. */
const freshIp = () => `10.40.${(ipCounter += 1)}.7`;

type UploadOptions = { kind?: string | null; token?: string | null; origin?: string | null; ip?: string };

async function upload(file: File | null, options: UploadOptions = {}) {
  const form = new FormData();
  if (file) form.append('file', file);
  if (options.kind !== null) form.append('kind', options.kind ?? 'photo-cake');
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? freshIp() };
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const request = new NextRequest(new URL('/api/V2/upload/file', ORIGIN), { method: 'POST', body: form, headers });
  const response = await uploadRoute(request, { params: Promise.resolve({}) });
  return { status: response.status, body: JSON.parse(await response.text()), headers: response.headers };
}

const png = (name = 'aama.png') => new File([new Uint8Array(solidPng(40, 30))], name, { type: 'image/png' });

async function fetchMedia(url: string) {
  const id = url.split('/').pop() ?? '';
  const response = await media(new NextRequest(new URL(url, ORIGIN)), { params: Promise.resolve({ id }) });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

async function photoCake() {
  const [row] = await getDb()
    .select({ product: products })
    .from(products)
    .innerJoin(cakeOptions, eq(cakeOptions.productId, products.id))
    .where(and(eq(cakeOptions.isPhotoCake, true), eq(products.isActive, true)))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error('seed has no photo cake');
  return row.product;
}

const uploadCount = async () => (await getDb().select({ id: uploads.id }).from(uploads).where(eq(uploads.kind, 'photo-cake'))).length;

describe('POST upload/file', () => {
  it('keeps a guest’s photo and serves it back at its /media/uploads URL', async () => {
    const res = await upload(png());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ kind: 'photo-cake', contentType: 'image/png', width: 40, height: 30 });
    expect(res.body.data.id).toMatch(UUID);
    expect(res.body.data.url).toBe(`/media/uploads/${res.body.data.id}`);
    const [row] = await getDb().select().from(uploads).where(eq(uploads.id, res.body.data.id));
    expect(row).toMatchObject({ kind: 'photo-cake', userId: null });

    const served = await fetchMedia(res.body.data.url);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    expect(served.bytes.equals(solidPng(40, 30))).toBe(true);
  });

  it('records a logged-in customer as the owner and accepts a JPEG whatever its file name says', async () => {
    const shopper = new Shopper();
    const userId = await shopper.logIn();
    const res = await upload(new File([new Uint8Array(jpegHeader(800, 600))], 'photo.png', { type: 'image/png' }), { token: shopper.token });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ contentType: 'image/jpeg', width: 800, height: 600 });
    const [row] = await getDb().select().from(uploads).where(eq(uploads.id, res.body.data.id));
    expect(row?.userId).toBe(userId);
  });

  it('refuses a file that is not a JPEG, PNG or WebP, whatever it is called (400 on the file field)', async () => {
    const before = await uploadCount();
    const gif = await upload(new File(['GIF89a\x01\x00\x01\x00'], 'cake.gif', { type: 'image/gif' }));
    expect(gif.status).toBe(400);
    expect(gif.body.error.fields.file).toBe(UPLOAD_MESSAGES.type);
    const script = await upload(new File(['<svg onload="alert(1)"/>'], 'photo.png', { type: 'image/png' }));
    expect(script.status).toBe(400);
    expect(script.body.error.fields.file).toBe(UPLOAD_MESSAGES.type);
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a photo over 8 MB, and a form without a file or a kind', async () => {
    const before = await uploadCount();
    const big = Buffer.concat([solidPng(40, 30), Buffer.alloc(8 * 1024 * 1024)]);
    const tooBig = await upload(new File([new Uint8Array(big)], 'huge.png', { type: 'image/png' }));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.fields.file).toBe(UPLOAD_MESSAGES.tooBig);
    const noFile = await upload(null);
    expect(noFile.status).toBe(400);
    expect(noFile.body.error.fields.file).toBe(UPLOAD_MESSAGES.missing);
    const noKind = await upload(png(), { kind: null });
    expect(noKind.status).toBe(400);
    expect(noKind.body.error.fields.kind).toBeDefined();
    const otherKind = await upload(png(), { kind: 'avatar' });
    expect(otherKind.status).toBe(400);
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a guest upload from another site (403) and too many from one address (429)', async () => {
    expect((await upload(png(), { origin: 'https://evil.example' })).status).toBe(403);
    const ip = '10.99.1.1';
    for (let i = 0; i < RATE_LIMITS['upload-ip'].limit; i += 1) await hitRateLimit('upload-ip', ip);
    const limited = await upload(png(), { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toMatch(/Too many attempts/);
  });
});

describe('add-to-cart with a photo cake', () => {
  it('needs the photo: without one it is refused on photoUploadId (422) and nothing is added', async () => {
    const cake = await photoCake();
    const visitor = new Shopper();
    const res = await visitor.add({ productId: cake.id });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.photoUploadId).toBe(UPLOAD_MESSAGES.required);
    expect((await visitor.cart()).body.data.cartItems).toHaveLength(0);
  });

  it('refuses a photo on a cake that is not a photo cake, and a photo id that is someone else’s or not a cake photo', async () => {
    const { product: plainCake } = await configurableCake();
    const cake = await photoCake();
    const guestPhoto = (await upload(png())).body.data.id as string;
    const visitor = new Shopper();
    const onPlain = await visitor.add({ productId: plainCake.id, options: { photoUploadId: guestPhoto } });
    expect(onPlain.status).toBe(422);
    expect(onPlain.body.error.fields.photoUploadId).toBe('Only photo cakes can carry a photo.');

    const owner = new Shopper();
    await owner.logIn('Owner');
    const ownersPhoto = (await upload(png(), { token: owner.token })).body.data.id as string;
    const stranger = await visitor.add({ productId: cake.id, options: { photoUploadId: ownersPhoto } });
    expect(stranger.status).toBe(422);
    expect(stranger.body.error.fields.photoUploadId).toBe(UPLOAD_MESSAGES.notFound);

    const [avatar] = await getDb()
      .insert(uploads)
      .values({ kind: 'avatar', contentType: 'image/png', bytes: solidPng(4, 4), width: 4, height: 4 })
      .returning({ id: uploads.id });
    const notACakePhoto = await visitor.add({ productId: cake.id, options: { photoUploadId: avatar!.id } });
    expect(notACakePhoto.status).toBe(422);
    expect((await visitor.cart()).body.data.cartItems).toHaveLength(0);

    // The owner may use their own photo.
    expect((await owner.add({ productId: cake.id, options: { photoUploadId: ownersPhoto } })).status).toBe(200);
  });

  it('a guest’s photo stays on the line through login and checkout, and the order keeps it for the bakery', async () => {
    const cake = await photoCake();
    const guest = new Shopper();
    const photo = (await upload(png())).body.data;
    const added = await guest.add({ productId: cake.id, options: { photoUploadId: photo.id, message: 'Happy Birthday Aama' } });
    expect(added.status).toBe(200);
    const [line] = added.body.data.cartItems;
    expect(line.options).toMatchObject({ photoUploadId: photo.id, message: 'Happy Birthday Aama' });
    expect(line.optionsSummary).toContain('Your photo on the cake');
    expect(line.available).toBe(true);

    // Logging in merges the guest cart: the line and its photo come along.
    const userId = await guest.logIn();
    const merged = await guest.cart();
    expect(merged.body.data.cartItems).toEqual([expect.objectContaining({ productId: cake.id, options: expect.objectContaining({ photoUploadId: photo.id }) })]);

    const customer = { userId, token: guest.token!, headers: { authorization: `Bearer ${guest.token}` } };
    const addressId = await addressFor(userId);
    const placed = await call(placeOrder, '/api/V2/place-order', customer, { method: 'POST', body: await checkoutBody(addressId) });
    expect(placed.status).toBe(201);
    const orderId = placed.body.data.id as number;
    const [item] = await getDb().select().from(orderItems).where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'product')));
    expect(item?.options).toMatchObject({ photoUploadId: photo.id });

    const detail = await call(orderDetail, `/api/V2/order-detail?orderId=${orderId}`, customer);
    expect(detail.body.data.items[0].options.photoUploadId).toBe(photo.id);
    expect((await fetchMedia(photo.url)).status).toBe(200);
  });
});
