import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '@/components/layout/header';
import { splitIntoColumns } from '@/components/layout/mega-menu';
import { useCartStore } from '@/stores/cart-store';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import { headerData } from './fixtures';
import { navigation } from './navigation-mock';

jest.mock('next/navigation', () => jest.requireActual('./navigation-mock').nextNavigationMock());
// Logout first ends the session on the server (POST user-logout); answer it here instead of the network.
const mockLogoutCall = jest.fn(async () => ({ data: { data: { revoked: 1 } } }));
jest.mock('@/lib/api/client', () => ({ authApi: { post: () => mockLogoutCall() }, api: {} }));
// next/form needs the router too; a plain GET form is what it renders before hydration anyway.
jest.mock('next/form', () => ({
  __esModule: true,
  default: ({ action, ...props }: { action: string } & Record<string, unknown>) => <form action={action} {...props} />,
}));

// jsdom has no Web Animations API; Headless UI only needs to know no animation is running.
beforeAll(() => {
  Element.prototype.getAnimations = () => [];
});

afterEach(async () => {
  // Let Headless UI finish its open/close transitions inside act.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  act(() => {
    useUserStore.getState().reset();
    useCartStore.getState().clear();
    useUiStore.getState().closeDrawer();
  });
  navigation.pathname = '/';
  navigation.push.mockReset();
  window.localStorage.clear();
});

const hrefs = (name: string | RegExp) => screen.getAllByRole('link', { name }).map((a) => a.getAttribute('href'));

test('a visitor sees Login and Register, and Play! goes to the try-out roulette', () => {
  render(<Header data={headerData} />);
  expect(hrefs('Login')).toContain('/login');
  expect(hrefs('Register')).toContain('/register');
  expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  expect(new Set(hrefs('Play!'))).toEqual(new Set(['/roulette/test-your-luck']));
});

test('a member sees Profile and Logout; Play! goes to the latest roulette; Logout returns to login with the referrer', async () => {
  window.localStorage.setItem('access_token', 'secret-token');
  navigation.pathname = '/category/cakes';
  act(() => useUserStore.getState().setUser({ id: 7, username: 'asha', name: 'Asha Shrestha', email: 'asha@example.com' }));
  render(<Header data={headerData} />);

  // The member's menu loads once they are known to be signed in.
  expect(await screen.findAllByRole('link', { name: 'Profile' })).not.toHaveLength(0);
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  expect(hrefs('Profile')).toContain('/profile');
  expect(new Set(hrefs('Play!'))).toEqual(new Set(['/roulette/latest']));

  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/login?referrer=%2Fcategory%2Fcakes'));
  expect(mockLogoutCall).toHaveBeenCalledTimes(1);
  expect(window.localStorage.getItem('access_token')).toBeNull();
  expect(useUserStore.getState().isLoggedIn).toBe(false);
});

test('the campaign link shows only when the header data has a campaign', () => {
  const { unmount } = render(<Header data={headerData} />);
  expect(hrefs('Winter Cake Festival')).toContain('/campaign/winter-cake-festival');
  unmount();

  render(<Header data={{ ...headerData, campaign: null }} />);
  expect(screen.queryByRole('link', { name: 'Winter Cake Festival' })).not.toBeInTheDocument();
});

test('the cart link shows how many items are in the cart', () => {
  render(<Header data={headerData} />);
  expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');

  act(() =>
    useCartStore.getState().setItems([
      { cartItemId: 1, slug: 'black-forest', image: '/media/p/1.svg', name: 'Black Forest Cake', sellingPrice: 120000, quantity: 2 },
      { cartItemId: 2, slug: 'red-roses', image: '/media/p/2.svg', name: 'Red Roses', sellingPrice: 150000, quantity: 1 },
    ]),
  );
  expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
});

test('the mini-cart lists items with price × quantity and a remove button, or says the cart is empty', async () => {
  render(<Header data={headerData} />);
  // Its code loads when first wanted: the pointer over the cart (or focus on it).
  expect(screen.queryByText('No Items In the Cart')).not.toBeInTheDocument();
  await userEvent.hover(screen.getByRole('link', { name: 'Cart, 0 items' }));
  expect(await screen.findByText('No Items In the Cart')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'View Cart' })).not.toBeInTheDocument();

  act(() =>
    useCartStore.getState().setItems([
      { cartItemId: 1, slug: 'black-forest', image: '/media/p/1.svg', name: 'Black Forest Cake', sellingPrice: 120000, quantity: 2 },
    ]),
  );
  expect(screen.getByRole('link', { name: 'Black Forest Cake' })).toHaveAttribute('href', '/product/black-forest');
  expect(screen.getByText('रू 1,200 × 2')).toBeInTheDocument();
  expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');

  await userEvent.click(screen.getByRole('button', { name: 'Remove from cart' }));
  expect(screen.getByText('No Items In the Cart')).toBeInTheDocument();
});

test('focus on the cart link brings the mini-cart too (keyboard use)', async () => {
  render(<Header data={headerData} />);
  act(() => screen.getByRole('link', { name: 'Cart, 0 items' }).focus());
  expect(await screen.findByText('No Items In the Cart')).toBeInTheDocument();
});

test('the About menu opens with its links and banner', async () => {
  render(<Header data={headerData} />);
  expect(screen.queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
  // The menus' code loads as they are first wanted (in the browser, on hover or focus): find the button once it is in.
  await userEvent.click(await screen.findByRole('button', { name: 'About' }));
  expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/aboutus');
  expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  expect(screen.getByRole('img', { name: 'About: featured' })).toBeInTheDocument();
});

test('Shop By Categories lists every category and sub-category, in three columns', async () => {
  render(<Header data={headerData} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Shop By Categories' }));
  // 4 top categories → columns of 2, 1 and 1, each its own list.
  const columns = screen.getAllByTestId('mega-menu-column');
  expect(columns.map((column) => column.children.length)).toEqual([2, 1, 1]);
  expect(screen.getByRole('link', { name: 'Cakes' })).toHaveAttribute('href', '/category/cakes');
  expect(screen.getByRole('link', { name: 'Birthday Cakes' })).toHaveAttribute('href', '/category/birthday-cakes');
  expect(screen.getByRole('link', { name: 'Gift Hampers' })).toHaveAttribute('href', '/category/hampers');
});

test('the menu button opens a drawer titled Menu with Home, categories, About, Bazaar, Fun, Blog and Vacancies', async () => {
  render(<Header data={headerData} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  const inDrawer = within(drawer);
  expect(inDrawer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(inDrawer.getByRole('link', { name: 'Flowers' })).toHaveAttribute('href', '/category/flowers');
  expect(inDrawer.getByRole('button', { name: 'Cakes' })).toBeInTheDocument();
  for (const section of ['About', 'Bazaar', 'Fun']) expect(inDrawer.getByRole('button', { name: section })).toBeInTheDocument();
  expect(inDrawer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
  expect(inDrawer.getByRole('link', { name: 'Vacancies' })).toHaveAttribute('href', '/careers');

  await userEvent.click(inDrawer.getByRole('button', { name: 'Bazaar' }));
  expect(inDrawer.getByRole('link', { name: 'Sell at UG' })).toHaveAttribute('href', '/sell-at-ug');
});

test('the search form submits to /search with q', () => {
  render(<Header data={headerData} />);
  const box = screen.getByRole('searchbox', { name: 'Search cakes, flowers and gifts' });
  expect(box).toHaveAttribute('name', 'q');
  expect(box.closest('form')).toHaveAttribute('action', '/search');
});

test('categories split evenly into three columns in reading order', () => {
  expect(splitIntoColumns([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([[1, 2, 3, 4], [5, 6, 7], [8, 9, 10]]);
  expect(splitIntoColumns([1, 2])).toEqual([[1], [2]]);
});

test('a header menu closes on Escape (focus back on its button) and on a press outside', async () => {
  const user = userEvent.setup();
  render(<Header data={headerData} />);
  const about = await screen.findByRole('button', { name: 'About' });
  await user.click(about);
  expect(about).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
  expect(about).toHaveFocus();

  await user.click(about);
  expect(screen.getByRole('link', { name: 'About Us' })).toBeInTheDocument();
  await user.click(document.body);
  expect(screen.queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();
});

test('the drawer takes focus, closes on Escape and gives focus back to the menu button', async () => {
  const user = userEvent.setup();
  render(<Header data={headerData} />);
  const opener = screen.getByRole('button', { name: 'Open menu' });
  await user.click(opener);
  const drawer = screen.getByRole('dialog', { name: 'Menu' });
  expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});
