import { render, screen, within } from '@testing-library/react';
import { BottomNav } from '@/components/layout/bottom-nav';
import { navigation } from './navigation-mock';

jest.mock('next/navigation', () => jest.requireActual('./navigation-mock').nextNavigationMock());

afterEach(() => {
  navigation.pathname = '/';
});

function tabs() {
  const nav = screen.getByRole('navigation', { name: 'Bottom navigation' });
  return within(nav).getAllByRole('link');
}

test('has the four tabs Home, Categories, Search and Cart with their pages', () => {
  render(<BottomNav />);
  expect(tabs().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['Categories', '/categories'],
    ['Search', '/search'],
    ['Cart', '/cart'],
  ]);
});

test('marks the tab of the current page, including its sub-pages', () => {
  navigation.pathname = '/categories/cakes';
  render(<BottomNav />);
  const current = tabs().filter((a) => a.getAttribute('aria-current') === 'page');
  expect(current.map((a) => a.textContent)).toEqual(['Categories']);
});

test('Home is current only on the home page', () => {
  navigation.pathname = '/';
  const { unmount } = render(<BottomNav />);
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  unmount();

  navigation.pathname = '/search';
  render(<BottomNav />);
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
});
