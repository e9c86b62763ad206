import { expect, type Page } from '@playwright/test';
import { Client } from 'pg';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';

// An order placed through the shop's own API from a logged-in page (its cookie, its origin), for specs about what
// comes after checkout — paying it, or how its page shows money — without walking the checkout again (buying.spec.ts
// does that). The seeded place and slot are looked up by what they are.

/** New Baneshwor's id and the standard 3–6 PM slot's, from the e2e database. */
async function seededPlaceAndSlot(): Promise<{ placeId: number; slotId: number }> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through npm run test:e2e');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const place = await client.query<{ id: number }>(`SELECT id FROM delivery_locations WHERE slug = 'new-baneshwor'`);
    const slot = await client.query<{ id: number }>(
      `SELECT s.id FROM time_slots s JOIN delivery_methods m ON m.id = s.method_id WHERE m.code = 'standard' AND s.label = '3 PM – 6 PM'`,
    );
    return { placeId: place.rows[0]!.id, slotId: slot.rows[0]!.id };
  } finally {
    await client.end();
  }
}

/**
 * Puts `productId` in the logged-in page's cart, adds an address in New Baneshwor and places the order, unpaid, to
 * be paid with `paymentMethod`; answers the order's id. Delivery five days ahead: far enough for anything (scooters
 * need three), whatever the clock says.
 */
export async function placeUnpaidOrder(page: Page, productId: number, paymentMethod: 'esewa' | 'khalti' | 'cod'): Promise<number> {
  const headers = { origin: new URL(page.url()).origin };
  const { placeId, slotId } = await seededPlaceAndSlot();
  const added = await page.request.post('/api/V2/add-to-cart', { data: { productId, quantity: 1, source: 'web' }, headers });
  expect(added.status(), await added.text()).toBe(200);
  const address = await page.request.post('/api/V2/add-shipping-address', {
    data: { deliveryLocationId: placeId, receiverName: 'Aama Shrestha', phoneNumber: '9841234567', landmark: 'Blue gate', xCoord: 85.3422, yCoord: 27.6923 },
    headers,
  });
  expect(address.status(), await address.text()).toBe(201);
  const addressId = ((await address.json()) as { data: { address: { id: number } } }).data.address.id;
  const placed = await page.request.post('/api/V2/place-order', {
    data: { addressId, deliveryDate: addDaysToKey(kathmanduDateKey(new Date()), 5), deliveryMethod: 'standard', slotId, paymentMethod, source: 'web' },
    headers,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { data: { id: number } }).data.id;
}
