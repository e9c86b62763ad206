import type { Params } from './art-spec';
import { renderBouquet } from './bouquet';
import { renderCake } from './cake';
import { renderChocolate } from './chocolate';
import { renderCombo } from './combo';
import { renderFestival } from './festival';
import { renderDryFruit, renderSweets } from './food';
import { renderGift } from './gift';
import { renderHamper } from './hamper';
import { renderPlant } from './plant';
import { hashString } from './random';
import { renderScooter } from './scooter';
import { renderToy } from './toy';

// Category tiles, 400×400, addressed as /media/categories/<slug>.svg (SPEC §3 Category.imageFileName). Each known
// category shows a product picture that stands for it; an unknown slug (a category added later) gets a gift hamper
// in a colour derived from its name, so a tile never breaks.

type Tile = [(p: Params) => string, Params];

const cake = (p: Partial<Record<string, string | number>>): Tile => [
  renderCake,
  { shape: 'round', tiers: 1, sponge: '5a3421', cream: 'f3e0c8', accent: '3b2418', decor: 'drip', topper: 'candles', num: 0, seed: 1, view: 0, ...p } as Params,
];

const TILES: Record<string, Tile> = {
  cakes: cake({ tiers: 2 }),
  'birthday-cakes': cake({ sponge: 'f3e3b5', cream: 'fff4e6', accent: 'ff8fab', decor: 'sprinkles', topper: 'candles' }),
  'anniversary-cakes': cake({ shape: 'heart', sponge: 'a3182e', cream: 'ffd6de', accent: 'e23e57', decor: 'plain', topper: 'hearts' }),
  'photo-cakes': cake({ sponge: 'f3e3b5', cream: 'fff4e6', accent: 'e23e57', decor: 'photo', topper: 'none' }),
  'eggless-cakes': cake({ sponge: 'e2b46a', cream: 'f7e1b5', accent: 'b8752f', decor: 'rosettes', topper: 'flowers' }),
  'sugarless-cakes': cake({ sponge: 'f6e3b4', cream: 'fffaf0', accent: 'e4572e', decor: 'fruit', topper: 'none' }),
  'tiered-wedding-cakes': cake({ tiers: 3, sponge: 'f3e3b5', cream: 'fffaf0', accent: 'd4a373', decor: 'floral', topper: 'flowers' }),
  'kids-cakes': cake({ sponge: 'f3e3b5', cream: 'ffe3f1', accent: 'b8a1ff', decor: 'kids', topper: 'unicorn' }),
  cupcakes: cake({ shape: 'cupcakes', sponge: '5a3421', cream: 'f6d9e0', accent: 'ff8fab', decor: 'plain', topper: 'cherries' }),
  flowers: [renderBouquet, { style: 'wrap', flower: 'rose', color: 'd7263d', wrap: 'f7e1d7', ribbon: 'ffffff', count: 18, seed: 3, view: 0 }],
  chocolates: [renderChocolate, { style: 'box', box: '5a3421', ribbon: 'c9a227', pieces: 12, seed: 5, view: 0 }],
  hampers: [renderHamper, { style: 'basket', ribbon: 'e23e57', theme: 'fruit', seed: 1, view: 0 }],
  'soft-toys': [renderToy, { animal: 'teddy', fur: 'a26b45', accent: 'e23e57', prop: 'heart', seed: 1, view: 0 }],
  'personalised-gifts': [renderGift, { item: 'mug', color: 'ffffff', motif: 'photo', seed: 1, view: 0 }],
  plants: [renderPlant, { plant: 'snake', pot: 'f5f0e6', flower: 'ffffff', seed: 1, view: 0 }],
  'festival-specials': [renderFestival, { item: 'diyo', accent: 'f4a261', seed: 1, view: 0 }],
  'dashain-specials': [renderFestival, { item: 'kite', accent: 'e85d04', seed: 1, view: 0 }],
  'tihar-specials': [renderFestival, { item: 'garland', accent: 'e23e57', seed: 1, view: 0 }],
  'sweets-mithai': [renderSweets, { sweet: 'laddu', box: 'e85d04', seed: 1, view: 0 }],
  'dry-fruits': [renderDryFruit, { style: 'tray', mix: 'mixed', box: 'b08968', seed: 1, view: 0 }],
  combos: [renderCombo, { sponge: '3b2418', cream: 'fbf3ea', color: 'd7263d', partner: 'roses', seed: 1, view: 0 }],
  automobiles: [renderScooter, { style: 'scooter', body: 'e23e57', seed: 1, view: 0 }],
};

const FALLBACK_RIBBONS = ['e23e57', '3d348b', '2a9d8f', 'e85d04', '9b5de5', 'c9a227'];

export function renderCategoryTile(slug: string): string | null {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 80) return null;
  const [render, params] = TILES[slug] ?? [renderHamper, { style: 'box', ribbon: FALLBACK_RIBBONS[hashString(slug) % FALLBACK_RIBBONS.length]!, theme: 'party', seed: 1, view: 0 }];
  return render(params).replace('width="800" height="800"', 'width="400" height="400"');
}
