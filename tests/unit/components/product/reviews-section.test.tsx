/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ReviewsSection } from '@/components/product/reviews-section';
import type { ReviewsSummary } from '@/lib/domain/catalogue-types';
import type { ReviewItem } from '@/lib/domain/reviews';

// The reviews' pages per order live in the section's own state (no React Query on the product page's first visit):
// the server's first page shows at once, "More reviews" appends the next, another order is read when chosen, and the
// newest comes back without a second request.

const summary: ReviewsSummary = {
  average: 4.5,
  count: 3,
  distribution: [
    { stars: 5, count: 2 },
    { stars: 4, count: 1 },
    { stars: 3, count: 0 },
    { stars: 2, count: 0 },
    { stars: 1, count: 0 },
  ],
};
const review = (id: number, title: string, rating = 5): ReviewItem => ({
  id,
  authorName: 'Asha',
  authorCity: 'Lalitpur',
  authorUsername: null,
  rating,
  title,
  body: `${title}, truly.`,
  photoUrl: null,
  verifiedPurchase: true,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const pagination = (currentPage: number) => ({ total: 3, count: currentPage === 1 ? 2 : 1, perPage: 2, currentPage, totalPages: 2 });

const calls: string[] = [];
const server = setupServer(
  http.get('/api/V2/reviews', ({ request }) => {
    const url = new URL(request.url);
    const sort = url.searchParams.get('sort');
    const page = Number(url.searchParams.get('page'));
    calls.push(`${sort}:${page}`);
    const reviews =
      sort === 'lowest' ? [review(3, 'Good enough', 4)] : page === 2 ? [review(3, 'Good enough', 4)] : [review(1, 'Lovely'), review(2, 'Fresh')];
    return HttpResponse.json({ data: { reviews, summary }, meta: { pagination: sort === 'lowest' ? { ...pagination(1), totalPages: 1 } : pagination(page) } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

test('the first page shows without a request; More reviews appends; another order is read once; newest needs none', async () => {
  const user = userEvent.setup();
  render(<ReviewsSection productId={5} productName="Black Forest" summary={summary} reviews={[review(1, 'Lovely'), review(2, 'Fresh')]} pagination={pagination(1)} />);
  expect(screen.getByText('Lovely')).toBeInTheDocument();
  expect(calls).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'More reviews' }));
  expect(await screen.findByText('Good enough')).toBeInTheDocument();
  expect(screen.getByText('Lovely')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
  expect(calls).toEqual(['newest:2']);

  await user.selectOptions(screen.getByLabelText('Sort reviews'), 'lowest');
  const list = await screen.findByText('Good enough');
  expect(screen.queryByText('Lovely')).not.toBeInTheDocument();
  expect(within(list.closest('div') as HTMLElement).getByText('Good enough')).toBeInTheDocument();
  expect(calls).toEqual(['newest:2', 'lowest:1']);

  await user.selectOptions(screen.getByLabelText('Sort reviews'), 'newest');
  expect(await screen.findByText('Lovely')).toBeInTheDocument();
  expect(screen.getByText('Good enough')).toBeInTheDocument();
  expect(calls).toEqual(['newest:2', 'lowest:1']);
});
