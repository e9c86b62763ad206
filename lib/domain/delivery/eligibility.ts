import type { ProductType } from '@/lib/domain/catalogue-types';

// Which product types a place can receive (cakes travel only where a partner bakery bakes them; scooters only to the
// valley and a few big cities).

const WHAT: Record<ProductType, string> = { cake: 'cakes', product: 'gifts', automobile: 'scooters and e-bikes' };

export type EligibilityResult = {
  eligible: boolean;
  reasons: string[];
  products: Array<{ productId: number; eligible: boolean; reason?: string }>;
};

export function checkPlaceEligibility(
  place: { name: string; productTypes: readonly ProductType[] },
  products: ReadonlyArray<{ id: number; name: string; type: ProductType }>,
): EligibilityResult {
  const reasons: string[] = [];
  const results = products.map((product) => {
    if (place.productTypes.includes(product.type)) return { productId: product.id, eligible: true };
    const reason = `${product.name} can’t be delivered to ${place.name}: we don’t deliver ${WHAT[product.type]} there yet.`;
    reasons.push(reason);
    return { productId: product.id, eligible: false, reason };
  });
  return { eligible: reasons.length === 0, reasons, products: results };
}
