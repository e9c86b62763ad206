import Link from 'next/link';
import { productUrl, type ProductCard as ProductCardData } from '@/lib/domain/catalogue-types';
import { ArtImage } from '@/components/ui/art-image';
import { Price } from '@/components/ui/price';
import { CardCampaignPrice } from '@/components/campaign/card-campaign-price';
import { StarRating } from './star-rating';
import { WishlistButton } from './wishlist-button';

type ProductCardProps = {
  product: ProductCardData;
  /** Only the first row of an above-the-fold list should load eagerly. */
  priority?: boolean;
  /** The `sizes` hint for raster images; the default suits the 2/3/4-column grid. */
  sizes?: string;
  /** h3 under a section heading (strips); h2 when the grid sits right under the page's h1 (lists, search). */
  headingLevel?: 'h2' | 'h3';
};

/**
 * One product in a list. The link follows SPEC §2: type product|cake → /product/{slug}, anything else → /.
 * Styled by the `.card*` classes in app/globals.css rather than utility lists: a list page repeats this markup 24
 * times, and every class name is sent twice (in the HTML and in the RSC payload).
 */
export function ProductCard({
  product,
  priority = false,
  sizes = '(min-width: 1200px) 280px, (min-width: 900px) 30vw, 50vw',
  headingLevel = 'h3',
}: ProductCardProps) {
  const { image } = product;
  const Heading = headingLevel;
  const discounted = product.discountPercent > 0;
  return (
    <article data-testid="product-card" className="card">
      <ArtImage
        src={image.src}
        alt={image.alt || product.name}
        width={image.width}
        height={image.height}
        sizes={sizes}
        priority={priority}
        photo={image.photo}
        className="card-img"
      />
      {product.isUrgent || discounted ? (
        <div className="card-badges">
          {product.isUrgent ? <span className="badge bg-leaf-700">Urgent delivery</span> : null}
          {discounted ? <span className="badge bg-brand-700">{product.discountPercent}% off</span> : null}
        </div>
      ) : null}
      <WishlistButton productId={product.id} productType={product.type} name={product.name} />
      <Heading className="card-title">
        <Link href={productUrl(product.type, product.slug)}>{product.name}</Link>
      </Heading>
      <p className="card-store">{product.storeName}</p>
      {product.ratingCount > 0 ? <StarRating value={product.ratingAverage} count={product.ratingCount} /> : null}
      <div className="card-foot">
        {product.campaign ? (
          <CardCampaignPrice amount={product.sellingPrice} listPrice={product.price} tag={product.campaign} />
        ) : (
          <Price amount={product.sellingPrice} listPrice={product.salePrice === null ? null : product.price} />
        )}
        {!product.inStock ? <span className="text-xs font-medium text-gray-700">Out of stock</span> : null}
      </div>
    </article>
  );
}
