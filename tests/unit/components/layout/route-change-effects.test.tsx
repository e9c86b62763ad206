import { render } from '@testing-library/react';
import { RouteChangeEffects } from '@/components/layout/route-change-effects';
import { useUiStore } from '@/stores/ui-store';
import { navigation } from './navigation-mock';

jest.mock('next/navigation', () => jest.requireActual('./navigation-mock').nextNavigationMock());

test('every route change scrolls to the top, shows the search bar again and closes the drawer', () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  navigation.pathname = '/';
  const { rerender } = render(<RouteChangeEffects />);
  scrollTo.mockClear();

  useUiStore.setState({ searchBarVisible: false, drawerOpen: true });
  navigation.pathname = '/category/cakes';
  rerender(<RouteChangeEffects />);

  expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  expect(useUiStore.getState().searchBarVisible).toBe(true);
  expect(useUiStore.getState().drawerOpen).toBe(false);
});
