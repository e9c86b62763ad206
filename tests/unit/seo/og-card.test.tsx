import { renderToStaticMarkup } from 'react-dom/server';
import { OgCard } from '@/components/seo/og-card';
import { RUPEE_GLYPH } from '@/lib/seo/rupee-glyph';

// Social cards are drawn by satori, which shapes no Devanagari: a 'रू' left as text would come out as र and ू side by
// side. An amount in a card's text (a contest's prize, a post's title) draws the sign as its outline from the shop's
// font instead, and the words around it stay text.

const card = (props: { title: string; subtitle?: string }) => renderToStaticMarkup(<OgCard {...props} art={null} />);

describe('an amount on a social card', () => {
  it('draws the prize “Win रू 15,000 voucher” as the रू outline, the figure and the words, with no रू left as text', () => {
    const html = card({ title: 'Tihar rangoli cake contest', subtitle: 'Win रू 15,000 Upahar Ghar voucher' });
    expect(html.split(`d="${RUPEE_GLYPH.path}"`)).toHaveLength(2);
    expect(html).toContain('>15,000<');
    expect(html).toContain('>Win<');
    expect(html).toContain('>voucher<');
    expect(html).not.toContain('रू');
  });

  it('does the same inside a title, sized to the title', () => {
    const html = card({ title: 'Fifteen gifts under रू 1,500' });
    expect(html.split(`d="${RUPEE_GLYPH.path}"`)).toHaveLength(2);
    expect(html).toContain('>1,500<');
    const height = Math.round(((RUPEE_GLYPH.ascender - RUPEE_GLYPH.descender) * 72) / RUPEE_GLYPH.unitsPerEm);
    expect(html).toContain(`height="${height}"`);
  });

  it('leaves text without an amount as it is', () => {
    const html = card({ title: 'Classic Black Forest Cake', subtitle: 'by Upahar Ghar Bakery' });
    expect(html).toContain('>Classic Black Forest Cake<');
    expect(html).not.toContain(RUPEE_GLYPH.path);
  });
});
