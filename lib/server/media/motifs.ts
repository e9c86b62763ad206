import { bouquetScene, flowerDefs } from './bouquet';
import { CAKE_DEFS, roundTier, topper } from '@/lib/domain/cake-art/parts';
import { CHOC_DEFS, chocolateScene } from './chocolate';
import { festivalScene } from './festival';
import { createRng } from './random';
import { heartPath, shade, starPath } from './svg';

// Illustrations for banners, occasions and icons, drawn in an 800×800 space (scaled by the caller). Each returns the
// defs it needs and the markup.

export type Motif = { defs: string; body: string };

export function giftBox(x: number, y: number, w: number, colour: string, ribbon: string): string {
  const h = w * 0.8;
  return (
    `<rect x="${x - w / 2}" y="${y - h}" width="${w}" height="${h}" rx="10" fill="${colour}"/><rect x="${x - w / 2 - 16}" y="${y - h - 60}" width="${w + 32}" height="70" rx="10" fill="${shade(colour, 0.15)}"/>` +
    `<rect x="${x - w * 0.08}" y="${y - h - 60}" width="${w * 0.16}" height="${h + 60}" fill="${ribbon}"/>` +
    `<path d="M${x},${y - h - 60}c-${w * 0.4},-${w * 0.35} -${w * 0.5},${w * 0.05} -${w * 0.3},${w * 0.12}zM${x},${y - h - 60}c${w * 0.4},-${w * 0.35} ${w * 0.5},${w * 0.05} ${w * 0.3},${w * 0.12}z" fill="${ribbon}" stroke="${shade(ribbon, -0.25)}" stroke-width="4"/>`
  );
}

function cake(tiers: number, sponge: string, cream: string, accent: string, top: string, seed = 3): Motif {
  const c = { sponge, cream, accent };
  const rng = createRng(seed);
  let body = `<ellipse cx="400" cy="700" rx="300" ry="50" fill="#f7f3ee"/>`;
  const widths = tiers === 3 ? [500, 370, 250] : tiers === 2 ? [500, 340] : [520];
  const heights = tiers === 3 ? [140, 120, 110] : tiers === 2 ? [170, 140] : [230];
  let bottom = 690;
  let lastTop = 0;
  widths.forEach((w, i) => {
    const yTop = bottom - heights[i]!;
    body += roundTier(400, yTop, w, heights[i]!, tiers === 3 ? 'floral' : top === 'candles' ? 'drip' : 'rosettes', c, rng);
    lastTop = yTop;
    bottom = yTop + w * 0.04;
  });
  body += topper(top, 400, lastTop + 4, widths[widths.length - 1]! / 2, c, rng, 0);
  return { defs: CAKE_DEFS(c), body };
}

function truck(colour: string): string {
  return `<rect x="120" y="330" width="400" height="260" rx="20" fill="#fff"/><path d="M520,400h130l90,110v80h-220z" fill="${colour}"/><path d="M560,420h80l60,80h-140z" fill="#cfe8f7"/><circle cx="240" cy="600" r="62" fill="#1f1f1f"/><circle cx="240" cy="600" r="26" fill="#adb5bd"/><circle cx="610" cy="600" r="62" fill="#1f1f1f"/><circle cx="610" cy="600" r="26" fill="#adb5bd"/><path d="${heartPath(320, 460, 120)}" fill="${colour}"/><path d="M40,400h60M20,460h80M50,520h50" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity=".7"/>`;
}

function wheel(): string {
  const colours = ['#e23e57', '#f4c542', '#3bceac', '#4d96ff', '#9b5de5', '#f77f00', '#ff8fab', '#2a9d8f'];
  let out = `<circle cx="400" cy="400" r="300" fill="#1f1f3a"/>`;
  colours.forEach((c, i) => {
    const a0 = (i / 8) * Math.PI * 2;
    const a1 = ((i + 1) / 8) * Math.PI * 2;
    out += `<path d="M400,400L${Math.round(400 + Math.cos(a0) * 280)},${Math.round(400 + Math.sin(a0) * 280)}A280,280 0 0 1 ${Math.round(400 + Math.cos(a1) * 280)},${Math.round(400 + Math.sin(a1) * 280)}Z" fill="${c}"/>`;
  });
  return out + `<circle cx="400" cy="400" r="50" fill="#fff"/><path d="M400,80l-30,-60h60z" fill="#fff"/>`;
}

export function motif(name: string, accent = '#e23e57'): Motif {
  switch (name) {
    case 'cake':
      return cake(2, '#5a3421', '#f3e0c8', '#3b2418', 'candles');
    case 'snow': {
      const m = cake(1, '#7a5136', '#fffaf0', '#c1121f', 'cherries');
      return { defs: m.defs, body: m.body + [[180, 180], [620, 150], [680, 360], [130, 420]].map(([x, y]) => `<path d="M${x! - 40},${y}h80M${x},${y! - 40}v80M${x! - 28},${y! - 28}l56,56M${x! + 28},${y! - 28}l-56,56" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`).join('') };
    }
    case 'flowers': {
      const body = bouquetScene({ style: 'wrap', flower: 'rose', color: 'd7263d', wrap: 'fdf0f4', ribbon: 'ffffff', count: 18, seed: 9 });
      return { defs: flowerDefs(body), body };
    }
    case 'chocolate':
      return { defs: CHOC_DEFS, body: chocolateScene({ style: 'box', box: '5a3421', ribbon: 'c9a227', pieces: 12, seed: 4 }) };
    case 'festival':
      return { defs: '', body: festivalScene({ item: 'diyo', accent: 'f4a261', seed: 2 }) };
    case 'gift':
      return { defs: '', body: giftBox(300, 700, 300, accent, '#f4c542') + giftBox(560, 700, 200, '#3d348b', '#ff8fab') };
    case 'sale':
      return { defs: '', body: `<path d="M200,200h300l200,200 -300,300 -200,-200z" fill="#f4c542"/><circle cx="290" cy="290" r="30" fill="#fff"/><text x="460" y="500" font-size="190" font-weight="900" text-anchor="middle" fill="#c1121f" font-family="system-ui,sans-serif" transform="rotate(-45 460 450)">%</text>` };
    case 'truck':
      return { defs: '', body: truck(accent) };
    case 'heart':
      return { defs: '', body: `<path d="${heartPath(360, 420, 420)}" fill="#fff" opacity=".9"/><path d="${heartPath(520, 330, 240)}" fill="${accent}" stroke="#fff" stroke-width="8"/>` };
    case 'quiz':
      return { defs: '', body: `<path d="M150,150h500q50,0 50,50v300q0,50 -50,50h-300l-120,100v-100h-80q-50,0 -50,-50v-300q0,-50 50,-50z" fill="#fff"/><text x="400" y="470" font-size="300" font-weight="900" text-anchor="middle" fill="${accent}" font-family="Georgia,serif">?</text>` };
    case 'wheel':
      return { defs: '', body: wheel() };
    case 'trophy':
      return { defs: '', body: `<path d="M250,150h300v150q0,150 -150,170q-150,-20 -150,-170z" fill="#f4c542"/><path d="M250,200h-80q0,130 110,140M550,200h80q0,130 -110,140" stroke="#f4c542" stroke-width="26" fill="none"/><rect x="370" y="460" width="60" height="120" fill="#c9a227"/><rect x="270" y="580" width="260" height="70" rx="10" fill="#7a5136"/><path d="${starPath(400, 290, 70)}" fill="#fff"/>` };
    case 'blog':
      return { defs: '', body: `<rect x="180" y="140" width="400" height="520" rx="20" fill="#fff"/>${[220, 290, 360, 430, 500].map((y) => `<rect x="230" y="${y}" width="${y === 220 ? 200 : 300}" height="${y === 220 ? 36 : 22}" rx="10" fill="${y === 220 ? accent : '#ced4da'}"/>`).join('')}<path d="M560,600l120,-320 40,16 -120,320 -50,30z" fill="#f4c542"/>` };
    case 'store':
    case 'seller':
      return { defs: '', body: `<rect x="170" y="330" width="460" height="330" fill="#fff"/><path d="M140,330l40,-130h440l40,130z" fill="${accent}"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${140 + i * 104},330a52,52 0 0 0 104,0" fill="${i % 2 ? '#fff' : shade(accent, -0.2)}"/>`).join('')}<rect x="340" y="470" width="120" height="190" fill="#7a5136"/><rect x="200" y="430" width="110" height="90" fill="#cfe8f7"/><rect x="490" y="430" width="110" height="90" fill="#cfe8f7"/>${name === 'seller' ? `<path d="M560,200l90,90 -90,90 -60,-60z" fill="#f4c542"/><circle cx="560" cy="240" r="12" fill="#fff"/>` : ''}` };
    case 'donation':
      return { defs: '', body: `<path d="${heartPath(400, 330, 300)}" fill="${accent}"/><path d="M120,520q100,-60 200,0l120,40q40,20 0,50h-140M680,520q-100,-60 -200,0" stroke="#f1dcc3" stroke-width="60" fill="none" stroke-linecap="round"/>` };
    default:
      return { defs: '', body: giftBox(400, 700, 360, accent, '#f4c542') };
  }
}
