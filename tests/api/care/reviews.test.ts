import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as listRoute, POST as addRoute } from '@/app/api/V2/reviews/route';
import { GET as media } from '@/app/media/uploads/[id]/route';
import { REVIEWS_PER_PAGE } from '@/lib/domain/reviews';
import { getDb } from '@/lib/server/db/client';
import { products, reviews } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { call, giftProduct, newCustomer, ORIGIN, type Customer } from '../orders/support';
import { customerWithDeliveredOrder, customerWithOrder, uploadPhoto } from './support';

// reviews?id&type: the product page's list in four orders, and a customer's review appended to it, moving the
// product's stars and count exactly, even when many customers review at once.

useTestDatabase();

const list = (query: string) => call(listRoute, `/api/V2/reviews?${query}`, null);
const add = (customer: Customer | null, body: unknown) => call(addRoute, '/api/V2/reviews', customer, { method: 'POST', body });

/** An active product with at least `min` seeded reviews. */
async function reviewedProduct(min = 3) {
  const rows = await getDb().execute<{ id: number; n: number }>(
    sql`SELECT p.id, count(r.id)::int AS n FROM products p JOIN reviews r ON r.product_id = p.id AND r.status = 'approved'
        WHERE p.is_active GROUP BY p.id HAVING count(r.id) >= ${min} ORDER BY p.id LIMIT 1`,
  );
  const row = rows.rows[0];
  if (!row) throw new Error('seed has no product with reviews');
  return { id: Number(row.id), count: Number(row.n) };
}

const productRow = async (id: number) => (await getDb().select().from(products).where(eq(products.id, id)))[0]!;

describe('GET reviews?id&type', () => {
  it('lists a product’s reviews newest first, with its summary and pagination', async () => {
    const product = await reviewedProduct();
    const res = await list(`id=${product.id}&type=product`);
    expect(res.status).toBe(200);
    const items = res.body.data.reviews as Array<{ createdAt: string; rating: number; verifiedPurchase: boolean; photoUrl: string | null }>;
    expect(items.length).toBe(Math.min(product.count, REVIEWS_PER_PAGE));
    const times = items.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(items[0]).toMatchObject({ verifiedPurchase: false, photoUrl: null, authorName: expect.any(String) });
    expect(res.body.data.summary.count).toBe(product.count);
    expect(res.body.data.summary.distribution.map((d: { stars: number }) => d.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(res.body.meta.pagination).toMatchObject({ total: product.count, currentPage: 1, perPage: REVIEWS_PER_PAGE });
  });

  it('sorts by most and fewest stars, and answers an empty page past the end', async () => {
    const product = await reviewedProduct(4);
    const highest = (await list(`id=${product.id}&sort=highest`)).body.data.reviews.map((r: { rating: number }) => r.rating);
    const lowest = (await list(`id=${product.id}&sort=lowest`)).body.data.reviews.map((r: { rating: number }) => r.rating);
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    expect((await list(`id=${product.id}&page=40`)).body.data.reviews).toEqual([]);
  });

  it('refuses bad input with the field named (400) and an unknown product with 404', async () => {
    expect((await list('type=product')).body.error.fields.id).toBeDefined();
    expect((await list('id=abc')).status).toBe(400);
    expect((await list('id=1&sort=cheapest')).body.error.fields.sort).toBeDefined();
    expect((await list('id=1&page=0')).status).toBe(400);
    expect((await list('id=1&page=51')).status).toBe(400);
    expect((await list('id=1&type=car')).status).toBe(400);
    const unknown = await list('id=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Product not found');
  });
});

describe('POST reviews', () => {
  it('adds the review to the top of the list and moves the product’s stars and count', async () => {
    const product = await reviewedProduct();
    const before = await productRow(product.id);
    const customer = await newCustomer('Sabina Gurung');
    const res = await add(customer, { productId: product.id, rating: 1, title: 'Too sweet for us', body: 'The cream was far too sweet and the sponge was dry.' });
    expect(res.status).toBe(201);
    expect(res.body.data.review).toMatchObject({ rating: 1, title: 'Too sweet for us', authorName: 'Sabina G.', verifiedPurchase: false, photoUrl: null });
    expect(res.body.data.summary.count).toBe(product.count + 1);

    const after = await productRow(product.id);
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    expect(after.ratingAverage).toBeLessThan(before.ratingAverage);
    const first = (await list(`id=${product.id}`)).body.data.reviews[0];
    expect(first.id).toBe(res.body.data.review.id);
  });

  it('allows one review per customer and product (409 for a second)', async () => {
    const product = await reviewedProduct();
    const customer = await newCustomer();
    expect((await add(customer, { productId: product.id, rating: 5, body: 'Lovely cake, arrived on time.' })).status).toBe(201);
    const again = await add(customer, { productId: product.id, rating: 4, body: 'Writing a second review here.' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already reviewed/);
  });

  it('says "Verified purchase" only when the customer received the product', async () => {
    const delivered = await customerWithDeliveredOrder(0);
    const res = await add(delivered.customer, { productId: delivered.product.id, rating: 5, body: 'Exactly as pictured, my mother loved it.' });
    expect(res.status).toBe(201);
    expect(res.body.data.review.verifiedPurchase).toBe(true);

    const notYet = await customerWithOrder(0); // placed, not delivered
    const early = await add(notYet.customer, { productId: notYet.product.id, rating: 4, body: 'Ordered it, looks good so far.' });
    expect(early.body.data.review.verifiedPurchase).toBe(false);
  });

  it('carries the customer’s own review photo, served publicly; another customer’s photo is refused (422)', async () => {
    const product = await reviewedProduct();
    const customer = await newCustomer('Nisha Tamang');
    const photo = await uploadPhoto(customer, 'review-photo');
    const stranger = await newCustomer();
    const refused = await add(stranger, { productId: product.id, rating: 5, body: 'Look at this lovely cake!', photoUploadId: photo });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.photoUploadId).toBeDefined();

    const res = await add(customer, { productId: product.id, rating: 5, body: 'Look at this lovely cake!', photoUploadId: photo });
    expect(res.status).toBe(201);
    expect(res.body.data.review.photoUrl).toBe(`/media/uploads/${photo}`);
    const served = await media(new NextRequest(new URL(res.body.data.review.photoUrl, ORIGIN)), { params: Promise.resolve({ id: photo }) });
    expect(served.status).toBe(200);
    const withPhotos = await list(`id=${product.id}&sort=photos`);
    expect(withPhotos.body.data.reviews.map((r: { id: number }) => r.id)).toEqual([res.body.data.review.id]);
    expect(withPhotos.body.meta.pagination.total).toBe(1);
  });

  it('refuses a guest (401), bad input (400, fields named) and an unknown product (404)', async () => {
    const product = await giftProduct();
    expect((await add(null, { productId: product.id, rating: 5, body: 'Lovely cake, arrived on time.' })).status).toBe(401);
    const customer = await newCustomer();
    const bad = await add(customer, { productId: product.id, rating: 6, body: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ rating: expect.stringMatching(/1 to 5/), body: expect.stringMatching(/at least/) });
    expect((await add(customer, { productId: product.id, rating: 3, body: 'Fine.', photoUploadId: 'not-a-uuid' })).status).toBe(400);
    expect((await add(customer, { productId: 999999, rating: 3, body: 'Nice enough gift.' })).status).toBe(404);
  });

  it('keeps the product’s average and count exact when many customers review at once', async () => {
    const product = await reviewedProduct();
    const customers = await Promise.all(Array.from({ length: 8 }, (_, i) => newCustomer(`Parallel ${i}`)));
    const ratings = [5, 1, 4, 2, 3, 5, 1, 4];
    const answers = await Promise.all(
      customers.map((c, i) => add(c, { productId: product.id, rating: ratings[i], body: `Review number ${i} of the parallel batch.` })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const [exact] = (
      await getDb().execute<{ n: number; avg: number }>(
        sql`SELECT count(*)::int AS n, avg(rating)::float8 AS avg FROM ${reviews} WHERE product_id = ${product.id} AND status = 'approved'`,
      )
    ).rows;
    const after = await productRow(product.id);
    expect(after.ratingCount).toBe(product.count + 8);
    expect(after.ratingCount).toBe(Number(exact!.n));
    expect(after.ratingAverage).toBeCloseTo(Number(exact!.avg), 5);
  });
});
