import { rotationFor, sliceArcs } from '@/components/game/wheel-geometry';
import { describePrize, formatChance, influencerCodeCondition, playsAllowed, prizeExpiry, prizeForTicket, prizeOdds, totalWeight, walletState } from '@/lib/domain/games';

const PRIZES = [
  { id: 1, weight: 180 },
  { id: 2, weight: 400 },
  { id: 3, weight: 20 },
];

describe('the games’ rules', () => {
  it('publishes each prize’s chance as its weight over the sum, adding up to 1', () => {
    const odds = prizeOdds(PRIZES);
    expect(odds.map((p) => p.probability)).toEqual([0.3, 400 / 600, 20 / 600]);
    expect(odds.reduce((s, p) => s + p.probability, 0)).toBeCloseTo(1, 12);
    expect(odds.map((p) => formatChance(p.probability))).toEqual(['30%', '66.7%', '3.3%']);
    expect(formatChance(0.0004)).toBe('<0.1%');
  });

  it('gives every ticket to exactly one prize, as many tickets as its weight', () => {
    const total = totalWeight(PRIZES);
    const counts = new Map<number, number>();
    for (let t = 0; t < total; t += 1) {
      const id = prizeForTicket(PRIZES, t).id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ 1: 180, 2: 400, 3: 20 });
    expect(prizeForTicket(PRIZES, 0).id).toBe(1);
    expect(prizeForTicket(PRIZES, 179).id).toBe(1);
    expect(prizeForTicket(PRIZES, 180).id).toBe(2);
    expect(prizeForTicket(PRIZES, 599).id).toBe(3);
  });

  it('allows the day’s free plays plus extra ones for orders, up to the cap', () => {
    const rules = { playsPerDay: 1, extraPlaysPerOrder: 1, maxExtraPlays: 2 };
    expect([0, 1, 2, 5].map((orders) => playsAllowed(rules, orders))).toEqual([1, 2, 3, 3]);
  });

  it('expires a prize 30 days after it is won, and shows a used one as used', () => {
    const won = new Date('2026-11-26T06:00:00Z');
    const expires = prizeExpiry(won);
    expect(expires.toISOString()).toBe('2026-12-26T06:00:00.000Z');
    expect(walletState('won', expires, new Date(expires.getTime() - 1))).toBe('won');
    expect(walletState('won', expires, expires)).toBe('expired');
    expect(walletState('redeemed', expires, new Date(expires.getTime() + 1))).toBe('redeemed');
    // An influencer's code has no expiry: never 'expired', however late.
    expect(walletState('won', null, new Date(expires.getTime() + 10 ** 12))).toBe('won');
  });

  it('says what a prize gives', () => {
    expect(describePrize({ kind: 'percent', value: 10, minSubtotal: 0, maxDiscount: 40_000 })).toBe('10% off (up to रू 400)');
    expect(describePrize({ kind: 'flat', value: 10_000, minSubtotal: 0, maxDiscount: null })).toBe('रू 100 off');
  });
});

describe('the wheel', () => {
  const arcs = sliceArcs(
    [
      { position: 0, label: 'A', color: '#000', probability: 0.5 },
      { position: 1, label: 'B', color: '#111', probability: 0.25 },
      { position: 2, label: 'C', color: '#222', probability: 0.25 },
    ],
    100,
  );

  it('draws each slice exactly as wide as its chance', () => {
    expect(arcs.map((a) => [a.start, a.end])).toEqual([
      [0, 180],
      [180, 270],
      [270, 360],
    ]);
  });

  it('turns forward and stops the chosen slice under the pointer', () => {
    for (const [current, arc] of [[0, arcs[1]!], [1234, arcs[2]!], [90, arcs[0]!]] as const) {
      const next = rotationFor(current, arc, 5, 0);
      expect(next - current).toBeGreaterThanOrEqual(5 * 360);
      // The slice's middle, turned by `next`, sits at 0° (12 o'clock).
      expect((((arc.start + arc.end) / 2 + next) % 360 + 360) % 360).toBeCloseTo(0, 6);
    }
    const jittered = rotationFor(0, arcs[1]!, 5, 1);
    const at = (360 - (jittered % 360)) % 360;
    expect(at).toBeGreaterThan(arcs[1]!.start);
    expect(at).toBeLessThan(arcs[1]!.end);
  });
});

describe('influencerCodeCondition', () => {
  it('says the minimum and how often each customer may use the code', () => {
    expect(influencerCodeCondition(1_000_00, 1)).toBe('On orders of रू 1,000 or more, once per customer');
    expect(influencerCodeCondition(0, 3)).toBe('On any order, 3 times per customer');
    expect(influencerCodeCondition(0, null)).toBe('On any order, as often as customers like');
  });
});
