import { renderToStaticMarkup } from 'react-dom/server';
import { OgCard } from '@/components/seo/og-card';
import { ogPrice } from '@/lib/seo/og';
import { RUPEE_GLYPH } from '@/lib/seo/rupee-glyph';

// Social cards are drawn by satori, which has no Devanagari font and shapes no Devanagari: a 'रू' left as text would be
// missing or broken on every shared link. The card draws the sign as its outline from the shop's font instead.

const card = (price: string, listPrice?: string) =>
  renderToStaticMarkup(<OgCard title="Classic Black Forest Cake" price={price} {...(listPrice ? { listPrice } : {})} art={null} />);

describe('a product’s social card', () => {
  it('shows the price as the रू outline followed by the figure, with no "Rs" and no रू left as text', () => {
    const html = card(ogPrice(145000), ogPrice(160000));
    expect(html.split(`d="${RUPEE_GLYPH.path}"`)).toHaveLength(3); // the price and the struck list price
    expect(html).toContain('>1,450<');
    expect(html).toContain('>1,600<');
    expect(html).not.toContain('रू');
    expect(html).not.toMatch(/\bRs\b/);
  });

  it('sizes the outline to the text: its box is the font’s ascent and descent at the price’s size', () => {
    const html = card(ogPrice(145000));
    const height = Math.round(((RUPEE_GLYPH.ascender - RUPEE_GLYPH.descender) * 56) / RUPEE_GLYPH.unitsPerEm);
    expect(html).toContain(`height="${height}"`);
  });
});
