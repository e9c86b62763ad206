import Image from 'next/image';
import Link from 'next/link';
import { productUrl, type ProductCard as ProductCardData } from '@/lib/domain/catalogue-types';
import { Price } from '@/components/ui/price';
import { StarRating } from './star-rating';
import { isSvg } from './media';

type ProductCardProps = {
  product: ProductCardData;
  /** Only the first visible card of an above-the-fold list should load eagerly. */
  priority?: boolean;
  /** The `sizes` hint for the image; the default suits the 2/3/4-column grid. */
  sizes?: string;
  /** h3 under a section heading (strips); h2 when the grid sits right under the page's h1 (lists, search). */
  headingLevel?: 'h2' | 'h3';
};

/**
 * One product in a list. The link follows SPEC §2: type product|cake → /product/{slug}, anything else → /.
 */
export function ProductCard({
  product,
  priority = false,
  sizes = '(min-width: 1200px) 280px, (min-width: 900px) 30vw, 50vw',
  headingLevel = 'h3',
}: ProductCardProps) {
  const { image } = product;
  const Heading = headingLevel;
  return (
    <article
      data-testid="product-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-cocoa-100 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-square overflow-hidden bg-cocoa-50">
        <Image
          src={image.src}
          alt={image.alt || product.name}
          width={image.width}
          height={image.height}
          sizes={sizes}
          priority={priority}
          unoptimized={isSvg(image.src)}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {product.isUrgent ? (
            <span className="rounded-full bg-leaf-700 px-2 py-0.5 text-xs font-semibold text-white">Urgent delivery</span>
          ) : null}
          {product.discountPercent > 0 ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {product.discountPercent}% off
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <Heading className="line-clamp-2 text-sm font-semibold leading-snug text-cocoa-900 sm:text-base">
          <Link href={productUrl(product.type, product.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {product.name}
          </Link>
        </Heading>
        <p className="truncate text-xs text-gray-700">{product.storeName}</p>
        {product.ratingCount > 0 ? <StarRating value={product.ratingAverage} count={product.ratingCount} /> : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-1 pt-1">
          <Price amount={product.sellingPrice} listPrice={product.salePrice === null ? null : product.price} />
          {!product.inStock ? <span className="text-xs font-medium text-gray-700">Out of stock</span> : null}
        </div>
      </div>
    </article>
  );
}
