import { act, fireEvent, render, screen } from '@testing-library/react';
import { RouteLoading } from '@/components/layout/route-loading';
import { RouteLoadingOverlayRoot, SHOW_AFTER_MS } from '@/components/layout/route-loading-overlay';
import { LoadingScreen } from '@/components/ui/spinner';
import { navigation } from './navigation-mock';

jest.mock('next/navigation', () => jest.requireActual('./navigation-mock').nextNavigationMock());

// A stand-in for next/link: it cancels the browser's navigation and routes on the client (plain anchors on purpose).
/* eslint-disable @next/next/no-html-link-for-pages */
function Page({ lazy = false }: { lazy?: boolean }) {
  const Loading = lazy ? RouteLoading : RouteLoadingOverlayRoot;
  return (
    <>
      <a href="/category/cakes" onClick={(event) => event.preventDefault()}>
        Cakes
      </a>
      <a href="/#reviews" onClick={(event) => event.preventDefault()}>
        Reviews
      </a>
      <a href="https://example.com/" onClick={(event) => event.preventDefault()}>
        Elsewhere
      </a>
      <Loading>
        <LoadingScreen />
      </Loading>
    </>
  );
}
/* eslint-enable @next/next/no-html-link-for-pages */

beforeEach(() => {
  jest.useFakeTimers();
  navigation.pathname = '/';
});
afterEach(() => jest.useRealTimers());

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

test("a slow in-app navigation shows 'Loading Please Wait' until the new page arrives", () => {
  const { rerender } = render(<Page />);
  fireEvent.click(screen.getByText('Cakes'));
  wait(SHOW_AFTER_MS - 10);
  expect(screen.queryByText('Loading Please Wait')).toBeNull(); // a fast (prefetched) page never flashes it
  wait(20);
  expect(screen.getByRole('status')).toHaveTextContent('Loading Please Wait');

  navigation.pathname = '/category/cakes';
  rerender(<Page />);
  expect(screen.queryByText('Loading Please Wait')).toBeNull();
});

test('the first page and links that load nothing new show no loading state', () => {
  render(<Page />);
  expect(screen.queryByText('Loading Please Wait')).toBeNull();
  fireEvent.click(screen.getByText('Reviews'));
  fireEvent.click(screen.getByText('Elsewhere'));
  wait(SHOW_AFTER_MS * 2);
  expect(screen.queryByText('Loading Please Wait')).toBeNull();
});

test('browser back ends the loading state', () => {
  render(<Page />);
  fireEvent.click(screen.getByText('Cakes'));
  wait(SHOW_AFTER_MS + 10);
  expect(screen.getByText('Loading Please Wait')).toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(screen.queryByText('Loading Please Wait')).toBeNull();
});

test("the overlay's code loads at the first click, and that click's slow navigation shows it too", async () => {
  jest.useRealTimers();
  render(<Page lazy />);
  expect(screen.queryByText('Loading Please Wait')).toBeNull();
  fireEvent.click(screen.getByText('Cakes'));
  expect(await screen.findByRole('status')).toHaveTextContent('Loading Please Wait');
});

test('a first click that starts no navigation shows nothing once the code is in', async () => {
  jest.useRealTimers();
  render(<Page lazy />);
  fireEvent.click(screen.getByText('Reviews'));
  await act(() => new Promise((resolve) => setTimeout(resolve, SHOW_AFTER_MS * 2)));
  expect(screen.queryByText('Loading Please Wait')).toBeNull();
});
