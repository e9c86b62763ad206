import { rowViews, SETUP_VIEWS } from '@/components/admin/setup/setup-views';
import { SETUP_KINDS } from '@/lib/domain/shop-setup';
import { SETUP } from '@/lib/server/services/shop-setup';
import { couponSchema, placeSchema, slotSchema } from '@/lib/validation/shop-setup';
import { useTestDatabase } from '../support/database';

// /admin/setup's lists as the page builds them from the seeded shop: every kind's rows become cells and a form that,
// sent back unchanged, passes that kind's own schema (an edit that changes nothing is never refused by its form).

useTestDatabase();

describe('the setup page’s rows', () => {
  it.each(SETUP_KINDS.map((kind) => [kind]))('%s: cells for every column, and a form its schema accepts', async (kind) => {
    const [page, categories, places, methods] = await Promise.all([
      SETUP[kind].service.list({}),
      SETUP.categories.service.list({}),
      SETUP.places.service.list({}),
      SETUP.methods.service.list({}),
    ]);
    expect(page.rows.length).toBeGreaterThan(0);
    const views = rowViews(kind, page.rows, { categories: categories.rows, places: places.rows, methods: methods.rows });
    const columns = SETUP_VIEWS[kind].columns.length;
    for (const view of views) {
      expect(view.cells).toHaveLength(columns);
      const body = Object.fromEntries(Object.entries(view.form).map(([k, v]) => [k, Array.isArray(v) ? v.filter(Boolean) : v]));
      const parsed = SETUP[kind].schema.safeParse(body);
      expect({ id: view.id, ok: parsed.success, issues: parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }).toEqual({ id: view.id, ok: true, issues: [] });
    }
  });

  it('a form sent back unchanged stores the same values (rupees ↔ paisa, HH:mm ↔ minutes, Kathmandu time ↔ instants)', async () => {
    const coupons = (await SETUP.coupons.service.list({})).rows;
    const dated = coupons.find((c) => c.startsAt && c.endsAt)!;
    const back = couponSchema.parse(rowViews('coupons', [dated], { categories: [], places: [], methods: [] })[0]!.form);
    expect(back).toMatchObject({ value: dated.value, minSubtotal: dated.minSubtotal, maxDiscount: dated.maxDiscount });
    // Minutes are kept; seconds in the seed's window (23:59:59) are not in a datetime-local field.
    expect(Math.floor(back.endsAt!.getTime() / 60_000)).toBe(Math.floor(dated.endsAt.getTime() / 60_000));
    const place = (await SETUP.places.service.list({})).rows.find((p) => p.freeDeliveryAbove !== null)!;
    expect(placeSchema.parse(rowViews('places', [place], { categories: [], places: [], methods: [] })[0]!.form)).toMatchObject({ charge: place.charge, freeDeliveryAbove: place.freeDeliveryAbove });
    const slot = (await SETUP.slots.service.list({})).rows.find((s) => s.endMinute === 1440)!;
    expect(slotSchema.parse(rowViews('slots', [slot], { categories: [], places: [], methods: [] })[0]!.form)).toMatchObject({ startMinute: slot.startMinute, endMinute: 1440 });
  });
});
