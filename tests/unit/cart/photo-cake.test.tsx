/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CartPage } from '@/components/cart/cart-page';
import { CakeOptionsForm } from '@/components/product/cake-options-form';
import type { CakeOptionsView } from '@/lib/domain/catalogue-types';
import { UPLOAD_MESSAGES } from '@/lib/validation/upload';
import { useCartStore } from '@/stores/cart-store';
import { cartOf, line } from './fixtures';

// The photo-cake picker on the product page and the photo beside the cart line.

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/product/x' }));
jest.mock('react-hot-toast', () => ({ __esModule: true, default: { success: jest.fn(), error: jest.fn() } }));

const PHOTO_ID = '5b0f3c1e-8d2a-4c47-9e61-0a7d2f4b9c13';

const PHOTO_CAKE: CakeOptionsView = {
  basePrice: 200000,
  baseListPrice: 200000,
  minPound: 1,
  maxPound: 4,
  poundStep: 1,
  pricePerExtraPound: 150000,
  egglessPerPound: null,
  lessCreamAvailable: false,
  tiers: [{ tiers: 1, minPound: 1, surcharge: 0 }],
  heights: [],
  flavours: [{ id: 7, name: 'Vanilla', extraPerPound: 0 }],
  icingTypes: [{ code: 'whipped-cream', name: 'Whipped cream', extraPerPound: 0 }],
  defaults: { pound: 1, tier: 1, height: null, flavorId: 7, icingType: 'whipped-cream' },
  egglessAvailable: false,
  isPhotoCake: true,
  allowsMessage: true,
  maxMessageLength: 30,
};

type Sent = { uploads: Array<{ kind: unknown; name: unknown; type: unknown }>; adds: Array<Record<string, unknown>> };
let sent: Sent;

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no object URLs: the preview needs one.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  sent = { uploads: [], adds: [] };
  server.use(
    http.post('/api/V2/upload/file', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      sent.uploads.push({ kind: form.get('kind'), name: file instanceof File ? file.name : null, type: file instanceof File ? file.type : null });
      return HttpResponse.json({ data: { id: PHOTO_ID, url: `/media/uploads/${PHOTO_ID}`, kind: 'photo-cake', contentType: 'image/png', width: 40, height: 30 } }, { status: 201 });
    }),
    http.post('/api/V2/add-to-cart', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.adds.push(body);
      return HttpResponse.json({ data: { ...cartOf([]), cartItemId: 1, quickCheckout: body.quickCheckout === true, redirect: '/checkout' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  push.mockReset();
  act(() => useCartStore.getState().clear());
});
afterAll(() => server.close());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CakeOptionsForm productId={21} name="Vanilla Photo Print Cake" cake={PHOTO_CAKE} initialPrice={{ productPrice: 200000, listPrice: 200000 }} debounceMs={0} />
    </QueryClientProvider>,
  );
}

const picker = () => screen.getByLabelText(/Your photo/);
const png = (name = 'aama.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

test('a photo cake asks for the photo: Add to cart without one says so beside the picker and sends nothing', async () => {
  const user = userEvent.setup();
  renderForm();
  expect(picker()).toBeRequired();
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByText(UPLOAD_MESSAGES.required)).toBeInTheDocument();
  expect(picker()).toHaveAttribute('aria-invalid', 'true');
  expect(picker()).toHaveFocus();
  expect(sent.uploads).toHaveLength(0);
  expect(sent.adds).toHaveLength(0);
});

test('a file that is not a photo, or one over 8 MB, is refused before any upload', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderForm();
  await user.upload(picker(), new File(['GIF89a'], 'cake.gif', { type: 'image/gif' }));
  expect(screen.getByText(UPLOAD_MESSAGES.type)).toBeInTheDocument();
  const huge = png('huge.png');
  Object.defineProperty(huge, 'size', { value: 9 * 1024 * 1024 });
  await user.upload(picker(), huge);
  expect(screen.getByText(UPLOAD_MESSAGES.tooBig)).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Preview of your photo' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(sent.uploads).toHaveLength(0);
  expect(sent.adds).toHaveLength(0);
});

test('a chosen photo is previewed, uploaded once, and added with its id (Add to cart, then Buy now)', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.upload(picker(), png());
  expect(screen.getByRole('img', { name: 'Preview of your photo' })).toHaveAttribute('src', 'blob:preview');
  await user.type(screen.getByLabelText(/Message on cake/), 'Happy Birthday Aama');

  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  await waitFor(() => expect(sent.adds).toHaveLength(1));
  expect(sent.uploads).toEqual([{ kind: 'photo-cake', name: 'aama.png', type: 'image/png' }]);
  expect(sent.adds[0]).toMatchObject({ productId: 21, options: { photoUploadId: PHOTO_ID, message: 'Happy Birthday Aama', pound: 1 } });

  await user.click(screen.getByRole('button', { name: 'Buy now' }));
  await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout'));
  expect(sent.uploads).toHaveLength(1);
  expect(sent.adds[1]).toMatchObject({ quickCheckout: true, options: { photoUploadId: PHOTO_ID } });
});

test('the server refusing the photo shows its message beside the picker, and the cake is not added', async () => {
  server.use(
    http.post('/api/V2/upload/file', () =>
      HttpResponse.json({ error: { message: 'Please check', code: 'bad_request', fields: { file: UPLOAD_MESSAGES.type } } }, { status: 400 }),
    ),
  );
  const user = userEvent.setup();
  renderForm();
  await user.upload(picker(), png('renamed.png'));
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByText(UPLOAD_MESSAGES.type)).toBeInTheDocument();
  expect(picker()).toHaveAttribute('aria-invalid', 'true');
  expect(sent.adds).toHaveLength(0);
});

test('the cart line shows the customer’s photo beside the cake', () => {
  const cake = line({
    cartItemId: 3,
    name: 'Vanilla Photo Print Cake',
    options: { pound: 1, photoUploadId: PHOTO_ID },
    optionsSummary: ['1 lb', 'Your photo on the cake'],
  });
  const roses = line({ cartItemId: 4, name: 'Red Roses' });
  act(() => useCartStore.getState().setCart(cartOf([cake, roses])));
  server.use(
    http.get('/api/V2/cart', () => HttpResponse.json({ data: cartOf([cake, roses]) })),
    http.get('/api/V2/accessories', () => HttpResponse.json({ data: { accessories: [] } })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CartPage />
    </QueryClientProvider>,
  );
  const photos = screen.getAllByRole('img', { name: 'Your photo for the cake' });
  expect(photos).toHaveLength(1);
  expect(decodeURIComponent(photos[0]!.getAttribute('src') ?? '')).toContain(`/media/uploads/${PHOTO_ID}`);
});
