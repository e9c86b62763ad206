import { influencerCode, influencerRevenue, slugify } from '@/lib/domain/businesses';
import { businessLogoSvg, initialsOf } from '@/lib/domain/art/business-logo';

describe('business words', () => {
  it('makes URL slugs from names, never empty', () => {
    expect(slugify('Sita’s Cake Corner')).toBe('sita-s-cake-corner');
    expect(slugify('  Café Ñamaste!! ')).toBe('cafe-namaste');
    expect(slugify('रमाइलो पसल')).toBe('business');
  });

  it('makes an influencer code from the username and the percent', () => {
    expect(influencerCode('sita.demo')).toBe('SITADEMO10');
    expect(influencerCode('a_very_long_username_indeed', 15)).toBe('AVERYLONGUSE15');
  });

  it('counts an order’s goods after the discount as the influencer’s revenue, never the delivery or below zero', () => {
    expect(influencerRevenue({ subtotal: 250_000, accessories: 30_000, discount: 28_000 })).toBe(252_000);
    expect(influencerRevenue({ subtotal: 10_000, accessories: 0, discount: 20_000 })).toBe(0);
  });

  it('draws a logo with the initials and the name as its title, escaped', () => {
    expect(initialsOf('Sita’s Cake Corner')).toBe('SC');
    const svg = businessLogoSvg({ name: 'Tom & Jerry <Bakes>', type: 'bakery', colour: '#b5523b' });
    expect(svg).toContain('<title>Tom &amp; Jerry &lt;Bakes&gt;</title>');
    expect(svg).toMatch(/>TJ<\/text>/);
  });
});
