import { computeCakePrice, minPoundFor, poundChoices, roundToRupee, type CakeRules } from '@/lib/domain/cake-price';

// A chocolate truffle cake: Rs 1,200 at 1 lb (on sale from Rs 1,400), Rs 950 per extra pound, eggless Rs 150/lb.
const rules: CakeRules = {
  basePrice: 120_000,
  baseListPrice: 140_000,
  minPound: 1,
  maxPound: 6,
  poundStep: 0.5,
  pricePerExtraPound: 95_000,
  egglessPerPound: 15_000,
  lessCreamAvailable: true,
  tiers: [
    { tiers: 1, minPound: 1, surcharge: 0 },
    { tiers: 2, minPound: 3, surcharge: 50_000 },
  ],
  heights: [
    { code: 'regular', label: 'Regular', surchargePerPound: 0 },
    { code: 'tall', label: 'Tall', surchargePerPound: 20_000 },
  ],
  flavours: [
    { id: 1, name: 'Chocolate', extraPerPound: 0 },
    { id: 7, name: 'Red Velvet', extraPerPound: 10_000 },
  ],
  icingTypes: [
    { code: 'whipped-cream', name: 'Whipped cream', extraPerPound: 0 },
    { code: 'fondant', name: 'Fondant', extraPerPound: 40_000 },
  ],
  defaults: { pound: 1, tier: 1, height: 'regular', flavorId: 1, icingType: 'whipped-cream' },
};

function priceOf(selection: Parameters<typeof computeCakePrice>[1]) {
  const result = computeCakePrice(rules, selection);
  if (!result.ok) throw new Error(`refused: ${result.field} ${result.message}`);
  return result;
}

describe('computeCakePrice', () => {
  it('charges the base price at the minimum pound with default options', () => {
    const result = priceOf({ pound: 1 });
    expect(result.price).toBe(120_000);
    expect(result.listPrice).toBe(140_000);
  });

  it('adds the per-extra-pound price for every pound above the minimum', () => {
    expect(priceOf({ pound: 2 }).price).toBe(120_000 + 95_000);
    expect(priceOf({ pound: 2.5 }).price).toBe(120_000 + 1.5 * 95_000);
    // the strike-through price moves by the same amount
    expect(priceOf({ pound: 2 }).listPrice).toBe(140_000 + 95_000);
  });

  it('adds flavour, icing and height extras per pound', () => {
    expect(priceOf({ pound: 2, flavorId: 7 }).price).toBe(215_000 + 2 * 10_000);
    expect(priceOf({ pound: 2, icingType: 'fondant' }).price).toBe(215_000 + 2 * 40_000);
    expect(priceOf({ pound: 2, height: 'tall' }).price).toBe(215_000 + 2 * 20_000);
    const all = priceOf({ pound: 2, flavorId: 7, icingType: 'fondant', height: 'tall' });
    expect(all.price).toBe(215_000 + 2 * (10_000 + 40_000 + 20_000));
    expect(all.breakdown).toEqual({ base: 120_000, extraPounds: 95_000, flavour: 20_000, icing: 80_000, height: 40_000, eggless: 0, tier: 0 });
  });

  it('adds the eggless surcharge per pound only when eggless is asked for', () => {
    expect(priceOf({ pound: 3, eggless: true }).price - priceOf({ pound: 3 }).price).toBe(3 * 15_000);
    expect(priceOf({ pound: 3, eggless: false }).price).toBe(priceOf({ pound: 3 }).price);
  });

  it('adds the flat tier surcharge', () => {
    expect(priceOf({ pound: 3, tier: 2 }).price).toBe(120_000 + 2 * 95_000 + 50_000);
  });

  it('does not change the price for less cream', () => {
    expect(priceOf({ pound: 2, lessCream: true }).price).toBe(priceOf({ pound: 2 }).price);
  });

  it('rounds to whole rupees', () => {
    const odd: CakeRules = { ...rules, pricePerExtraPound: 95_055 };
    const result = computeCakePrice(odd, { pound: 2 });
    expect(result.ok && result.price).toBe(215_100);
    expect(roundToRupee(12_349)).toBe(12_300);
    expect(roundToRupee(12_350)).toBe(12_400);
  });

  it.each([
    [{ pound: 0.5 }, 'pound', /smallest size is 1 lb/],
    [{ pound: 7 }, 'pound', /largest size is 6 lb/],
    [{ pound: 1.25 }, 'pound', /steps of 0.5 lb/],
    [{ pound: 2, tier: 2 }, 'pound', /for 2 tiers is 3 lb/],
    [{ pound: 3, tier: 3 }, 'tier', /not made in 3 tiers/],
    [{ pound: 2, height: 'extra-tall' }, 'height', /height is not available/],
    [{ pound: 2, flavorId: 99 }, 'flavorId', /flavour is not available/],
    [{ pound: 2, icingType: 'ganache' }, 'icingType', /icing is not available/],
  ])('refuses %j on %s', (selection, field, message) => {
    const result = computeCakePrice(rules, selection);
    expect(result).toMatchObject({ ok: false, field });
    expect(!result.ok && result.message).toMatch(message);
  });

  it('refuses eggless when the cake cannot be made eggless, and less cream when not offered', () => {
    const strict: CakeRules = { ...rules, egglessPerPound: null, lessCreamAvailable: false };
    expect(computeCakePrice(strict, { pound: 2, eggless: true })).toMatchObject({ ok: false, field: 'eggless' });
    expect(computeCakePrice(strict, { pound: 2, lessCream: true })).toMatchObject({ ok: false, field: 'lessCream' });
    expect(computeCakePrice(strict, { pound: 2, eggless: false, lessCream: false }).ok).toBe(true);
  });

  it('knows the smallest size per tier count', () => {
    expect(minPoundFor(rules)).toBe(1);
    expect(minPoundFor(rules, 2)).toBe(3);
  });
});

describe('poundChoices (the weights the cake form offers)', () => {
  test('runs from the minimum to the maximum in the cake’s steps', () => {
    expect(poundChoices({ minPound: 1, maxPound: 3, poundStep: 0.5 })).toEqual([1, 1.5, 2, 2.5, 3]);
    expect(poundChoices({ minPound: 2, maxPound: 8, poundStep: 2 })).toEqual([2, 4, 6, 8]);
  });

  test('a cake that takes any weight is offered half-pound steps up to its maximum', () => {
    const choices = poundChoices({ minPound: 1, maxPound: 2.2, poundStep: 0 });
    expect(choices).toEqual([1, 1.5, 2]);
  });
});
