import { GET as campaignRoute } from '@/app/api/V2/campaign/[slug]/route';
import { kathmanduInputToInstant } from '@/lib/domain/kathmandu-input';
import { priceEpoch } from '@/lib/server/services/campaigns/sale-rules';
import { cardsByIds } from '@/lib/server/services/catalogue/product-card';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { newStaffMember } from '../support/users';
import { unpricedGift } from '../campaigns/support';
import { auditEntries, entry, kathmanduMinute, publish, saveAndPublish, saveDraft } from './content-shop-support';

// Campaigns and flash sales (issue 25): the exact window in Kathmandu time to the minute, the products with the sale
// price typed in rupees (kept in paisa), the limits per customer and in all. A draft prices nothing; the published
// campaign prices its products inside its window only (lib/domain/campaign-price.ts), and a changed window moves the
// price epoch, so no cached priced answer outlives it.

useTestDatabase();
jest.setTimeout(60_000);

let counter = 0;
const campaignForm = (products: Array<{ productId: number; salePrice: number; section?: string; perCustomerLimit?: number | null; totalLimit?: number | null }>, extra: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    slug: `tihar-test-${counter}-${Math.random().toString(36).slice(2, 7)}`,
    name: `Tihar test ${counter}`,
    icon: '/media/campaigns/tihar.svg',
    description: 'Lights, sweets and cakes',
    tagline: 'Five days of Tihar',
    heroImage: '',
    startsAt: kathmanduMinute(-10),
    endsAt: kathmanduMinute(60),
    isActive: true,
    flash: null,
    products: products.map((p) => ({ section: 'product', perCustomerLimit: null, totalLimit: null, ...p })),
    ...extra,
  };
};

const campaignPage = (slug: string) => callRoute(campaignRoute, { url: `/api/V2/campaign/${slug}`, params: { slug } });
const priceNow = async (productId: number, at = new Date()) => (await cardsByIds([productId], at))[0]!.sellingPrice;

describe('campaigns from the back office', () => {
  it('a draft prices nothing; published, its products sell at the typed price inside the window, and the campaign page shows it', async () => {
    const editor = await newStaffMember('editor');
    const gift = await unpricedGift(0);
    const sale = Math.floor((gift.price * 0.8) / 100); // rupees
    const form = campaignForm([{ productId: gift.id, salePrice: sale, perCustomerLimit: 2, totalLimit: 50 }]);
    const saved = await saveDraft(editor, 'campaign', 'new', form);
    expect(saved.status).toBe(200);
    expect(saved.body.data.preview).toContainEqual(expect.objectContaining({ label: gift.name, value: expect.stringContaining('(2 per customer, 50 in all)') }));
    expect((await campaignPage(form.slug)).status).toBe(404);
    expect(await priceNow(gift.id)).toBe(gift.price);

    const published = await publish(editor, 'campaign', saved.body.data.key);
    expect(published.status).toBe(200);
    const page = await campaignPage(form.slug);
    expect(page.status).toBe(200);
    expect(page.body.data.campaign).toMatchObject({ name: form.name, startsAt: kathmanduInputToInstant(form.startsAt)!.toISOString(), endsAt: kathmanduInputToInstant(form.endsAt)!.toISOString() });
    const card = (page.body.data.products as Array<{ id: number; sellingPrice: number; campaign: { perCustomerLimit: number } | null }>).find((p) => p.id === gift.id)!;
    expect(card.sellingPrice).toBe(sale * 100);
    expect(card.campaign).toMatchObject({ perCustomerLimit: 2 });
    // The window's edges, to the second: its price from the start to just before the end, the list price from the end.
    const end = kathmanduInputToInstant(form.endsAt)!.getTime();
    expect(await priceNow(gift.id, new Date(end - 1000))).toBe(sale * 100);
    expect(await priceNow(gift.id, new Date(end))).toBe(gift.price);
    const [audit] = await auditEntries('campaign.publish', published.body.data.entityId);
    expect(audit!.summary).toContain(`New campaign “${form.name}”`);

    // The editor opens it again as typed: rupees, Kathmandu minutes.
    const live = (await entry(editor, 'campaign', String(published.body.data.entityId))).body.data.live;
    expect(live).toMatchObject({ startsAt: form.startsAt, endsAt: form.endsAt, products: [{ productId: gift.id, salePrice: sale, perCustomerLimit: 2, totalLimit: 50 }] });
  });

  it('moving the window moves the price epoch, and the price follows the new window only once published', async () => {
    const manager = await newStaffMember('manager');
    const gift = await unpricedGift(1);
    const sale = Math.floor((gift.price * 0.7) / 100);
    const form = campaignForm([{ productId: gift.id, salePrice: sale }]);
    const { entityId } = await saveAndPublish(manager, 'campaign', 'new', form);
    const epochBefore = await priceEpoch();
    expect(await priceNow(gift.id)).toBe(sale * 100);

    const later = { ...form, startsAt: kathmanduMinute(30), endsAt: kathmanduMinute(90) };
    await saveDraft(manager, 'campaign', String(entityId), later);
    expect(await priceNow(gift.id)).toBe(sale * 100); // a draft changes nothing
    await publish(manager, 'campaign', String(entityId));
    expect(await priceNow(gift.id)).toBe(gift.price);
    expect(await priceEpoch()).not.toBe(epochBefore);
  });

  it('a flash sale prices its products only inside its window, to the minute', async () => {
    const editor = await newStaffMember('editor');
    const gift = await unpricedGift(2);
    const sale = Math.floor((gift.price * 0.5) / 100);
    const flash = { title: 'Laxmi Puja hour', startsAt: kathmanduMinute(10), endsAt: kathmanduMinute(20), repeatEveryMinutes: null };
    await saveAndPublish(editor, 'campaign', 'new', campaignForm([{ productId: gift.id, salePrice: sale, section: 'flash' }], { flash }));
    const from = kathmanduInputToInstant(flash.startsAt)!.getTime();
    const until = kathmanduInputToInstant(flash.endsAt)!.getTime();
    expect(await priceNow(gift.id, new Date(from - 1000))).toBe(gift.price);
    expect(await priceNow(gift.id, new Date(from))).toBe(sale * 100);
    expect(await priceNow(gift.id, new Date(until - 1000))).toBe(sale * 100);
    expect(await priceNow(gift.id, new Date(until))).toBe(gift.price);
  });

  it('refuses a window ending before its start, a flash sale outside the campaign, a sale price not below the price, and limits that contradict (400 by field)', async () => {
    const editor = await newStaffMember('editor');
    const gift = await unpricedGift(3);
    const windows = await saveDraft(editor, 'campaign', 'new', campaignForm([], { startsAt: kathmanduMinute(60), endsAt: kathmanduMinute(30) }));
    expect(windows.status).toBe(400);
    expect(windows.body.error.fields).toEqual({ endsAt: 'The campaign’s end must be after the start.' });

    const flash = await saveDraft(editor, 'campaign', 'new', campaignForm([{ productId: gift.id, salePrice: 100, section: 'flash' }], { flash: { title: 'Late', startsAt: kathmanduMinute(600), endsAt: kathmanduMinute(610), repeatEveryMinutes: 5 } }));
    expect(Object.keys(flash.body.error.fields).sort()).toEqual(['flash.repeatEveryMinutes', 'flash.startsAt']);

    const money = await saveDraft(editor, 'campaign', 'new', campaignForm([{ productId: gift.id, salePrice: gift.price / 100, perCustomerLimit: 5, totalLimit: 2 }]));
    expect(money.body.error.fields).toEqual({ 'products.0.perCustomerLimit': 'The limit per customer cannot be above the total.' });
    const notBelow = await saveDraft(editor, 'campaign', 'new', campaignForm([{ productId: gift.id, salePrice: gift.price / 100 }]));
    expect(notBelow.status).toBe(400);
    expect(notBelow.body.error.fields['products.0.salePrice']).toMatch(/^Below रू/);
    const fraction = await saveDraft(editor, 'campaign', 'new', campaignForm([{ productId: gift.id, salePrice: 99.5 }]));
    expect(fraction.body.error.fields['products.0.salePrice']).toBe('The sale price is in whole rupees.');
    const tooDeep = await saveDraft(editor, 'campaign', 'new', campaignForm([{ productId: gift.id, salePrice: 1 }]));
    expect(tooDeep.body.error.fields['products.0.salePrice']).toMatch(/^At most 90% off/);
    const noWindow = await saveDraft(editor, 'campaign', 'new', campaignForm([{ productId: gift.id, salePrice: 100, section: 'flash' }]));
    expect(noWindow.body.error.fields).toEqual({ 'products.0.section': 'A flash-sale product needs the flash sale’s window.' });
  });

  it('kitchen and support cannot touch campaigns (403)', async () => {
    for (const role of ['kitchen', 'support'] as const) {
      expect((await saveDraft(await newStaffMember(role), 'campaign', 'new', campaignForm([]))).status).toBe(403);
    }
  });
});
