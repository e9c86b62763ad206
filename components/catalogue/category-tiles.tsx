import Link from 'next/link';
import type { CategorySummary } from '@/lib/domain/catalogue-types';
import { categoryImageSrc } from '@/components/product/media';
import { ArtImage } from '@/components/ui/art-image';

type CategoryTilesProps = {
  categories: CategorySummary[];
  /** Where a tile leads: the category's product list (default) or its overview page. */
  hrefFor?: (category: CategorySummary) => string;
  showCounts?: boolean;
  className?: string;
};

/** Square picture tiles with the category name, 3 across on phones up to 6 on wide screens. */
export function CategoryTiles({ categories, hrefFor = (c) => c.url, showCounts = false, className = '' }: CategoryTilesProps) {
  return (
    <ul className={`grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6 ${className}`.trim()}>
      {categories.map((category) => {
        const src = categoryImageSrc(category.imageFileName);
        return (
          <li key={category.id}>
            <Link
              href={hrefFor(category)}
              className="group flex flex-col items-center gap-2 rounded-2xl p-1 text-center hover:bg-cocoa-50"
            >
              <span className="block w-full overflow-hidden rounded-2xl bg-cocoa-50">
                <ArtImage
                  src={src}
                  alt=""
                  width={400}
                  height={400}
                  sizes="(min-width: 900px) 180px, 30vw"
                  className="aspect-square h-auto w-full object-cover transition-transform group-hover:scale-105"
                />
              </span>
              <span className="text-sm font-semibold leading-tight text-cocoa-900">{category.name}</span>
              {showCounts && category.productCount !== undefined ? (
                <span className="-mt-1.5 text-xs text-gray-700">{category.productCount} products</span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
