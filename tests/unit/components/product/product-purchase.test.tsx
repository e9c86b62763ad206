/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { AccessoriesList } from '@/components/product/accessories-list';
import { AddToCartButtons } from '@/components/product/add-to-cart-buttons';
import { CakeOptionsForm } from '@/components/product/cake-options-form';
import { ProductGallery } from '@/components/product/product-gallery';
import { ProductPurchase } from '@/components/product/product-purchase';
import { StickyBuyBar } from '@/components/product/sticky-buy-bar';
import { flavourColours } from '@/lib/domain/cake-art/flavour-colours';
import { EMPTY_CART, MAX_ACCESSORY_QUANTITY, type CartAccessoryLine, type CartView } from '@/lib/domain/cart-types';
import type { AccessoryView, CakeOptionsView } from '@/lib/domain/catalogue-types';
import { useCartStore } from '@/stores/cart-store';
import { cartOf, line } from '../../cart/fixtures';

// The product page's client parts together (issue 11 §3): the picture follows the options, single choices are
// stated, the phone's sticky bar adds once, and add-ons go in the cart from the page.

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/product/x' }));
jest.mock('react-hot-toast', () => ({ __esModule: true, default: { success: jest.fn(), error: jest.fn() } }));

const server = setupServer();
const clients: QueryClient[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  for (const client of clients.splice(0)) client.clear();
  server.resetHandlers();
  act(() => useCartStore.getState().clear());
});
afterAll(() => server.close());

function withQuery(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  clients.push(client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A Two-Tier chocolate cake (tiers 1–3, 2 by default) drawn by our art, in chocolate or vanilla, three icings. */
const TWO_TIER: CakeOptionsView = {
  basePrice: 800000,
  baseListPrice: 800000,
  minPound: 4,
  maxPound: 16,
  poundStep: 1,
  pricePerExtraPound: 150000,
  egglessPerPound: null,
  lessCreamAvailable: false,
  tiers: [
    { tiers: 1, minPound: 4, surcharge: 0 },
    { tiers: 2, minPound: 4, surcharge: 0 },
    { tiers: 3, minPound: 8, surcharge: 250000 },
  ],
  heights: [{ code: 'regular', label: 'Regular (4 inch)', surchargePerPound: 0 }],
  flavours: [
    { id: 1, name: 'Chocolate', extraPerPound: 0 },
    { id: 7, name: 'Vanilla', extraPerPound: 0 },
  ],
  icingTypes: [
    { code: 'buttercream', name: 'Buttercream', extraPerPound: 0 },
    { code: 'ganache', name: 'Chocolate Ganache', extraPerPound: 15000 },
    { code: 'fondant', name: 'Fondant', extraPerPound: 30000 },
  ],
  defaults: { pound: 4, tier: 2, height: 'regular', flavorId: 1, icingType: 'buttercream' },
  egglessAvailable: false,
  isPhotoCake: false,
  allowsMessage: true,
  maxMessageLength: 40,
  art: {
    base: { shape: 'round', tiers: 2, sponge: '#5a3421', cream: '#e9cdb4', accent: '#3b2418', decor: 'rosettes', topper: 'flowers', num: 0, seed: 170, view: 0 },
    flavours: [
      { id: 1, colours: flavourColours('chocolate', '#5a3421') },
      { id: 7, colours: flavourColours('vanilla', '#f3e3b5') },
    ],
  },
};

/** A ready-made cake: one size, one flavour, one icing, one height. */
const READY_MADE: CakeOptionsView = {
  ...TWO_TIER,
  minPound: 1,
  maxPound: 1,
  tiers: [{ tiers: 1, minPound: 1, surcharge: 0 }],
  flavours: [{ id: 2, name: 'Black Forest', extraPerPound: 0 }],
  icingTypes: [{ code: 'whipped-cream', name: 'Whipped Cream', extraPerPound: 0 }],
  defaults: { pound: 1, tier: 1, height: 'regular', flavorId: 2, icingType: 'whipped-cream' },
  art: null,
};

function cakePage(cake: CakeOptionsView) {
  return render(
    withQuery(
      <ProductPurchase productId={42} name="Two-Tier Chocolate Celebration Cake" cake={{ options: cake, initialPrice: { productPrice: 800000, listPrice: 800000 } }} maxQuantity={1} soldOut={false}>
        <ProductGallery images={[{ src: '/media/cake/x.svg', width: 800, height: 800, alt: 'cake' }]} name="Two-Tier Chocolate Celebration Cake" art={cake.art ?? null} />
        <CakeOptionsForm productId={42} name="Two-Tier Chocolate Celebration Cake" cake={cake} initialPrice={{ productPrice: 800000, listPrice: 800000 }} />
      </ProductPurchase>,
    ),
  );
}

const picture = () => screen.getByTestId('cake-art');
const tiersDrawn = () => picture().querySelectorAll('[data-tier]').length;
const icingColour = () => picture().querySelector('linearGradient[id$="cb"] stop:nth-child(2)')?.getAttribute('stop-color');

describe('the cake picture', () => {
  beforeEach(() => {
    server.use(http.get('/api/V2/calculate-product-price', () => HttpResponse.json({ data: { productPrice: 900000, listPrice: 900000, currency: 'NPR' } })));
  });

  it('opens a Two-Tier cake at two tiers and draws the tiers chosen', async () => {
    const user = userEvent.setup();
    cakePage(TWO_TIER);
    expect(screen.getByLabelText('Tiers')).toHaveValue('2');
    expect(tiersDrawn()).toBe(2);
    await user.selectOptions(screen.getByLabelText('Tiers'), '3');
    expect(tiersDrawn()).toBe(3);
    expect(screen.getByRole('img', { name: /3 tiers/ })).toBe(picture().querySelector('svg'));
    await user.selectOptions(screen.getByLabelText('Tiers'), '1');
    expect(tiersDrawn()).toBe(1);
  });

  it('paints the icing and the flavour chosen, and writes the message', async () => {
    const user = userEvent.setup();
    cakePage(TWO_TIER);
    const buttercream = icingColour();
    await user.selectOptions(screen.getByLabelText('Icing'), 'ganache');
    expect(icingColour()).not.toBe(buttercream);
    await user.selectOptions(screen.getByLabelText('Icing'), 'buttercream');
    expect(icingColour()).toBe(buttercream);
    await user.selectOptions(screen.getByLabelText('Flavour'), '7');
    expect(icingColour()).not.toBe(buttercream);
    await user.type(screen.getByLabelText(/Message on cake/), 'Happy Birthday Aama');
    const written = Array.from(picture().querySelectorAll('[data-part="message"] text'), (t) => t.textContent).join(' ');
    expect(written).toBe('Happy Birthday Aama');
    expect(screen.getByRole('img', { name: /Vanilla.*“Happy Birthday Aama” written on it/ })).toBeInTheDocument();
  });
});

it('states a ready-made cake’s one size, flavour and icing instead of offering selects with one choice', () => {
  cakePage(READY_MADE);
  const facts = screen.getByTestId('cake-facts');
  expect(facts).toHaveTextContent('Size:1 lb');
  expect(facts).toHaveTextContent('Flavour:Black Forest');
  expect(facts).toHaveTextContent('Icing:Whipped Cream');
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  // No drawing to redraw: the product's own photo is shown.
  expect(screen.queryByTestId('cake-art')).not.toBeInTheDocument();
});

describe("the phone's sticky bar", () => {
  it('adds exactly one on a double tap, with the quantity chosen in the form', async () => {
    const posts: Array<Record<string, unknown>> = [];
    server.use(
      http.post('/api/V2/add-to-cart', async ({ request }) => {
        posts.push((await request.json()) as Record<string, unknown>);
        await new Promise((r) => setTimeout(r, 50));
        return HttpResponse.json({ data: { ...cartOf([line({ cartItemId: 1, name: 'Red Roses', quantity: 2 })]), cartItemId: 1, quickCheckout: false } });
      }),
    );
    const user = userEvent.setup();
    render(
      withQuery(
        <ProductPurchase productId={7} name="Red Roses" maxQuantity={5} soldOut={false}>
          <AddToCartButtons productId={7} name="Red Roses" />
          <StickyBuyBar price={{ amount: 150000, listPrice: 180000 }} />
        </ProductPurchase>,
      ),
    );
    const bar = screen.getByTestId('sticky-buy-bar');
    expect(within(bar).getByTestId('sticky-price')).toHaveTextContent('रू 1,500');
    await user.click(screen.getByRole('button', { name: 'One more Red Roses' }));
    await user.dblClick(within(bar).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(useCartStore.getState().items).toHaveLength(1));
    expect(posts).toEqual([{ source: 'web', quantity: 2, productId: 7, quickCheckout: false }]);
  });

  it('stays on screen while the form\'s buttons are in view but its price is not, and steps aside when both are', () => {
    // jsdom has no layout: a stand-in IntersectionObserver lets the test say what is on screen.
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      private entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    try {
      render(
        withQuery(
          <ProductPurchase productId={42} name="Two-Tier Chocolate Celebration Cake" cake={{ options: TWO_TIER, initialPrice: { productPrice: 800000, listPrice: 800000 } }} maxQuantity={1} soldOut={false}>
            <CakeOptionsForm productId={42} name="Two-Tier Chocolate Celebration Cake" cake={TWO_TIER} initialPrice={{ productPrice: 800000, listPrice: 800000 }} />
            <StickyBuyBar />
          </ProductPurchase>,
        ),
      );
      const watcher = observers.find((o) => o.targets.length === 2)!;
      const [price, buttons] = [watcher.targets.find((t) => t.textContent?.includes('Price for your cake'))!, watcher.targets.find((t) => t.textContent?.includes('Buy now'))!];
      const show = (inView: Map<Element, boolean>) =>
        act(() =>
          watcher.callback(
            [...inView].map(([target, on]) => ({ target, isIntersecting: on, intersectionRatio: on ? 1 : 0 }) as unknown as IntersectionObserverEntry),
            {} as IntersectionObserver,
          ),
        );
      const bar = screen.getByTestId('sticky-buy-bar');
      // Typing the message: the buttons just below it are on screen, the price is far above.
      show(new Map([[price, false], [buttons, true]]));
      expect(bar).not.toHaveClass('invisible');
      expect(within(bar).getByTestId('sticky-price')).toHaveTextContent('रू 8,000');
      show(new Map([[price, true]]));
      expect(bar).toHaveClass('invisible');
      show(new Map([[buttons, false]]));
      expect(bar).not.toHaveClass('invisible');
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('is not shown for a sold-out product', () => {
    render(
      withQuery(
        <ProductPurchase productId={7} name="Red Roses" maxQuantity={0} soldOut>
          <StickyBuyBar price={{ amount: 150000, listPrice: null }} />
        </ProductPurchase>,
      ),
    );
    expect(screen.queryByTestId('sticky-buy-bar')).not.toBeInTheDocument();
  });
});

describe('add-ons on the product page', () => {
  const CANDLE: AccessoryView = { id: 1, slug: 'number-candle', name: 'Number Candle (0–9)', kind: 'candle', description: '', image: '/media/accessory/x.svg', price: 10000, inStock: true };
  const CARD: AccessoryView = { id: 5, slug: 'greeting-card', name: 'Greeting Card with Your Message', kind: 'card', description: '', image: '/media/accessory/y.svg', price: 10000, inStock: false };

  function cartWithCandles(quantity: number): CartView {
    const candle: CartAccessoryLine = { id: 1, accessoryId: 1, productId: 42, slug: 'number-candle', name: CANDLE.name, kind: 'candle', image: CANDLE.image, price: 10000, quantity, lineTotal: 10000 * quantity, available: true };
    return { ...EMPTY_CART, cartId: 9, accessories: quantity > 0 ? [candle] : [] };
  }

  it('adds a candle for this product with the cart’s call, then counts up to the cart’s limit', async () => {
    const posts: Array<Record<string, unknown>> = [];
    server.use(
      http.post('/api/V2/cake-accessory', async ({ request }) => {
        const body = (await request.json()) as { quantity: number };
        posts.push(body);
        return HttpResponse.json({ data: cartWithCandles(body.quantity) });
      }),
    );
    const user = userEvent.setup();
    render(withQuery(<AccessoriesList accessories={[CANDLE, CARD]} productId={42} />));
    expect(screen.getByText('Number Candle (0–9)')).toHaveClass('line-clamp-2');
    expect(screen.queryByRole('button', { name: `Add ${CARD.name}` })).not.toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Number Candle (0–9)' }));
    const count = await screen.findByRole('group', { name: 'How many Number Candle (0–9) in your cart' });
    expect(within(count).getByRole('status')).toHaveTextContent('1');
    expect(posts).toEqual([{ id: 1, quantity: 1, productId: 42, source: 'web' }]);
    expect(useCartStore.getState().cart?.accessories[0]).toMatchObject({ quantity: 1, lineTotal: 10000 });

    await user.click(within(count).getByRole('button', { name: 'One more Number Candle (0–9)' }));
    await waitFor(() => expect(within(count).getByRole('status')).toHaveTextContent('2'));
    expect(posts.at(-1)).toMatchObject({ id: 1, quantity: 2 });

    act(() => useCartStore.getState().setCart(cartWithCandles(MAX_ACCESSORY_QUANTITY)));
    expect(within(count).getByRole('button', { name: 'One more Number Candle (0–9)' })).toBeDisabled();
  });
});
