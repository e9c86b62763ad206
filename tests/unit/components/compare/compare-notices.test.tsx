/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { CompareBar } from '@/components/compare/compare-bar';
import { CompareButton } from '@/components/compare/compare-button';
import { useCompareStore } from '@/stores/compare-store';

// What the shopper is told about the compare list (issue 23 §7): a 4th item restarts the list (SPEC §4) and says so,
// naming it, on the page and in a toast; the bar counts "1 product", "2 products".

jest.mock('next/navigation', () => ({ usePathname: () => '/product/x', useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));
jest.mock('react-hot-toast', () => ({ __esModule: true, default: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }) }));

const server = setupServer(
  http.get('*/api/V2/compare', ({ request }) => {
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
    return HttpResponse.json({ data: { compareProducts: ids.map((id) => ({ id, name: `Cake ${id}` })) } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  act(() => useCompareStore.setState({ ids: [], expiresAt: null }));
  jest.mocked(toast).mockClear();
});
afterAll(() => server.close());

const withQuery = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>
);

it('says "Compare restarted with <name>" on the page and in a toast when a 4th cake restarts the list', async () => {
  act(() => {
    for (const id of [1, 2]) useCompareStore.getState().add(id);
  });
  render(withQuery(<CompareButton productId={3} name="Black Forest Cake" />));
  await userEvent.click(screen.getByRole('button', { name: /Add to compare/ }));
  expect(screen.getByRole('status')).toHaveTextContent('Black Forest Cake is in your comparison.');
  expect(toast).not.toHaveBeenCalled();
  cleanup();

  render(withQuery(<CompareButton productId={4} name="Red Velvet Heart Cake" />));
  await userEvent.click(screen.getByRole('button', { name: /Add to compare/ }));
  expect(useCompareStore.getState().ids).toEqual([4]);
  expect(screen.getByRole('status')).toHaveTextContent(/^Compare restarted with Red Velvet Heart Cake: you can compare 3 at a time/);
  expect(toast).toHaveBeenCalledWith(expect.stringMatching(/^Compare restarted with Red Velvet Heart Cake/), expect.anything());
});

it('the compare bar reads "1 product", then "2 products"', async () => {
  act(() => void useCompareStore.getState().add(1));
  render(withQuery(<CompareBar />));
  const bar = screen.getByTestId('compare-bar-product');
  expect(bar).toHaveTextContent(/Compare 1 product\b/);
  expect(bar).not.toHaveTextContent('1 products');
  act(() => void useCompareStore.getState().add(2));
  expect(bar).toHaveTextContent(/Compare 2 products/);
  expect(await screen.findByText('Cake 2')).toBeInTheDocument();
});
