import { createRng } from '@/lib/domain/art/random';
import { backdrop, FONT, heartPath, r, scopeIds, shade, svgDoc } from '@/lib/domain/art/svg';
import { messagePlaque } from './message-plaque';
import { boxTier, CAKE_DEFS, heartTier, roundTier, topper } from './parts';
import type { CakeArt, CakeColours } from './types';

// The cake picture, 800×800: the server draws it for /media/cake/… paths, the product page draws it in the browser for
// the options the shopper picks. Pure and deterministic (a seeded random), so both draw the very same picture.

const W = 800;

function stand(cx: number, y: number, w: number): string {
  return (
    `<ellipse cx="${cx}" cy="${y + 70}" rx="${r(w * 0.42)}" ry="22" fill="#000" opacity=".12"/>` +
    `<path d="M${cx - 40},${y + 10}l-20,58h120l-20,-58Z" fill="#e9e4dc"/>` +
    `<ellipse cx="${cx}" cy="${y + 66}" rx="80" ry="14" fill="#d9d2c7"/>` +
    `<ellipse cx="${cx}" cy="${y}" rx="${r(w * 0.6)}" ry="${r(w * 0.11)}" fill="#d8d1c6"/>` +
    `<ellipse cx="${cx}" cy="${y - 6}" rx="${r(w * 0.6)}" ry="${r(w * 0.11)}" fill="#f7f3ee"/>`
  );
}

function photoTop(cx: number, cy: number, rx: number, ry: number, accent: string): string {
  return (
    `<clipPath id="pc"><ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}"/></clipPath>` +
    `<g clip-path="url(#pc)"><rect x="${r(cx - rx)}" y="${r(cy - ry)}" width="${r(rx * 2)}" height="${r(ry * 2)}" fill="#9ed8f5"/>` +
    `<circle cx="${r(cx + rx * 0.45)}" cy="${r(cy - ry * 0.35)}" r="${r(ry * 0.28)}" fill="#ffd23f"/>` +
    `<path d="M${r(cx - rx)},${r(cy + ry * 0.3)}q${r(rx * 0.5)},${r(-ry * 0.7)} ${r(rx)},0t${r(rx)},0V${r(cy + ry)}H${r(cx - rx)}Z" fill="#6ab04c"/>` +
    `<circle cx="${r(cx - rx * 0.12)}" cy="${r(cy - ry * 0.12)}" r="${r(ry * 0.2)}" fill="#8d5b3c"/><circle cx="${r(cx + rx * 0.14)}" cy="${r(cy - ry * 0.06)}" r="${r(ry * 0.18)}" fill="#5a3421"/>` +
    `<path d="M${r(cx - rx * 0.3)},${r(cy + ry * 0.5)}q${r(rx * 0.18)},${r(-ry * 0.6)} ${r(rx * 0.36)},0ZM${r(cx - rx * 0.02)},${r(cy + ry * 0.5)}q${r(rx * 0.16)},${r(-ry * 0.55)} ${r(rx * 0.32)},0Z" fill="${accent}"/>` +
    `</g><ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="none" stroke="#fff" stroke-width="6"/>`
  );
}

function numberCake(p: CakeArt, c: CakeColours): string {
  const text = String(p.num);
  const size = text.length > 1 ? 400 : 520;
  const base = `font-size="${size}" font-weight="900" text-anchor="middle" font-family="${FONT}"`;
  let out = '';
  for (let k = 60; k > 0; k -= 6) out += `<text x="400" y="${610 + k * 0.2}" dx="${k * 0.25}" ${base} fill="${shade(c.cream, -0.3)}">${text}</text>`;
  out += `<text x="400" y="610" ${base} fill="${shade(c.cream, 0.25)}" stroke="${shade(c.cream, 0.05)}" stroke-width="10" stroke-dasharray="2 16" stroke-linecap="round">${text}</text>`;
  const dots = createRng(p.seed);
  for (let i = 0; i < 9; i++) {
    const x = 260 + dots.next() * 280;
    const y = 280 + dots.next() * 300;
    out += `<circle cx="${r(x)}" cy="${r(y)}" r="${dots.int(9, 15)}" fill="${i % 3 === 0 ? c.accent : i % 3 === 1 ? '#ffd23f' : shade(c.accent, 0.4)}"/>`;
  }
  return out;
}

function cupcake(x: number, y: number, s: number, c: CakeColours, topperKind: string): string {
  const w = 110 * s;
  const h = 80 * s;
  let out = `<path d="M${r(x - w / 2)},${r(y - h)}h${r(w)}l${r(-w * 0.12)},${r(h)}h${r(-w * 0.76)}Z" fill="${shade(c.accent, 0.15)}"/>`;
  for (let i = 1; i < 6; i++) out += `<path d="M${r(x - w / 2 + (w * i) / 6)},${r(y - h)}l${r(-w * 0.12 * (i / 6 - 0.5) * 2)},${r(h)}" stroke="${shade(c.accent, -0.15)}" stroke-width="3"/>`;
  for (let k = 0; k < 3; k++) {
    const rw = (w / 2) * (1.08 - k * 0.28);
    out += `<ellipse cx="${r(x)}" cy="${r(y - h - 12 * s - k * 26 * s)}" rx="${r(rw)}" ry="${r(22 * s)}" fill="${shade(c.cream, 0.2 - k * 0.1)}"/>`;
  }
  out += `<path d="M${r(x)},${r(y - h - 90 * s)}q${r(8 * s)},${r(10 * s)} 0,${r(18 * s)}" fill="${shade(c.cream, 0.2)}"/>`;
  if (topperKind === 'cherries') out += `<circle cx="${r(x)}" cy="${r(y - h - 96 * s)}" r="${r(13 * s)}" fill="#c1121f"/>`;
  else if (topperKind === 'berries') out += `<circle cx="${r(x)}" cy="${r(y - h - 94 * s)}" r="${r(11 * s)}" fill="#3d348b"/>`;
  else out += `<path d="${heartPath(x, y - h - 96 * s, 26 * s)}" fill="${c.accent}"/>`;
  return out;
}

function slice(x: number, y: number, c: CakeColours): string {
  return (
    `<ellipse cx="${x}" cy="${y + 20}" rx="110" ry="30" fill="#fff" stroke="#e5ded3" stroke-width="4"/>` +
    `<path d="M${x - 70},${y - 60}l120,-30v90l-120,30Z" fill="${c.sponge}"/>` +
    `<path d="M${x - 70},${y - 24}l120,-30v12l-120,30ZM${x - 70},${y + 8}l120,-30v10l-120,30Z" fill="${shade(c.cream, 0.3)}"/>` +
    `<path d="M${x - 70},${y - 60}l120,-30 30,14 -120,32Z" fill="${shade(c.cream, 0.2)}"/>` +
    `<path d="M${x + 50},${y - 90}l30,14v90l-30,16Z" fill="${shade(c.cream, -0.1)}"/>`
  );
}

/** Where the message plaque sits: the middle of the bottom tier's front, and how wide it may be. */
type PlaqueSpot = { x: number; y: number; width: number };

/** The tiers on their stand, with decorations and topper; returns the markup and where a message would go. */
function tieredCake(p: CakeArt, c: CakeColours, cx: number): { scene: string; spot: PlaqueSpot } {
  const rng = createRng(p.seed * 31 + p.view);
  const tiers = Math.max(1, Math.min(3, p.tiers));
  const widths = [[520], [520, 350], [540, 390, 250]][tiers - 1]!;
  const heights = [[230], [170, 140], [140, 120, 110]][tiers - 1]!;
  const standY = 660;
  let scene = stand(cx, standY, widths[0]!);
  let bottom = standY - 20;
  let lastTop = 0;
  let lastW = 0;
  let spot: PlaqueSpot = { x: cx, y: standY - 120, width: 400 };
  widths.forEach((w, i) => {
    const h = heights[i]!;
    let tier = '';
    if (p.shape === 'round') {
      const yTop = bottom - h;
      tier = roundTier(cx, yTop, w, h, p.decor, c, rng);
      if (i === 0) spot = { x: cx, y: yTop + w * 0.15 + h / 2, width: w * 0.8 };
      lastTop = yTop;
      bottom = yTop + w * 0.04;
    } else if (p.shape === 'heart') {
      const yTop = bottom - h - w * 0.22;
      tier = heartTier(cx, yTop, w, h, p.decor, c);
      if (i === 0) spot = { x: cx, y: yTop + (w / 34) * 8 + h / 2, width: w * 0.68 };
      lastTop = yTop;
      bottom = yTop;
    } else {
      const ww = p.shape === 'rect' && i === 0 ? w * 1.12 : w * 0.82;
      const yTop = bottom - h - ww * 0.2;
      tier = boxTier(cx, yTop, ww, h, p.decor, c, rng);
      if (i === 0) spot = { x: cx - ww * 0.11, y: yTop + ww * 0.2 + h / 2, width: ww * 0.85 };
      lastTop = yTop + ww * 0.1;
      bottom = yTop + ww * 0.1;
    }
    scene += `<g data-tier="${i + 1}">${tier}</g>`;
    lastW = w;
  });
  if (p.decor === 'photo') {
    scene += photoTop(cx + (p.shape === 'round' ? 0 : 12), lastTop, lastW * 0.36, lastW * 0.1, c.accent);
  } else if (p.decor === 'fruit') {
    scene += topper('berries', cx, lastTop + 6, lastW * 0.5, c, rng, p.num);
  }
  if (p.topper === 'unicorn') {
    const y = lastTop + heights[heights.length - 1]! * 0.55;
    scene += `<path d="M${cx - 60},${y}q22,18 44,0M${cx + 16},${y}q22,18 44,0" stroke="#2b1a10" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
  scene += topper(p.topper, cx, lastTop + 4, lastW * 0.5, c, rng, p.num);
  if (p.view === 2) scene += slice(640, 690, c);
  return { scene, spot };
}

export function cakeArtTitle(p: CakeArt): string {
  const what = `${p.tiers > 1 ? `${p.tiers}-tier ` : ''}${p.shape === 'cupcakes' ? 'cupcakes' : `${p.shape} cake`} with ${p.decor} decoration`;
  return p.message ? `${what}, “${p.message}” written on it` : what;
}

export type CakeArtOptions = {
  /** The picture's accessible name (its <title>); by default a description of the drawing. */
  title?: string;
  /** Prefixes every id, for a drawing placed inline in a page. */
  idPrefix?: string;
};

export function renderCakeArt(p: CakeArt, options: CakeArtOptions = {}): string {
  const c: CakeColours = { sponge: p.sponge, cream: p.cream, accent: p.accent };
  const bg = backdrop('bg', p.view === 1 ? p.accent : p.cream, W, W);
  let scene = '';
  let spot: PlaqueSpot = { x: 400, y: 715, width: 520 };
  const cx = p.view === 2 ? 340 : 400;
  if (p.shape === 'cupcakes') {
    scene += `<ellipse cx="400" cy="640" rx="330" ry="50" fill="#000" opacity=".1"/>`;
    [200, 400, 600].forEach((x) => (scene += cupcake(x, 520, 0.95, c, p.topper)));
    [290, 510].forEach((x, i) => (scene += cupcake(x, 660, 1.15, { ...c, accent: shade(c.accent, i ? 0.25 : -0.1) }, p.topper)));
  } else if (p.shape === 'number') {
    scene += `<ellipse cx="400" cy="640" rx="300" ry="44" fill="#000" opacity=".12"/>` + numberCake(p, c);
  } else {
    ({ scene, spot } = tieredCake(p, c, cx));
  }
  if (p.message) scene += messagePlaque(p.message, spot.x, spot.y, spot.width, c);
  const zoom = p.view === 1 ? `<g transform="translate(-60 -40) scale(1.15)">${scene}</g>` : scene;
  const svg = svgDoc({ width: W, height: W, title: options.title ?? cakeArtTitle(p), defs: bg.defs + CAKE_DEFS(c), body: bg.body + zoom });
  return options.idPrefix ? scopeIds(svg, options.idPrefix) : svg;
}
