import type { Rng } from '@/lib/server/media/random';
import { FLAVOURS, type OccasionSlug } from '../data/taxonomy';
import { gift } from './gift-helper';
import { type ProductDraft, round10 } from './types';

// Ready-made bundles sold as one product (the Combos category), and "goes well with" pairs between products.

const PARTNERS = {
  roses: { label: '12 Red Roses', price: 1500, color: 'd7263d', occasions: ['anniversary', 'valentines-day', 'birthday'] },
  chocolates: { label: 'Truffle Box', price: 1800, color: 'c9a227', occasions: ['birthday', 'anniversary'] },
  teddy: { label: 'Teddy Bear', price: 1500, color: 'a26b45', occasions: ['birthday', 'valentines-day'] },
  balloons: { label: 'Balloon Bunch', price: 350, color: 'e23e57', occasions: ['birthday', 'new-year'] },
} as const;

const COMBOS: Array<[string, keyof typeof PARTNERS]> = [
  ['black-forest', 'roses'], ['red-velvet', 'roses'], ['chocolate', 'roses'], ['butterscotch', 'roses'], ['strawberry', 'roses'],
  ['chocolate-truffle', 'chocolates'], ['vanilla', 'chocolates'], ['coffee-mocha', 'chocolates'],
  ['chocolate', 'teddy'], ['strawberry', 'teddy'], ['vanilla', 'teddy'],
  ['pineapple', 'balloons'], ['black-forest', 'balloons'], ['mango', 'balloons'], ['white-forest', 'roses'], ['fresh-fruit', 'chocolates'],
];

export function buildCombos(rng: Rng): ProductDraft[] {
  return COMBOS.map(([flavourSlug, partnerKey], i) => {
    const f = FLAVOURS.find((x) => x.slug === flavourSlug)!;
    const partner = PARTNERS[partnerKey];
    const name = `${f.name} Cake and ${partner.label}${partnerKey === 'balloons' ? ' Party Combo' : ' Combo'}`;
    const price = round10((f.base + partner.price) * 0.92);
    return gift(
      {
        name, family: 'combo', category: 'combos', extra: [], price, brand: 'upahar-ghar-signature', store: rng.pick(['upahar-ghar-bakery', 'thamel-cake-house', 'lakeside-bake-and-bloom']),
        tags: ['combo', f.slug, partnerKey, 'cake'], colors: ['multicolour'], sizes: ['1 lb'], occasions: [...partner.occasions] as OccasionSlug[],
        kind: 'combo', art: { sponge: f.sponge, cream: f.cream, color: partner.color, partner: partnerKey },
        short: `A 1 lb ${f.name.toLowerCase()} cake with ${partner.label.toLowerCase()}, delivered together.`,
        blurb: `A 1 lb ${f.name.toLowerCase()} cake paired with ${partnerKey === 'roses' ? 'twelve red roses in a hand-tied bouquet' : partnerKey === 'chocolates' ? 'a box of assorted truffles' : partnerKey === 'teddy' ? 'a cuddly brown teddy bear' : 'a bunch of ten balloons, inflated at the door'}. ${f.description}`,
        urgent: 0.35,
      },
      rng,
      9700 + i * 53,
    );
  });
}
