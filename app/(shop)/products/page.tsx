import { resetFilters } from '@/lib/domain/filters';
import { AllProductsView, allProductsMetadata } from './all-products-view';

// Every product (ISR). ?filters are rewritten by proxy.ts to ./q/[query].
export const revalidate = 3600; // policy: catalogue

export const metadata = allProductsMetadata(resetFilters());

export default function ProductsPage() {
  return <AllProductsView filters={resetFilters()} />;
}
