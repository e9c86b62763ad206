import { col, num, type Params, str } from './art-spec';
import { createRng } from './random';
import { backdrop, heartPath, r, shade, svgDoc } from './svg';

// Flower arrangements, 800×800: hand-tied wraps, baskets, vases, hat boxes and heart boxes.

const W = 800;

/** Unit-size flower heads (radius 1), coloured through currentColor so one definition serves every colour. */
const FLOWER_DEF_LIST = [
  `<g id="f-rose"><circle r="1" fill="currentColor"/><circle r=".62" fill="#000" opacity=".12"/><path d="M-.6,.12a.58,.58 0 1 1 .95,.36M-.32,-.02a.34,.34 0 1 1 .52,.22M-.8,.4q.45,.55 1.5,-.05" stroke="#000" stroke-opacity=".28" stroke-width=".09" fill="none"/></g>`,
  `<g id="f-tulip"><path d="M-.8,-.3q0,1.2 .8,1.2q.8,0 .8,-1.2l-.4,.35 -.4,-.6 -.4,.6Z" fill="currentColor"/><path d="M0,-.25l-.2,1" stroke="#000" stroke-opacity=".2" stroke-width=".08"/></g>`,
  `<g id="f-sun">${Array.from({ length: 14 }, (_, i) => `<ellipse rx=".28" ry=".75" cy="-.55" fill="currentColor" transform="rotate(${Math.round((i * 360) / 14)})"/>`).join('')}<circle r=".45" fill="#5a3421"/><circle r=".3" fill="#3b2418"/></g>`,
  `<g id="f-lily">${Array.from({ length: 6 }, (_, i) => `<path d="M0,0q-.3,-.5 0,-1.05q.3,.55 0,1.05Z" fill="currentColor" transform="rotate(${i * 60})"/>`).join('')}<circle r=".14" fill="#c9a227"/><path d="M0,0l.3,-.35M0,0l-.3,-.3M0,0l.05,-.45" stroke="#b5651d" stroke-width=".06"/></g>`,
  `<g id="f-gerb">${Array.from({ length: 18 }, (_, i) => `<ellipse rx=".14" ry=".55" cy="-.5" fill="currentColor" transform="rotate(${i * 20})"/>`).join('')}<circle r=".32" fill="#6b4226"/></g>`,
  `<g id="f-carn"><path d="${Array.from({ length: 24 }, (_, i) => { const a = (i * Math.PI) / 12; const rr = i % 2 ? 0.82 : 1; return `${i ? 'L' : 'M'}${r(Math.cos(a) * rr * 10) / 10},${r(Math.sin(a) * rr * 10) / 10}`; }).join('')}Z" fill="currentColor"/><path d="M-.5,-.1q.5,-.4 1,0M-.4,.25q.4,-.3 .8,0" stroke="#000" stroke-opacity=".2" stroke-width=".08" fill="none"/></g>`,
  `<g id="f-orch">${[0, 72, 144, 216, 288].map((a) => `<ellipse rx=".35" ry=".6" cy="-.45" fill="currentColor" transform="rotate(${a})"/>`).join('')}<path d="M-.25,.1q.25,.6 .5,0Z" fill="#f9c80e"/><circle r=".15" fill="#fff"/></g>`,
];

/** Definitions of the flower heads a scene uses (only those, to keep files small). */
export function flowerDefs(scene: string): string {
  return FLOWER_DEF_LIST.filter((def) => scene.includes(`#${/id="([^"]+)"/.exec(def)![1]}"`)).join('');
}

const HEAD: Record<string, string> = { rose: 'f-rose', tulip: 'f-tulip', sunflower: 'f-sun', lily: 'f-lily', gerbera: 'f-gerb', carnation: 'f-carn', orchid: 'f-orch' };
const MIXED = ['f-rose', 'f-gerb', 'f-lily', 'f-carn', 'f-rose'];

export type Head = { x: number; y: number; size: number; id: string; color: string };

/** Heads placed on a golden-angle spiral inside an ellipse: looks like a natural, tightly packed bouquet. */
export function spiralHeads(cx: number, cy: number, rx: number, ry: number, count: number, flower: string, color: string, seed: number): Head[] {
  const rng = createRng(seed);
  const shown = Math.min(count, 34);
  const size = Math.max(22, Math.min(70, (rx * 1.7) / Math.sqrt(shown)));
  const heads: Head[] = [];
  for (let i = 0; i < shown; i++) {
    const t = Math.sqrt((i + 0.5) / shown);
    const a = i * 2.39996;
    const id = flower === 'mixed' ? MIXED[i % MIXED.length]! : HEAD[flower] ?? 'f-rose';
    const tint = flower === 'mixed' ? [color, '#fbf7f0', '#f9c80e', shade(color, 0.45), '#f77f00'][i % 5]! : shade(color, (rng.next() - 0.5) * 0.18);
    heads.push({ x: cx + Math.cos(a) * rx * t, y: cy + Math.sin(a) * ry * t, size: size * (0.9 + rng.next() * 0.2), id, color: tint });
  }
  return heads.sort((a, b) => a.y - b.y);
}

export function drawHeads(heads: Head[]): string {
  return heads.map((h) => `<use href="#${h.id}" color="${h.color}" transform="translate(${Math.round(h.x)} ${Math.round(h.y)}) scale(${Math.round(h.size)})"/>`).join('');
}

function leaves(cx: number, cy: number, rx: number, ry: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = Math.PI * (1.05 + (0.9 * i) / (n - 1)) + (i % 2) * 0.1;
    const x = cx + Math.cos(a) * rx * 1.05;
    const y = cy + Math.sin(a) * ry * 1.05;
    const deg = (a * 180) / Math.PI + 90;
    out += `<ellipse cx="${r(x)}" cy="${r(y)}" rx="22" ry="60" fill="${i % 2 ? '#3a7d44' : '#5aa469'}" transform="rotate(${r(deg)} ${r(x)} ${r(y)})"/>`;
  }
  return out;
}

function bow(x: number, y: number, colour: string): string {
  return (
    `<path d="M${x},${y}c-70,-50 -90,10 -60,30zM${x},${y}c70,-50 90,10 60,30z" fill="${colour}" stroke="${shade(colour, -0.25)}" stroke-width="3"/>` +
    `<path d="M${x},${y}l-40,90 22,-6 10,22zM${x},${y}l40,90 -22,-6 -10,22z" fill="${shade(colour, -0.08)}"/>` +
    `<circle cx="${x}" cy="${y}" r="14" fill="${shade(colour, -0.15)}"/>`
  );
}

function gypsophila(cx: number, cy: number, rx: number, ry: number, seed: number): string {
  const rng = createRng(seed + 1);
  let out = '';
  for (let i = 0; i < 24; i++) {
    const a = rng.next() * Math.PI * 2;
    const t = 0.75 + rng.next() * 0.35;
    out += `<circle cx="${Math.round(cx + Math.cos(a) * rx * t)}" cy="${Math.round(cy + Math.sin(a) * ry * t)}" r="${rng.int(4, 7)}" fill="#fff"/>`;
  }
  return out;
}

/** Draws the arrangement without a backdrop (also used inside combos and banners). */
export function bouquetScene(p: Params): string {
  const style = str(p, 'style');
  const flower = str(p, 'flower');
  const color = col(p, 'color');
  const wrap = col(p, 'wrap');
  const ribbon = col(p, 'ribbon');
  const count = num(p, 'count');
  const seed = num(p, 'seed');
  let out = '';
  if (style === 'wrap') {
    out += `<path d="M400,760L170,300Q400,200 630,300Z" fill="${shade(wrap, -0.12)}"/>`;
    out += leaves(400, 330, 190, 150, 7) + gypsophila(400, 330, 200, 160, seed);
    out += drawHeads(spiralHeads(400, 330, 175, 140, count, flower, color, seed));
    out += `<path d="M400,770L230,420Q320,470 400,455Q480,470 570,420Z" fill="${shade(wrap, -0.06)}" stroke="${shade(wrap, -0.3)}" stroke-width="4"/><path d="M400,770L300,450Q350,480 400,470Z" fill="${shade(wrap, 0.3)}"/>`;
    out += bow(400, 560, ribbon === '#ffffff' ? shade(color, -0.1) : ribbon);
  } else if (style === 'basket') {
    out += `<path d="M190,470Q400,120 610,470" fill="none" stroke="#9c6644" stroke-width="22"/>`;
    out += leaves(400, 420, 220, 110, 8) + drawHeads(spiralHeads(400, 400, 210, 110, count, flower, color, seed));
    out += `<path d="M170,470h460l-50,230h-360Z" fill="#b08968"/>`;
    for (let y = 500; y < 700; y += 36) out += `<path d="M${180 + (y - 470) * 0.2},${y}H${620 - (y - 470) * 0.2}" stroke="#7f5539" stroke-width="6"/>`;
    for (let x = 220; x < 600; x += 40) out += `<path d="M${x},475l${(400 - x) * 0.1},220" stroke="#9c6644" stroke-width="5"/>`;
    out += `<rect x="160" y="455" width="480" height="30" rx="15" fill="#7f5539"/>` + bow(400, 480, ribbon === '#ffffff' ? color : ribbon);
  } else if (style === 'vase') {
    for (let i = 0; i < 9; i++) out += `<path d="M${360 + i * 10},620Q${300 + i * 25},420 ${250 + i * 38},300" stroke="#4f772d" stroke-width="6" fill="none"/>`;
    out += leaves(400, 320, 170, 120, 6) + drawHeads(spiralHeads(400, 300, 170, 130, count, flower, color, seed));
    out += `<path d="M330,460h140q-10,60 40,130q40,80 -30,130h-160q-70,-50 -30,-130q50,-70 40,-130Z" fill="${wrap}" opacity=".55" stroke="#fff" stroke-width="5"/>`;
    out += `<path d="M350,500q-30,90 -10,200" stroke="#fff" stroke-width="10" opacity=".6" fill="none" stroke-linecap="round"/>`;
  } else if (style === 'box') {
    out += `<path d="M210,420V640A190,52 0 0 0 590,640V420Z" fill="${shade(wrap, -0.1)}"/><ellipse cx="400" cy="420" rx="190" ry="52" fill="${shade(wrap, -0.35)}"/>`;
    out += drawHeads(spiralHeads(400, 395, 185, 70, count, flower, color, seed).map((h) => ({ ...h, y: h.y - 10 })));
    out += `<rect x="210" y="520" width="380" height="40" fill="${ribbon === '#ffffff' ? shade(color, -0.1) : ribbon}"/>` + bow(400, 540, ribbon === '#ffffff' ? shade(color, -0.1) : ribbon);
  } else {
    const boxColour = shade(color, -0.35);
    out += `<path d="${heartPath(400, 470, 560)}" fill="${shade(boxColour, -0.25)}" transform="translate(0 60)"/><path d="${heartPath(400, 460, 560)}" fill="${boxColour}"/>`;
    const rng = createRng(seed);
    const heads: Head[] = [];
    for (let y = 260; y < 700; y += 52) {
      for (let x = 150; x < 660; x += 56) {
        const nx = (x - 400) / 230;
        const ny = -(y - 430) / 230;
        if ((nx * nx + ny * ny - 1) ** 3 - nx * nx * ny ** 3 < -0.05) heads.push({ x: x + ((y / 52) % 2) * 28, y, size: 30, id: HEAD[flower] ?? 'f-rose', color: shade(color, (rng.next() - 0.5) * 0.2) });
      }
    }
    out += drawHeads(heads);
  }
  return out;
}

export function renderBouquet(p: Params): string {
  const bg = backdrop('bg', num(p, 'view') === 1 ? col(p, 'color') : col(p, 'wrap'), W, W);
  const scene = bouquetScene(p);
  const body = bg.body + `<ellipse cx="400" cy="750" rx="250" ry="28" fill="#000" opacity=".1"/>` + (num(p, 'view') === 1 ? `<g transform="translate(-80 -40) scale(1.2)">${scene}</g>` : scene);
  return svgDoc({ width: W, height: W, title: `${str(p, 'flower')} arrangement, ${str(p, 'style')}`, defs: bg.defs + flowerDefs(scene), body });
}
