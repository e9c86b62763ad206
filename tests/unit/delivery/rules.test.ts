import { computeDeliveryCharge, durationText } from '@/lib/domain/delivery/charge';
import { haversineKm, nearestWithinRadius } from '@/lib/domain/delivery/distance';
import { checkPlaceEligibility } from '@/lib/domain/delivery/eligibility';
import { combinedLeadRule, leadRuleFor } from '@/lib/domain/delivery/lead-time';
import { CAKE, GIFT, MUG, READY_CAKE, SCOOTER, TIERED_CAKE } from './fixtures';

describe('delivery charge (paisa)', () => {
  const valley = { name: 'New Baneshwor', charge: 15000, freeDeliveryAbove: 250000 };
  const pokhara = { name: 'Pokhara', charge: 40000, freeDeliveryAbove: null };
  const midnight = { name: 'Midnight delivery', premium: 50000 };

  it('charges the place when the goods are below the free-delivery threshold and says how much more is needed', () => {
    const quote = computeDeliveryCharge({ place: valley, subtotal: 249999 });
    expect(quote).toMatchObject({ charge: 15000, freeDelivery: false, amountForFreeDelivery: 1 });
    expect(quote.info).toBe('Delivery to New Baneshwor costs रू 150. Add रू 0.01 more for free delivery.');
  });

  it('waives the place charge from the threshold on', () => {
    const quote = computeDeliveryCharge({ place: valley, subtotal: 250000 });
    expect(quote).toMatchObject({ charge: 0, locationCharge: 0, freeDelivery: true, amountForFreeDelivery: null });
    expect(quote.info).toBe('Free delivery to New Baneshwor on orders of रू 2,500 or more.');
  });

  it('never waives the midnight premium', () => {
    expect(computeDeliveryCharge({ place: valley, subtotal: 500000, method: midnight })).toMatchObject({ charge: 50000, premium: 50000 });
    const below = computeDeliveryCharge({ place: valley, subtotal: 100000, method: midnight });
    expect(below.charge).toBe(65000);
    expect(below.info).toContain('Midnight delivery adds रू 500.');
  });

  it('never makes delivery outside the valley free', () => {
    expect(computeDeliveryCharge({ place: pokhara, subtotal: 10_000_000 })).toMatchObject({ charge: 40000, amountForFreeDelivery: null });
  });

  it('describes the duration', () => {
    expect(durationText(0)).toBe('Same day');
    expect(durationText(3)).toBe('Delivered in 3 days');
  });
});

describe('lead times', () => {
  it('gives each kind of product its lead time', () => {
    expect(leadRuleFor(READY_CAKE)).toMatchObject({ leadMinutes: 180, sameDayCutoff: false });
    expect(leadRuleFor(CAKE)).toMatchObject({ leadMinutes: 240, sameDayCutoff: false });
    expect(leadRuleFor(TIERED_CAKE).leadMinutes).toBe(24 * 60);
    expect(leadRuleFor(GIFT)).toMatchObject({ leadMinutes: 120, sameDayCutoff: true });
    expect(leadRuleFor(MUG).leadMinutes).toBe(24 * 60);
    expect(leadRuleFor(SCOOTER).leadMinutes).toBe(72 * 60);
  });

  it('combines a cart: the longest lead and any cut-off', () => {
    const rule = combinedLeadRule([GIFT, CAKE]);
    expect(rule).toMatchObject({ leadMinutes: 240, sameDayCutoff: true });
    expect(rule.reason).toMatch(/allow 4 hours/);
  });
});

describe('distance', () => {
  it('measures great-circle distance in km', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.195, 2);
    const kathmanduPokhara = haversineKm({ latitude: 27.7017, longitude: 85.3206 }, { latitude: 28.2669, longitude: 83.9685 });
    expect(kathmanduPokhara).toBeGreaterThan(140);
    expect(kathmanduPokhara).toBeLessThan(150);
    expect(haversineKm({ latitude: 27.7, longitude: 85.3 }, { latitude: 27.7, longitude: 85.3 })).toBe(0);
  });

  it('finds the nearest place whose radius covers the point', () => {
    const places = [
      { name: 'New Baneshwor', latitude: 27.6923, longitude: 85.3422, radiusKm: 5 },
      { name: 'Tinkune', latitude: 27.6861, longitude: 85.3488, radiusKm: 5 },
      { name: 'Pokhara', latitude: 28.2669, longitude: 83.9685, radiusKm: 15 },
    ];
    const hit = nearestWithinRadius({ latitude: 27.6981182, longitude: 85.3328845 }, places);
    expect(hit?.place.name).toBe('New Baneshwor');
    expect(hit?.distanceKm).toBeCloseTo(1.12, 1);
    expect(nearestWithinRadius({ latitude: 28.3, longitude: 84.0 }, places)?.place.name).toBe('Pokhara');
    expect(nearestWithinRadius({ latitude: 15, longitude: 88 }, places)).toBeNull(); // Bay of Bengal
  });
});

describe('eligibility', () => {
  it('names each product a place cannot receive', () => {
    const tansen = { name: 'Tansen', productTypes: ['product'] as const };
    const result = checkPlaceEligibility(tansen, [GIFT, CAKE]);
    expect(result.eligible).toBe(false);
    expect(result.reasons).toEqual(['Black forest cake can’t be delivered to Tansen: we don’t deliver cakes there yet.']);
    expect(result.products).toEqual([
      { productId: GIFT.id, eligible: true },
      { productId: CAKE.id, eligible: false, reason: result.reasons[0] },
    ]);
    expect(checkPlaceEligibility({ name: 'Thamel', productTypes: ['cake', 'product'] }, [GIFT, CAKE]).eligible).toBe(true);
  });
});
