import type { Rng } from '@/lib/server/media/random';
import type { OccasionSlug } from '../data/taxonomy';
import { gift } from './gift-helper';
import type { ProductDraft } from './types';

// Flowers, chocolates, hampers and soft toys.

const ROSE_COLOURS: Record<string, [string, string, string[]]> = {
  Red: ['d7263d', 'f7e1d7', ['red']],
  Pink: ['f08fb0', 'fdf0f4', ['pink']],
  White: ['fbf7f0', 'c9dcc4', ['white']],
  Yellow: ['f9c80e', 'ede3ff', ['yellow']],
  Peach: ['f7a072', 'fff1e6', ['peach', 'orange']],
  Rainbow: ['9b5de5', 'fdf0f4', ['multicolour']],
};

const STYLE_NAME: Record<string, string> = { wrap: 'Bouquet', basket: 'Basket', vase: 'in a Glass Vase', box: 'Hat Box', heart: 'Heart Box' };

export function buildFlowers(rng: Rng): ProductDraft[] {
  const roses: Array<[number, string, string, number]> = [
    [6, 'Red', 'wrap', 1000], [12, 'Red', 'wrap', 1500], [24, 'Red', 'wrap', 2500], [50, 'Red', 'heart', 3900], [18, 'Red', 'box', 2800], [12, 'Red', 'vase', 2200],
    [6, 'Pink', 'wrap', 1050], [12, 'Pink', 'wrap', 1550], [24, 'Pink', 'basket', 2600], [12, 'White', 'wrap', 1600], [20, 'White', 'vase', 2700],
    [12, 'Yellow', 'wrap', 1500], [24, 'Yellow', 'basket', 2600], [12, 'Peach', 'box', 1900], [12, 'Rainbow', 'wrap', 1800],
  ];
  const out = roses.map(([count, colour, style, price], i) => {
    const [flower, wrap, colors] = ROSE_COLOURS[colour]!;
    const name = style === 'vase' ? `${count} ${colour} Roses in a Glass Vase` : `${count} ${colour} Roses ${STYLE_NAME[style]}`;
    const occasions: OccasionSlug[] = colour === 'Red' ? ['valentines-day', 'anniversary', 'birthday'] : colour === 'Yellow' ? ['birthday', 'new-year'] : ['birthday', 'anniversary', 'mothers-day'];
    return gift(
      {
        name, family: 'flowers', category: 'flowers', price, brand: 'gurans-blooms', store: rng.pick(['jhamsikhel-flower-studio', 'lakeside-bake-and-bloom', 'jhamsikhel-flower-studio']),
        tags: ['roses', `${colour.toLowerCase()}-roses`, ...(count >= 24 ? ['premium'] : [])], colors, sizes: [count <= 6 ? 'Small' : count <= 18 ? 'Medium' : 'Large'], occasions,
        kind: 'bouquet', art: { style, flower: 'rose', color: flower, wrap, ribbon: colour === 'White' ? 'c9a227' : 'ffffff', count },
        short: `${count} long-stem ${colour.toLowerCase()} roses, ${style === 'wrap' ? 'hand-tied in paper wrap' : style === 'vase' ? 'arranged in a glass vase' : `arranged in a ${STYLE_NAME[style]!.toLowerCase()}`}.`,
        blurb: `${count} ${colour === 'Rainbow' ? 'tinted rainbow' : colour.toLowerCase()} roses ${style === 'heart' ? 'set tightly into a red heart-shaped box' : style === 'basket' ? 'arranged in a cane basket with green fillers' : style === 'box' ? 'packed into a round hat box with a satin lid' : style === 'vase' ? 'in a clear glass vase, ready to put on the table' : 'with gypsophila, tied in layered paper and ribbon'}.`,
        urgent: 0.45,
      },
      rng,
      1000 + i * 13,
    );
  });
  const others: Array<[string, string, string, string, string, number, number, string[], OccasionSlug[], string]> = [
    ['Sunshine Sunflower Bouquet', 'sunflower', 'wrap', 'f9c80e', 'e9edc9', 3, 1400, ['yellow'], ['birthday', 'new-year'], 'Three big sunflowers with green fillers, as cheerful as a Pokhara morning.'],
    ['Sunflower Basket of Six', 'sunflower', 'basket', 'f9c80e', 'dda15e', 6, 2300, ['yellow'], ['birthday', 'nepali-new-year'], 'Six sunflowers and chrysanthemums standing tall in a cane basket.'],
    ['Pink Tulip Charm (10 stems)', 'tulip', 'wrap', 'f08fb0', 'fdf0f4', 10, 3200, ['pink'], ['valentines-day', 'anniversary'], 'Ten imported pink tulips, hand-tied simply so the blooms speak for themselves.'],
    ['Yellow Tulip Bunch (10 stems)', 'tulip', 'wrap', 'f9c80e', 'e8f1e4', 10, 3200, ['yellow'], ['birthday', 'mothers-day'], 'A bright bunch of ten yellow tulips in kraft paper.'],
    ['White Lily Elegance', 'lily', 'vase', 'fbf7f0', 'cfe1d6', 5, 2400, ['white'], ['anniversary', 'mothers-day', 'wedding'], 'Fragrant white oriental lilies in a tall glass vase.'],
    ['Pink Oriental Lily Bouquet', 'lily', 'wrap', 'f4a6c1', 'fdf0f4', 6, 2600, ['pink'], ['birthday', 'mothers-day'], 'Six stems of scented pink lilies that open over several days.'],
    ['Mixed Gerbera Basket', 'gerbera', 'basket', 'ff7b54', 'dda15e', 12, 1600, ['multicolour'], ['birthday', 'fathers-day'], 'Twelve gerberas in orange, pink and yellow in a low basket.'],
    ['Orange Gerbera Posy', 'gerbera', 'wrap', 'f77f00', 'fff1e6', 8, 1200, ['orange'], ['birthday'], 'A compact posy of eight orange gerberas.'],
    ['Pink Carnation Bouquet', 'carnation', 'wrap', 'f08fb0', 'f1faee', 12, 1300, ['pink'], ['mothers-day', 'teej'], 'Twelve pink carnations, the flower of mothers, wrapped in soft tissue.'],
    ['Red Carnation Bunch (20 stems)', 'carnation', 'wrap', 'c1121f', 'f7e1d7', 20, 1900, ['red'], ['valentines-day', 'anniversary'], 'Twenty ruffled red carnations tied with a satin ribbon.'],
    ['Purple Orchid in Ceramic Vase', 'orchid', 'vase', '9b5de5', 'e8e0f5', 3, 3500, ['purple'], ['anniversary', 'wedding'], 'A living phalaenopsis orchid with three sprays in a white ceramic pot.'],
    ['White Orchid Serenity', 'orchid', 'vase', 'fbf7f0', 'e3f0e8', 4, 3800, ['white'], ['wedding', 'mothers-day'], 'Four sprays of white orchids for a calm, elegant gift.'],
    ['Seasonal Mixed Flower Basket', 'mixed', 'basket', 'ff8fab', 'dda15e', 18, 2200, ['multicolour'], ['birthday', 'mothers-day', 'anniversary'], 'Roses, gerberas, lilies and carnations, whatever is freshest at the morning market.'],
    ['Gurans Spring Bouquet', 'mixed', 'wrap', 'd7263d', 'fdf0f4', 15, 2500, ['red', 'pink'], ['nepali-new-year', 'birthday'], 'Inspired by rhododendron season: red and pink blooms with spring greens.'],
    ['Marigold and Rose Puja Basket', 'mixed', 'basket', 'f77f00', 'dda15e', 14, 1100, ['orange', 'yellow'], ['tihar', 'dashain'], 'Sayapatri marigolds and roses in a small basket for puja and Tihar mornings.'],
    ['Pastel Roses and Lilies Box', 'mixed', 'box', 'f4a6c1', 'fdf0f4', 16, 3400, ['pink', 'white'], ['anniversary', 'mothers-day'], 'Pastel roses and lilies packed in a square flower box.'],
    ['Red Roses and Hazelnut Chocolates Heart', 'rose', 'heart', 'd7263d', 'f7e1d7', 30, 3900, ['red'], ['valentines-day', 'anniversary'], 'Thirty red roses around a row of gold-wrapped hazelnut chocolates in a heart box.'],
  ];
  others.forEach(([name, flower, style, color, wrap, count, price, colors, occasions, blurb], i) => {
    out.push(
      gift(
        {
          name, family: 'flowers', category: 'flowers', price, brand: 'gurans-blooms', store: rng.pick(['jhamsikhel-flower-studio', 'lakeside-bake-and-bloom']),
          tags: [flower === 'mixed' ? 'mixed-flowers' : `${flower}s`, ...(price > 3000 ? ['premium'] : [])], colors, sizes: [count <= 6 ? 'Small' : count <= 14 ? 'Medium' : 'Large'], occasions,
          kind: 'bouquet', art: { style, flower, color, wrap, ribbon: 'ffffff', count }, short: blurb.split(',')[0]!.replace(/\.$/, '') + '.', blurb, urgent: 0.35,
        },
        rng,
        1300 + i * 11,
      ),
    );
  });
  return out;
}

export function buildChocolates(rng: Rng): ProductDraft[] {
  const list: Array<[string, string, string, string, number, number, string[], string]> = [
    ['Assorted Truffle Box (16 pcs)', 'box', '5a3421', 'c9a227', 16, 1800, ['truffles'], 'Sixteen hand-rolled truffles: dark, milk, coffee and salted caramel.'],
    ['Dark Sea Salt Truffles (9 pcs)', 'box', '2b160b', 'c9a227', 9, 1200, ['dark-chocolate', 'truffles'], 'Nine 70% dark truffles finished with flakes of sea salt.'],
    ['Heart Box of Pralines (12 pcs)', 'heart', 'c1121f', 'fbf3ea', 12, 1600, ['pralines', 'romantic'], 'Twelve pralines in a red heart box: hazelnut, almond and strawberry cream.'],
    ['Milk Hazelnut Praline Box (24 pcs)', 'box', '8d5b3c', 'e23e57', 24, 2400, ['pralines', 'hazelnut'], 'Twenty-four milk chocolate hazelnut pralines in gold cups.'],
    ['Timur Pepper Chocolate Bar Trio', 'bars', '3d348b', 'f4c542', 6, 1300, ['dark-chocolate', 'nepali-flavours'], 'Three bars with a Nepali twist: dark with timur pepper, milk with Ilam tea, and white with cardamom.'],
    ['Ilam Tea Chocolate Bars (4)', 'bars', '2d6a4f', 'f4c542', 8, 1500, ['nepali-flavours', 'tea'], 'Four bars of milk chocolate infused with first-flush Ilam tea.'],
    ['Coffee Bean Chocolate Jar', 'jar', '4a2c1a', 'c9a227', 30, 1250, ['coffee'], 'A jar of Gulmi coffee beans dipped in dark chocolate.'],
    ['Chocolate Gift Tower (3 boxes)', 'tower', 'c1121f', 'f4c542', 20, 2500, ['premium', 'tower'], 'Three stacked boxes of truffles, pralines and chocolate almonds tied with ribbon.'],
    ['Almond Rock Chocolate Box (12 pcs)', 'box', '9c6644', 'ffffff', 12, 1350, ['almond'], 'Roasted almond clusters in milk chocolate.'],
    ['White Chocolate Raspberry Hearts', 'heart', 'f4a6c1', 'ffffff', 12, 1400, ['white-chocolate', 'romantic'], 'White chocolate hearts with a tangy raspberry centre.'],
    ['Sugar-free Dark Chocolate Box (12 pcs)', 'box', '1f2d3d', '9bbf3a', 12, 1500, ['sugar-free', 'dark-chocolate'], 'Dark chocolates sweetened with stevia, rich but free of added sugar.'],
    ['Chocolate-coated Cashews Jar', 'jar', '5a3421', 'e85d04', 30, 1450, ['cashew'], 'Whole cashews roasted and coated twice in milk chocolate.'],
    ['Gold Truffle Collection (24 pcs)', 'box', '1f1f1f', 'c9a227', 24, 2500, ['truffles', 'premium'], 'Our finest: twenty-four truffles in a black and gold box.'],
    ['Valentine Heart Truffles (6 pcs)', 'heart', 'd7263d', 'ffffff', 6, 1200, ['romantic', 'truffles'], 'Six ruby-pink truffles in a small heart box.'],
    ['Kids Chocolate Lollipops (8)', 'bars', 'ff8fab', '4d96ff', 8, 1200, ['kids'], 'Eight milk chocolate lollipops with sprinkles and smiley faces.'],
    ['Orange Peel Dark Chocolate Bars (3)', 'bars', 'f77f00', '2b160b', 6, 1250, ['dark-chocolate', 'orange'], 'Candied orange peel folded into 65% dark chocolate.'],
    ['Festive Chocolate Box for Tihar (20 pcs)', 'box', 'e85d04', 'f4c542', 20, 2100, ['festive', 'tihar'], 'Twenty chocolates in a diyo-print box, made for Bhai Tika.'],
    ['Mocha Truffle Box (12 pcs)', 'box', '7a5136', 'f4e3a1', 12, 1500, ['coffee', 'truffles'], 'Truffles made with espresso from Nuwakot coffee.'],
    ['Chocolate Dipped Strawberries (12 pcs)', 'box', 'fbf3ea', 'd7263d', 12, 1900, ['strawberry', 'fresh'], 'Fresh strawberries dipped in dark and white chocolate, made on the day.'],
    ['Mini Chocolate Gift Tower', 'tower', '3d348b', 'f4c542', 12, 1700, ['tower'], 'A smaller two-box tower of truffles and pralines.'],
    ['Rose Gold Praline Heart (20 pcs)', 'heart', 'e8a598', 'ffffff', 20, 2300, ['pralines', 'romantic', 'premium'], 'Twenty pralines in a rose-gold heart box with a magnetic lid.'],
  ];
  return list.map(([name, style, box, ribbon, pieces, price, tags, blurb], i) =>
    gift(
      {
        name, family: 'chocolates', category: 'chocolates', price, brand: 'himalayan-cocoa', store: rng.pick(['chabahil-chocolate-room', 'chabahil-chocolate-room', 'koteshwor-gift-corner', 'chitwan-gift-gallery']),
        tags: ['chocolate', ...tags], colors: ['brown'], sizes: [pieces <= 9 ? 'Small' : pieces <= 16 ? 'Medium' : 'Large'],
        occasions: tags.includes('romantic') ? ['valentines-day', 'anniversary'] : tags.includes('festive') ? ['tihar', 'dashain'] : ['birthday', 'anniversary', 'new-year'],
        kind: 'chocolate', art: { style, box, ribbon, pieces: Math.max(4, Math.min(36, pieces)) }, short: blurb, blurb, urgent: 0.4,
      },
      rng,
      2000 + i * 17,
    ),
  );
}

export function buildHampers(rng: Rng): ProductDraft[] {
  const list: Array<[string, string, string, string, number, OccasionSlug[], string[], string]> = [
    ['Fresh Fruit Basket', 'basket', 'fruit', 'e23e57', 2500, ['birthday', 'fathers-day', 'mothers-day'], ['fruit', 'healthy'], 'Apples, oranges, grapes, pomegranate and kiwi in a cane basket.'],
    ['Premium Fruit and Flower Basket', 'basket', 'fruit', 'c9a227', 4200, ['anniversary', 'mothers-day'], ['fruit', 'flowers', 'premium'], 'Seasonal fruit with a posy of roses tucked in the corner.'],
    ['Birthday Delight Hamper', 'box', 'party', '4d96ff', 3500, ['birthday'], ['birthday', 'party'], 'A party box with cupcakes, chocolates, balloons and a card.'],
    ['Chocolate Lovers Hamper', 'box', 'chocolate', 'c1121f', 4500, ['valentines-day', 'birthday'], ['chocolate'], 'Truffles, bars, a chocolate jar and cocoa in one gift box.'],
    ['Ilam Tea Time Hamper', 'tray', 'tea', '2d6a4f', 3200, ['mothers-day', 'fathers-day'], ['tea', 'nepali-flavours'], 'First-flush Ilam tea, honey, cookies and two cups on a wooden tray.'],
    ['Dashain Family Hamper', 'basket', 'festive', 'e85d04', 6500, ['dashain'], ['dashain', 'festive', 'family'], 'Dry fruits, sweets, juice and a kite for the family gathering.'],
    ['Tihar Sagun Hamper', 'basket', 'sweets', 'f4a261', 5500, ['tihar'], ['tihar', 'bhai-tika', 'festive'], 'Sel roti mix, mithai, dry fruits and a marigold garland for Bhai Tika.'],
    ['New Baby Welcome Hamper', 'box', 'baby', '9ed8f5', 4800, ['birthday'], ['baby', 'new-born'], 'A soft toy, organic cotton towel, baby care set and a card for the parents.'],
    ['Corporate Gift Hamper', 'box', 'dryfruit', '1f2d3d', 7500, ['dashain', 'new-year'], ['corporate', 'premium'], 'Dry fruits, chocolates, a diary and a pen, boxed for clients and staff.'],
    ['Grand Festive Hamper', 'basket', 'festive', 'c9a227', 9800, ['dashain', 'tihar', 'new-year'], ['premium', 'festive', 'family'], 'Our largest hamper: dry fruits, sweets, chocolates, juice and cookies for a whole family.'],
    ['Sweets and Namkeen Basket', 'basket', 'sweets', 'e85d04', 2800, ['dashain', 'tihar', 'nepali-new-year'], ['sweets', 'namkeen'], 'Laddu, barfi and crunchy namkeen from Bhaktapur.'],
    ['Healthy Dry Fruit Tray Hamper', 'tray', 'dryfruit', '9c6644', 3900, ['dashain', 'fathers-day'], ['dry-fruits', 'healthy'], 'Almonds, cashews, pistachios, dates and raisins on a carved wooden tray.'],
    ['Party Night Hamper', 'box', 'party', '9b5de5', 3000, ['new-year', 'birthday'], ['party'], 'Party poppers, hats, snacks and chocolates for the countdown.'],
    ['Christmas Cheer Hamper', 'basket', 'chocolate', '2d6a4f', 4300, ['christmas'], ['christmas', 'festive'], 'Plum cake, cookies, chocolates and a candle in a red-ribboned basket.'],
    ['Mothers Day Pampering Hamper', 'box', 'tea', 'e9a6b5', 3800, ['mothers-day'], ['self-care'], 'Herbal tea, handmade soap, a scented candle and chocolates for Aama.'],
    ['Teej Celebration Basket', 'basket', 'sweets', 'c1121f', 3300, ['teej'], ['teej', 'festive'], 'Sweets, fruits, green pote beads and red bangles for Teej.'],
    ['Fruit and Juice Get-Well Basket', 'basket', 'fruit', '3bceac', 2600, ['birthday'], ['fruit', 'get-well'], 'Fresh fruit, juice and biscuits for someone recovering.'],
    ['Office Snack Box', 'box', 'party', 'f4c542', 2700, ['new-year'], ['office', 'snacks'], 'Cookies, chocolates, chips and juices to share with the team.'],
  ];
  return list.map(([name, style, theme, ribbon, price, occasions, tags, blurb], i) =>
    gift(
      {
        name, family: 'hampers', category: 'hampers', extra: occasions.includes('dashain') && tags.includes('dashain') ? ['dashain-specials'] : occasions.includes('tihar') && tags.includes('tihar') ? ['tihar-specials'] : [],
        price, brand: rng.pick(['upahar-ghar-signature', 'annapurna-dry-fruits', null]), store: rng.pick(['koteshwor-gift-corner', 'chitwan-gift-gallery', 'upahar-ghar-bakery']),
        tags: ['hamper', ...tags], colors: ['multicolour'], sizes: [price < 3500 ? 'Medium' : 'Large'], occasions,
        kind: 'hamper', art: { style, ribbon, theme }, short: blurb, blurb, urgent: 0.25,
      },
      rng,
      3000 + i * 19,
    ),
  );
}

export function buildToys(rng: Rng): ProductDraft[] {
  const list: Array<[string, string, string, string, string, string, number, string]> = [
    ['Cuddly Brown Teddy Bear', 'teddy', 'a26b45', 'e23e57', 'bow', 'Medium', 1500, 'A two-foot brown teddy with a red satin bow.'],
    ['Giant Cream Teddy Bear (5 ft)', 'teddy', 'efd9b4', 'c1121f', 'bow', 'Large', 4500, 'A five-foot cream teddy, the hug that fills a sofa.'],
    ['Pink Teddy with Heart', 'teddy', 'f4a6c1', 'd7263d', 'heart', 'Medium', 1600, 'A pink teddy holding an embroidered I Love You heart.'],
    ['Small White Teddy with Heart', 'teddy', 'f5f0e6', 'd7263d', 'heart', 'Small', 850, 'A pocket-size white teddy with a red heart.'],
    ['Honey Teddy with Balloon', 'teddy', 'd4a373', '4d96ff', 'balloon', 'Medium', 1750, 'A honey-coloured teddy holding a blue balloon.'],
    ['Chocolate Brown Teddy (3 ft)', 'teddy', '6f4326', 'f4c542', 'bow', 'Large', 2800, 'A three-foot chocolate brown teddy with a gold bow.'],
    ['Cuddly Panda', 'panda', 'f7f7f7', 'e23e57', 'none', 'Medium', 1400, 'A soft black and white panda with bamboo embroidery.'],
    ['Panda with Heart', 'panda', 'f7f7f7', 'd7263d', 'heart', 'Medium', 1550, 'A panda holding a red heart, for the one who loves pandas.'],
    ['Giant Panda (3 ft)', 'panda', 'f7f7f7', '2d6a4f', 'bow', 'Large', 3200, 'A three-foot panda with a green bow.'],
    ['Floppy Ear Bunny', 'bunny', 'f4e1e6', 'f08fb0', 'bow', 'Small', 950, 'A long-eared bunny with a pink bow.'],
    ['Bunny with Carrot Balloon', 'bunny', 'f5f0e6', 'f77f00', 'balloon', 'Medium', 1300, 'A cream bunny with an orange balloon.'],
    ['Grey Bunny Plush', 'bunny', 'c9c9c9', '9b5de5', 'bow', 'Medium', 1200, 'A grey bunny with velvety ears.'],
    ['Rainbow Unicorn Plush', 'unicorn', 'fdf6fb', 'b8a1ff', 'none', 'Medium', 1650, 'A white unicorn with a rainbow mane and gold horn.'],
    ['Sparkle Unicorn with Heart', 'unicorn', 'fdf6fb', 'ff8fab', 'heart', 'Medium', 1800, 'A unicorn holding a glittery heart.'],
    ['Mini Unicorn Keyring Plush', 'unicorn', 'fdf6fb', '3bceac', 'none', 'Small', 600, 'A palm-size unicorn on a keyring.'],
    ['Teddy Couple in Love', 'teddy', 'a26b45', 'e23e57', 'heart', 'Medium', 2200, 'Two teddies sharing a heart, for couples.'],
    ['Graduation Teddy', 'teddy', 'd4a373', '1f2d3d', 'bow', 'Small', 1100, 'A teddy in a black cap for results day.'],
    ['Baby Blue Teddy', 'teddy', 'a9d6f5', 'ffffff', 'bow', 'Small', 900, 'A baby blue teddy for a new-born boy.'],
  ];
  return list.map(([name, animal, fur, accent, prop, size, price, blurb], i) =>
    gift(
      {
        name, family: 'toys', category: 'soft-toys', price, brand: 'teddy-ghar', store: rng.pick(['koteshwor-gift-corner', 'chitwan-gift-gallery']),
        tags: ['soft-toy', animal, ...(prop === 'heart' ? ['romantic'] : [])], colors: [fur.startsWith('f') ? 'white' : 'brown'], sizes: [size],
        occasions: prop === 'heart' ? ['valentines-day', 'anniversary'] : ['birthday'], kind: 'toy', art: { animal, fur, accent, prop }, short: blurb, blurb, urgent: 0.35,
      },
      rng,
      4000 + i * 23,
    ),
  );
}
