/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
// msw 2 needs the fetch API globals that plain jsdom lacks, and its Node build (see that environment file).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CompareBarSlot } from '@/components/layout/compare-bar-slot';
import { useAutomobileCompareStore, useCompareStore } from '@/stores/compare-store';

jest.mock('next/navigation', () => ({ usePathname: () => '/category/cakes' }));

const server = setupServer(
  http.get('*/api/V2/compare', ({ request }) => {
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
    return HttpResponse.json({ data: { compareProducts: ids.map((id) => ({ id, name: `Cake ${id}` })) } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  act(() => {
    useCompareStore.setState({ ids: [], expiresAt: null });
    useAutomobileCompareStore.setState({ ids: [], expiresAt: null });
  });
});
afterAll(() => server.close());

const renderSlot = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CompareBarSlot />
    </QueryClientProvider>,
  );

test('nothing stands at the foot of the page while both compare lists are empty', () => {
  const { container } = renderSlot();
  expect(container).toBeEmptyDOMElement();
  expect(screen.queryByRole('link', { name: 'Compare' })).not.toBeInTheDocument();
});

test('the compare bar appears as soon as a cake is picked to compare, and leaves when the list is cleared', async () => {
  renderSlot();
  act(() => void useCompareStore.getState().add(7));
  expect(await screen.findByTestId('compare-bar-product')).toHaveTextContent(/Compare 1 product\b/);
  expect(await screen.findByText('Cake 7')).toBeInTheDocument();

  act(() => useCompareStore.getState().clear());
  expect(screen.queryByTestId('compare-bar-product')).not.toBeInTheDocument();
});
