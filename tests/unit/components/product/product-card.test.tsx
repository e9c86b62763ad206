import { render, screen } from '@testing-library/react';
import { ProductCard } from '@/components/product/product-card';
import type { ProductCard as ProductCardData, ProductType } from '@/lib/domain/catalogue-types';

function card(type: ProductType, overrides: Partial<ProductCardData> = {}): ProductCardData {
  return {
    id: 1,
    type,
    slug: 'black-forest-cake',
    name: 'Black Forest Cake',
    // Deliberately not the SPEC link: the card must follow the type rule itself.
    url: '/somewhere-else',
    image: { src: '/media/cake/x.svg', width: 800, height: 800, alt: 'Black Forest Cake' },
    price: 150000,
    salePrice: null,
    sellingPrice: 150000,
    discountPercent: 0,
    ratingAverage: 4.5,
    ratingCount: 12,
    inStock: true,
    isUrgent: false,
    isReadyMade: false,
    storeName: 'Nanglo Bakery',
    categorySlug: 'cakes',
    ...overrides,
  };
}

test.each([
  ['product', '/product/black-forest-cake'],
  ['cake', '/product/black-forest-cake'],
  ['automobile', '/automobile/black-forest-cake'],
] as const)('a %s card links to %s (SPEC §2; automobiles to their own page, issue 15)', (type, href) => {
  render(<ProductCard product={card(type)} />);
  expect(screen.getByRole('link', { name: 'Black Forest Cake' })).toHaveAttribute('href', href);
});

test('a discounted product shows the sale price, the struck list price, the discount and the urgent badge', () => {
  render(
    <ProductCard
      product={card('cake', { price: 200000, salePrice: 150000, sellingPrice: 150000, discountPercent: 25, isUrgent: true })}
    />,
  );
  const item = screen.getByTestId('product-card');
  expect(item).toHaveTextContent('रू 1,500');
  expect(item.querySelector('s')).toHaveTextContent('रू 2,000');
  expect(item).toHaveTextContent('25% off');
  expect(item).toHaveTextContent('Urgent delivery');
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' })).toBeInTheDocument();
});
