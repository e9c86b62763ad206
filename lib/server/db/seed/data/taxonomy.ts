import { FLAVOUR_COLOURS } from '@/lib/domain/cake-art/flavour-colours';

// Fixed reference data: categories, flavours, icings, shapes, occasions, accessories. Ids follow list order.

export type CategorySeed = {
  slug: string;
  name: string;
  description: string;
  parent?: string;
  isCakeCategory?: boolean;
  isFeatured?: boolean;
};

export const CATEGORIES: CategorySeed[] = [
  { slug: 'cakes', name: 'Cakes', description: 'Freshly baked cakes for every celebration, delivered across Kathmandu valley and beyond.', isCakeCategory: true, isFeatured: true },
  { slug: 'flowers', name: 'Flowers', description: 'Hand-tied bouquets, baskets and boxes of fresh roses, lilies and seasonal blooms.', isFeatured: true },
  { slug: 'chocolates', name: 'Chocolates', description: 'Truffles, pralines and chocolate gift boxes from Nepali and imported chocolatiers.', isFeatured: true },
  { slug: 'hampers', name: 'Gift Hampers', description: 'Curated baskets of treats, fruit, tea and sweets for families and offices.', isFeatured: true },
  { slug: 'soft-toys', name: 'Soft Toys', description: 'Huggable teddies, pandas and bunnies in every size.', isFeatured: true },
  { slug: 'personalised-gifts', name: 'Personalised Gifts', description: 'Mugs, frames, cushions and lamps printed or engraved with your photo and words.', isFeatured: true },
  { slug: 'plants', name: 'Plants', description: 'Easy-care indoor plants in ceramic pots, a gift that keeps growing.' },
  { slug: 'festival-specials', name: 'Festival Specials', description: 'Gifts for Dashain, Tihar and the festivals in between.', isFeatured: true },
  { slug: 'sweets-mithai', name: 'Sweets & Mithai', description: 'Laddu, barfi, rasbari and Bhaktapur juju dhau from trusted sweet houses.' },
  { slug: 'dry-fruits', name: 'Dry Fruits', description: 'Cashews, almonds, pistachios and dates in festive trays and jars.' },
  { slug: 'combos', name: 'Combos', description: 'Cake with roses, chocolates or a teddy: two gifts, one delivery, a better price.' },
  { slug: 'automobiles', name: 'Automobiles', description: 'Electric scooters and e-bikes for the gift that moves, with registration support.' },
  { slug: 'birthday-cakes', name: 'Birthday Cakes', parent: 'cakes', description: 'Chocolate, black forest, butterscotch and more, with candles on request.', isCakeCategory: true },
  { slug: 'anniversary-cakes', name: 'Anniversary Cakes', parent: 'cakes', description: 'Heart cakes and elegant designs for the years you have shared.', isCakeCategory: true },
  { slug: 'photo-cakes', name: 'Photo Cakes', parent: 'cakes', description: 'Your favourite photo printed on the cake in edible ink.', isCakeCategory: true },
  { slug: 'eggless-cakes', name: 'Eggless Cakes', parent: 'cakes', description: 'Baked without eggs in a separate batch, just as soft and moist.', isCakeCategory: true },
  { slug: 'sugarless-cakes', name: 'Sugarless Cakes', parent: 'cakes', description: 'Sweetened with sugar substitutes for diabetic-friendly celebrations.', isCakeCategory: true },
  { slug: 'tiered-wedding-cakes', name: 'Tiered & Wedding Cakes', parent: 'cakes', description: 'Two and three tier cakes for weddings, engagements and big parties.', isCakeCategory: true },
  { slug: 'kids-cakes', name: 'Kids Cakes', parent: 'cakes', description: 'Unicorns, teddies, number cakes and bright sprinkles for little ones.', isCakeCategory: true },
  { slug: 'cupcakes', name: 'Cupcakes', parent: 'cakes', description: 'Boxes of frosted cupcakes for parties and office treats.', isCakeCategory: true },
  { slug: 'dashain-specials', name: 'Dashain Specials', parent: 'festival-specials', description: 'Tika thali sets, kites and family hampers for Bijaya Dashami.' },
  { slug: 'tihar-specials', name: 'Tihar Specials', parent: 'festival-specials', description: 'Diyo sets, marigold garlands and Bhai Tika gift boxes.' },
];

/** Flavours with the colours the cake art uses (lib/domain/cake-art): sponge (stored in the table), cream and accent. */
export const FLAVOURS = [
  { slug: 'chocolate', name: 'Chocolate', ...FLAVOUR_COLOURS.chocolate, base: 1100, description: 'Rich cocoa sponge layered with chocolate cream.' },
  { slug: 'black-forest', name: 'Black Forest', ...FLAVOUR_COLOURS['black-forest'], base: 1000, description: 'Chocolate sponge, whipped cream, cherries and chocolate shavings.' },
  { slug: 'white-forest', name: 'White Forest', ...FLAVOUR_COLOURS['white-forest'], base: 1050, description: 'Vanilla sponge with white chocolate shavings and cherries.' },
  { slug: 'red-velvet', name: 'Red Velvet', ...FLAVOUR_COLOURS['red-velvet'], base: 1350, description: 'Velvety red cocoa sponge with cream cheese frosting.' },
  { slug: 'butterscotch', name: 'Butterscotch', ...FLAVOUR_COLOURS.butterscotch, base: 1050, description: 'Caramel sponge with crunchy butterscotch praline.' },
  { slug: 'pineapple', name: 'Pineapple', ...FLAVOUR_COLOURS.pineapple, base: 950, description: 'Light vanilla sponge soaked in pineapple syrup with fruit bits.' },
  { slug: 'vanilla', name: 'Vanilla', ...FLAVOUR_COLOURS.vanilla, base: 900, description: 'Classic vanilla sponge with fresh whipped cream.' },
  { slug: 'strawberry', name: 'Strawberry', ...FLAVOUR_COLOURS.strawberry, base: 1050, description: 'Pink strawberry sponge with strawberry compote.' },
  { slug: 'mango', name: 'Mango', ...FLAVOUR_COLOURS.mango, base: 1100, description: 'Alphonso mango cream and fresh mango pieces.' },
  { slug: 'coffee-mocha', name: 'Coffee Mocha', ...FLAVOUR_COLOURS['coffee-mocha'], base: 1200, description: 'Espresso-soaked sponge with mocha buttercream.' },
  { slug: 'blueberry', name: 'Blueberry', ...FLAVOUR_COLOURS.blueberry, base: 1250, description: 'Vanilla sponge with blueberry compote and cream.' },
  { slug: 'fresh-fruit', name: 'Fresh Fruit', ...FLAVOUR_COLOURS['fresh-fruit'], base: 1300, description: 'Vanilla sponge topped with seasonal fruit: kiwi, grapes, strawberries.' },
  { slug: 'rasmalai', name: 'Rasmalai', ...FLAVOUR_COLOURS.rasmalai, base: 1400, description: 'Saffron and cardamom sponge with rasmalai pieces and pistachio.' },
  { slug: 'chocolate-truffle', name: 'Chocolate Truffle', ...FLAVOUR_COLOURS['chocolate-truffle'], base: 1250, description: 'Dense dark chocolate sponge under a glossy truffle ganache.' },
] as const;

export type FlavourSlug = (typeof FLAVOURS)[number]['slug'];

export const ICING_TYPES = [
  { code: 'whipped-cream', name: 'Whipped Cream', description: 'Light fresh cream, the Kathmandu favourite.' },
  { code: 'buttercream', name: 'Buttercream', description: 'Smooth and rich, holds piping in warm weather.' },
  { code: 'fondant', name: 'Fondant', description: 'Rolled sugar paste for sculpted and themed designs.' },
  { code: 'ganache', name: 'Chocolate Ganache', description: 'Glossy chocolate and cream poured over the cake.' },
  { code: 'naked', name: 'Naked (semi-frosted)', description: 'A thin scrape of cream that shows the sponge layers.' },
] as const;

export type IcingCode = (typeof ICING_TYPES)[number]['code'];

export const SHAPES = [
  { slug: 'round', name: 'Round', extraPerPound: 0 },
  { slug: 'square', name: 'Square', extraPerPound: 0 },
  { slug: 'heart', name: 'Heart', extraPerPound: 10000 },
  { slug: 'rectangle', name: 'Rectangle', extraPerPound: 5000 },
  { slug: 'number', name: 'Number', extraPerPound: 20000 },
  { slug: 'custom', name: 'Custom shape', extraPerPound: 30000 },
] as const;

export const OCCASIONS = [
  { slug: 'birthday', name: 'Birthday', motif: 'birthday', color: 'ff8fab', whenText: 'Every day of the year', description: 'Cakes, flowers and gifts to make their day, delivered on time, even at midnight.' },
  { slug: 'anniversary', name: 'Anniversary', motif: 'anniversary', color: 'e23e57', whenText: 'Your special date', description: 'Heart cakes, red roses and keepsakes for the years together.' },
  { slug: 'wedding', name: 'Wedding', motif: 'wedding', color: 'c9a227', whenText: 'Lagan season: Mangsir, Magh and Falgun', description: 'Tiered cakes, hampers and flowers for the wedding and the reception.' },
  { slug: 'valentines-day', name: "Valentine's Day", motif: 'valentine', color: 'd7263d', whenText: '14 February', description: 'Roses, chocolates and heart cakes for the one you love.' },
  { slug: 'mothers-day', name: "Mother's Day (Aama ko Mukh Herne)", motif: 'mother', color: 'e9a6b5', whenText: 'Baisakh new moon (Baisakh Aunsi)', description: 'Sweets, flowers and cakes to honour Aama on Mata Tirtha Aunsi.' },
  { slug: 'fathers-day', name: "Father's Day (Buwa ko Mukh Herne)", motif: 'father', color: '4d7ea8', whenText: 'Bhadra new moon (Kushe Aunsi)', description: 'Gifts and treats for Buwa on Gokarna Aunsi.' },
  { slug: 'teej', name: 'Teej', motif: 'teej', color: 'c1121f', whenText: 'Bhadra, three days from Dar Khane Din', description: 'Red saris, green pote and sweets for Haritalika Teej.' },
  { slug: 'dashain', name: 'Dashain', motif: 'dashain', color: 'e85d04', whenText: 'Ashwin–Kartik, Bijaya Dashami', description: 'Family hampers, dry fruits, sweets and kites for the biggest festival of the year.' },
  { slug: 'tihar', name: 'Tihar (Bhai Tika)', motif: 'tihar', color: 'f4a261', whenText: 'Kartik, five days ending with Bhai Tika', description: 'Diyo, marigold garlands and Bhai Tika gift boxes for brothers and sisters.' },
  { slug: 'nepali-new-year', name: 'Nepali New Year', motif: 'newyearnp', color: '2a9d8f', whenText: 'Baisakh 1 (mid-April)', description: 'Welcome the new Bikram Sambat year with cakes and sweets.' },
  { slug: 'christmas', name: 'Christmas', motif: 'christmas', color: '2d6a4f', whenText: '25 December', description: 'Plum cakes, hampers and festive treats for Christmas.' },
  { slug: 'new-year', name: 'New Year', motif: 'newyear', color: '3d348b', whenText: '1 January', description: 'Party cakes and gifts to ring in the new year.' },
] as const;

export type OccasionSlug = (typeof OCCASIONS)[number]['slug'];

export const ACCESSORIES = [
  { slug: 'number-candle', name: 'Number Candle (0–9)', kind: 'candle', item: 'numbercandle', color: 'f4c542', num: 5, price: 10000, description: 'A gold glitter number candle; tell us the digit in the cake message.' },
  { slug: 'magic-candle', name: 'Magic Relighting Candles (pack of 10)', kind: 'candle', item: 'magiccandle', color: 'ff8fab', num: 0, price: 15000, description: 'Candles that light themselves again after every blow.' },
  { slug: 'birthday-candles', name: 'Striped Birthday Candles (pack of 24)', kind: 'candle', item: 'candles', color: '4d96ff', num: 0, price: 5000, description: 'Classic thin candles in mixed colours.' },
  { slug: 'cake-knife', name: 'Cake Knife with Server', kind: 'knife', item: 'knife', color: 'c9a227', num: 0, price: 25000, description: 'A stainless steel knife and server set with a gold handle.' },
  { slug: 'greeting-card', name: 'Greeting Card with Your Message', kind: 'card', item: 'card', color: 'e23e57', num: 0, price: 10000, description: 'A folded card; we hand-write your message inside.' },
  { slug: 'premium-greeting-card', name: 'Premium Handmade Lokta Card', kind: 'card', item: 'card', color: 'b8752f', num: 0, price: 20000, description: 'Handmade Nepali lokta paper card with a pressed flower.' },
  { slug: 'balloon-bunch', name: 'Balloon Bunch (10 balloons)', kind: 'balloon', item: 'balloons', color: 'e23e57', num: 0, price: 35000, description: 'Ten metallic and latex balloons, inflated on delivery.' },
  { slug: 'heart-balloons', name: 'Heart Foil Balloons (pair)', kind: 'balloon', item: 'balloons', color: 'd7263d', num: 0, price: 40000, description: 'Two red heart foil balloons on ribbons.' },
  { slug: 'party-popper', name: 'Party Popper (pair)', kind: 'popper', item: 'popper', color: '3bceac', num: 0, price: 30000, description: 'Two confetti poppers for the surprise moment.' },
  { slug: 'happy-birthday-topper', name: 'Happy Birthday Cake Topper', kind: 'topper', item: 'topper', color: 'c9a227', num: 0, price: 20000, description: 'A gold acrylic topper that sits on the cake.' },
  { slug: 'party-hats', name: 'Party Hats (pack of 6)', kind: 'topper', item: 'hat', color: '9b5de5', num: 0, price: 18000, description: 'Six paper party hats in bright prints.' },
  { slug: 'sparkler-candle', name: 'Musical Lotus Sparkler Candle', kind: 'candle', item: 'magiccandle', color: 'f4c542', num: 0, price: 60000, description: 'Opens like a lotus and plays Happy Birthday.' },
] as const;
