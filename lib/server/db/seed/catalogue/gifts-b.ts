import type { Rng } from '@/lib/server/media/random';
import type { OccasionSlug } from '../data/taxonomy';
import { gift } from './gift-helper';
import type { ProductDraft } from './types';

// Personalised gifts, plants, sweets, dry fruits, festival specials and automobiles.

export function buildPersonalised(rng: Rng): ProductDraft[] {
  const list: Array<[string, string, string, string, number, string[], string]> = [
    ['Personalised Photo Mug', 'mug', 'ffffff', 'photo', 650, ['mug', 'photo'], 'A white ceramic mug printed with your photo on both sides.'],
    ['Magic Colour-changing Photo Mug', 'mug', '1f1f1f', 'photo', 900, ['mug', 'photo', 'magic'], 'Black until hot tea goes in, then your photo appears.'],
    ['Couple Name Heart Mug', 'mug', 'ffffff', 'heart', 700, ['mug', 'romantic'], 'Two names printed inside a red heart.'],
    ['Engraved Wooden Photo Frame', 'frame', 'b08968', 'photo', 1400, ['frame', 'engraved'], 'A sal wood frame with your photo and an engraved line underneath.'],
    ['Gold Photo Frame for Parents', 'frame', 'c9a227', 'photo', 1600, ['frame', 'parents'], 'A gold-finish frame made for a family portrait.'],
    ['Photo Cushion (16 inch)', 'cushion', 'f4a6c1', 'photo', 1250, ['cushion', 'photo'], 'A satin cushion printed with your favourite picture.'],
    ['Love Heart Name Cushion', 'cushion', 'e23e57', 'heart', 1150, ['cushion', 'romantic'], 'A red cushion with your names inside a heart.'],
    ['Custom Name T-shirt', 'tshirt', '3d348b', 'name', 1100, ['t-shirt', 'name'], 'A cotton T-shirt printed with any name or short line.'],
    ['Star Print Kids T-shirt', 'tshirt', 'f9c80e', 'star', 950, ['t-shirt', 'kids'], 'A soft kids T-shirt with a star and the child’s name.'],
    ['Engraved Name Keychain', 'keychain', 'c9a227', 'name', 500, ['keychain', 'engraved'], 'A brass keychain laser-engraved with a name or date.'],
    ['Couple Heart Keychain Pair', 'keychain', 'c0c0c0', 'heart', 750, ['keychain', 'romantic'], 'Two halves of a heart, each engraved with a name.'],
    ['3D Photo Moon Lamp', 'lamp', 'f4e3a1', 'photo', 2400, ['lamp', 'photo', 'premium'], 'A warm night lamp that lights up your photo.'],
    ['Star Night Name Lamp', 'lamp', '9ed8f5', 'star', 1800, ['lamp', 'kids'], 'A soft blue lamp with stars and a name.'],
    ['Personalised Steel Water Bottle', 'bottle', '2a9d8f', 'name', 1200, ['bottle', 'name'], 'An insulated steel bottle with an engraved name.'],
    ['Photo Wall Clock', 'clock', 'ffffff', 'photo', 1700, ['clock', 'photo'], 'A wall clock with your photo as the dial.'],
    ['Heart Photo Wall Clock', 'clock', 'e23e57', 'heart', 1750, ['clock', 'romantic'], 'A red clock with a heart-shaped photo dial.'],
    ['Mothers Day Photo Frame', 'frame', 'e9a6b5', 'heart', 1300, ['frame', 'mothers-day'], 'A pink frame with “Aama” printed under your photo.'],
    ['Fathers Day Name Mug', 'mug', '4d7ea8', 'name', 700, ['mug', 'fathers-day'], 'A blue mug that says “Buwa” with his name.'],
  ];
  return list.map(([name, item, color, motif, price, tags, blurb], i) =>
    gift(
      {
        name, family: 'personalised', category: 'personalised-gifts', price, brand: 'kathmandu-crafts', store: 'koteshwor-gift-corner',
        tags: ['personalised', ...tags], colors: [color === 'ffffff' ? 'white' : 'multicolour'],
        occasions: tags.includes('romantic') ? ['valentines-day', 'anniversary'] : tags.includes('mothers-day') ? ['mothers-day'] : tags.includes('fathers-day') ? ['fathers-day'] : ['birthday', 'anniversary'],
        kind: 'gift', art: { item, color, motif }, short: blurb, blurb, urgent: 0.15,
      },
      rng,
      5000 + i * 29,
    ),
  );
}

export function buildPlants(rng: Rng): ProductDraft[] {
  const list: Array<[string, string, string, string, number, string]> = [
    ['Snake Plant in White Ceramic Pot', 'snake', 'f5f0e6', 'ffffff', 1400, 'A tall sansevieria that cleans the air and thrives on neglect.'],
    ['Money Plant in Hanging Pot', 'money', 'b08968', 'ffffff', 900, 'A trailing golden pothos, said to bring good fortune.'],
    ['Lucky Bamboo (3 layers)', 'bamboo', '2a9d8f', 'ffffff', 1200, 'Three tiers of lucky bamboo in a glass bowl with pebbles.'],
    ['Ficus Bonsai', 'bonsai', '6f4326', 'ffffff', 3500, 'A five-year-old ficus bonsai in a shallow glazed tray.'],
    ['Jade Plant in Terracotta', 'jade', 'c8553d', 'ffffff', 850, 'A chunky jade plant, a symbol of friendship and prosperity.'],
    ['Peace Lily in Blue Pot', 'peace', '4d7ea8', 'fbf7f0', 1600, 'A peace lily with white blooms, easy and elegant.'],
    ['Succulent Trio', 'succulent', 'f4a261', 'f08fb0', 1100, 'Three small succulents in matching pastel pots.'],
    ['Desert Cactus in Pink Pot', 'cactus', 'f4a6c1', 'f77f00', 700, 'A round cactus with a tiny orange flower.'],
    ['Flowering Cactus Pair', 'cactus', 'e9edc9', 'e23e57', 1000, 'Two flowering cacti in white pots.'],
    ['Echeveria Rosette in Concrete Pot', 'succulent', 'adb5bd', 'f4a6c1', 950, 'A blue-grey echeveria rosette in a handmade concrete pot.'],
    ['Golden Money Plant Totem', 'money', 'f5f0e6', 'ffffff', 1800, 'A bushy money plant climbing a moss pole.'],
    ['Snake Plant Laurentii (large)', 'snake', '1f2d3d', 'ffffff', 2200, 'A large yellow-edged snake plant in a charcoal pot.'],
    ['Jade Bonsai Style', 'jade', '2a9d8f', 'ffffff', 2600, 'A jade trained in bonsai style in a teal pot.'],
    ['Desk Bamboo in Ceramic Vase', 'bamboo', 'ffffff', 'ffffff', 800, 'Five bamboo stems in a small ceramic vase.'],
  ];
  return list.map(([name, plant, pot, flower, price, blurb], i) =>
    gift(
      {
        name, family: 'plants', category: 'plants', price, brand: 'hariyali-plants', store: 'budhanilkantha-green-nursery',
        tags: ['plant', plant, 'indoor'], colors: ['green'], sizes: [price < 1000 ? 'Small' : price < 2000 ? 'Medium' : 'Large'],
        occasions: ['birthday', 'nepali-new-year', 'fathers-day'], kind: 'plant', art: { plant, pot, flower }, short: blurb, blurb, urgent: 0.2,
      },
      rng,
      6000 + i * 31,
    ),
  );
}

export function buildSweets(rng: Rng): ProductDraft[] {
  const list: Array<[string, string, string, number, string[], string]> = [
    ['Motichoor Laddu (1 kg)', 'laddu', 'e85d04', 1200, ['laddu'], 'Tiny pearls of boondi bound with ghee into soft laddu.'],
    ['Besan Laddu (500 g)', 'laddu', 'c9a227', 650, ['laddu'], 'Roasted gram flour laddu with cardamom and cashew.'],
    ['Kaju Barfi (500 g)', 'barfi', 'c0c0c0', 1100, ['barfi', 'cashew'], 'Cashew barfi topped with silver vark.'],
    ['Khuwa Barfi (1 kg)', 'barfi', 'e85d04', 1400, ['barfi', 'khuwa'], 'Milk khuwa barfi with pistachio, the classic sagun sweet.'],
    ['Rasbari Tin (1 kg)', 'rasbari', 'c1121f', 700, ['rasbari'], 'Spongy rasbari in light syrup, sealed in a tin.'],
    ['Fresh Rasbari Box (12 pcs)', 'rasbari', 'f4a261', 600, ['rasbari'], 'Twelve rasbari made this morning.'],
    ['Crispy Jalebi (1 kg)', 'jalebi', 'f77f00', 550, ['jalebi'], 'Hot, crisp jalebi delivered within the hour.'],
    ['Kaju Katli Gift Box (500 g)', 'katli', 'c9a227', 1250, ['katli', 'cashew'], 'Diamond-cut kaju katli in a gold gift box.'],
    ['Mathura Peda (500 g)', 'peda', '8d5b3c', 750, ['peda'], 'Slow-cooked milk peda with a caramel note.'],
    ['Juju Dhau of Bhaktapur (Kataro)', 'dhau', 'b08968', 450, ['juju-dhau', 'newari'], 'The king of curd, set in a clay kataro the Bhaktapur way.'],
    ['Juju Dhau Family Pack (3 kataro)', 'dhau', '8d5b3c', 1250, ['juju-dhau', 'newari'], 'Three clay pots of Bhaktapur juju dhau for a family feast.'],
    ['Lalmohan (1 kg)', 'lalmohan', '5a3421', 800, ['lalmohan'], 'Soft lalmohan soaked in rose-scented syrup.'],
    ['Assorted Mithai Box (1 kg)', 'barfi', 'e85d04', 1500, ['assorted'], 'Laddu, barfi, peda and katli in one festive box.'],
    ['Sugar-free Dry Fruit Barfi (500 g)', 'barfi', '2d6a4f', 1350, ['sugar-free', 'dry-fruits'], 'Dates and figs pressed with nuts, no added sugar.'],
  ];
  return list.map(([name, sweet, box, price, tags, blurb], i) =>
    gift(
      {
        name, family: 'sweets', category: 'sweets-mithai', extra: i % 4 === 0 ? ['tihar-specials'] : i % 4 === 1 ? ['dashain-specials'] : [], price,
        brand: rng.pick(['mithai-mahal', 'sagun-sweets']), store: 'bhaktapur-mithai-bhandar', tags: ['sweets', 'mithai', ...tags], colors: ['multicolour'], sizes: [price < 800 ? 'Small' : 'Medium'],
        occasions: ['dashain', 'tihar', 'nepali-new-year', 'birthday'], kind: 'sweets', art: { sweet, box }, short: blurb, blurb, urgent: 0.4,
      },
      rng,
      7000 + i * 37,
    ),
  );
}

export function buildDryFruits(rng: Rng): ProductDraft[] {
  const list: Array<[string, string, string, string, number, string]> = [
    ['Premium Cashews (500 g)', 'jar', 'cashew', 'c9a227', 1450, 'Whole W240 cashews in a glass jar.'],
    ['California Almonds (500 g)', 'jar', 'almond', '9c6644', 1300, 'Crunchy almonds, ideal for soaking overnight.'],
    ['Mixed Dry Fruit Tray', 'tray', 'mixed', 'b08968', 2800, 'Cashews, almonds, pistachios, raisins and dates on a carved tray.'],
    ['Golden Raisins (500 g)', 'jar', 'raisin', 'e85d04', 750, 'Plump golden raisins from the season’s harvest.'],
    ['Salted Pistachios (500 g)', 'jar', 'pista', '2d6a4f', 1900, 'Roasted, lightly salted pistachios in shell.'],
    ['Medjool Dates Box (500 g)', 'box', 'dates', '5a3421', 1600, 'Soft, caramel-sweet Medjool dates.'],
    ['Dashain Dry Fruit Gift Box', 'box', 'mixed', 'c1121f', 3200, 'Four compartments of nuts and fruit in a red Dashain box.'],
    ['Bhai Tika Dry Fruit Box', 'box', 'mixed', 'f4a261', 2500, 'The traditional Bhai Tika gift: nuts, raisins and walnut in a marigold box.'],
    ['Royal Dry Fruit Platter', 'tray', 'mixed', 'c9a227', 4500, 'A large brass-finish platter heaped with premium dry fruits.'],
    ['Honey Roasted Almonds (250 g)', 'jar', 'almond', 'f4c542', 800, 'Almonds roasted with Chitwan wild honey.'],
    ['Cashew and Raisin Duo', 'box', 'cashew', '3d348b', 1500, 'Two jars: whole cashews and golden raisins.'],
    ['Dates and Nuts Festive Tray', 'tray', 'dates', '8d5b3c', 2200, 'Dates stuffed with almonds beside mixed nuts.'],
  ];
  return list.map(([name, style, mix, box, price, blurb], i) =>
    gift(
      {
        name, family: 'dryfruits', category: 'dry-fruits', extra: name.startsWith('Dashain') ? ['dashain-specials'] : name.startsWith('Bhai Tika') ? ['tihar-specials'] : [], price,
        brand: 'annapurna-dry-fruits', store: rng.pick(['koteshwor-gift-corner', 'bhaktapur-mithai-bhandar', 'chitwan-gift-gallery']), tags: ['dry-fruits', mix, 'healthy'],
        colors: ['brown'], sizes: [price < 1000 ? 'Small' : price < 2500 ? 'Medium' : 'Large'], occasions: ['dashain', 'tihar', 'fathers-day'],
        kind: 'dryfruit', art: { style, mix, box }, short: blurb, blurb, urgent: 0.25,
      },
      rng,
      8000 + i * 41,
    ),
  );
}

export function buildFestival(rng: Rng): ProductDraft[] {
  const list: Array<[string, string, string, string, number, OccasionSlug[], string]> = [
    ['Dashain Tika Thali Set', 'dashain-specials', 'thali', 'c1121f', 1800, ['dashain'], 'A brass thali with abir, rice, jamara, dubo and a small diyo, ready for tika.'],
    ['Changa Kite Bundle with Lattai', 'dashain-specials', 'kite', 'e85d04', 1200, ['dashain'], 'Five paper kites, a wooden lattai and 500 m of manja for Dashain skies.'],
    ['Jamara and Tika Gift Box', 'dashain-specials', 'tikaset', 'f4c542', 950, ['dashain'], 'Fresh jamara grown in our nursery with red tika and a blessing card.'],
    ['Family Tika Thali (Deluxe)', 'dashain-specials', 'thali', 'c9a227', 3200, ['dashain'], 'A larger thali with silver-finish bowls for the whole family.'],
    ['Rainbow Kite Pack (10 kites)', 'dashain-specials', 'kite', '4d96ff', 1500, ['dashain'], 'Ten bright kites for the rooftop battles.'],
    ['Dashain Blessing Lantern', 'dashain-specials', 'lantern', 'e85d04', 1100, ['dashain'], 'A hand-painted paper lantern for the courtyard.'],
    ['Clay Diyo Set of 12', 'tihar-specials', 'diyo', 'f4a261', 600, ['tihar'], 'Twelve hand-thrown clay diyo from Thimi potters, with cotton wicks.'],
    ['Painted Diyo Set of 6', 'tihar-specials', 'diyo', 'c1121f', 750, ['tihar'], 'Six painted diyo in festive red and gold.'],
    ['Sayapatri Marigold Garland (5 malas)', 'tihar-specials', 'garland', 'f77f00', 800, ['tihar'], 'Fresh marigold and makhamali garlands for doors and brothers.'],
    ['Bhai Tika Sagun Set', 'tihar-specials', 'tikaset', 'c9a227', 1600, ['tihar'], 'Saptarangi tika, makhamali mala, walnut, dry fruits and a sweet box for Bhai Tika.'],
    ['Tihar Rangoli Colour Kit', 'tihar-specials', 'rangoli', '9b5de5', 700, ['tihar'], 'Ten rangoli colours with stencils for the Laxmi Puja doorway.'],
    ['Tihar Sky Lantern Pack', 'tihar-specials', 'lantern', 'f4c542', 900, ['tihar'], 'Three paper lanterns with LED tea lights.'],
    ['Laxmi Puja Diyo and Flower Set', 'tihar-specials', 'diyo', 'c9a227', 1300, ['tihar'], 'Brass diyo, marigolds and incense for Laxmi Puja night.'],
    ['Deusi Bhailo Party Pack', 'tihar-specials', 'garland', 'e23e57', 1400, ['tihar'], 'Garlands, sweets and treats to welcome Deusi and Bhailo singers.'],
  ];
  return list.map(([name, category, item, accent, price, occasions, blurb], i) =>
    gift(
      {
        name, family: 'festival', category, price, brand: rng.pick(['sagun-sweets', 'upahar-ghar-signature']), store: rng.pick(['bhaktapur-mithai-bhandar', 'koteshwor-gift-corner']),
        tags: ['festival', occasions[0]!, item], colors: ['multicolour'], occasions, kind: 'festival', art: { item, accent }, short: blurb, blurb, urgent: 0.2,
      },
      rng,
      9000 + i * 43,
    ),
  );
}

export function buildAutomobiles(rng: Rng): ProductDraft[] {
  const list: Array<[string, string, string, number, string]> = [
    ['Yeti E-Scooter S1 (80 km range)', 'scooter', 'e23e57', 215000, 'A 2 kW electric scooter with an 80 km range and a removable battery.'],
    ['Yeti E-Scooter S1 Pro (120 km range)', 'scooter', '1f2d3d', 289000, 'The long-range S1 Pro with disc brakes and a digital dash.'],
    ['Sajilo City E-Bike', 'ebike', '2a9d8f', 95000, 'A pedal-assist e-bike for Kathmandu commutes, 50 km per charge.'],
    ['Sajilo Mountain E-Bike', 'ebike', 'f77f00', 145000, 'Front suspension and a 500 W motor for hill roads.'],
    ['Himal Electric Moped', 'moped', '4d7ea8', 175000, 'A light moped with a step-through frame, easy for new riders.'],
    ['Himal Electric Moped Cargo', 'moped', '6a994e', 198000, 'A moped with a rear carrier rated for 40 kg deliveries.'],
  ];
  return list.map(([name, style, body, price, blurb], i) =>
    gift(
      {
        name, type: 'automobile', family: 'automobile', category: 'automobiles', price, brand: 'yeti-e-mobility', store: 'sajilo-e-motors',
        tags: ['electric', style, 'automobile'], colors: [body === '1f2d3d' ? 'black' : 'multicolour'], occasions: ['wedding', 'dashain', 'new-year'],
        kind: 'scooter', art: { style, body }, short: blurb, blurb, urgent: 0, stock: [1, 8],
      },
      rng,
      9500 + i * 47,
    ),
  );
}
