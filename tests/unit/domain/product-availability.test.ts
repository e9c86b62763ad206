import { availabilityText } from '@/lib/domain/product-availability';

// Issue 11 §3: a ready-made cake said "Baked fresh to order", and a sold-out cake said so too.

describe('what a product page says about having the product', () => {
  it.each([
    [{ inStock: true, isReadyMade: false, isConfigurableCake: true }, 'Baked fresh to order'],
    [{ inStock: true, isReadyMade: true, isConfigurableCake: true }, 'Ready-made and in stock'],
    [{ inStock: false, isReadyMade: true, isConfigurableCake: true }, 'Out of stock'],
    [{ inStock: false, isReadyMade: false, isConfigurableCake: true }, 'Out of stock'],
    [{ inStock: true, isReadyMade: false, isConfigurableCake: false }, 'In stock'],
    [{ inStock: false, isReadyMade: false, isConfigurableCake: false }, 'Out of stock'],
  ])('%o → %s', (facts, text) => {
    expect(availabilityText(facts)).toBe(text);
  });
});
