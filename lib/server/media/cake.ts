import { CAKE_DECORS, CAKE_SHAPES, CAKE_TOPPERS, type CakeArt } from '@/lib/domain/cake-art/types';
import { renderCakeArt } from '@/lib/domain/cake-art/render';
import { type ArtKind, col, decodeArt, enumField, hexField, intField, num, type Params, str } from './art-spec';

// Product art for cakes and cupcakes, 800×800: the /media path codec. The drawing itself is pure and lives in
// lib/domain/cake-art, so the product page can redraw a cake in the browser for the options the shopper picks.

export { CAKE_DECORS, CAKE_SHAPES, CAKE_TOPPERS, type CakeArt };

export function cakeArtOf(params: Params): CakeArt {
  return {
    shape: str(params, 'shape') as CakeArt['shape'],
    tiers: num(params, 'tiers'),
    sponge: col(params, 'sponge'),
    cream: col(params, 'cream'),
    accent: col(params, 'accent'),
    decor: str(params, 'decor') as CakeArt['decor'],
    topper: str(params, 'topper') as CakeArt['topper'],
    num: num(params, 'num'),
    seed: num(params, 'seed'),
    view: num(params, 'view'),
  };
}

export function renderCake(params: Params): string {
  return renderCakeArt(cakeArtOf(params));
}

export const cakeArt: ArtKind = {
  kind: 'cake',
  fields: [
    enumField('shape', CAKE_SHAPES),
    intField('tiers', 1, 3),
    hexField('sponge'),
    hexField('cream'),
    hexField('accent'),
    enumField('decor', CAKE_DECORS),
    enumField('topper', CAKE_TOPPERS),
    intField('num', 0, 99),
    intField('seed', 0, 9999),
    intField('view', 0, 2),
  ],
  size: () => ({ width: 800, height: 800 }),
  render: (p) => renderCake(p),
};

/** The drawing a /media/cake/… image path stands for; null for any other image (an upload, another kind of art). */
export function cakeArtFromPath(src: string): CakeArt | null {
  const match = /^\/media\/cake\/([^/?#]+)\.svg$/.exec(src);
  if (!match) return null;
  const params = decodeArt(cakeArt, match[1]!);
  return params ? cakeArtOf(params) : null;
}
