import type { Params } from '@/lib/server/media/art-spec';
import type { ArtKindName } from '@/lib/server/media/kinds';
import type { Rng } from '@/lib/server/media/random';
import { productImage } from '@/lib/server/media/urls';
import type { OccasionSlug } from '../data/taxonomy';
import { type Family, type ProductDraft, rs, slugify } from './types';

// Shared builder for non-cake products: composes a varied description from the product's own sentence plus
// family-specific detail and delivery notes.

export type GiftInput = {
  name: string;
  family: Family;
  category: string;
  extra?: string[];
  /** Rupees. */
  price: number;
  brand: string | null;
  store: string;
  tags: string[];
  colors: string[];
  sizes?: string[];
  occasions: OccasionSlug[];
  kind: ArtKindName;
  art: Params;
  short: string;
  blurb: string;
  type?: 'product' | 'automobile';
  urgent?: number;
  stock?: [number, number];
};

const DETAILS: Record<string, string[]> = {
  flowers: [
    'Stems are cut the same morning at farms in Godawari and Kakani and conditioned before arranging.',
    'Each arrangement comes with a care card: trim the stems and change the water every two days.',
    'Seasonal fillers such as gypsophila and eucalyptus may vary slightly with the market.',
    'We photograph the finished arrangement and send it to you on WhatsApp before it leaves.',
  ],
  chocolates: [
    'Made with single-origin cocoa and fresh cream, with no palm oil.',
    'Best kept below 25 °C; in summer we deliver with an ice pack.',
    'Every box is sealed and carries the batch and best-before date.',
    'Vegetarian, and free from artificial colours.',
  ],
  hampers: [
    'Everything is packed in a reusable basket under clear wrap with a satin bow.',
    'We can add a company logo card for corporate orders of ten or more.',
    'Contents may be swapped for items of equal value when something is out of season.',
    'A handwritten card with your message is included at no extra cost.',
  ],
  toys: [
    'Filled with hypoallergenic polyester fibre and stitched for safety; suitable for ages three and up.',
    'Surface washable with mild soap; air dry away from direct sun.',
    'Soft, short-pile fabric that keeps its shape after many hugs.',
  ],
  personalised: [
    'Upload your photo and text at checkout; we send a preview on WhatsApp before printing.',
    'Printed in our Koteshwor studio and ready within four working hours.',
    'Colours are fade-resistant and safe for everyday use.',
  ],
  plants: [
    'Grown in our greenhouse and settled into the pot two weeks before sale, so it is established and healthy.',
    'Comes with a care card: bright indirect light and water once the top soil is dry.',
    'A forgiving plant for homes and offices, tolerant of Kathmandu’s winter.',
  ],
  sweets: [
    'Made with pure ghee and khuwa in small batches every morning.',
    'Packed in a sealed sweet box; keep refrigerated and enjoy within four days.',
    'No artificial colour, sweetened just right for a family gathering.',
  ],
  dryfruits: [
    'Hand-sorted for size and freshness, then packed in a food-grade sealed container.',
    'A festive favourite that keeps for weeks: perfect for Dashain and Tihar visits.',
    'Lightly roasted where it suits the nut, never salted.',
  ],
  festival: [
    'Assembled by our team in time for the festival days, with everything needed for the ritual.',
    'Made by craftspeople in Bhaktapur and Thimi.',
    'Order a few days ahead: festival weeks are our busiest.',
  ],
  combo: [
    'Both gifts travel together with one rider, so they arrive at the same moment.',
    'You save compared with buying each item on its own.',
    'The cake is baked to order and the flowers arranged the same morning.',
  ],
  automobile: [
    'Includes a one-year battery warranty, free first service and help with Bluebook registration.',
    'Test rides are available at our Kalanki showroom; delivery inside the valley in three to five days.',
    'Charges from a normal household socket in about four hours.',
  ],
};

const DELIVERY: Record<string, string[]> = {
  default: [
    'Same-day delivery inside Kathmandu valley for orders placed before 4 PM.',
    'Delivered across the valley in our own vehicles; outside the valley in two to four days.',
    'Midnight delivery is available in Kathmandu, Lalitpur and Bhaktapur.',
    'We call the receiver before delivery so the surprise is never missed.',
  ],
  automobile: ['Delivery and handover include a short riding orientation.', 'Financing through partner banks is available at the showroom.'],
};

export function gift(input: GiftInput, rng: Rng, seed: number): ProductDraft {
  const family = input.family;
  const details = DETAILS[family] ?? DETAILS.festival!;
  const delivery = DELIVERY[family === 'automobile' ? 'automobile' : 'default']!;
  const sentences = [input.blurb, ...rng.sample(details, rng.int(1, 2)), rng.pick(delivery)];
  const imageCount = rng.int(1, 3);
  const isUrgent = rng.chance(input.urgent ?? 0.3);
  const tags = [...input.tags];
  if (isUrgent && !tags.includes('same-day')) tags.push('same-day');
  const [minStock, maxStock] = input.stock ?? [5, 120];
  return {
    family,
    type: input.type ?? 'product',
    slug: slugify(input.name),
    name: input.name,
    shortDescription: input.short,
    description: sentences.join(' '),
    images: Array.from({ length: imageCount }, (_, view) =>
      productImage(input.kind, { ...input.art, seed: seed % 10000, view }, view === 0 ? input.name : `${input.name}, another view`),
    ),
    price: rs(input.price),
    salePrice: null,
    stock: rng.chance(0.05) ? 0 : rng.int(minStock, maxStock),
    category: input.category,
    extraCategories: input.extra ?? [],
    brand: input.brand,
    store: input.store,
    tags: [...new Set(tags)],
    colors: input.colors,
    sizes: input.sizes ?? [],
    isUrgent,
    isReadyMade: false,
    occasions: input.occasions,
  };
}
