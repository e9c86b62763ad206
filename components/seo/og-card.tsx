import type { ReactNode } from 'react';
import { BrandMark, OG_COLORS } from './og-drawings';

export type OgCardProps = {
  /** Small line above the title, e.g. the category or 'Cakes & gifts delivered across Nepal'. */
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Already formatted, e.g. 'Rs 1,500'. */
  price?: string;
  /** Struck-through list price when on sale. */
  listPrice?: string;
  /** Badge beside the price, e.g. '16% off'. */
  badge?: string;
  art: ReactNode;
};

/**
 * Clip to `max` characters at a word boundary: satori has no line clamp, so long names must be cut before layout.
 */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * The 1200×630 social card: text on the left, drawn art on the right, brand footer. Prices use 'Rs', not 'रू':
 * the built-in font has no Devanagari and ImageResponse would try to download one at render time.
 */
export function OgCard({ eyebrow, title, subtitle, price, listPrice, badge, art }: OgCardProps) {
  const titleText = clip(title, 70);
  const titleSize = titleText.length > 40 ? 58 : 72;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: `linear-gradient(135deg, ${OG_COLORS.cream} 0%, ${OG_COLORS.brandSoft} 100%)`,
        color: OG_COLORS.cocoa,
        fontFamily: 'sans-serif',
      }}
    >
      <div style={{ display: 'flex', flex: 1, padding: '56px 64px 0 72px' }}>
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flex: 1, paddingRight: 32 }}>
          {eyebrow ? (
            <div style={{ display: 'flex', fontSize: 28, color: OG_COLORS.brand, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 2 }}>
              {clip(eyebrow, 40)}
            </div>
          ) : null}
          <div style={{ display: 'flex', fontSize: titleSize, fontWeight: 800, lineHeight: 1.1, marginTop: 16 }}>{titleText}</div>
          {subtitle ? (
            <div style={{ display: 'flex', fontSize: 30, color: OG_COLORS.cocoaSoft, marginTop: 20, lineHeight: 1.3 }}>{clip(subtitle, 110)}</div>
          ) : null}
          {price ? (
            <div style={{ display: 'flex', alignItems: 'center', marginTop: 32 }}>
              <div style={{ display: 'flex', fontSize: 56, fontWeight: 800, color: OG_COLORS.brandDark }}>{price}</div>
              {listPrice ? (
                <div style={{ display: 'flex', fontSize: 34, marginLeft: 24, color: OG_COLORS.cocoaSoft, textDecoration: 'line-through' }}>
                  {listPrice}
                </div>
              ) : null}
              {badge ? (
                <div
                  style={{
                    display: 'flex',
                    fontSize: 28,
                    fontWeight: 700,
                    marginLeft: 24,
                    padding: '6px 18px',
                    borderRadius: 999,
                    background: OG_COLORS.saffron,
                    color: OG_COLORS.cocoa,
                  }}
                >
                  {badge}
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
        <div style={{ display: 'flex', width: 440, alignItems: 'center', justifyContent: 'center' }}>{art}</div>
      </div>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          height: 96,
          padding: '0 72px',
          background: OG_COLORS.cocoa,
          color: OG_COLORS.white,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <BrandMark size={52} />
          <div style={{ display: 'flex', fontSize: 40, fontWeight: 800, marginLeft: 18 }}>
            Upahar<span style={{ color: OG_COLORS.saffron, marginLeft: 10 }}>Ghar</span>
          </div>
        </div>
        <div style={{ display: 'flex', fontSize: 26, color: OG_COLORS.brandSoft }}>Same-day delivery across Nepal</div>
      </div>
    </div>
  );
}
