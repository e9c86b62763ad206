// What a product page says about having the product: a cake baked to order is not "in stock", a ready-made cake is
// not "baked fresh to order", and nothing sold out is promised at all.

export type AvailabilityFacts = { inStock: boolean; isReadyMade: boolean; isConfigurableCake: boolean };

export function availabilityText({ inStock, isReadyMade, isConfigurableCake }: AvailabilityFacts): string {
  if (!inStock) return 'Out of stock';
  if (isReadyMade) return 'Ready-made and in stock';
  if (isConfigurableCake) return 'Baked fresh to order';
  return 'In stock';
}
