import { productImage } from '@/lib/server/media/urls';
import type { CakeArt } from '@/lib/server/media/cake';
import type { Rng } from '@/lib/server/media/random';
import { FLAVOURS, type FlavourSlug, type IcingCode, ICING_TYPES, type OccasionSlug } from '../data/taxonomy';
import { type CakeDraft, type ProductDraft, round10, rs, slugify } from './types';

// Configurable cakes: each design is baked in several flavours. Prices follow the reference: a 1 lb cream cake is
// Rs 900–1,500, each further pound ≈ 80–90% of that, eggless +Rs 100–200 per pound, photo and fondant 1.5–2×.

type Flavour = (typeof FLAVOURS)[number];

type Design = {
  key: string;
  name: (f: Flavour) => string;
  flavours: FlavourSlug[];
  category: string;
  extra?: string[];
  shape: CakeArt['shape'];
  tiers?: number;
  decor: CakeArt['decor'];
  topper: CakeArt['topper'] | ((f: Flavour, rng: Rng) => CakeArt['topper']);
  num?: number;
  icing: IcingCode;
  multiplier: number;
  minPound: number;
  eggless: 'yes' | 'no' | 'only' | 'some';
  options: 'full' | 'fixed';
  photo?: boolean;
  sugarFree?: boolean;
  readyMade?: boolean;
  urgent: number;
  occasions: OccasionSlug[];
  tags: string[];
  blurb: (f: Flavour) => string;
  brand: string;
  stores: string[];
  accent?: string;
  cream?: string;
};

const ALL_BAKERIES = ['upahar-ghar-bakery', 'thamel-cake-house', 'patan-sweet-oven', 'lakeside-bake-and-bloom', 'chitwan-gift-gallery'];
const VALLEY = ['upahar-ghar-bakery', 'thamel-cake-house', 'patan-sweet-oven'];

const classicTopper = (f: Flavour, rng: Rng): CakeArt['topper'] =>
  f.slug.includes('forest') ? 'cherries' : f.slug === 'pineapple' || f.slug === 'mango' ? 'cherries' : rng.pick(['none', 'stars', 'candles', 'flowers'] as const);

const NUMBER_CAKES: Array<[number, FlavourSlug, string]> = [
  [1, 'vanilla', '4d96ff'], [2, 'strawberry', 'ff8fab'], [5, 'chocolate', 'ffd23f'], [10, 'butterscotch', '3bceac'],
  [16, 'red-velvet', 'e23e57'], [18, 'black-forest', 'c9a227'], [21, 'chocolate-truffle', 'c9a227'], [25, 'vanilla', 'c9a227'], [50, 'butterscotch', 'c9a227'],
];

const DESIGNS: Design[] = [
  { key: 'classic', name: (f) => `Classic ${f.name} Cake`, flavours: ['black-forest', 'white-forest', 'pineapple', 'vanilla', 'butterscotch', 'strawberry', 'mango', 'chocolate', 'blueberry'], category: 'birthday-cakes', shape: 'round', decor: 'rosettes', topper: classicTopper, icing: 'whipped-cream', multiplier: 1, minPound: 1, eggless: 'yes', options: 'full', urgent: 0.5, occasions: ['birthday', 'anniversary', 'new-year'], tags: ['classic', 'fresh-cream', 'same-day'], blurb: (f) => `Our everyday favourite: soft ${f.name.toLowerCase()} sponge, fresh whipped cream and a ring of piped rosettes.`, brand: 'newa-bakes', stores: ALL_BAKERIES },
  { key: 'drip', name: (f) => `${f.name} Drip Cake`, flavours: ['chocolate-truffle', 'coffee-mocha', 'butterscotch', 'red-velvet', 'chocolate'], category: 'birthday-cakes', shape: 'round', decor: 'drip', topper: (f, rng) => rng.pick(['choco', 'candles', 'berries'] as const), icing: 'ganache', multiplier: 1.2, minPound: 1, eggless: 'some', options: 'full', urgent: 0.3, occasions: ['birthday', 'new-year'], tags: ['drip-cake', 'chocolate', 'trending'], blurb: (f) => `${f.name} layers under a glossy chocolate drip, crowned with truffles and chocolate shards.`, brand: 'upahar-ghar-signature', stores: VALLEY },
  { key: 'heart', name: (f) => `${f.name} Heart Cake`, flavours: ['red-velvet', 'strawberry', 'black-forest', 'chocolate-truffle', 'vanilla'], category: 'anniversary-cakes', extra: ['birthday-cakes'], shape: 'heart', decor: 'plain', topper: 'hearts', icing: 'whipped-cream', multiplier: 1.15, minPound: 1, eggless: 'yes', options: 'full', urgent: 0.3, occasions: ['anniversary', 'valentines-day', 'birthday'], tags: ['heart-shape', 'romantic'], blurb: (f) => `A heart-shaped ${f.name.toLowerCase()} cake with a piped border and sweetheart toppers, made for saying it with cake.`, brand: 'upahar-ghar-signature', stores: ALL_BAKERIES },
  { key: 'photo', name: (f) => `${f.name} Photo Print Cake`, flavours: ['vanilla', 'chocolate', 'pineapple', 'butterscotch', 'black-forest'], category: 'photo-cakes', extra: ['birthday-cakes'], shape: 'round', decor: 'photo', topper: 'none', icing: 'whipped-cream', multiplier: 1.7, minPound: 1, eggless: 'yes', options: 'full', photo: true, urgent: 0, occasions: ['birthday', 'anniversary', 'mothers-day', 'fathers-day'], tags: ['photo-cake', 'personalised'], blurb: (f) => `Upload a photo at checkout and we print it on ${f.name.toLowerCase()} cake in edible ink, framed with cream piping.`, brand: 'upahar-ghar-signature', stores: VALLEY },
  { key: 'heart-photo', name: (f) => `${f.name} Heart Photo Cake`, flavours: ['strawberry', 'vanilla'], category: 'photo-cakes', extra: ['anniversary-cakes'], shape: 'heart', decor: 'photo', topper: 'none', icing: 'whipped-cream', multiplier: 1.8, minPound: 1, eggless: 'yes', options: 'full', photo: true, urgent: 0, occasions: ['anniversary', 'valentines-day'], tags: ['photo-cake', 'heart-shape', 'personalised'], blurb: () => 'Your couple photo printed on a heart-shaped cake, edged with soft cream pearls.', brand: 'upahar-ghar-signature', stores: VALLEY },
  { key: 'square-photo', name: (f) => `Square ${f.name} Photo Memory Cake`, flavours: ['chocolate', 'pineapple'], category: 'photo-cakes', shape: 'square', decor: 'photo', topper: 'none', icing: 'buttercream', multiplier: 1.75, minPound: 2, eggless: 'yes', options: 'full', photo: true, urgent: 0, occasions: ['birthday', 'anniversary', 'wedding'], tags: ['photo-cake', 'personalised', 'square'], blurb: (f) => `A square ${f.name.toLowerCase()} cake with room for a group photo and a longer message.`, brand: 'newa-bakes', stores: VALLEY },
  { key: 'eggless', name: (f) => `Eggless ${f.name} Cake`, flavours: ['chocolate', 'black-forest', 'butterscotch', 'pineapple', 'red-velvet', 'vanilla', 'mango', 'rasmalai', 'chocolate-truffle'], category: 'eggless-cakes', extra: ['birthday-cakes'], shape: 'round', decor: 'rosettes', topper: (f, rng) => rng.pick(['none', 'flowers', 'stars', 'cherries'] as const), icing: 'whipped-cream', multiplier: 1.15, minPound: 1, eggless: 'only', options: 'full', urgent: 0.35, occasions: ['birthday', 'anniversary', 'teej'], tags: ['eggless', 'vegetarian'], blurb: (f) => `Baked without eggs in our separate eggless kitchen, this ${f.name.toLowerCase()} cake is as soft as the classic.`, brand: 'newa-bakes', stores: ['patan-sweet-oven', 'upahar-ghar-bakery', 'lakeside-bake-and-bloom'] },
  { key: 'sugar-free', name: (f) => `Sugar-free ${f.name} Cake`, flavours: ['chocolate', 'fresh-fruit', 'vanilla', 'coffee-mocha', 'black-forest'], category: 'sugarless-cakes', shape: 'round', decor: 'plain', topper: (f) => (f.slug === 'fresh-fruit' ? 'berries' : 'none'), icing: 'whipped-cream', multiplier: 1.25, minPound: 1, eggless: 'yes', options: 'full', sugarFree: true, urgent: 0.2, occasions: ['birthday', 'fathers-day', 'mothers-day'], tags: ['sugar-free', 'diabetic-friendly'], blurb: (f) => `${f.name} cake sweetened with stevia and sucralose instead of sugar, so everyone can have a slice.`, brand: 'newa-bakes', stores: ['patan-sweet-oven', 'upahar-ghar-bakery'] },
  { key: 'two-tier', name: (f) => `Two-Tier ${f.name} Celebration Cake`, flavours: ['black-forest', 'chocolate', 'butterscotch', 'red-velvet', 'vanilla'], category: 'tiered-wedding-cakes', shape: 'round', tiers: 2, decor: 'rosettes', topper: (f, rng) => rng.pick(['flowers', 'crown', 'stars'] as const), icing: 'buttercream', multiplier: 1.9, minPound: 4, eggless: 'yes', options: 'full', urgent: 0, occasions: ['wedding', 'anniversary', 'birthday'], tags: ['tiered', 'party', 'premium'], blurb: (f) => `Two tiers of ${f.name.toLowerCase()} sponge finished in buttercream, built to be the centre of the party table.`, brand: 'sugar-lotus-patisserie', stores: ['patan-sweet-oven', 'upahar-ghar-bakery'] },
  { key: 'wedding', name: (f) => `Three-Tier ${f.slug === 'vanilla' ? 'Ivory Rose' : f.slug === 'butterscotch' ? 'Golden Drip' : f.slug === 'strawberry' ? 'Blush Floral' : 'Royal Chocolate'} Wedding Cake`, flavours: ['vanilla', 'butterscotch', 'strawberry', 'chocolate-truffle'], category: 'tiered-wedding-cakes', shape: 'round', tiers: 3, decor: 'floral', topper: 'flowers', icing: 'fondant', multiplier: 2, minPound: 8, eggless: 'yes', options: 'full', urgent: 0, occasions: ['wedding'], tags: ['tiered', 'wedding', 'fondant', 'premium'], blurb: (f) => `Three tiers of ${f.name.toLowerCase()} cake in smooth fondant with handmade sugar flowers; a design consultation call is included.`, brand: 'sugar-lotus-patisserie', stores: ['patan-sweet-oven'], cream: 'fffaf0' },
  { key: 'unicorn', name: (f) => `Unicorn Rainbow ${f.name} Cake`, flavours: ['vanilla', 'strawberry'], category: 'kids-cakes', extra: ['birthday-cakes'], shape: 'round', decor: 'kids', topper: 'unicorn', icing: 'fondant', multiplier: 1.8, minPound: 2, eggless: 'yes', options: 'full', urgent: 0, occasions: ['birthday'], tags: ['kids', 'unicorn', 'fondant', 'theme-cake'], blurb: () => 'A pastel unicorn with a gold fondant horn, sugar flowers and rainbow dots on the sides.', brand: 'sugar-lotus-patisserie', stores: VALLEY, cream: 'ffe3f1', accent: 'b8a1ff' },
  { key: 'teddy', name: () => 'Teddy Bear Chocolate Cake', flavours: ['chocolate'], category: 'kids-cakes', extra: ['birthday-cakes'], shape: 'round', decor: 'ruffle', topper: 'bear', icing: 'buttercream', multiplier: 1.6, minPound: 2, eggless: 'yes', options: 'full', urgent: 0, occasions: ['birthday'], tags: ['kids', 'teddy', 'theme-cake'], blurb: () => 'A chocolate cake with a buttercream ruffle and a fondant teddy sitting on top.', brand: 'sugar-lotus-patisserie', stores: VALLEY },
  { key: 'princess', name: () => 'Princess Crown Strawberry Cake', flavours: ['strawberry'], category: 'kids-cakes', extra: ['birthday-cakes'], shape: 'round', decor: 'ruffle', topper: 'crown', icing: 'fondant', multiplier: 1.8, minPound: 2, eggless: 'yes', options: 'full', urgent: 0, occasions: ['birthday'], tags: ['kids', 'princess', 'fondant', 'theme-cake'], blurb: () => 'Pink ruffles and a shimmering gold crown for the little royal of the house.', brand: 'sugar-lotus-patisserie', stores: VALLEY },
  { key: 'sprinkle', name: (f) => `${f.name} Sprinkle Party Cake`, flavours: ['vanilla', 'chocolate', 'blueberry'], category: 'kids-cakes', extra: ['birthday-cakes'], shape: 'round', decor: 'sprinkles', topper: 'candles', icing: 'buttercream', multiplier: 1.2, minPound: 1, eggless: 'yes', options: 'full', urgent: 0.4, occasions: ['birthday', 'new-year'], tags: ['kids', 'sprinkles', 'party'], blurb: (f) => `${f.name} sponge covered in rainbow sprinkles with candles ready for the song.`, brand: 'newa-bakes', stores: ALL_BAKERIES },
  ...NUMBER_CAKES.map(([n, flavour, accent]): Design => ({ key: `number-${n}`, name: () => `Number ${n} Birthday Cake`, flavours: [flavour], category: n <= 10 ? 'kids-cakes' : 'birthday-cakes', extra: n <= 10 ? ['birthday-cakes'] : [], shape: 'number', decor: 'kids', topper: 'none', num: n, icing: 'buttercream', multiplier: 1.5, minPound: 2, eggless: 'yes', options: 'full', urgent: 0, occasions: ['birthday'], tags: ['number-cake', n <= 10 ? 'kids' : 'milestone'], blurb: (f) => `A number ${n} cut from ${f.name.toLowerCase()} sponge, piped with buttercream and dotted with macarons and sugar pearls.`, brand: 'sugar-lotus-patisserie', stores: VALLEY, accent })),
  { key: 'fruit', name: (f) => `${f.name} Fresh Fruit Gateau`, flavours: ['fresh-fruit', 'mango', 'blueberry', 'strawberry'], category: 'birthday-cakes', shape: 'round', decor: 'fruit', topper: 'none', icing: 'whipped-cream', multiplier: 1.15, minPound: 1, eggless: 'yes', options: 'full', urgent: 0.3, occasions: ['birthday', 'mothers-day'], tags: ['fruit', 'fresh-cream', 'light'], blurb: (f) => `Light ${f.name.toLowerCase()} gateau heaped with seasonal fruit and glazed berries.`, brand: 'newa-bakes', stores: ALL_BAKERIES },
  { key: 'naked', name: (f) => `Rustic ${f.name} Naked Cake`, flavours: ['red-velvet', 'chocolate', 'coffee-mocha', 'rasmalai'], category: 'anniversary-cakes', extra: ['birthday-cakes'], shape: 'round', decor: 'naked', topper: (f, rng) => rng.pick(['flowers', 'berries'] as const), icing: 'naked', multiplier: 1.2, minPound: 1, eggless: 'some', options: 'full', urgent: 0.2, occasions: ['anniversary', 'wedding', 'birthday'], tags: ['naked-cake', 'rustic'], blurb: (f) => `Semi-frosted so the ${f.name.toLowerCase()} layers show through, finished with fresh flowers or berries.`, brand: 'sugar-lotus-patisserie', stores: VALLEY },
  { key: 'ruffle', name: (f) => `${f.name} Ruffle Cake`, flavours: ['strawberry', 'vanilla', 'butterscotch'], category: 'anniversary-cakes', shape: 'round', decor: 'ruffle', topper: 'hearts', icing: 'buttercream', multiplier: 1.3, minPound: 1, eggless: 'yes', options: 'full', urgent: 0.2, occasions: ['anniversary', 'valentines-day', 'mothers-day'], tags: ['ruffle', 'romantic'], blurb: (f) => `Soft buttercream ruffles wrap a ${f.name.toLowerCase()} sponge, topped with little hearts.`, brand: 'upahar-ghar-signature', stores: VALLEY },
  { key: 'rose-garden', name: (f) => `${f.name} Rose Garden Cake`, flavours: ['vanilla', 'strawberry', 'rasmalai'], category: 'anniversary-cakes', shape: 'round', decor: 'floral', topper: 'flowers', icing: 'buttercream', multiplier: 1.35, minPound: 1, eggless: 'yes', options: 'full', urgent: 0.1, occasions: ['anniversary', 'mothers-day', 'teej'], tags: ['floral', 'buttercream'], blurb: (f) => `Hand-piped buttercream flowers bloom over a ${f.name.toLowerCase()} cake.`, brand: 'sugar-lotus-patisserie', stores: VALLEY },
  { key: 'sheet', name: (f) => `Rectangular ${f.name} Party Cake`, flavours: ['chocolate', 'pineapple', 'black-forest'], category: 'birthday-cakes', shape: 'rect', decor: 'sprinkles', topper: 'stars', icing: 'whipped-cream', multiplier: 1.05, minPound: 3, eggless: 'yes', options: 'full', urgent: 0.2, occasions: ['birthday', 'new-year', 'christmas'], tags: ['party', 'office', 'sheet-cake'], blurb: (f) => `A rectangular ${f.name.toLowerCase()} sheet cake that cuts into neat squares for office parties and big families.`, brand: 'newa-bakes', stores: ALL_BAKERIES },
  { key: 'ready', name: (f) => `Ready-to-Go ${f.name} Cake (1 lb)`, flavours: ['black-forest', 'chocolate', 'pineapple', 'vanilla', 'butterscotch', 'white-forest'], category: 'birthday-cakes', shape: 'round', decor: 'rosettes', topper: classicTopper, icing: 'whipped-cream', multiplier: 1, minPound: 1, eggless: 'no', options: 'fixed', readyMade: true, urgent: 1, occasions: ['birthday'], tags: ['ready-made', 'same-day', 'express'], blurb: (f) => `Already baked and chilled: a 1 lb ${f.name.toLowerCase()} cake that leaves our kitchen within the hour.`, brand: 'newa-bakes', stores: ['upahar-ghar-bakery', 'thamel-cake-house', 'lakeside-bake-and-bloom'] },
  { key: 'magic', name: (f) => `Magic Candle ${f.name} Surprise Cake`, flavours: ['chocolate', 'strawberry'], category: 'birthday-cakes', shape: 'round', decor: 'drip', topper: 'magic', icing: 'ganache', multiplier: 1.3, minPound: 1, eggless: 'yes', options: 'full', urgent: 0.3, occasions: ['birthday'], tags: ['surprise', 'candles'], blurb: (f) => `${f.name} drip cake delivered with a musical lotus sparkler candle already in place.`, brand: 'upahar-ghar-signature', stores: VALLEY },
];

const PREMIUM: FlavourSlug[] = ['red-velvet', 'chocolate-truffle', 'rasmalai', 'blueberry', 'fresh-fruit'];
const COLOUR_NAMES: Record<FlavourSlug, string[]> = {
  chocolate: ['brown'], 'black-forest': ['brown', 'white'], 'white-forest': ['white'], 'red-velvet': ['red', 'white'],
  butterscotch: ['yellow', 'white'], pineapple: ['yellow'], vanilla: ['white'], strawberry: ['pink'], mango: ['yellow', 'orange'],
  'coffee-mocha': ['brown'], blueberry: ['purple', 'white'], 'fresh-fruit': ['white', 'multicolour'], rasmalai: ['cream', 'green'], 'chocolate-truffle': ['brown'],
};

const DELIVERY_NOTES = [
  'Order by 6 PM for delivery tomorrow morning; midnight delivery is available inside Kathmandu valley.',
  'Packed in a sturdy box with a free knife and candles, and kept chilled until it reaches the door.',
  'Baked to order, so please allow at least six hours between ordering and delivery.',
  'Delivered by our own riders in an insulated bag; outside the valley please order a day ahead.',
  'Add a message of up to 40 characters and we will pipe it on the cake in chocolate.',
];

function cakeOptions(d: Design, f: Flavour, perLb: number, rng: Rng): CakeDraft {
  const extra = round10(perLb * (0.8 + rng.next() * 0.1));
  const fixed = d.options === 'fixed';
  const egglessPerPound = d.eggless === 'only' ? 0 : d.eggless === 'yes' || (d.eggless === 'some' && rng.chance(0.5)) ? rs(round10(100 + rng.next() * 100)) : null;
  const otherFlavours = fixed || d.key.startsWith('number') || ['unicorn', 'teddy', 'princess'].includes(d.key) ? [] : rng.sample(FLAVOURS.filter((x) => x.slug !== f.slug), rng.int(2, 4));
  const icingAlternatives: Array<{ code: IcingCode; extraPerPound: number }> = fixed
    ? []
    : ICING_TYPES.filter((i) => i.code !== d.icing && (i.code !== 'naked' || d.decor === 'naked' || rng.chance(0.3)))
        .slice(0, rng.int(1, 3))
        .map((i) => ({ code: i.code, extraPerPound: rs(i.code === 'fondant' ? 300 : i.code === 'ganache' ? 150 : i.code === 'buttercream' ? 50 : 0) }));
  const baseTiers = d.tiers ?? 1;
  const tiers = [{ tiers: baseTiers, minPound: d.minPound, surcharge: 0 }];
  if (!fixed && baseTiers === 1 && d.shape === 'round' && rng.chance(0.6)) tiers.push({ tiers: 2, minPound: 4, surcharge: rs(1000) });
  if (!fixed && baseTiers === 2) tiers.push({ tiers: 3, minPound: 8, surcharge: rs(2500) });
  const heights = [{ code: 'regular', label: 'Regular (4 inch)', surchargePerPound: 0 }];
  if (!fixed && d.shape !== 'number' && rng.chance(0.6)) {
    heights.push({ code: 'tall', label: 'Tall (6 inch)', surchargePerPound: rs(150) });
    if (rng.chance(0.5)) heights.push({ code: 'extra-tall', label: 'Extra tall (8 inch)', surchargePerPound: rs(300) });
  }
  return {
    minPound: d.minPound,
    maxPound: fixed ? d.minPound : d.minPound + (baseTiers > 1 ? 12 : 6),
    poundStep: baseTiers > 1 ? 1 : 0.5,
    pricePerExtraPound: rs(extra),
    egglessPerPound,
    lessCreamAvailable: !fixed && (d.icing === 'whipped-cream' || d.icing === 'buttercream'),
    isPhotoCake: d.photo === true,
    allowsMessage: d.shape !== 'number',
    maxMessageLength: d.photo ? 30 : 40,
    defaultFlavour: f.slug,
    defaultIcing: d.icing,
    flavours: [
      { slug: f.slug, extraPerPound: 0 },
      ...otherFlavours.map((o) => ({ slug: o.slug, extraPerPound: PREMIUM.includes(o.slug) ? rs(round10(100 + rng.next() * 100)) : o.base > f.base ? rs(50) : 0 })),
    ],
    icings: [{ code: d.icing, extraPerPound: 0 }, ...icingAlternatives],
    tiers,
    heights,
  };
}

export function buildCakes(rng: Rng): ProductDraft[] {
  const out: ProductDraft[] = [];
  let seed = 100;
  for (const d of DESIGNS) {
    for (const slug of d.flavours) {
      const f = FLAVOURS.find((x) => x.slug === slug)!;
      const perLb = round10(f.base * d.multiplier + (d.eggless === 'only' ? 150 : 0));
      const cake = cakeOptions(d, f, perLb, rng);
      const price = rs(perLb) + (cake.minPound - 1) * cake.pricePerExtraPound;
      const name = d.name(f);
      const topper = typeof d.topper === 'function' ? d.topper(f, rng) : d.topper;
      const art = (view: number): Record<string, string | number> => ({
        shape: d.shape, tiers: d.tiers ?? 1, sponge: f.sponge, cream: d.cream ?? f.cream, accent: d.accent ?? f.accent,
        decor: d.decor, topper, num: d.num ?? 0, seed: seed % 10000, view,
      });
      seed += 7;
      const icingName = ICING_TYPES.find((i) => i.code === d.icing)!.name.toLowerCase();
      const imageCount = rng.int(1, 3);
      const views = [0, 2, 1].slice(0, imageCount);
      const people = `${cake.minPound * 4}–${cake.minPound * 6}`;
      const sentences = [
        d.blurb(f),
        f.description,
        `At ${cake.minPound} lb it serves ${people} people${cake.maxPound > cake.minPound ? `; choose up to ${cake.maxPound} lb for a bigger party` : ''}.`,
        d.readyMade ? 'Ready-made cakes come as shown, with a short message on a chocolate plaque.' : rng.pick(DELIVERY_NOTES),
      ];
      if (cake.egglessPerPound !== null && d.eggless !== 'only' && rng.chance(0.6)) sentences.splice(3, 0, 'An eggless version is available for a small extra per pound.');
      const tags = [f.slug, ...d.tags];
      if (cake.egglessPerPound !== null) tags.push('eggless');
      if (d.icing === 'fondant') tags.push('fondant');
      const isUrgent = rng.chance(d.urgent);
      if (isUrgent && !tags.includes('same-day')) tags.push('same-day');
      out.push({
        family: 'cake',
        type: 'cake',
        slug: slugify(name),
        name,
        shortDescription: `${f.name} sponge with ${icingName}, from ${cake.minPound} lb${d.readyMade ? ', ready to deliver' : ''}.`,
        description: sentences.slice(0, rng.int(3, 4)).join(' '),
        images: views.map((v, i) => productImage('cake', art(v), i === 0 ? name : i === 1 ? `${name} with a slice cut` : `${name}, close-up`)),
        price,
        salePrice: null,
        stock: d.readyMade ? rng.int(0, 12) : rng.chance(0.04) ? 0 : rng.int(20, 200),
        category: d.category,
        extraCategories: d.extra ?? [],
        brand: d.brand,
        store: rng.pick(d.stores),
        tags: [...new Set(tags)],
        colors: COLOUR_NAMES[f.slug],
        sizes: Array.from({ length: Math.min(4, cake.maxPound - cake.minPound + 1) }, (_, i) => `${cake.minPound + i} lb`),
        isUrgent,
        isReadyMade: d.readyMade === true,
        occasions: d.occasions,
        cake,
      });
    }
  }
  return out;
}

export function buildCupcakes(rng: Rng): ProductDraft[] {
  const boxes: Array<[string, FlavourSlug, number, string]> = [
    ['Box of 6 Chocolate Cupcakes', 'chocolate', 6, 'cherries'], ['Box of 6 Red Velvet Cupcakes', 'red-velvet', 6, 'hearts'],
    ['Box of 6 Vanilla Cupcakes', 'vanilla', 6, 'hearts'], ['Box of 6 Strawberry Cupcakes', 'strawberry', 6, 'cherries'],
    ['Box of 6 Blueberry Cupcakes', 'blueberry', 6, 'berries'], ['Box of 6 Butterscotch Cupcakes', 'butterscotch', 6, 'hearts'],
    ['Box of 12 Assorted Cupcakes', 'chocolate', 12, 'cherries'], ['Unicorn Cupcakes (6)', 'vanilla', 6, 'hearts'],
  ];
  return boxes.map(([name, slug, count, topper], i) => {
    const f = FLAVOURS.find((x) => x.slug === slug)!;
    const price = rs(round10((count === 12 ? 1500 : 800) + (f.base - 900) * 0.6 + (name.startsWith('Unicorn') ? 250 : 0)));
    const art = (view: number) => ({ shape: 'cupcakes', tiers: 1, sponge: f.sponge, cream: name.startsWith('Unicorn') ? 'ffe3f1' : f.cream, accent: name.startsWith('Unicorn') ? 'b8a1ff' : f.accent, decor: 'plain', topper, num: 0, seed: 500 + i, view });
    return {
      family: 'cupcake',
      type: 'product',
      slug: slugify(name),
      name,
      shortDescription: `${count} frosted ${f.name.toLowerCase()} cupcakes in a gift box.`,
      description: [
        `${count} cupcakes baked with ${f.name.toLowerCase()} sponge and swirled with fresh frosting.`,
        f.description,
        rng.pick(['They travel in a box with individual holders, so every swirl arrives intact.', 'Perfect for classrooms and office desks: no knife, no plates needed.', 'Best eaten the same day; keep chilled if the weather is warm.']),
      ].join(' '),
      images: [0, 1].slice(0, rng.int(1, 2)).map((v) => productImage('cake', art(v), name)),
      price,
      salePrice: null,
      stock: rng.int(0, 40),
      category: 'cupcakes',
      extraCategories: [],
      brand: 'newa-bakes',
      store: rng.pick(VALLEY),
      tags: ['cupcakes', f.slug, 'party'],
      colors: COLOUR_NAMES[f.slug],
      sizes: [`${count} pcs`],
      isUrgent: rng.chance(0.5),
      isReadyMade: false,
      occasions: ['birthday', 'new-year'],
    } satisfies ProductDraft;
  });
}
