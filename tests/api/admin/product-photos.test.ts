import { and, asc, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import sharp from 'sharp';
import { GET as mediaRoute } from '@/app/media/images/[id]/[file]/route';
import { POST as imagesRoute } from '@/app/api/dashboard/v1/admin/images/route';
import { DELETE as removeRoute, PATCH as describeRoute } from '@/app/api/dashboard/v1/admin/catalogue/products/[id]/photos/[photoId]/route';
import { GET as listRoute, PATCH as reorderRoute, POST as uploadRoute } from '@/app/api/dashboard/v1/admin/catalogue/products/[id]/photos/route';
import { GET as productAdminRoute } from '@/app/api/dashboard/v1/admin/catalogue/products/[id]/route';
import { GET as productListRoute } from '@/app/api/dashboard/v1/admin/catalogue/products/route';
import { GET as multipleRoute } from '@/app/api/V2/multiple/route';
import { GET as productRoute } from '@/app/api/V2/product/[idOrSlug]/route';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { auditLog, mediaImages, mediaObjects, productPhotos, products } from '@/lib/server/db/schema';
import { adminCall } from './support';
import { jpegFile, postFiles } from './photo-support';
import { callRoute } from '../support/call-route';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { newCustomer } from '../orders/support';
import { newStaffMember } from '../support/users';

// A product's real photos (issue 25): staff with catalogue.manage upload several, put them in order, describe them and
// remove them; the storefront's card shows the first and the product page all of them in order, served as AVIF, WebP
// and JPEG from /media/images. A product without photos keeps its generated art.

const { db } = useTestDatabase();

type Who = { headers: Record<string, string> } | null;
const base = (id: number) => `/api/dashboard/v1/admin/catalogue/products/${id}/photos`;
const upload = (who: Who, id: number, files: File[]) => postFiles(uploadRoute, base(id), who, files, { id: String(id) });
const list = (who: Who, id: number) => adminCall(listRoute, base(id), { headers: who?.headers, params: { id: String(id) } });
const reorder = (who: Who, id: number, order: unknown) =>
  adminCall(reorderRoute, base(id), { method: 'PATCH', body: { order }, headers: who?.headers, params: { id: String(id) } });
const describe_ = (who: Who, id: number, photoId: number, body: unknown) =>
  adminCall(describeRoute, `${base(id)}/${photoId}`, { method: 'PATCH', body, headers: who?.headers, params: { id: String(id), photoId: String(photoId) } });
const remove = (who: Who, id: number, photoId: number) =>
  adminCall(removeRoute, `${base(id)}/${photoId}`, { method: 'DELETE', headers: who?.headers, params: { id: String(id), photoId: String(photoId) } });

const productPage = async (slug: string) => (await callRoute(productRoute, { url: `/api/V2/product/${slug}`, params: { idOrSlug: slug } })).body.data.product;
const card = async (id: number) => (await callRoute(multipleRoute, { url: `/api/V2/multiple?ids=${id}` })).body.data.products[0];

/** Two cakes of this test's own (each test takes another pair: the file's tests share one database). */
async function twoCakes(pair: number) {
  const rows = await db()
    .select({ id: products.id, slug: products.slug, name: products.name, images: products.images })
    .from(products)
    .where(and(eq(products.type, 'cake'), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(2)
    .offset(pair * 2);
  return rows as [(typeof rows)[number], (typeof rows)[number]];
}

async function served(src: string) {
  const [, , , id, file] = src.split('/');
  const response = await mediaRoute(new NextRequest(new URL(src, 'http://localhost:3000')), { params: Promise.resolve({ id: id!, file: file! }) });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const RED = { r: 230, g: 20, b: 20 };
const GREEN = { r: 20, g: 200, b: 20 };

describe('product photos (admin/catalogue/products/{id}/photos)', () => {
  it('a manager uploads two photos; the card shows the first, the page both in order; other products are untouched', async () => {
    const manager = await newStaffMember('manager');
    const [cake, other] = await twoCakes(0);
    const otherBefore = { card: await card(other.id), page: (await productPage(other.slug)).images };

    const first = await upload(manager, cake.id, [await jpegFile('red.jpg', 1600, 1200, RED)]);
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const second = await upload(manager, cake.id, [await jpegFile('green.jpg', 900, 900, GREEN)]);
    expect(second.status).toBe(201);
    const photos = second.body.data.photos;
    expect(photos.map((p: { position: number }) => p.position)).toEqual([0, 1]);
    expect(photos[0]).toMatchObject({ width: 1600, height: 1200, src: expect.stringMatching(/^\/media\/images\/[0-9a-f-]{36}\/1280\.jpg$/) });
    expect(photos[1]).toMatchObject({ width: 900, height: 900, src: expect.stringMatching(/\/900\.jpg$/) });

    // Storefront: the card's picture is the first photo, with its placeholder and widths; the page has both, in order.
    const shown = await card(cake.id);
    expect(shown.image).toMatchObject({ src: photos[0].src, width: 1600, height: 1200, alt: cake.name });
    expect(shown.image.photo).toEqual({ id: photos[0].photo.id, widths: [160, 320, 640, 960, 1280], blurDataURL: expect.stringMatching(/^data:image\/webp;base64,/) });
    const page = await productPage(cake.slug);
    expect(page.images.map((i: { src: string }) => i.src)).toEqual([photos[0].src, photos[1].src]);
    expect(page.image.src).toBe(photos[0].src);

    // The files are served: upright JPEG/AVIF/WebP, cached a year, with the uploads' locked-down headers.
    const jpeg = await served(photos[0].src);
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(jpeg.headers.get('x-content-type-options')).toBe('nosniff');
    expect(jpeg.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(await sharp(jpeg.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 960 });
    const avif = await served(photos[1].src.replace('900.jpg', '320.avif'));
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect((await served(photos[1].src.replace('900.jpg', '1280.jpg'))).status).toBe(404); // never enlarged
    expect((await served(`/media/images/${photos[0].photo.id}/640.gif`)).status).toBe(404);

    // Another product still shows what it showed (its generated art), and none of these photos.
    expect(await card(other.id)).toEqual(otherBefore.card);
    expect((await productPage(other.slug)).images).toEqual(otherBefore.page);
    expect(otherBefore.card.image.photo).toBeUndefined();

    // The back office counts the uploaded photos (the link "Photos (2)"), not the generated art the other still has.
    const editor = (id: number) => adminCall(productAdminRoute, `/api/dashboard/v1/admin/catalogue/products/${id}`, { headers: manager.headers, params: { id: String(id) } });
    expect((await editor(cake.id)).body.data.product.imageCount).toBe(2);
    expect((await editor(other.id)).body.data.product.imageCount).toBe(0);
    const listed = await adminCall(productListRoute, `/api/dashboard/v1/admin/catalogue/products?q=${encodeURIComponent(cake.slug)}`, { headers: manager.headers });
    expect(listed.body.data.products.find((p: { id: number }) => p.id === cake.id)).toMatchObject({ imageCount: 2 });

    // Each upload is in the audit trail under the manager.
    const entries = await db().select().from(auditLog).where(and(eq(auditLog.action, 'product.add_photo'), eq(auditLog.entityId, String(cake.id))));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ staffUserId: manager.id, entity: 'product', summary: `Photo 1 added to ${cake.name}` });
  });

  it('several files in one request keep their order; reorder, describe and remove change the storefront at once', async () => {
    const editor = await newStaffMember('editor');
    const [cake] = await twoCakes(1);
    const added = await upload(editor, cake.id, [await jpegFile('a.jpg', 400, 300, RED), await jpegFile('b.jpg', 400, 300, GREEN), await jpegFile('c.jpg')]);
    expect(added.status).toBe(201);
    const [a, b, c] = added.body.data.photos as Array<{ id: number; src: string; photo: { id: string; widths: number[] } }>;

    const reordered = await reorder(editor, cake.id, [c!.id, a!.id, b!.id]);
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.photos.map((p: { id: number }) => p.id)).toEqual([c!.id, a!.id, b!.id]);
    expect((await card(cake.id)).image.src).toBe(c!.src);
    expect((await productPage(cake.slug)).images.map((i: { src: string }) => i.src)).toEqual([c!.src, a!.src, b!.src]);

    const described = await describe_(editor, cake.id, c!.id, { alt: '  Two-tier chocolate cake with strawberries  ' });
    expect(described.status).toBe(200);
    expect((await card(cake.id)).image.alt).toBe('Two-tier chocolate cake with strawberries');

    const removed = await remove(editor, cake.id, c!.id);
    expect(removed.status).toBe(200);
    expect(removed.body.data.photos.map((p: { id: number; position: number }) => [p.id, p.position])).toEqual([
      [a!.id, 0],
      [b!.id, 1],
    ]);
    expect((await card(cake.id)).image.src).toBe(a!.src);
    // The removed photo's files and image row are gone.
    expect(await db().select().from(mediaImages).where(eq(mediaImages.id, c!.photo.id))).toHaveLength(0);
    expect((await served(c!.src)).status).toBe(404);
    expect(await db().select({ key: mediaObjects.key }).from(mediaObjects).where(eq(mediaObjects.key, `images/${c!.photo.id}/320.avif`))).toHaveLength(0);

    // Removing the rest brings the generated art back, exactly as before any photo.
    await remove(editor, cake.id, a!.id);
    await remove(editor, cake.id, b!.id);
    const page = await productPage(cake.slug);
    expect(page.images).toEqual(cake.images);
    expect(page.image.photo).toBeUndefined();

    const actions = (await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, String(cake.id)))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['product.reorder_photos', 'product.describe_photo', 'product.remove_photo']));
  });

  it('refuses bad input with 400 by the field, unknown products and photos with 404, and a stale order with 409', async () => {
    const manager = await newStaffMember('manager');
    const [cake, other] = await twoCakes(2);
    const notAPhoto = new File([new Uint8Array(Buffer.from('%PDF-1.4 not a photo'))], 'menu.jpg', { type: 'image/jpeg' });
    const corrupt = await upload(manager, cake.id, [notAPhoto]);
    expect(corrupt.status).toBe(400);
    expect(corrupt.body.error.fields.file).toMatch(/JPEG, PNG, WebP or AVIF/);
    const empty = await upload(manager, cake.id, []);
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty('file');
    const filesBefore = (await db().select({ key: mediaObjects.key }).from(mediaObjects)).length;
    expect((await upload(manager, 999_999, [await jpegFile('x.jpg', 200, 200)])).status).toBe(404);
    expect(await db().select().from(productPhotos).where(eq(productPhotos.productId, cake.id))).toHaveLength(0);
    // Nothing left behind by a refused upload.
    expect((await db().select({ key: mediaObjects.key }).from(mediaObjects)).length).toBe(filesBefore);

    const { body } = await upload(manager, cake.id, [await jpegFile('x.jpg', 200, 200)]);
    const photoId = body.data.photos[0].id as number;
    for (const order of [[], 'x', [photoId, photoId], [-1]]) {
      const res = await reorder(manager, cake.id, order);
      expect({ order, status: res.status }).toEqual({ order, status: 400 });
      expect(Object.keys(res.body.error.fields)[0]).toMatch(/^order/); // 'order', or 'order.0' for the one bad id
    }
    const stale = await reorder(manager, cake.id, [photoId + 1000]);
    expect(stale.status).toBe(409);
    const long = await describe_(manager, cake.id, photoId, { alt: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty('alt');
    // A photo of one product is not found through another.
    expect((await remove(manager, other.id, photoId)).status).toBe(404);
    expect((await describe_(manager, other.id, photoId, { alt: 'x' })).status).toBe(404);
    expect((await list(manager, cake.id)).body.data.photos).toHaveLength(1);
  });

  it('two uploads to one product at once both land, at distinct positions', async () => {
    const manager = await newStaffMember('manager');
    const [cake] = await twoCakes(3);
    const files = [await jpegFile('one.jpg', 300, 300, RED), await jpegFile('two.jpg', 300, 300, GREEN)];
    const answers = await concurrently(files, 2, (file) => upload(manager, cake.id, [file]));
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const rows = await db().select({ position: productPhotos.position }).from(productPhotos).where(eq(productPhotos.productId, cake.id)).orderBy(productPhotos.position);
    expect(rows.map((r) => r.position)).toEqual([0, 1]);
  });

  it('owner, manager and editor may manage photos; kitchen, support and riders get 403, customers and visitors 404', async () => {
    const [cake] = await twoCakes(4);
    for (const role of ['owner', 'manager', 'editor'] as StaffRole[]) {
      expect({ role, status: (await list(await newStaffMember(role), cake.id)).status }).toEqual({ role, status: 200 });
    }
    for (const role of ['kitchen', 'support', 'rider', 'dispatch'] as StaffRole[]) {
      const who = await newStaffMember(role);
      expect({ role, status: (await upload(who, cake.id, [await jpegFile('x.jpg', 100, 100)])).status }).toEqual({ role, status: 403 });
      expect({ role, status: (await list(who, cake.id)).status }).toEqual({ role, status: 403 });
    }
    const customer = await newCustomer();
    expect((await upload({ headers: customer.headers }, cake.id, [await jpegFile('x.jpg', 100, 100)])).status).toBe(404);
    expect((await upload(null, cake.id, [await jpegFile('x.jpg', 100, 100)])).status).toBe(404);
    expect(await db().select().from(productPhotos).where(eq(productPhotos.productId, cake.id))).toHaveLength(0);
  });
});

describe('images for content (admin/images)', () => {
  it('an editor uploads a picture for a blog post: 201 with its src, size, placeholder and srcset; support may not', async () => {
    const editor = await newStaffMember('editor');
    const res = await postFiles(imagesRoute, '/api/dashboard/v1/admin/images', editor, [await jpegFile('kitchen.jpg', 1000, 500)]);
    expect(res.status).toBe(201);
    const { image } = res.body.data;
    expect(image).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      src: `/media/images/${image.id}/1000.jpg`,
      width: 1000,
      height: 500,
      blurDataURL: expect.stringMatching(/^data:image\/webp;base64,/),
      srcSet: `/media/images/${image.id}/160.webp 160w, /media/images/${image.id}/320.webp 320w, /media/images/${image.id}/640.webp 640w, /media/images/${image.id}/960.webp 960w, /media/images/${image.id}/1000.webp 1000w`,
    });
    expect((await served(image.src)).status).toBe(200);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'image.upload'));
    expect(entry).toMatchObject({ staffUserId: editor.id, entityId: image.id });

    const refused = await postFiles(imagesRoute, '/api/dashboard/v1/admin/images', await newStaffMember('support'), [await jpegFile('x.jpg', 100, 100)]);
    expect(refused.status).toBe(403);
    const bad = await postFiles(imagesRoute, '/api/dashboard/v1/admin/images', editor, [new File([new Uint8Array([1, 2, 3])], 'x.png', { type: 'image/png' })]);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('file');
  });
});
