import type { ProductCard as ProductCardData } from '@/lib/domain/catalogue-types';
import { ProductCard } from './product-card';

type ProductGridProps = {
  products: ProductCardData[];
  /** Set when the grid is the first thing on the page, so the first row's images (the LCP) load eagerly. */
  priorityFirst?: boolean;
  /** Narrower grids (beside a filter sidebar) hold fewer columns. */
  columns?: 'wide' | 'narrow';
  className?: string;
  /** See ProductCard: 'h2' when no section heading sits between the page's h1 and the grid. */
  headingLevel?: 'h2' | 'h3';
};

// Two columns on phones (where Lighthouse and most shoppers look): the first row is the LCP candidate.
const FIRST_ROW = 2;

export function ProductGrid({
  products,
  priorityFirst = false,
  columns = 'wide',
  className = '',
  headingLevel = 'h3',
}: ProductGridProps) {
  const cols =
    columns === 'wide' ? 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-3 dw:grid-cols-4';
  return (
    <ul className={`grid gap-3 sm:gap-4 ${cols} ${className}`.trim()}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} priority={priorityFirst && i < FIRST_ROW} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
