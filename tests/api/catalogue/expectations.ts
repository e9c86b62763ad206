import type { Pagination, ProductCard } from '@/lib/domain/catalogue-types';

// Checks every product list answer shares: what a client paging through a list relies on.

export function expectConsistentPage(products: ProductCard[], pagination: Pagination, perPage: number, page = 1): void {
  expect(products.length).toBeLessThanOrEqual(perPage);
  expect(pagination.perPage).toBe(perPage);
  expect(pagination.currentPage).toBe(page);
  expect(pagination.count).toBe(products.length);
  expect(pagination.totalPages).toBe(Math.ceil(pagination.total / perPage));
  const expectedCount = Math.max(0, Math.min(perPage, pagination.total - (page - 1) * perPage));
  expect(products.length).toBe(expectedCount);
}

export function expectCards(products: ProductCard[]): void {
  for (const p of products) {
    expect(Number.isInteger(p.price)).toBe(true);
    expect(Number.isInteger(p.sellingPrice)).toBe(true);
    expect(p.sellingPrice).toBe(p.salePrice ?? p.price);
    expect(p.url).toBe(p.type === 'product' || p.type === 'cake' ? `/product/${p.slug}` : '/');
    expect(p.image.src).toBeTruthy();
  }
}

export const PUBLIC_CACHE = 'public, s-maxage=300, stale-while-revalidate=3600';
