// What a generated cake picture is made of. The server draws it for a /media/cake/… path (the product's photos), the
// product page draws it again in the browser for the options the shopper picks: one drawing, two callers.

export const CAKE_SHAPES = ['round', 'square', 'heart', 'rect', 'number', 'cupcakes'] as const;
export const CAKE_DECORS = ['drip', 'rosettes', 'sprinkles', 'fruit', 'naked', 'ruffle', 'photo', 'plain', 'floral', 'kids'] as const;
export const CAKE_TOPPERS = ['none', 'candles', 'hearts', 'stars', 'berries', 'cherries', 'flowers', 'magic', 'choco', 'number', 'unicorn', 'bear', 'crown'] as const;

/** Colours as '#rrggbb'. */
export type CakeColours = { sponge: string; cream: string; accent: string };

export type CakeArt = CakeColours & {
  shape: (typeof CAKE_SHAPES)[number];
  tiers: number;
  decor: (typeof CAKE_DECORS)[number];
  topper: (typeof CAKE_TOPPERS)[number];
  /** Number shown by number cakes and number toppers. */
  num: number;
  seed: number;
  /** 0 = studio shot, 1 = close-up on a different backdrop, 2 = with a cut slice. */
  view: number;
  /** Written on a sugar plaque on the cake's front (the shopper's message); not part of a /media path. */
  message?: string;
};

/**
 * What the product page needs to redraw a cake for other options: the picture at the default options (the
 * product's first image) and the colours of every flavour it comes in.
 */
export type CakeArtView = {
  base: CakeArt;
  flavours: { id: number; colours: CakeColours }[];
};
