import { DESCRIPTION_MAX, truncateText } from './metadata';

// Meta descriptions: search engines show 70–155 characters; shorter ones they tend to replace with text of their own
// choosing, longer ones they cut mid-word. Each page's description is built here from what is known about the thing
// the page is about, most specific first, until it is long enough (tests/unit/seo/descriptions.test.ts checks every
// seeded product, category, occasion and store).

export const DESCRIPTION_MIN = 70;

const sentence = (text: string): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean && !/[.!?…]$/.test(clean) ? `${clean}.` : clean;
};

/**
 * Sentences about one thing, most specific first, joined until there are at least DESCRIPTION_MIN characters and
 * then cut at a word to DESCRIPTION_MAX. Empty and repeated sentences are skipped; the last one should be long enough
 * on its own to reach the minimum.
 */
export function metaDescription(...sentences: Array<string | null | undefined>): string {
  let text = '';
  for (const part of sentences) {
    const next = sentence(part ?? '');
    if (!next || text.includes(next)) continue;
    text = text ? `${text} ${next}` : next;
    if (text.length >= DESCRIPTION_MIN) break;
  }
  return truncateText(text, DESCRIPTION_MAX);
}

export function productDescription(product: {
  name: string;
  shortDescription: string | null;
  description: string | null;
  store: { name: string };
}): string {
  const named = `${product.name} from ${product.store.name}, delivered across Nepal by Upahar Ghar.`;
  const short = sentence(product.shortDescription ?? '');
  // The product's own words first, and always its name: a snippet that never says what it is about is no help.
  const first = short.toLowerCase().includes(product.name.toLowerCase()) ? short : `${short} ${named}`.trim();
  return metaDescription(first, named, product.description);
}

export function categoryDescription(category: { name: string; description: string | null }): string {
  return metaDescription(
    category.description,
    `Order ${category.name.toLowerCase()} online from Upahar Ghar, delivered across Nepal and the same day in Kathmandu valley.`,
  );
}

export function occasionDescription(occasion: { name: string; description: string | null }): string {
  return metaDescription(
    occasion.description,
    `Cakes, flowers and gifts for ${occasion.name}, delivered across Nepal by Upahar Ghar, same day in Kathmandu valley.`,
  );
}

export function storeDescription(store: { name: string; city: string; description: string | null }): string {
  return metaDescription(
    store.description,
    `Order cakes and gifts from ${store.name} in ${store.city} through Upahar Ghar, with delivery across Nepal.`,
  );
}

/** A product tag's list (/products/{tag}), e.g. "Bestseller". */
export function tagDescription(tagName: string): string {
  return metaDescription(
    `${tagName} cakes and gifts, delivered across Nepal.`,
    `Order ${tagName.toLowerCase()} cakes, flowers and gifts online from Upahar Ghar, same day in Kathmandu valley.`,
  );
}
