import {
  activeWindow,
  campaignPrice,
  currentOrNextFlashWindow,
  effectivePrice,
  nextPriceBoundary,
  type CampaignSaleRule,
} from '@/lib/domain/campaign-price';

// Fixed instants, written in Kathmandu time: the rule never reads the clock.
const at = (iso: string) => new Date(iso).getTime();
const SEC = 1000;
const HOUR = 3600 * SEC;
const campaignStart = at('2026-12-01T00:00:00+05:45');
const campaignEnd = at('2026-12-31T23:59:59+05:45');

const rule = (over: Partial<CampaignSaleRule> = {}): CampaignSaleRule => ({
  campaignId: 1,
  campaignSlug: 'winter-cake-festival',
  campaignName: 'Winter Cake Festival',
  campaignStartsAt: campaignStart,
  campaignEndsAt: campaignEnd,
  section: 'deal',
  percentOff: 20,
  perCustomerLimit: null,
  flash: null,
  ...over,
});

// Flash windows of 2 h from 10:00 Kathmandu time, every 6 h: 10–12, 16–18, 22–00, 04–06…
const flashStart = at('2026-12-05T10:00:00+05:45');
const flash = rule({ section: 'flash', percentOff: 30, flash: { title: 'Flash', firstStartsAt: flashStart, durationMs: 2 * HOUR, repeatEveryMs: 6 * HOUR } });
const item = { price: 150000, listPrice: 150000 }; // रू 1,500

describe('campaignPrice', () => {
  it('takes the percentage off the list price, to the whole rupee', () => {
    expect(campaignPrice(150000, 30)).toBe(105000);
    expect(campaignPrice(99900, 15)).toBe(84900); // रू 849.15 → रू 849
  });
});

describe('effectivePrice at the boundaries of a campaign', () => {
  it('is the list price one second before the start, the sale price from the start, the list price from the end', () => {
    expect(effectivePrice(item, [rule()], campaignStart - SEC).price).toBe(150000);
    expect(effectivePrice(item, [rule()], campaignStart).price).toBe(120000);
    expect(effectivePrice(item, [rule()], campaignStart + SEC).price).toBe(120000);
    expect(effectivePrice(item, [rule()], campaignEnd - SEC).price).toBe(120000);
    expect(effectivePrice(item, [rule()], campaignEnd).price).toBe(150000);
    expect(effectivePrice(item, [rule()], campaignEnd + SEC).price).toBe(150000);
  });

  it('names the rule and when its price ends', () => {
    const result = effectivePrice(item, [rule()], campaignStart);
    expect(result.rule?.campaignSlug).toBe('winter-cake-festival');
    expect(result.endsAt).toBe(campaignEnd);
  });
});

describe('effectivePrice in flash windows', () => {
  it('applies only inside each window, at ±1 s of its start and end', () => {
    expect(effectivePrice(item, [flash], flashStart - SEC).price).toBe(150000);
    expect(effectivePrice(item, [flash], flashStart).price).toBe(105000);
    expect(effectivePrice(item, [flash], flashStart + 2 * HOUR - SEC).price).toBe(105000);
    expect(effectivePrice(item, [flash], flashStart + 2 * HOUR).price).toBe(150000);
    // The next window, six hours after the first.
    expect(effectivePrice(item, [flash], flashStart + 6 * HOUR - SEC).price).toBe(150000);
    expect(effectivePrice(item, [flash], flashStart + 6 * HOUR).price).toBe(105000);
    expect(effectivePrice(item, [flash], flashStart + 6 * HOUR + SEC).price).toBe(105000);
  });

  it('never runs a window past the campaign end', () => {
    const lastRun = rule({ ...flash, campaignEndsAt: flashStart + HOUR });
    expect(activeWindow(lastRun, flashStart + HOUR - SEC)).toEqual({ startsAt: flashStart, endsAt: flashStart + HOUR });
    expect(activeWindow(lastRun, flashStart + HOUR)).toBeNull();
  });

  it('finds the window running or the next one', () => {
    const campaign = { startsAt: campaignStart, endsAt: campaignEnd };
    expect(currentOrNextFlashWindow(flash.flash!, campaign, flashStart + 3 * HOUR)).toEqual({
      startsAt: flashStart + 6 * HOUR,
      endsAt: flashStart + 8 * HOUR,
    });
    const once = { ...flash.flash!, repeatEveryMs: null };
    expect(currentOrNextFlashWindow(once, campaign, flashStart + 3 * HOUR)).toBeNull();
  });
});

describe('which price wins', () => {
  it('never raises a price nor stacks on a catalogue discount: the lowest stands', () => {
    const discounted = { price: 110000, listPrice: 150000 };
    expect(effectivePrice(discounted, [rule({ percentOff: 10 })], campaignStart).price).toBe(110000);
    expect(effectivePrice(discounted, [rule({ percentOff: 10 })], campaignStart).rule).toBeNull();
    expect(effectivePrice(discounted, [rule({ percentOff: 40 })], campaignStart).price).toBe(90000);
  });

  it('takes the lowest of two running campaigns', () => {
    expect(effectivePrice(item, [rule(), flash], flashStart).price).toBe(105000);
    expect(effectivePrice(item, [rule(), flash], flashStart + 2 * HOUR).price).toBe(120000);
  });
});

describe('nextPriceBoundary', () => {
  it('is the next start or end of any window', () => {
    expect(nextPriceBoundary([rule()], campaignStart - SEC)).toBe(campaignStart);
    expect(nextPriceBoundary([flash], flashStart - HOUR)).toBe(flashStart);
    expect(nextPriceBoundary([flash], flashStart)).toBe(flashStart + 2 * HOUR);
    expect(nextPriceBoundary([flash], flashStart + 2 * HOUR)).toBe(flashStart + 6 * HOUR);
    expect(nextPriceBoundary([rule()], campaignEnd)).toBeNull();
  });
});
