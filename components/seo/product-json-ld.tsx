import { ProductJsonLd as NextSeoProductJsonLd } from 'next-seo';
import type { ProductDetail } from '@/lib/domain/catalogue-types';
import { absoluteUrl, SITE_NAME } from '@/lib/seo/metadata';
import { acceptedPayments } from '@/lib/server/payments/registry';

/** schema.org price: rupees with 2 decimals as a string ('1250.00'), from integer paisa. */
function schemaPrice(paisa: number): string {
  return (Math.round(paisa) / 100).toFixed(2);
}

/**
 * Product structured data for the product page: name, images, SKU, brand, an NPR offer for what the customer pays
 * (sellingPrice) with availability and the payment methods checkout really offers (PAYMENT_GATEWAYS), and the rating
 * only when there are ratings (Google rejects ratingCount 0).
 */
export function ProductJsonLd({ product }: { product: ProductDetail }) {
  const url = absoluteUrl(product.url !== '/' ? product.url : `/product/${product.slug}`);
  const images = (product.images.length > 0 ? product.images : [product.image]).map((image) => absoluteUrl(image.src));
  const inStock = product.inStock && product.isActive;
  const offer = {
    url,
    price: schemaPrice(product.sellingPrice),
    priceCurrency: 'NPR',
    availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    // Explicit type: without it next-seo guesses Person for a bare name.
    seller: { '@type': 'Organization', name: product.store.name || SITE_NAME },
    // schema.org Offer.acceptedPaymentMethod (next-seo passes it through; its types do not list it).
    acceptedPaymentMethod: acceptedPayments().map((name) => ({ '@type': 'PaymentMethod', name })),
  } as const;
  return (
    <NextSeoProductJsonLd
      scriptId="product-jsonld"
      name={product.name}
      description={product.shortDescription || product.description}
      url={url}
      image={images}
      sku={product.sku}
      productID={String(product.id)}
      category={product.category.name}
      brand={{ name: product.brand?.name ?? product.store.name }}
      offers={offer}
      {...(product.ratingCount > 0
        ? {
            aggregateRating: {
              ratingValue: Math.round(product.ratingAverage * 10) / 10,
              ratingCount: product.ratingCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {})}
    />
  );
}
