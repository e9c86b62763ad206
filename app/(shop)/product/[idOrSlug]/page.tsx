import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { notFound, permanentRedirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { AccessoriesList } from '@/components/product/accessories-list';
import { AddToCartButtons } from '@/components/product/add-to-cart-buttons';
import { CakeOptionsForm } from '@/components/product/cake-options-form';
import { CombosList } from '@/components/product/combos-list';
import { DeliveryInfo } from '@/components/product/delivery-info';
import { ProductGallery } from '@/components/product/product-gallery';
import { ProductPurchase } from '@/components/product/product-purchase';
import { PurchasePrice } from '@/components/product/purchase-price';
import { ProductStrip } from '@/components/product/product-strip';
import { BelowFold } from '@/components/ui/below-fold';
import { ReviewsSection } from '@/components/product/reviews-section';
import { ViewedRecorder } from '@/components/product/viewed-recorder';
import { StarRating } from '@/components/product/star-rating';
import { StickyBuyBar } from '@/components/product/sticky-buy-bar';
import { WishlistButton } from '@/components/product/wishlist-button';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { ProductJsonLd } from '@/components/seo/product-json-ld';
import { Container } from '@/components/ui/container';
import { Price } from '@/components/ui/price';
import { maxLineQuantity } from '@/lib/domain/cart-rules';
import type { ProductDetail } from '@/lib/domain/catalogue-types';
import { availabilityText } from '@/lib/domain/product-availability';
import { REVIEWS_PER_PAGE } from '@/lib/domain/reviews';
import { productDescription } from '@/lib/seo/descriptions';
import { pageMetadata } from '@/lib/seo/metadata';
import { calculateProductPrice, getProductDetail, getSuggestedCakes } from '@/lib/server/services/catalogue';
import { CampaignPriceNote } from '@/components/campaign/campaign-price-note';
import { CompareButton } from '@/components/compare/compare-button';
import { idOrSlugSchema } from '@/lib/validation/catalogue';

// One route for /product/{id} and /product/{slug}. The slug URL is canonical: a numeric id redirects to it (308).
export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ idOrSlug: string }[]> => [];

type Props = { params: Promise<{ idOrSlug: string }> };

const isNumericId = (value: string) => /^\d{1,9}$/.test(value);
/** Whether a path segment can name a product at all (the API's id-or-slug rule): a NUL or an id past the database's range cannot. */
const isProductKey = (value: string) => idOrSlugSchema.safeParse(value).success;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { idOrSlug } = await params;
  if (isNumericId(idOrSlug) || !isProductKey(idOrSlug)) return {};
  const product = await getProductDetail(idOrSlug);
  if (!product) return {};
  return pageMetadata({
    // The back office's own words for search engines when it wrote them (issue 25), else the name and description.
    title: product.metaTitle || product.name,
    description: product.metaDescription || productDescription(product),
    path: `/product/${product.slug}`,
  });
}

/** The default cake's price as calculate-product-price answers it (campaign prices included). */
async function initialCakePrice(product: ProductDetail) {
  if (!product.cake) return null;
  const result = await calculateProductPrice({ productId: product.id, pound: product.cake.defaults.pound });
  return result?.ok
    ? { productPrice: result.quote.productPrice, listPrice: result.quote.listPrice }
    : { productPrice: product.sellingPrice, listPrice: product.price };
}

/** The first page's pagination, as reviews?id&type would answer it. */
const reviewsPagination = (total: number, count: number) => ({
  total,
  count,
  perPage: REVIEWS_PER_PAGE,
  currentPage: 1,
  totalPages: Math.ceil(total / REVIEWS_PER_PAGE),
});

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-cocoa-100 py-8">
      <h2 id={id} className="mb-4 font-display text-xl font-bold text-cocoa-900 sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default async function ProductPage({ params }: Props) {
  const { idOrSlug } = await params;
  if (!isProductKey(idOrSlug)) notFound();
  if (isNumericId(idOrSlug)) {
    const byId = await getProductDetail(Number(idOrSlug));
    if (!byId) notFound();
    permanentRedirect(`/product/${byId.slug}`);
  }
  const product = await getProductDetail(idOrSlug);
  if (!product) notFound();
  const suggested = await getSuggestedCakes({ productId: product.id, limit: 8 });
  const cakePrice = await initialCakePrice(product);
  const images = product.images.length > 0 ? product.images : [product.image];
  const soldOut = !product.inStock;

  return (
    <Container className="py-6">
      <ProductPurchase
        productId={product.id}
        name={product.name}
        cake={product.cake && cakePrice ? { options: product.cake, initialPrice: cakePrice } : null}
        maxQuantity={maxLineQuantity(product.type, product.stock)}
        soldOut={soldOut}
      >
        <ProductJsonLd product={product} />
        <ViewedRecorder productId={product.id} />
        <BreadcrumbJsonLd items={product.breadcrumb} />
        <Breadcrumbs items={product.breadcrumb} />

        <div className="mt-4 grid gap-8 md:grid-cols-2 lg:gap-12">
          {/* Real photos, when the product has them, come before the drawn cake. */}
          <ProductGallery images={images} name={product.name} art={images[0]?.photo ? null : (product.cake?.art ?? null)} />

          <div className="flex flex-col gap-4">
            <div>
              <h1 className="font-display text-2xl font-bold leading-tight text-cocoa-900 sm:text-3xl">{product.name}</h1>
              <p className="mt-1 text-sm text-gray-700">
                by{' '}
                <Link href={product.store.url} className="font-semibold text-brand-700 hover:underline">
                  {product.store.name}
                </Link>
                {product.store.city ? `, ${product.store.city}` : ''}
              </p>
              {product.reviewsSummary.count > 0 ? (
                <a href="#reviews" className="mt-2 inline-flex items-center gap-2 text-sm text-gray-700 hover:underline">
                  <StarRating value={product.reviewsSummary.average} size="md" />
                  <span>
                    {product.reviewsSummary.average.toFixed(1)} · {product.reviewsSummary.count} review
                    {product.reviewsSummary.count === 1 ? '' : 's'}
                  </span>
                </a>
              ) : null}
            </div>

            {product.campaign ? <CampaignPriceNote tag={product.campaign} /> : null}
            {product.cake && cakePrice ? (
              <CakeOptionsForm productId={product.id} name={product.name} cake={product.cake} initialPrice={cakePrice} />
            ) : (
              <div>
                <PurchasePrice>
                  <p data-testid="product-price" className="text-2xl">
                    <Price amount={product.sellingPrice} listPrice={product.salePrice === null ? null : product.price} />
                  </p>
                  {product.discountPercent > 0 ? (
                    <p className="mt-1 text-sm font-semibold text-leaf-700">You save {product.discountPercent}%</p>
                  ) : null}
                </PurchasePrice>
                <div className="mt-4">
                  <AddToCartButtons productId={product.id} name={product.name} />
                </div>
              </div>
            )}

            <p className={`text-sm font-semibold ${soldOut ? 'text-brand-800' : 'text-leaf-700'}`} data-testid="availability">
              {availabilityText({ inStock: product.inStock, isReadyMade: product.isReadyMade, isConfigurableCake: product.cake !== null })}
            </p>

            <div className="flex flex-wrap items-center gap-3">
              <WishlistButton productId={product.id} productType={product.type} name={product.name} variant="page" />
              <CompareButton productId={product.id} name={product.name} kind={product.type === 'automobile' ? 'automobile' : 'product'} />
            </div>

            {product.shortDescription ? <p className="text-gray-800">{product.shortDescription}</p> : null}

            <DeliveryInfo product={product} />

            {product.occasions.length > 0 ? (
              <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
                Perfect for:
                {product.occasions.map((o) => (
                  <Link key={o.slug} href={o.url} className="rounded-full bg-cocoa-50 px-3 py-1 text-cocoa-900 hover:bg-cocoa-100">
                    {o.name}
                  </Link>
                ))}
              </p>
            ) : null}
          </div>
        </div>

        <div className="mt-8">
          {product.description ? (
            <Section id="description" title="Description">
              <div className="max-w-3xl space-y-3 whitespace-pre-line text-gray-800">{product.description}</div>
              {product.brand ? <p className="mt-3 text-sm text-gray-700">Brand: {product.brand.name}</p> : null}
            </Section>
          ) : null}

          {product.accessories.length > 0 ? (
            <BelowFold>
              <Section id="accessories" title="Make it special: add-ons">
                <AccessoriesList accessories={product.accessories} productId={product.id} />
              </Section>
            </BelowFold>
          ) : null}

          {product.combos.length > 0 ? (
            <BelowFold>
              <Section id="combos" title="Goes well with">
                <CombosList combos={product.combos} />
              </Section>
            </BelowFold>
          ) : null}

          <BelowFold>
            <Section id="reviews" title="Customer reviews">
              <ReviewsSection
                productId={product.id}
                productName={product.name}
                summary={product.reviewsSummary}
                reviews={product.reviews}
                pagination={reviewsPagination(product.reviewsSummary.count, product.reviews.length)}
              />
            </Section>
          </BelowFold>

          {suggested.length > 0 ? (
            <BelowFold>
              <div className="border-t border-cocoa-100">
                <ProductStrip title="You may also like" products={suggested} id="suggested-cakes" />
              </div>
            </BelowFold>
          ) : null}
        </div>

        <StickyBuyBar price={{ amount: product.sellingPrice, listPrice: product.salePrice === null ? null : product.price }} />
      </ProductPurchase>
    </Container>
  );
}
