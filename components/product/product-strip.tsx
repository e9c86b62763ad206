import type { ProductCard as ProductCardData } from '@/lib/domain/catalogue-types';
import { SectionTitle } from '@/components/ui/section-title';
import { ProductCard } from './product-card';

type ProductStripProps = {
  title: string;
  products: ProductCardData[];
  /** "View all" target; omitted when the strip is the whole list. */
  viewAllHref?: string;
  subtitle?: string;
  /** How many cards at most (the strip scrolls sideways on phones). */
  limit?: number;
  id?: string;
};

/** A titled row of product cards: scrolls sideways below 900 px, a 4-column grid above. */
export function ProductStrip({ title, products, viewAllHref, subtitle, limit = 8, id }: ProductStripProps) {
  if (products.length === 0) return null;
  const headingId = id ?? `strip-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="py-6">
      <SectionTitle id={headingId} subtitle={subtitle} href={viewAllHref}>
        {title}
      </SectionTitle>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:px-6 md:mx-0 md:grid md:grid-cols-4 md:gap-4 md:overflow-visible md:px-0">
        {products.slice(0, limit).map((product) => (
          <li key={product.id} className="strip-item">
            <ProductCard product={product} sizes="(min-width: 1200px) 280px, (min-width: 900px) 24vw, (min-width: 600px) 30vw, 46vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}
