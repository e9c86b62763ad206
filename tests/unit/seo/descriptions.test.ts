/** @jest-environment node */
import { buildCatalogue } from '@/lib/server/db/seed/catalogue/build';
import {
  categoryDescription,
  DESCRIPTION_MIN,
  metaDescription,
  occasionDescription,
  productDescription,
  storeDescription,
  tagDescription,
} from '@/lib/seo/descriptions';
import { DESCRIPTION_MAX } from '@/lib/seo/metadata';

// The seed is deterministic, so these are the descriptions the demo shop's pages carry.
const catalogue = buildCatalogue();
const storeName = new Map(catalogue.stores.map((store) => [store.id, store.name]));

const inRange = (text: string) => text.length >= DESCRIPTION_MIN && text.length <= DESCRIPTION_MAX;

describe('meta descriptions of every seeded page', () => {
  it('every product: 70–155 characters that name the product', () => {
    const outside: string[] = [];
    for (const product of catalogue.products) {
      const store = { name: storeName.get(product.storeId) ?? '' };
      const text = productDescription({ ...product, shortDescription: product.shortDescription ?? null, description: product.description ?? null, store });
      if (!inRange(text) || !text.includes(product.name)) outside.push(`${product.slug}: ${text.length} "${text}"`);
    }
    expect(catalogue.products.length).toBeGreaterThan(250);
    expect(outside).toEqual([]);
  });

  it('every category, occasion and store: 70–155 characters, their own description first', () => {
    const texts = [
      ...catalogue.categories.map((c) => [c.description, categoryDescription({ name: c.name, description: c.description ?? null })]),
      ...catalogue.occasions.map((o) => [o.description, occasionDescription({ name: o.name, description: o.description ?? null })]),
      ...catalogue.stores.map((s) => [s.description, storeDescription({ name: s.name, city: s.city ?? '', description: s.description ?? null })]),
    ];
    expect(texts.filter(([, text]) => !inRange(text ?? ''))).toEqual([]);
    for (const [own, text] of texts) expect(text?.startsWith((own ?? '').replace(/\.$/, ''))).toBe(true);
    expect(inRange(tagDescription('Bestseller'))).toBe(true);
  });
});

describe('metaDescription', () => {
  it('adds sentences until there are 70 characters, and ends each with a full stop', () => {
    expect(metaDescription('Vanilla sponge with buttercream, from 1 lb', 'Vanilla Cake from UG Bakery, delivered across Nepal', 'Never reached.')).toBe(
      'Vanilla sponge with buttercream, from 1 lb. Vanilla Cake from UG Bakery, delivered across Nepal.',
    );
  });

  it('skips empty and repeated sentences, and cuts a long one at a word', () => {
    expect(metaDescription(null, '', 'A short one.', 'A short one.', 'A much longer sentence that is enough on its own to pass the minimum.')).toBe(
      'A short one. A much longer sentence that is enough on its own to pass the minimum.',
    );
    const long = metaDescription('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(long).toMatch(/word…$/);
  });
});
