import type { ReactNode } from 'react';
import { RUPEE_SIGN } from '@/lib/domain/money';
import { CARD_FAMILY } from '@/lib/seo/og';
import { RUPEE_GLYPH } from '@/lib/seo/rupee-glyph';
import { BrandMark, OG_COLORS } from './og-drawings';

// The social cards (1200×630, drawn by satori through lib/server/og/card-image.ts). A shared link's picture is kept by
// Facebook and WhatsApp for days, so a card shows what stays true (a name, a picture, a place, a prize) and never a
// price, a discount or a countdown: the card has no slot for them.

export type OgCardProps = {
  /** Small line above the title, e.g. the category or 'Cakes & gifts delivered across Nepal'. */
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** One large line under the subtitle: a fact, such as an entry's votes or a store's hours. */
  highlight?: string;
  /** A pill beside the highlight, e.g. '1st place'. */
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
 * An amount on the card, 'रू 15,000'. satori shapes no Devanagari (र and ू would be two wrong pieces), so the sign is
 * drawn as its outline in the shop's own font (lib/seo/rupee-glyph.ts, made by scripts/fonts.ts), the figure as text.
 */
export function AmountText({ text, size, color }: { text: string; size: number; color: string }) {
  const figure = text.startsWith(RUPEE_SIGN) ? text.slice(RUPEE_SIGN.length).trim() : null;
  if (figure === null) return <div style={{ display: 'flex', fontSize: size, color }}>{text}</div>;
  const glyph = RUPEE_GLYPH;
  const scale = size / glyph.unitsPerEm;
  return (
    <div style={{ display: 'flex', alignItems: 'center', fontSize: size, color }}>
      <svg
        width={Math.round(glyph.advance * scale)}
        height={Math.round((glyph.ascender - glyph.descender) * scale)}
        viewBox={`0 ${-glyph.ascender} ${glyph.advance} ${glyph.ascender - glyph.descender}`}
        style={{ marginTop: Math.round(size * 0.14) }}
      >
        <path d={glyph.path} fill={color} />
      </svg>
      <div style={{ display: 'flex', marginLeft: Math.round(size * 0.25) }}>{figure}</div>
    </div>
  );
}

const AMOUNT = new RegExp(`(${RUPEE_SIGN}\\s?[\\d,]*\\d)`);

/**
 * A line of card text. Plain text stays one text node (satori wraps it); text with an amount in रू ('Win रू 15,000
 * voucher') becomes words that wrap, the amount drawn by AmountText.
 */
export function CardText({ text, size, color, weight }: { text: string; size: number; color: string; weight: number }) {
  if (!AMOUNT.test(text)) return <>{text}</>;
  const words = text.split(AMOUNT).flatMap((part) => (AMOUNT.test(part) ? [part.replace(/\s+/, ' ')] : part.split(/\s+/).filter(Boolean)));
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', fontWeight: weight }}>
      {words.map((word, i) => (
        <div key={i} style={{ display: 'flex', marginRight: Math.round(size * 0.25) }}>
          {AMOUNT.test(word) ? <AmountText text={word} size={size} color={color} /> : word}
        </div>
      ))}
    </div>
  );
}

/** The 1200×630 social card: text on the left, the picture on the right, brand footer. */
export function OgCard({ eyebrow, title, subtitle, highlight, badge, art }: OgCardProps) {
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
        fontFamily: CARD_FAMILY,
      }}
    >
      <div style={{ display: 'flex', flex: 1, padding: '56px 64px 0 72px' }}>
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flex: 1, paddingRight: 32 }}>
          {eyebrow ? (
            <div style={{ display: 'flex', fontSize: 28, color: OG_COLORS.brand, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 2 }}>
              {clip(eyebrow, 40)}
            </div>
          ) : null}
          <div style={{ display: 'flex', flexWrap: 'wrap', fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, marginTop: 16 }}>
            <CardText text={titleText} size={titleSize} color={OG_COLORS.cocoa} weight={700} />
          </div>
          {subtitle ? (
            <div style={{ display: 'flex', fontSize: 30, color: OG_COLORS.cocoaSoft, marginTop: 20, lineHeight: 1.3 }}>
              <CardText text={clip(subtitle, 110)} size={30} color={OG_COLORS.cocoaSoft} weight={400} />
            </div>
          ) : null}
          {highlight || badge ? (
            <div style={{ display: 'flex', alignItems: 'center', marginTop: 32 }}>
              {highlight ? (
                <div style={{ display: 'flex', fontSize: 40, fontWeight: 700, color: OG_COLORS.brandDark, marginRight: 24 }}>{clip(highlight, 30)}</div>
              ) : null}
              {badge ? (
                <div
                  style={{
                    display: 'flex',
                    fontSize: 28,
                    fontWeight: 700,
                    padding: '6px 18px',
                    borderRadius: 999,
                    background: OG_COLORS.saffron,
                    color: OG_COLORS.cocoa,
                  }}
                >
                  {clip(badge, 24)}
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
          <div style={{ display: 'flex', fontSize: 40, fontWeight: 700, marginLeft: 18 }}>
            Upahar<span style={{ color: OG_COLORS.saffron, marginLeft: 10 }}>Ghar</span>
          </div>
        </div>
        <div style={{ display: 'flex', fontSize: 26, color: OG_COLORS.brandSoft }}>Same-day delivery across Nepal</div>
      </div>
    </div>
  );
}

/** A picture of the shop's own (a data: URL from lib/server/og/card-art.ts) in the card's 440 px square. */
export function CardPicture({ src, height = 440, rounded = 32 }: { src: string; height?: number; rounded?: number }) {
  // satori draws a plain <img> from a data: URL; next/image is for pages in a browser.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} width={440} height={height} alt="" style={{ objectFit: 'cover', borderRadius: rounded }} />;
}
