import type { CSSProperties } from 'react';

// Shapes for Open Graph images, drawn with flexbox divs: ImageResponse (satori) renders only a subset of CSS and
// cannot load our /media SVGs reliably, so the artwork is built from boxes and circles. Every div with more than
// one child sets display:flex (satori requires it).

export const OG_COLORS = {
  brand: '#d81b4a',
  brandDark: '#960f37',
  brandSoft: '#ffe0e6',
  cream: '#faf6f3',
  cocoa: '#3d2621',
  cocoaSoft: '#8f5a45',
  saffron: '#fbbf24',
  saffronDark: '#f59e0b',
  white: '#ffffff',
} as const;

const box = (style: CSSProperties): CSSProperties => ({ display: 'flex', ...style });

function Candle({ color }: { color: string }) {
  return (
    <div style={box({ flexDirection: 'column', alignItems: 'center', margin: '0 14px' })}>
      <div style={box({ width: 18, height: 28, borderRadius: '50% 50% 50% 50%', background: OG_COLORS.saffron })} />
      <div style={box({ width: 12, height: 56, background: color, borderRadius: 4 })} />
    </div>
  );
}

/** A two-tier cake with candles on a stand. */
export function CakeDrawing({ scale = 1 }: { scale?: number }) {
  const s = (n: number) => Math.round(n * scale);
  return (
    <div style={box({ flexDirection: 'column', alignItems: 'center' })}>
      <div style={box({ alignItems: 'flex-end' })}>
        <Candle color={OG_COLORS.brandSoft} />
        <Candle color={OG_COLORS.white} />
        <Candle color={OG_COLORS.brandSoft} />
      </div>
      <div style={box({ width: s(210), height: s(26), background: OG_COLORS.white, borderRadius: `${s(14)}px ${s(14)}px 0 0` })} />
      <div style={box({ width: s(210), height: s(74), background: OG_COLORS.brand })} />
      <div style={box({ width: s(330), height: s(26), background: OG_COLORS.white, borderRadius: `${s(14)}px ${s(14)}px 0 0` })} />
      <div style={box({ width: s(330), height: s(48), background: OG_COLORS.brandDark })} />
      <div style={box({ width: s(330), height: s(18), background: OG_COLORS.saffron })} />
      <div style={box({ width: s(330), height: s(48), background: OG_COLORS.brandDark })} />
      <div style={box({ width: s(400), height: s(18), background: OG_COLORS.cocoaSoft, borderRadius: s(9) })} />
      <div style={box({ width: s(40), height: s(40), background: OG_COLORS.cocoaSoft })} />
      <div style={box({ width: s(180), height: s(14), background: OG_COLORS.cocoaSoft, borderRadius: s(7) })} />
    </div>
  );
}

/** A wrapped gift box with a bow. */
export function GiftDrawing({ scale = 1 }: { scale?: number }) {
  const s = (n: number) => Math.round(n * scale);
  return (
    <div style={box({ flexDirection: 'column', alignItems: 'center' })}>
      <div style={box({ alignItems: 'flex-end' })}>
        <div style={box({ width: s(80), height: s(56), borderRadius: `${s(40)}px ${s(40)}px 0 ${s(40)}px`, background: OG_COLORS.saffronDark })} />
        <div style={box({ width: s(30), height: s(30), borderRadius: s(15), background: OG_COLORS.saffron })} />
        <div style={box({ width: s(80), height: s(56), borderRadius: `${s(40)}px ${s(40)}px ${s(40)}px 0`, background: OG_COLORS.saffronDark })} />
      </div>
      <div style={box({ width: s(340), height: s(70), background: OG_COLORS.brandDark, justifyContent: 'center', borderRadius: s(8) })}>
        <div style={box({ width: s(44), height: s(70), background: OG_COLORS.saffron })} />
      </div>
      <div style={box({ width: s(300), height: s(220), background: OG_COLORS.brand, justifyContent: 'center' })}>
        <div style={box({ width: s(44), height: s(220), background: OG_COLORS.saffron })} />
      </div>
    </div>
  );
}

/** The gift-box cake mark from the header logo, as boxes. */
export function BrandMark({ size = 48 }: { size?: number }) {
  const s = (n: number) => Math.round((n * size) / 48);
  return (
    <div style={box({ flexDirection: 'column', alignItems: 'center', width: size })}>
      <div style={box({ width: s(10), height: s(10), borderRadius: s(5), background: OG_COLORS.saffronDark, marginBottom: s(3) })} />
      <div style={box({ width: s(40), height: s(32), background: OG_COLORS.brand, borderRadius: s(6), justifyContent: 'center', position: 'relative' })}>
        <div style={box({ width: s(6), height: s(32), background: OG_COLORS.saffron })} />
        <div style={box({ position: 'absolute', left: 0, top: s(11), width: s(40), height: s(6), background: OG_COLORS.saffron })} />
      </div>
    </div>
  );
}

/** A quiz card: a question mark on a round badge, with two answer chips. */
export function QuizDrawing() {
  return (
    <div style={box({ flexDirection: 'column', alignItems: 'center' })}>
      <div
        style={box({
          width: 260,
          height: 260,
          borderRadius: 130,
          background: OG_COLORS.brand,
          border: `14px solid ${OG_COLORS.brandSoft}`,
          alignItems: 'center',
          justifyContent: 'center',
          color: OG_COLORS.white,
          fontSize: 170,
          fontWeight: 700,
        })}
      >
        ?
      </div>
      <div style={box({ marginTop: 28 })}>
        <div style={box({ width: 150, height: 44, borderRadius: 22, background: OG_COLORS.saffron, marginRight: 20 })} />
        <div style={box({ width: 150, height: 44, borderRadius: 22, background: OG_COLORS.white })} />
      </div>
    </div>
  );
}

/** A job posting: a baker's hat over a name badge. */
export function CareerDrawing() {
  return (
    <div style={box({ flexDirection: 'column', alignItems: 'center' })}>
      <div style={box({ alignItems: 'flex-end' })}>
        <div style={box({ width: 110, height: 110, borderRadius: 55, background: OG_COLORS.white, marginRight: -30 })} />
        <div style={box({ width: 140, height: 140, borderRadius: 70, background: OG_COLORS.white, zIndex: 1 })} />
        <div style={box({ width: 110, height: 110, borderRadius: 55, background: OG_COLORS.white, marginLeft: -30 })} />
      </div>
      <div style={box({ width: 230, height: 90, background: OG_COLORS.white, borderBottom: `14px solid ${OG_COLORS.brandSoft}`, marginTop: -30 })} />
      <div style={box({ width: 320, height: 150, marginTop: 28, borderRadius: 20, background: OG_COLORS.brand, flexDirection: 'column', justifyContent: 'center', padding: '0 28px' })}>
        <div style={box({ width: 200, height: 22, borderRadius: 11, background: OG_COLORS.white })} />
        <div style={box({ width: 140, height: 18, borderRadius: 9, background: OG_COLORS.saffron, marginTop: 22 })} />
      </div>
    </div>
  );
}

/** Questions and answers: two speech bubbles. */
export function FaqDrawing() {
  return (
    <div style={box({ flexDirection: 'column' })}>
      <div style={box({ width: 300, height: 150, borderRadius: 36, background: OG_COLORS.brand, alignItems: 'center', justifyContent: 'center', color: OG_COLORS.white, fontSize: 100, fontWeight: 700 })}>
        ?
      </div>
      <div style={box({ width: 40, height: 40, background: OG_COLORS.brand, marginLeft: 60, marginTop: -20, transform: 'rotate(45deg)' })} />
      <div style={box({ width: 300, height: 150, borderRadius: 36, background: OG_COLORS.white, marginLeft: 110, marginTop: 10, flexDirection: 'column', justifyContent: 'center', padding: '0 36px' })}>
        <div style={box({ width: 200, height: 20, borderRadius: 10, background: OG_COLORS.cocoaSoft })} />
        <div style={box({ width: 150, height: 20, borderRadius: 10, background: OG_COLORS.saffronDark, marginTop: 20 })} />
      </div>
    </div>
  );
}
