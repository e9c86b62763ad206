import { eq } from 'drizzle-orm';
import { GET as donationsRoute } from '@/app/api/V2/donations/route';
import { GET as gameRoute } from '@/app/api/V2/roulette/[slug]/route';
import { donationCauses, gamePrizes } from '@/lib/server/db/schema';
import type { GamePrizesForm } from '@/lib/validation/content-shop';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { newStaffMember } from '../support/users';
import { makeGame } from '../games/support';
import { auditEntries, entry, publish, saveAndPublish, saveDraft } from './content-shop-support';

// Roulette and treasure-dig prizes with their published odds, and donation causes (issue 25). The wheel's page
// publishes each prize's chance; the editor types the odds as they will be published, and they must add up to 100%.

const { db } = useTestDatabase();
jest.setTimeout(60_000);

type Published = { label: string; chance: string; probability: number; description: string };
const publishedOdds = async (slug: string): Promise<Published[]> => (await callRoute(gameRoute, { url: `/api/V2/roulette/${slug}`, params: { slug } })).body.data.game.prizes;

const twoPrizeGame = () =>
  makeGame({ prizes: [{ label: 'Better luck', kind: 'none', weight: 3 }, { label: 'रू 100 off', kind: 'flat', value: 10000, weight: 1 }] });

describe('game prizes and their published odds', () => {
  it('the editor sees the odds as published; new odds are a draft until published, then the wheel publishes exactly them', async () => {
    const editor = await newStaffMember('editor');
    const { game, slug } = await twoPrizeGame();
    const live = (await entry(editor, 'game-prizes', String(game.id))).body.data.live as GamePrizesForm;
    expect(live.prizes.map((p) => [p.label, p.odds, p.value])).toEqual([['Better luck', 75, 0], ['रू 100 off', 25, 100]]);

    const edited: GamePrizesForm = {
      prizes: [
        { ...live.prizes[0]!, odds: 62.5 },
        { ...live.prizes[1]!, odds: 30 },
        { id: null, label: '15% off', kind: 'percent', value: 15, minSubtotal: 1000, maxDiscount: 300, productId: null, categoryId: null, odds: 7.5, dailyCap: 5, totalCap: 50, color: '#123456' },
      ],
    };
    const saved = await saveDraft(editor, 'game-prizes', String(game.id), edited);
    expect(saved.status).toBe(200);
    expect(saved.body.data.preview.map((l: { label: string }) => l.label)).toEqual(['Better luck — 62.5%', 'रू 100 off — 30%', '15% off — 7.5%']);
    expect((await publishedOdds(slug)).map((p) => p.chance)).toEqual(['75%', '25%']);

    expect((await publish(editor, 'game-prizes', String(game.id))).status).toBe(200);
    const odds = await publishedOdds(slug);
    expect(odds.map((p) => [p.label, p.chance])).toEqual([['Better luck', '62.5%'], ['रू 100 off', '30%'], ['15% off', '7.5%']]);
    expect(odds.reduce((sum, p) => sum + p.probability, 0)).toBeCloseTo(1, 12);
    expect(odds[2]!.description).toBe('15% off (up to रू 300)');
    // The prizes kept their ids (what they gave stays theirs): the draw and the page read the same weights.
    const rows = await db().select().from(gamePrizes).where(eq(gamePrizes.gameId, game.id));
    expect(rows.find((r) => r.label === 'Better luck')!.id).toBe(live.prizes[0]!.id);
    expect(rows.map((r) => r.weight).sort((a, b) => a - b)).toEqual([75, 300, 625]);
    const [audit] = await auditEntries('game-prizes.publish', game.id);
    expect(audit!.summary).toContain('Better luck 62.5%, रू 100 off 30%, 15% off 7.5% (were Better luck 75%, रू 100 off 25%)');
  });

  it('refuses odds that do not add up to 100%, a percent prize over 90% and a free item without its product (400 by field)', async () => {
    const editor = await newStaffMember('manager');
    const { game } = await twoPrizeGame();
    const live = (await entry(editor, 'game-prizes', String(game.id))).body.data.live as GamePrizesForm;
    const short = await saveDraft(editor, 'game-prizes', String(game.id), { prizes: [{ ...live.prizes[0]!, odds: 70 }, live.prizes[1]] });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual({ odds: 'The odds add up to 95%; they must add up to exactly 100%.' });
    const kinds = await saveDraft(editor, 'game-prizes', String(game.id), {
      prizes: [{ ...live.prizes[0]!, kind: 'percent', value: 95 }, { ...live.prizes[1]!, kind: 'free_item', productId: null }],
    });
    expect(kinds.body.error.fields).toEqual({ 'prizes.0.value': 'A whole percent from 1 to 90.', 'prizes.1.productId': 'Choose the product this prize gives.' });
    const decimals = await saveDraft(editor, 'game-prizes', String(game.id), { prizes: [{ ...live.prizes[0]!, odds: 74.95 }, { ...live.prizes[1]!, odds: 25.05 }] });
    expect(decimals.body.error.fields).toEqual({ 'prizes.0.odds': 'Odds to one decimal place, like 12.5.', 'prizes.1.odds': 'Odds to one decimal place, like 12.5.' });
  });

  it('kitchen and support get 403', async () => {
    const { game } = await twoPrizeGame();
    for (const role of ['kitchen', 'support'] as const) expect((await entry(await newStaffMember(role), 'game-prizes', String(game.id))).status).toBe(403);
  });
});

describe('donation causes', () => {
  const causeForm = (slug: string, extra: Record<string, unknown> = {}) => ({
    slug,
    title: 'Cakes for Bal Mandir',
    summary: 'Birthday cakes for the children of Bal Mandir, Naxal.',
    story: 'Every month the children celebrate their birthdays together.\n\nYour gift pays for the cakes.',
    organisation: 'Nepal Children’s Organisation',
    registrationNo: '1234/064',
    pan: '301234567',
    goal: 150000,
    deliveryLocationId: null,
    receiverName: 'Sita Karki',
    phoneNumber: '9801234567',
    landmark: 'Naxal',
    hue: 200,
    position: 0,
    isActive: true,
    ...extra,
  });
  const causes = async () => (await callRoute(donationsRoute, { url: '/api/V2/donations' })).body.data.causes as Array<{ slug: string; title: string; goal: number }>;

  it('a new cause is a draft until published; the goal typed in rupees is kept in paisa; an edit keeps what was raised', async () => {
    const editor = await newStaffMember('editor');
    const slug = `bal-mandir-${Math.random().toString(36).slice(2, 8)}`;
    const saved = await saveDraft(editor, 'donation-cause', 'new', causeForm(slug));
    expect(saved.status).toBe(200);
    expect((await causes()).map((c) => c.slug)).not.toContain(slug);
    const { entityId } = await saveAndPublish(editor, 'donation-cause', saved.body.data.key, causeForm(slug));
    expect((await causes()).find((c) => c.slug === slug)).toMatchObject({ title: 'Cakes for Bal Mandir', goal: 15_000_000 });

    await db().update(donationCauses).set({ raised: 500_000, donorCount: 3 }).where(eq(donationCauses.id, Number(entityId)));
    await saveAndPublish(editor, 'donation-cause', String(entityId), causeForm(slug, { goal: 200000, title: 'Birthday cakes for Bal Mandir' }));
    const [row] = await db().select().from(donationCauses).where(eq(donationCauses.id, Number(entityId)));
    expect(row).toMatchObject({ title: 'Birthday cakes for Bal Mandir', goal: 20_000_000, raised: 500_000, donorCount: 3 });
    expect((await auditEntries('donation-cause.publish', entityId)).map((a) => a.summary)).toContain('Donation cause “Birthday cakes for Bal Mandir”, goal रू 1.5 lakh → रू 2 lakh');

    await saveAndPublish(editor, 'donation-cause', String(entityId), causeForm(slug, { isActive: false }));
    expect((await causes()).map((c) => c.slug)).not.toContain(slug);
  });

  it('refuses a goal with paisa, a PAN that is not 9 digits and an address another cause has (400 by field)', async () => {
    const editor = await newStaffMember('editor');
    const [taken] = await db().select({ slug: donationCauses.slug }).from(donationCauses).limit(1);
    const bad = await saveDraft(editor, 'donation-cause', 'new', causeForm(taken!.slug, { goal: 1500.5, pan: '12345' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ goal: 'The goal is in whole rupees.', pan: 'A PAN has 9 digits.' });
    const slugTaken = await saveDraft(editor, 'donation-cause', 'new', causeForm(taken!.slug));
    expect(slugTaken.body.error.fields).toEqual({ slug: 'Another cause has this address.' });
  });
});
