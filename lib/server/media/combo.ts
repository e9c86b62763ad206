import { col, num, type Params, str } from './art-spec';
import { bouquetScene, flowerDefs } from './bouquet';
import { CAKE_DEFS, roundTier, topper } from '@/lib/domain/cake-art/parts';
import { CHOC_DEFS, chocolateScene } from './chocolate';
import { createRng } from './random';
import { backdrop, shade, svgDoc } from './svg';
import { toyScene } from './toy';

// Combos, 800×800: a cake on a plate beside its partner gift (roses, chocolates, a teddy or balloons).

const W = 800;

export function renderCombo(p: Params): string {
  const sponge = col(p, 'sponge');
  const cream = col(p, 'cream');
  const color = col(p, 'color');
  const partner = str(p, 'partner');
  const seed = num(p, 'seed');
  const view = num(p, 'view');
  const rng = createRng(seed);
  const c = { sponge, cream, accent: color };
  const hex = (h: string) => h.slice(1);
  let partnerArt = '';
  if (partner === 'roses') partnerArt = `<g transform="translate(360 60) scale(.62)">${bouquetScene({ style: 'wrap', flower: 'rose', color: hex(color), wrap: 'fdf0f4', ribbon: 'ffffff', count: 12, seed })}</g>`;
  else if (partner === 'chocolates') partnerArt = `<g transform="translate(390 170) scale(.52)">${chocolateScene({ style: 'box', box: '5a3421', ribbon: hex(color), pieces: 16, seed })}</g>`;
  else if (partner === 'teddy') partnerArt = `<g transform="translate(400 140) scale(.55)">${toyScene({ animal: 'teddy', fur: hex(color), accent: 'e23e57', prop: 'heart' })}</g>`;
  else {
    const colours = ['#e23e57', '#4d96ff', '#ffd23f', '#3bceac', '#9b5de5'];
    partnerArt = colours
      .map((b, i) => `<path d="M${560 + i * 8},560Q${520 + i * 30},400 ${480 + i * 50},${220 + (i % 2) * 60}" stroke="#888" stroke-width="3" fill="none"/><ellipse cx="${480 + i * 50}" cy="${170 + (i % 2) * 60}" rx="52" ry="62" fill="${b}"/><ellipse cx="${462 + i * 50}" cy="${146 + (i % 2) * 60}" rx="10" ry="18" fill="#fff" opacity=".4"/>`)
      .join('');
  }
  const cake =
    `<ellipse cx="270" cy="660" rx="230" ry="50" fill="#f7f3ee" stroke="#e5ded3" stroke-width="6"/>` +
    roundTier(270, 470, 340, 170, 'rosettes', c, rng) +
    topper(partner === 'roses' ? 'hearts' : 'cherries', 270, 474, 170, c, rng, 0);
  const scene = `<ellipse cx="400" cy="720" rx="330" ry="26" fill="#000" opacity=".1"/>${partnerArt}${cake}`;
  const bg = backdrop('bg', view === 1 ? color : shade(cream, -0.05), W, W);
  return svgDoc({
    width: W,
    height: W,
    title: `Cake with ${partner}`,
    defs: bg.defs + CAKE_DEFS(c) + (partner === 'roses' ? flowerDefs(partnerArt) : partner === 'chocolates' ? CHOC_DEFS : ''),
    body: bg.body + (view === 1 ? `<g transform="translate(-60 -60) scale(1.15)">${scene}</g>` : scene),
  });
}
