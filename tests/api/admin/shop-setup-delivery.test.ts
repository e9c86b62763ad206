import { eq } from 'drizzle-orm';
import { POST as chargeApi } from '@/app/api/V2/delivery-charge/route';
import { GET as placesApi } from '@/app/api/V2/delivery-locations/route';
import { POST as methodsApi } from '@/app/api/V2/delivery-methods-time-slot/route';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { deliveryLocations, deliveryMethods, timeSlots } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { newStaffMember } from '../support/users';
import { placeId, sampleProducts } from '../delivery/seeded';
import { auditOf, setup, unique } from './shop-setup-support';

// /admin/setup, delivery (issue 25): places with their charge (typed in rupees, kept in paisa), methods with their
// premium, and slots' windows. Checkout's delivery APIs show each change on the next call; a slot's capacity stays on
// /admin/slots.

const { db } = useTestDatabase();

type Place = { id: number; slug: string; charge: number; city: string };
type Method = { code: string; charge: number; timeSlots: { id: number; label: string; start: string; end: string }[] };

const places = async (): Promise<Place[]> => (await callRoute(placesApi, { url: '/api/V2/delivery-locations' })).body.data.deliveryLocations;
const charge = (body: unknown) => callRoute(chargeApi, { url: '/api/V2/delivery-charge', method: 'POST', body });
const methods = async (locationId: number, productIds: number[]): Promise<Method[]> =>
  (await callRoute(methodsApi, { url: '/api/V2/delivery-methods-time-slot', method: 'POST', body: { locationId, deliveryDate: addDaysToKey(kathmanduDateKey(new Date()), 5), productIds } })).body.data
    .deliveryMethods;

async function cityOf(slug: string) {
  const [area] = await db().select().from(deliveryLocations).where(eq(deliveryLocations.id, await placeId(db(), slug)));
  return area!;
}

const area = (parentId: number, slug: string, extra: Record<string, unknown> = {}) => ({
  name: 'Jhamsikhel',
  slug,
  kind: 'area',
  parentId,
  aliases: ['Jhamel'],
  latitude: 27.678,
  longitude: 85.306,
  radiusKm: 1.2,
  charge: 175,
  freeDeliveryAbove: 2500,
  productTypes: ['cake', 'product'],
  inValley: true,
  ...extra,
});

describe('delivery places', () => {
  it('the editor adds a place with its charge in rupees: checkout lists it and charges रू 175 (17,500 paisa); an edit and hiding show at once', async () => {
    const editor = await newStaffMember('editor');
    const thamel = await cityOf('thamel');
    const slug = unique('jhamsikhel');
    const created = await setup.create(editor, 'places', area(thamel.parentId!, slug));
    expect(created.status).toBe(201);
    const row = created.body.data.row;
    expect(row).toMatchObject({ charge: 17500, freeDeliveryAbove: 250000, isActive: true });
    expect((await places()).find((p) => p.slug === slug)).toMatchObject({ charge: 17500 });

    const { gift } = await sampleProducts(db());
    const quote = await charge({ locationId: row.id, cartItems: [{ productId: gift.id, quantity: 1 }] });
    expect(quote.status).toBe(200);
    expect(quote.body.data.charge).toBe(gift.unitPrice >= 250000 ? 0 : 17500);

    expect((await setup.edit(editor, 'places', row.id, area(thamel.parentId!, slug, { charge: 199.5, freeDeliveryAbove: '' }))).status).toBe(200);
    expect((await places()).find((p) => p.slug === slug)).toMatchObject({ charge: 19950 });
    expect((await charge({ locationId: row.id, cartItems: [{ productId: gift.id, quantity: 1 }] })).body.data.charge).toBe(19950);
    expect((await auditOf('delivery_place', row.id))[0]).toMatchObject({ action: 'delivery_place.update', before: { charge: 17500 }, after: { charge: 19950 } });

    expect((await setup.visible(editor, 'places', row.id, false)).status).toBe(200);
    expect((await places()).map((p) => p.slug)).not.toContain(slug);
    expect((await charge({ locationId: row.id, cartItems: [{ productId: gift.id, quantity: 1 }] })).status).toBe(404);
    expect((await auditOf('delivery_place', row.id))[0]?.action).toBe('delivery_place.hide');
  });

  it('refuses a negative charge, paisa fractions, a malformed slug and an area outside a city (400 by the field); a taken slug 409', async () => {
    const editor = await newStaffMember('editor');
    const thamel = await cityOf('thamel');
    const bad = await setup.create(editor, 'places', area(thamel.id, 'Bad Slug', { charge: -5, freeDeliveryAbove: 10.555 }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['charge', 'freeDeliveryAbove', 'slug']);
    expect(bad.body.error.fields.charge).toBe('Delivery charge cannot be negative');
    const inArea = await setup.create(editor, 'places', area(thamel.id, unique('in-an-area')));
    expect(inArea.status).toBe(400);
    expect(inArea.body.error.fields.parentId).toBe('Choose the city it is in.');
    expect((await setup.create(editor, 'places', area(thamel.parentId!, 'thamel'))).status).toBe(409);
  });

  it('a place with places inside it cannot be deleted (409: hide it instead)', async () => {
    const editor = await newStaffMember('editor');
    const thamel = await cityOf('thamel');
    const res = await setup.remove(editor, 'places', thamel.parentId!);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This delivery place is used by the places inside it, so it cannot be deleted. Hide it instead.');
  });
});

describe('delivery methods and slots', () => {
  it('a new premium for express shows in checkout’s methods; the code cannot change and no fourth method is added', async () => {
    const manager = await newStaffMember('manager');
    const [express] = await db().select().from(deliveryMethods).where(eq(deliveryMethods.code, 'express'));
    const form = { code: 'express', name: express!.name, description: express!.description, premium: 200, valleyOnly: true, isActive: true, position: express!.position };
    expect((await setup.edit(manager, 'methods', express!.id, form)).status).toBe(200);
    const { cake } = await sampleProducts(db());
    const baneshwor = await placeId(db(), 'new-baneshwor');
    const list = await methods(baneshwor, [cake.id]);
    const standard = list.find((m) => m.code === 'standard')!;
    expect(list.find((m) => m.code === 'express')!.charge).toBe(standard.charge + 20000);

    const renamed = await setup.edit(manager, 'methods', express!.id, { ...form, code: 'midnight' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.fields.code).toMatch(/^The code cannot change/);
    expect((await setup.create(manager, 'methods', { ...form, code: 'express' })).status).toBe(409);
    expect((await setup.create(manager, 'methods', { ...form, code: 'drone' })).body.error.fields.code).toBe('Choose standard, express or midnight delivery');

    expect((await setup.visible(manager, 'methods', express!.id, false)).status).toBe(200);
    expect((await methods(baneshwor, [cake.id])).map((m) => m.code)).not.toContain('express');
    expect((await setup.visible(manager, 'methods', express!.id, true)).status).toBe(200);
  });

  it('the editor adds a slot (window in Kathmandu time, capacity 0 until /admin/slots sets it), renames and hides it; a second click is a 409', async () => {
    const editor = await newStaffMember('editor');
    const [standard] = await db().select().from(deliveryMethods).where(eq(deliveryMethods.code, 'standard'));
    const body = { methodId: standard!.id, label: '9 PM – 10 PM', start: '21:00', end: '22:00' };
    const [first, second] = await concurrently([1, 2], 2, () => setup.create(editor, 'slots', body));
    expect([first!.status, second!.status].sort()).toEqual([201, 409]);
    const row = (first!.status === 201 ? first : second)!.body.data.row;
    expect(row).toMatchObject({ startMinute: 1260, endMinute: 1320, capacity: 0, isActive: true });
    expect((first!.status === 409 ? first : second)!.body.error.fields.end).toBe('This method already has a slot with this window.');

    const { cake } = await sampleProducts(db());
    const baneshwor = await placeId(db(), 'new-baneshwor');
    const offered = (await methods(baneshwor, [cake.id])).find((m) => m.code === 'standard')!.timeSlots.find((s) => s.id === row.id);
    expect(offered).toMatchObject({ label: '9 PM – 10 PM', start: '21:00', end: '22:00' });

    expect((await setup.edit(editor, 'slots', row.id, { ...body, label: 'Late evening' })).status).toBe(200);
    const [stored] = await db().select().from(timeSlots).where(eq(timeSlots.id, row.id));
    expect(stored).toMatchObject({ label: 'Late evening', capacity: 0 });
    expect((await setup.visible(editor, 'slots', row.id, false)).status).toBe(200);
    expect((await methods(baneshwor, [cake.id])).find((m) => m.code === 'standard')!.timeSlots.map((s) => s.id)).not.toContain(row.id);
    expect((await auditOf('time_slot', row.id)).map((e) => e.action)).toEqual(['time_slot.hide', 'time_slot.update', 'time_slot.create']);
  });

  it('a window must end after it starts and be a time of day (400 by the field)', async () => {
    const editor = await newStaffMember('editor');
    const [standard] = await db().select().from(deliveryMethods).where(eq(deliveryMethods.code, 'standard'));
    const backwards = await setup.create(editor, 'slots', { methodId: standard!.id, label: 'Backwards', start: '18:00', end: '09:00' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields.end).toBe('The window ends after it starts (a midnight slot ends at 24:00)');
    const nonsense = await setup.create(editor, 'slots', { methodId: standard!.id, label: 'Nonsense', start: '25:00', end: '9am' });
    expect(Object.keys(nonsense.body.error.fields).sort()).toEqual(['end', 'start']);
    const noMethod = await setup.create(editor, 'slots', { methodId: 999_999, label: 'Orphan', start: '09:00', end: '10:00' });
    expect(noMethod.body.error.fields.methodId).toBe('Choose the delivery method.');
  });
});
