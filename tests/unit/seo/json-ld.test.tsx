import { render } from '@testing-library/react';
import type { ProductDetail } from '@/lib/domain/catalogue-types';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { ProductJsonLd } from '@/components/seo/product-json-ld';
import { ShopJsonLd } from '@/components/seo/shop-json-ld';
import { WebSiteJsonLd } from '@/components/seo/website-json-ld';

process.env.SITE_URL = 'https://upahar.example';

function jsonLd(container: HTMLElement): Record<string, unknown> {
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script?.innerHTML ?? '{}') as Record<string, unknown>;
}

const image = { src: '/media/cake/red-velvet.svg', width: 800, height: 800, alt: 'Red velvet cake' };

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 42,
    type: 'cake',
    slug: 'red-velvet-cake',
    name: 'Red Velvet Cake </script><script>alert(1)</script>',
    url: '/product/red-velvet-cake',
    image,
    price: 180000,
    salePrice: 150050,
    sellingPrice: 150050,
    discountPercent: 16,
    ratingAverage: 4.67,
    ratingCount: 12,
    inStock: true,
    isUrgent: false,
    isReadyMade: false,
    storeName: 'Bakery Cafe',
    categorySlug: 'cakes',
    sku: 'UG-CAKE-042',
    shortDescription: 'Soft red velvet sponge with cream cheese frosting.',
    description: 'Long description',
    images: [image, { ...image, src: '/media/cake/red-velvet-2.svg' }],
    stock: 10,
    isActive: true,
    tags: [],
    colors: [],
    sizes: [],
    brand: { id: 1, slug: 'bakery-cafe', name: 'Bakery Cafe Brand', logo: '/media/logo.svg' },
    store: { id: 3, slug: 'bakery-cafe', name: 'Bakery Cafe', logo: '', city: 'Kathmandu', url: '/store/bakery-cafe' },
    category: { id: 5, slug: 'cakes', name: 'Cakes', imageFileName: 'cakes.svg', url: '/category/cakes', isCakeCategory: true },
    breadcrumb: [],
    occasions: [],
    reviewsSummary: { average: 4.67, count: 12, distribution: [] },
    reviews: [],
    accessories: [],
    combos: [],
    cake: null,
    ...overrides,
  };
}

describe('ProductJsonLd', () => {
  it('describes the product with an NPR offer in rupees and its rating', () => {
    const { container } = render(<ProductJsonLd product={product()} />);
    const data = jsonLd(container);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      sku: 'UG-CAKE-042',
      url: 'https://upahar.example/product/red-velvet-cake',
      image: ['https://upahar.example/media/cake/red-velvet.svg', 'https://upahar.example/media/cake/red-velvet-2.svg'],
      brand: { '@type': 'Brand', name: 'Bakery Cafe Brand' },
      offers: {
        '@type': 'Offer',
        price: '1500.50',
        priceCurrency: 'NPR',
        availability: 'https://schema.org/InStock',
        url: 'https://upahar.example/product/red-velvet-cake',
        seller: { '@type': 'Organization', name: 'Bakery Cafe' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, ratingCount: 12 },
    });
  });

  it('cannot be broken out of by a product name', () => {
    const { container } = render(<ProductJsonLd product={product()} />);
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(jsonLd(container).name).toBe('Red Velvet Cake </script><script>alert(1)</script>');
  });

  it('marks sold-out products OutOfStock and leaves out a rating nobody gave', () => {
    const { container } = render(<ProductJsonLd product={product({ inStock: false, ratingCount: 0, ratingAverage: 0 })} />);
    const data = jsonLd(container);
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(data).not.toHaveProperty('aggregateRating');
  });
});

describe('BreadcrumbJsonLd', () => {
  it('lists the trail with absolute URLs and positions', () => {
    const { container } = render(
      <BreadcrumbJsonLd items={[{ name: 'Home', path: '/' }, { name: 'Cakes', url: '/category/cakes' }, { name: 'Red Velvet' }]} />,
    );
    expect(jsonLd(container)).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://upahar.example/' },
        { '@type': 'ListItem', position: 2, name: 'Cakes', item: 'https://upahar.example/category/cakes' },
        { '@type': 'ListItem', position: 3, name: 'Red Velvet' },
      ],
    });
  });

  it('renders nothing without items', () => {
    const { container } = render(<BreadcrumbJsonLd items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('ShopJsonLd and WebSiteJsonLd', () => {
  it('describes the bakery in Kathmandu with its phone and socials', () => {
    const { container } = render(<ShopJsonLd telephone="+977-9801234567" sameAs={['https://facebook.com/ug']} />);
    expect(jsonLd(container)).toMatchObject({
      '@type': ['Bakery', 'Store'],
      name: 'Upahar Ghar',
      url: 'https://upahar.example/',
      telephone: '+977-9801234567',
      address: { '@type': 'PostalAddress', addressLocality: 'Kathmandu', addressCountry: 'NP' },
      sameAs: ['https://facebook.com/ug'],
    });
  });

  it('offers a site search box pointing at /search', () => {
    const { container } = render(<WebSiteJsonLd />);
    expect(jsonLd(container)).toMatchObject({
      '@type': 'WebSite',
      url: 'https://upahar.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://upahar.example/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('payment methods in structured data (issue 11 §7)', () => {
  const saved = process.env.PAYMENT_GATEWAYS;
  afterEach(() => {
    if (saved === undefined) delete process.env.PAYMENT_GATEWAYS;
    else process.env.PAYMENT_GATEWAYS = saved;
  });
  const names = (methods: unknown) => (methods as { '@type': string; name: string }[]).map((m) => `${m['@type']}:${m.name}`);

  it('the offer names exactly the methods checkout offers (PAYMENT_GATEWAYS=cod,esewa), never Fonepay', () => {
    process.env.PAYMENT_GATEWAYS = 'cod,esewa';
    const { container } = render(<ProductJsonLd product={product()} />);
    const offers = jsonLd(container).offers as Record<string, unknown>;
    expect(names(offers.acceptedPaymentMethod)).toEqual(['PaymentMethod:Cash on delivery', 'PaymentMethod:eSewa']);
    expect(container.innerHTML).not.toMatch(/Khalti|Fonepay/i);
  });

  it('every enabled gateway by default; the shop’s paymentAccepted follows the same list', () => {
    delete process.env.PAYMENT_GATEWAYS;
    const product1 = render(<ProductJsonLd product={product()} />);
    expect(names((jsonLd(product1.container).offers as Record<string, unknown>).acceptedPaymentMethod)).toEqual([
      'PaymentMethod:Cash on delivery',
      'PaymentMethod:eSewa',
      'PaymentMethod:Khalti',
    ]);
    process.env.PAYMENT_GATEWAYS = 'khalti';
    const shop = render(<ShopJsonLd />);
    expect(jsonLd(shop.container).paymentAccepted).toBe('Khalti');
    expect(shop.container.innerHTML).not.toMatch(/Fonepay/i);
  });
});
