import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/api/query-client';
import { useQuery, useQueryClient } from '@/lib/api/react-query';

// No QueryClientProvider at the root (app/providers.tsx): the shop's hooks must work without one, sharing the tab's
// client, and still use a mounted provider's client when there is one (unit tests mount one each).

function Answer({ id }: { id: string }) {
  const query = useQuery({ queryKey: ['answer'], queryFn: async () => 'fetched' });
  const client = useQueryClient();
  return (
    <p data-testid={id} data-shared={String(client === getQueryClient())}>
      {query.data ?? 'pending'}
    </p>
  );
}

afterEach(() => getQueryClient().clear());

test('without a provider the hooks use one shared client per tab, and its cache is shared', async () => {
  getQueryClient().setQueryData(['answer'], 'cached');
  render(
    <>
      <Answer id="a" />
      <Answer id="b" />
    </>,
  );
  expect(screen.getByTestId('a')).toHaveTextContent('cached');
  expect(screen.getByTestId('b')).toHaveTextContent('cached');
  expect(screen.getByTestId('a')).toHaveAttribute('data-shared', 'true');
});

test('with a provider mounted, the hooks use its client, not the shared one', async () => {
  getQueryClient().setQueryData(['answer'], 'shared');
  const own = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  own.setQueryData(['answer'], 'own');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={own}>{children}</QueryClientProvider>;
  render(<Answer id="a" />, { wrapper });
  expect(screen.getByTestId('a')).toHaveTextContent('own');
  expect(screen.getByTestId('a')).toHaveAttribute('data-shared', 'false');
});

test('the hooks fetch through the shared client when nothing is cached', async () => {
  render(<Answer id="a" />);
  expect(await screen.findByText('fetched')).toBeInTheDocument();
  expect(getQueryClient().getQueryData(['answer'])).toBe('fetched');
});
