import type { Rng } from '@/lib/domain/art/random';
import { heartPath, mix, r, shade, starPath } from '@/lib/domain/art/svg';

// Drawing pieces of a cake in three-quarter view: tiers (round, square, heart), decorations and toppers.

export type CakeColours = { sponge: string; cream: string; accent: string };

export const CAKE_DEFS = (c: CakeColours): string =>
  `<linearGradient id="cb" x1="0" x2="1"><stop offset="0" stop-color="${shade(mix(c.cream, c.accent, 0.12), -0.12)}"/>` +
  `<stop offset=".35" stop-color="${shade(c.cream, 0.3)}"/><stop offset="1" stop-color="${shade(mix(c.cream, c.accent, 0.15), -0.18)}"/></linearGradient>` +
  `<linearGradient id="sb" x1="0" x2="1"><stop offset="0" stop-color="${shade(c.sponge, -0.25)}"/>` +
  `<stop offset=".35" stop-color="${shade(c.sponge, 0.15)}"/><stop offset="1" stop-color="${shade(c.sponge, -0.3)}"/></linearGradient>` +
  `<g id="ro"><circle r="15" fill="${mix(c.cream, c.accent, 0.22)}"/><path d="M-9,0a9,9 0 1 1 13.5,6" fill="none" stroke="${shade(mix(c.cream, c.accent, 0.22), -0.15)}" stroke-width="2.5"/></g>` +
  `<g id="fl">${[0, 1, 2, 3, 4].map((i) => `<circle cx="${r(Math.cos((i * 2 * Math.PI) / 5) * 0.55)}" cy="${r(Math.sin((i * 2 * Math.PI) / 5) * 0.4)}" r=".45" fill="currentColor"/>`).join('')}<circle r=".3" fill="#ffd23f"/></g>`;

/** Points along the front half of an ellipse rim, left to right. */
export function frontArc(cx: number, cy: number, rx: number, ry: number, count: number): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let i = 0; i <= count; i++) {
    const t = (Math.PI * i) / count;
    points.push([cx - rx * Math.cos(t), cy + ry * Math.sin(t)]);
  }
  return points;
}

const SPRINKLE_COLOURS = ['#ff5d8f', '#ffd23f', '#3bceac', '#4d96ff', '#ffffff', '#ff8c42'];

function beads(points: Array<[number, number]>, radius: number, fill: string): string {
  return points.map(([x, y]) => `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${radius}" fill="${fill}"/>`).join('');
}

function rosette(x: number, y: number): string {
  return `<use href="#ro" x="${r(x)}" y="${r(y)}"/>`;
}

/** A five-petal sugar flower (drawn from the #fl symbol in CAKE_DEFS) of the given size and petal colour. */
export function flower(x: number, y: number, size: number, petal: string): string {
  return `<use href="#fl" color="${petal}" transform="translate(${r(x)} ${r(y)}) scale(${r(size)})"/>`;
}

/** Body decorations drawn over the side of a tier, given its visible side box. */
function sideDecor(
  decor: string,
  c: CakeColours,
  box: { x: number; y: number; w: number; h: number },
  rng: Rng,
): string {
  const { x, y, w, h } = box;
  let out = '';
  if (decor === 'sprinkles' || decor === 'kids') {
    const count = decor === 'kids' ? 10 : 22;
    for (let i = 0; i < count; i++) {
      const px = x + 18 + rng.next() * (w - 36);
      const py = y + 22 + rng.next() * (h - 40);
      const colour = rng.pick(SPRINKLE_COLOURS);
      out +=
        decor === 'kids'
          ? `<circle cx="${r(px)}" cy="${r(py)}" r="${rng.int(7, 12)}" fill="${colour}" opacity=".9"/>`
          : `<rect x="${Math.round(px)}" y="${Math.round(py)}" width="18" height="6" rx="3" fill="${colour}" transform="rotate(${rng.int(0, 179)} ${Math.round(px + 9)} ${Math.round(py + 3)})"/>`;
    }
  } else if (decor === 'ruffle') {
    for (let row = 1; row <= 4; row++) {
      const yy = y + (h * row) / 5;
      let d = `M${r(x)},${r(yy)}`;
      const waves = Math.round(w / 40);
      for (let i = 0; i < waves; i++) d += `q${r(w / waves / 2)},14 ${r(w / waves)},0`;
      out += `<path d="${d}" fill="none" stroke="${shade(c.cream, 0.35)}" stroke-width="7" stroke-linecap="round" opacity=".85"/>`;
    }
  } else if (decor === 'floral') {
    for (let i = 0; i < 5; i++) {
      out += flower(x + w * (0.14 + i * 0.18), y + h * (0.45 + (i % 2) * 0.18), 22, shade(c.accent, i % 2 ? 0.35 : 0));
    }
  } else if (decor === 'naked') {
    for (let i = 1; i <= 2; i++) {
      out += `<rect x="${r(x)}" y="${r(y + (h * i) / 3 - 5)}" width="${r(w)}" height="10" fill="${shade(c.cream, 0.3)}" opacity=".9"/>`;
    }
  }
  return out;
}

/** Chocolate or fruit shavings scattered over a top surface, so a plain cake still shows its flavour. */
function shavings(cx: number, cy: number, rx: number, ry: number, colour: string, rng: Rng): string {
  let out = '';
  for (let i = 0; i < 16; i++) {
    const a = rng.next() * Math.PI * 2;
    const t = Math.sqrt(rng.next());
    const x = Math.round(cx + Math.cos(a) * rx * t);
    const y = Math.round(cy + Math.sin(a) * ry * t);
    out += `<rect x="${x}" y="${y}" width="16" height="6" rx="3" fill="${shade(colour, (i % 3) * 0.15)}" transform="rotate(${rng.int(0, 179)} ${x + 8} ${y + 3})"/>`;
  }
  return out;
}

function drips(points: Array<[number, number]>, colour: string, rng: Rng): string {
  let d = `M${r(points[0]![0])},${r(points[0]![1] - 8)}`;
  for (const [px, py] of points) d += `L${r(px)},${r(py - 8)}`;
  for (let i = points.length - 1; i >= 0; i--) {
    const [px, py] = points[i]!;
    d += `L${r(px)},${r(py + 12)}`;
  }
  let out = `<path d="${d}Z" fill="${colour}"/>`;
  points.forEach(([px, py], i) => {
    if (i === 0 || i === points.length - 1 || rng.chance(0.35)) return;
    const len = rng.int(22, 70);
    out += `<rect x="${r(px - 8)}" y="${r(py)}" width="16" height="${len}" rx="8" fill="${colour}"/>`;
  });
  return out;
}

/** A round tier: side, top, decoration, piping. Returns markup; yTop is the centre of the top ellipse. */
export function roundTier(cx: number, yTop: number, w: number, h: number, decor: string, c: CakeColours, rng: Rng): string {
  const rx = w / 2;
  const ry = w * 0.15;
  const body = decor === 'naked' ? 'url(#sb)' : 'url(#cb)';
  let out =
    `<path d="M${r(cx - rx)},${r(yTop)}V${r(yTop + h)}A${r(rx)},${r(ry)} 0 0 0 ${r(cx + rx)},${r(yTop + h)}V${r(yTop)}Z" fill="${body}"/>` +
    sideDecor(decor, c, { x: cx - rx, y: yTop, w, h }, rng);
  const topFill = decor === 'drip' ? shade(c.accent, -0.05) : shade(c.cream, 0.3);
  out += `<ellipse cx="${r(cx)}" cy="${r(yTop)}" rx="${r(rx)}" ry="${r(ry)}" fill="${topFill}"/>`;
  if (decor === 'drip') out += drips(frontArc(cx, yTop, rx, ry, Math.round(w / 34)), c.accent, rng);
  if (decor === 'rosettes' || decor === 'floral' || decor === 'photo') {
    const rim = frontArc(cx, yTop, rx - 16, ry - 6, Math.round(w / 42));
    out += rim.map(([px, py]) => rosette(px, py)).join('');
  } else if (decor !== 'drip') {
    out += beads(frontArc(cx, yTop, rx - 6, ry - 2, Math.round(w / 22)), 8, shade(c.cream, 0.4));
  }
  out += beads(frontArc(cx, yTop + h, rx, ry, Math.round(w / 20)), 10, decor === 'drip' ? c.accent : mix(c.cream, c.accent, 0.3));
  if (decor === 'plain') out += shavings(cx, yTop, rx * 0.7, ry * 0.6, c.accent, rng);
  return out;
}

/** A square (or rectangular, when w > depth) tier in oblique view. yTop is the back edge of the top face. */
export function boxTier(cx: number, yTop: number, w: number, h: number, decor: string, c: CakeColours, rng: Rng): string {
  const dx = w * 0.22;
  const dy = w * 0.2;
  const x0 = cx - (w + dx) / 2;
  const front = { x: x0, y: yTop + dy, w, h };
  const body = decor === 'naked' ? 'url(#sb)' : 'url(#cb)';
  let out =
    `<rect x="${r(front.x)}" y="${r(front.y)}" width="${r(w)}" height="${r(h)}" fill="${body}"/>` +
    `<path d="M${r(x0 + w)},${r(front.y)}l${r(dx)},${r(-dy)}v${r(h)}l${r(-dx)},${r(dy)}Z" fill="${shade(decor === 'naked' ? c.sponge : c.cream, -0.3)}"/>` +
    sideDecor(decor, c, front, rng) +
    `<path d="M${r(x0)},${r(front.y)}h${r(w)}l${r(dx)},${r(-dy)}h${r(-w)}Z" fill="${decor === 'drip' ? c.accent : shade(c.cream, 0.3)}"/>`;
  const edge: Array<[number, number]> = [];
  const n = Math.round(w / 34);
  for (let i = 0; i <= n; i++) edge.push([x0 + (w * i) / n, front.y]);
  if (decor === 'drip') out += drips(edge, c.accent, rng);
  else if (decor === 'rosettes' || decor === 'floral') out += edge.map(([px, py]) => rosette(px, py - 4)).join('');
  else out += beads(edge, 8, shade(c.cream, 0.4));
  const bottom: Array<[number, number]> = [];
  for (let i = 0; i <= n + 1; i++) bottom.push([x0 + (w * i) / (n + 1), front.y + h]);
  return out + beads(bottom, 9, decor === 'drip' ? c.accent : mix(c.cream, c.accent, 0.3));
}

/** Parametric heart outline, flattened to look like a heart cake seen from the front. */
export function heartOutline(cx: number, cy: number, scale: number, squash: number, count = 36): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const t = (2 * Math.PI * i) / count;
    const hx = 16 * Math.sin(t) ** 3;
    const hy = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    points.push([cx + hx * scale, cy - hy * scale * squash]);
  }
  return points;
}

export function heartTier(cx: number, yTop: number, w: number, h: number, decor: string, c: CakeColours): string {
  const scale = w / 34;
  const outline = heartOutline(cx, yTop, scale, 0.42);
  const d = `M${outline.map(([x, y]) => `${r(x)},${r(y)}`).join('L')}Z`;
  const side = decor === 'naked' ? c.sponge : c.cream;
  let out = `<path id="hs" d="${d}" fill="${shade(mix(side, c.accent, 0.2), -0.18)}"/>`;
  for (let k = h; k > 0; k -= 8) out += `<use href="#hs" y="${k}"/>`;
  out += `<path d="${d}" fill="${decor === 'drip' ? c.accent : shade(c.cream, 0.3)}"/>`;
  const front = outline.filter(([, y]) => y > yTop - 2 * scale);
  out += beads(front.map(([x, y]) => [x, y + h] as [number, number]), 9, mix(c.cream, c.accent, 0.3));
  out += beads(outline.filter((_, i) => i % 2 === 0), 7, shade(c.cream, 0.45));
  return out;
}

function candle(x: number, y: number, colour: string, height = 70): string {
  return (
    `<rect x="${r(x - 6)}" y="${r(y - height)}" width="12" height="${height}" rx="3" fill="${colour}"/>` +
    `<path d="M${r(x - 6)},${r(y - height * 0.3)}l12,-10M${r(x - 6)},${r(y - height * 0.7)}l12,-10" stroke="#fff" stroke-width="4" opacity=".7"/>` +
    `<circle cx="${r(x)}" cy="${r(y - height - 16)}" r="20" fill="#ffd23f" opacity=".25"/>` +
    `<path d="M${r(x)},${r(y - height - 32)}q11,16 0,26q-11,-10 0,-26Z" fill="#ff9f1c"/>` +
    `<path d="M${r(x)},${r(y - height - 20)}q5,8 0,13q-5,-5 0,-13Z" fill="#fff3b0"/>`
  );
}

function strawberry(x: number, y: number): string {
  return (
    `<path d="M${r(x - 16)},${r(y - 8)}q16,-10 32,0q-4,26 -16,34q-12,-8 -16,-34Z" fill="#d7263d"/>` +
    `<path d="M${r(x - 12)},${r(y - 10)}l6,-8 6,6 6,-6 6,8Z" fill="#3a9e4a"/>` +
    `<circle cx="${r(x - 5)}" cy="${r(y + 4)}" r="1.6" fill="#ffe08a"/><circle cx="${r(x + 5)}" cy="${r(y + 10)}" r="1.6" fill="#ffe08a"/>`
  );
}

/** Topper decorations sitting on the top surface centred at (cx, cy) with radius rx. */
export function topper(kind: string, cx: number, cy: number, rx: number, c: CakeColours, rng: Rng, label: number): string {
  const ry = rx * 0.3;
  const spots = (n: number, k = 0.6) =>
    Array.from({ length: n }, (_, i) => {
      const a = Math.PI * (0.1 + (0.8 * i) / Math.max(1, n - 1));
      return [cx - rx * k * Math.cos(a), cy - ry * k * 0.4 + ry * k * Math.sin(a) * 0.6] as [number, number];
    });
  switch (kind) {
    case 'candles':
      return spots(rng.int(3, 5)).map(([x, y], i) => candle(x, y, i % 2 ? shade(c.accent, 0.3) : '#4d96ff', 64 + (i % 2) * 10)).join('');
    case 'magic':
      return (
        candle(cx, cy, '#f4d35e', 90) +
        Array.from({ length: 10 }, (_, i) => {
          const a = (i * Math.PI) / 5;
          return `<path d="M${r(cx + Math.cos(a) * 26)},${r(cy - 120 + Math.sin(a) * 26)}l${r(Math.cos(a) * 22)},${r(Math.sin(a) * 22)}" stroke="#ffd23f" stroke-width="3"/>`;
        }).join('')
      );
    case 'hearts':
      return (
        spots(3, 0.45)
          .map(([x, y], i) => `<path d="M${r(x)},${r(y)}v${-60 - i * 12}" stroke="#c9a227" stroke-width="3"/><path d="${heartPath(x, y - 74 - i * 12, 44 - i * 6)}" fill="${i === 1 ? '#e23e57' : shade(c.accent, 0.1)}"/>`)
          .join('')
      );
    case 'stars':
      return spots(3, 0.5)
        .map(([x, y], i) => `<path d="M${r(x)},${r(y)}v${-56 - i * 14}" stroke="#c9a227" stroke-width="3"/><path d="${starPath(x, y - 70 - i * 14, 24)}" fill="#f4c542" stroke="#c9a227" stroke-width="2"/>`)
        .join('');
    case 'berries':
      return (
        spots(5, 0.55).map(([x, y], i) => (i % 2 ? `<circle cx="${r(x)}" cy="${r(y)}" r="10" fill="#3d348b"/><circle cx="${r(x + 14)}" cy="${r(y + 4)}" r="9" fill="#4b3f9e"/>` : strawberry(x, y))).join('') +
        `<path d="M${r(cx - 30)},${r(cy - 6)}q30,-24 60,0" stroke="#5aa469" stroke-width="6" fill="none"/>`
      );
    case 'cherries':
      return frontArc(cx, cy - ry * 0.2, rx * 0.75, ry * 0.6, 6)
        .map(([x, y]) => `<circle cx="${r(x)}" cy="${r(y - 10)}" r="11" fill="#c1121f"/><path d="M${r(x)},${r(y - 20)}q6,-18 14,-22" stroke="#3a5a40" stroke-width="2.5" fill="none"/><circle cx="${r(x - 3)}" cy="${r(y - 14)}" r="3" fill="#fff" opacity=".6"/>`)
        .join('');
    case 'flowers':
      return spots(3, 0.4).map(([x, y], i) => flower(x, y - 10, 30 - i * 3, shade(c.accent, i * 0.2))).join('');
    case 'choco':
      return (
        spots(4, 0.55).map(([x, y]) => `<circle cx="${r(x)}" cy="${r(y - 12)}" r="15" fill="#c9a227"/><circle cx="${r(x - 4)}" cy="${r(y - 16)}" r="5" fill="#f4e3a1"/>`).join('') +
        `<path d="M${r(cx - 20)},${r(cy - 4)}l18,-70 22,66Z" fill="#3b2418"/><path d="M${r(cx + 14)},${r(cy)}l26,-52 12,50Z" fill="#5a3421"/>`
      );
    case 'crown':
      return `<path d="M${r(cx - 50)},${r(cy)}l-8,-70 34,30 24,-48 24,48 34,-30 -8,70Z" fill="#f4c542" stroke="#c9a227" stroke-width="3"/><circle cx="${r(cx)}" cy="${r(cy - 30)}" r="8" fill="#e23e57"/>`;
    case 'bear':
      return (
        `<circle cx="${r(cx - 42)}" cy="${r(cy - 92)}" r="22" fill="#8d5b3c"/><circle cx="${r(cx + 42)}" cy="${r(cy - 92)}" r="22" fill="#8d5b3c"/>` +
        `<circle cx="${r(cx)}" cy="${r(cy - 50)}" r="58" fill="#a26b45"/><ellipse cx="${r(cx)}" cy="${r(cy - 34)}" rx="26" ry="20" fill="#e8c39e"/>` +
        `<circle cx="${r(cx - 20)}" cy="${r(cy - 62)}" r="6" fill="#2b1a10"/><circle cx="${r(cx + 20)}" cy="${r(cy - 62)}" r="6" fill="#2b1a10"/><ellipse cx="${r(cx)}" cy="${r(cy - 42)}" rx="9" ry="6" fill="#2b1a10"/>`
      );
    case 'unicorn':
      return (
        `<path d="M${r(cx - 14)},${r(cy - 20)}l14,-110 14,110Z" fill="#f4c542"/><path d="M${r(cx - 10)},${r(cy - 50)}l20,-8M${r(cx - 7)},${r(cy - 80)}l14,-6" stroke="#c9a227" stroke-width="4"/>` +
        `<path d="M${r(cx - 70)},${r(cy - 12)}l14,-44 22,36Z" fill="${shade(c.cream, 0.2)}"/><path d="M${r(cx + 70)},${r(cy - 12)}l-14,-44 -22,36Z" fill="${shade(c.cream, 0.2)}"/>` +
        flower(cx - 40, cy - 6, 18, '#ff8fab') +
        flower(cx + 40, cy - 6, 18, '#b8a1ff')
      );
    default: {
      if (kind === 'number') {
        const text = String(label);
        return (
          `<path d="M${r(cx - 20)},${r(cy)}v-50M${r(cx + 20)},${r(cy)}v-50" stroke="#c9a227" stroke-width="4"/>` +
          `<text x="${r(cx)}" y="${r(cy - 50)}" font-size="120" font-weight="900" text-anchor="middle" fill="#f4c542" stroke="#b8860b" stroke-width="4" font-family="Georgia,serif">${text}</text>`
        );
      }
      return '';
    }
  }
}
