import { enumField, type Field, hexField, intField } from './art-spec';

// Field lists of every generated image kind other than cakes (see cake.ts): the URL contract between the seed (which
// stores the paths) and the generators (which draw them). Changing a list changes every stored URL: re-seed after.

const seed = intField('seed', 0, 9999);
const view = intField('view', 0, 2);

export const ART_FIELDS = {
  bouquet: [
    enumField('style', ['wrap', 'basket', 'vase', 'box', 'heart']),
    enumField('flower', ['rose', 'tulip', 'sunflower', 'lily', 'gerbera', 'carnation', 'orchid', 'mixed']),
    hexField('color'),
    hexField('wrap'),
    hexField('ribbon'),
    intField('count', 1, 120),
    seed,
    view,
  ],
  chocolate: [enumField('style', ['box', 'heart', 'bars', 'jar', 'tower']), hexField('box'), hexField('ribbon'), intField('pieces', 4, 36), seed, view],
  hamper: [
    enumField('style', ['basket', 'box', 'tray']),
    hexField('ribbon'),
    enumField('theme', ['fruit', 'sweets', 'chocolate', 'tea', 'festive', 'baby', 'party', 'dryfruit']),
    seed,
    view,
  ],
  toy: [enumField('animal', ['teddy', 'panda', 'bunny', 'unicorn']), hexField('fur'), hexField('accent'), enumField('prop', ['heart', 'bow', 'balloon', 'none']), seed, view],
  plant: [enumField('plant', ['succulent', 'snake', 'money', 'bamboo', 'bonsai', 'jade', 'peace', 'cactus']), hexField('pot'), hexField('flower'), seed, view],
  sweets: [enumField('sweet', ['laddu', 'barfi', 'rasbari', 'jalebi', 'katli', 'peda', 'dhau', 'lalmohan']), hexField('box'), seed, view],
  dryfruit: [enumField('style', ['tray', 'jar', 'box']), enumField('mix', ['cashew', 'almond', 'mixed', 'raisin', 'pista', 'dates']), hexField('box'), seed, view],
  gift: [
    enumField('item', ['mug', 'frame', 'cushion', 'tshirt', 'keychain', 'lamp', 'bottle', 'clock']),
    hexField('color'),
    enumField('motif', ['heart', 'photo', 'star', 'name']),
    seed,
    view,
  ],
  festival: [enumField('item', ['diyo', 'kite', 'thali', 'garland', 'lantern', 'rangoli', 'tikaset']), hexField('accent'), seed, view],
  combo: [hexField('sponge'), hexField('cream'), hexField('color'), enumField('partner', ['roses', 'chocolates', 'teddy', 'balloons']), seed, view],
  scooter: [enumField('style', ['scooter', 'ebike', 'moped']), hexField('body'), seed, view],
  accessory: [
    enumField('item', ['numbercandle', 'magiccandle', 'candles', 'knife', 'card', 'balloons', 'popper', 'topper', 'hat']),
    hexField('color'),
    intField('num', 0, 9),
  ],
  shape: [enumField('shape', ['round', 'square', 'heart', 'rectangle', 'number', 'custom'])],
  occasion: [
    enumField('motif', ['birthday', 'anniversary', 'wedding', 'valentine', 'mother', 'father', 'teej', 'dashain', 'tihar', 'newyearnp', 'christmas', 'newyear']),
    hexField('color'),
  ],
  icon: [enumField('icon', ['snowcake', 'gift', 'flame', 'star'])],
  // Kinds with a text segment after the values.
  banner: [
    enumField('size', ['hero', 'strip', 'card', 'menu', 'tall', 'bg']),
    enumField('motif', ['cake', 'flowers', 'gift', 'chocolate', 'festival', 'sale', 'truck', 'heart', 'quiz', 'wheel', 'trophy', 'blog', 'store', 'seller', 'donation', 'snow']),
    enumField('palette', ['saffron', 'brand', 'cocoa', 'leaf', 'night', 'rose', 'sky']),
  ],
  logo: [enumField('motif', ['cake', 'flower', 'choco', 'gift', 'sweets', 'leaf', 'scooter', 'toy', 'star']), hexField('color')],
  avatar: [hexField('color')],
} satisfies Record<string, readonly Field[]>;

export type ArtKindName = keyof typeof ART_FIELDS;

/** Pixel sizes stored with every image so pages can reserve the space. */
export const ART_SIZES = {
  product: { width: 800, height: 800 },
  tile: { width: 400, height: 400 },
  occasion: { width: 600, height: 400 },
  icon: { width: 96, height: 96 },
  logo: { width: 400, height: 400 },
  avatar: { width: 160, height: 160 },
  banner: {
    hero: { width: 1600, height: 600 },
    strip: { width: 1600, height: 300 },
    card: { width: 800, height: 500 },
    menu: { width: 480, height: 320 },
    tall: { width: 400, height: 560 },
    bg: { width: 1600, height: 600 },
  },
} as const;

export const TEXT_KINDS = new Set<ArtKindName>(['banner', 'logo', 'avatar']);
