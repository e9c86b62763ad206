import type { ReactNode } from 'react';
import { RUPEE_SIGN } from '@/lib/domain/money';
import { RUPEE_GLYPH } from '@/lib/seo/rupee-glyph';
import { BrandMark, OG_COLORS } from './og-drawings';

export type OgCardProps = {
  /** Small line above the title, e.g. the category or 'Cakes & gifts delivered across Nepal'. */
  eyebrow?: string;
  title: string;
  /** Drawn in place of the title's text when it needs more than text (an amount in रू inside a blog title). */
  titleContent?: ReactNode;
  subtitle?: string;
  /** Already formatted, e.g. 'रू 1,500' (ogPrice). */
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
 * An amount on the card, 'रू 1,500'. ImageResponse (satori) has no Devanagari font, would try to download one at
 * render time, and shapes no Devanagari anyway (र and ू would be two wrong pieces): the sign is drawn as its outline
 * in the shop's own font (lib/seo/rupee-glyph.ts, made by scripts/fonts.ts), the figure as text. `struck`: a list
 * price, one line through both.
 */
export function AmountText({ text, size, color, struck = false }: { text: string; size: number; color: string; struck?: boolean }) {
  const figure = text.startsWith(RUPEE_SIGN) ? text.slice(RUPEE_SIGN.length).trim() : null;
  const line = struck ? (
    <div style={{ display: 'flex', position: 'absolute', left: 0, right: 0, top: '52%', height: Math.max(2, Math.round(size / 14)), background: color }} />
  ) : null;
  if (figure === null) {
    return (
      <div style={{ display: 'flex', position: 'relative', fontSize: size, color }}>
        {text}
        {line}
      </div>
    );
  }
  const glyph = RUPEE_GLYPH;
  const scale = size / glyph.unitsPerEm;
  return (
    <div style={{ display: 'flex', position: 'relative', alignItems: 'center', fontSize: size, color }}>
      <svg
        width={Math.round(glyph.advance * scale)}
        height={Math.round((glyph.ascender - glyph.descender) * scale)}
        viewBox={`0 ${-glyph.ascender} ${glyph.advance} ${glyph.ascender - glyph.descender}`}
        style={{ marginTop: Math.round(size * 0.14) }}
      >
        <path d={glyph.path} fill={color} />
      </svg>
      <div style={{ display: 'flex', marginLeft: Math.round(size * 0.25) }}>{figure}</div>
      {line}
    </div>
  );
}

/** The 1200×630 social card: text on the left, drawn art on the right, brand footer. */
export function OgCard({ eyebrow, title, titleContent, subtitle, price, listPrice, badge, art }: OgCardProps) {
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
          <div style={{ display: 'flex', flexWrap: 'wrap', fontSize: titleSize, fontWeight: 800, lineHeight: 1.1, marginTop: 16 }}>
            {titleContent ?? titleText}
          </div>
          {subtitle ? (
            <div style={{ display: 'flex', fontSize: 30, color: OG_COLORS.cocoaSoft, marginTop: 20, lineHeight: 1.3 }}>{clip(subtitle, 110)}</div>
          ) : null}
          {price ? (
            <div style={{ display: 'flex', alignItems: 'center', marginTop: 32 }}>
              <div style={{ display: 'flex', fontWeight: 800 }}>
                <AmountText text={price} size={56} color={OG_COLORS.brandDark} />
              </div>
              {listPrice ? (
                <div style={{ display: 'flex', marginLeft: 24 }}>
                  <AmountText text={listPrice} size={34} color={OG_COLORS.cocoaSoft} struck />
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
