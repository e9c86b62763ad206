/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
// msw 2 needs the fetch API globals that plain jsdom lacks, and its Node build (see that environment file).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import toast from 'react-hot-toast';
import { NewsletterForm } from '@/components/layout/newsletter-form';

jest.mock('react-hot-toast', () => ({ __esModule: true, default: { success: jest.fn(), error: jest.fn() } }));

const SUBSCRIBE_URL = '/api/V2/newsletter/subscribe';
const requests: unknown[] = [];

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  jest.clearAllMocks();
});
afterAll(() => server.close());

function answer(status: number, body: unknown) {
  server.use(
    http.post(SUBSCRIBE_URL, async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false, gcTime: Infinity } } });
  render(
    <QueryClientProvider client={client}>
      <NewsletterForm placeholder="Your email address" buttonText="Subscribe" />
    </QueryClientProvider>,
  );
  return { input: screen.getByPlaceholderText('Your email address'), button: screen.getByRole('button', { name: 'Subscribe' }) };
}

test('a bad address shows "Invalid email format" beside the field and never reaches the server', async () => {
  answer(200, { data: { message: 'should not be called' } });
  const user = userEvent.setup();
  const { input, button } = renderForm();

  await user.type(input, 'asha@example');
  await user.click(button);

  expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Invalid email format');
  expect(requests).toHaveLength(0);
});

test('on success it shows the server message and clears the field', async () => {
  answer(200, { data: { message: 'Thank you for subscribing to Upahar Ghar!' } });
  const user = userEvent.setup();
  const { input, button } = renderForm();

  await user.type(input, '  Asha@Example.com ');
  await user.click(button);

  expect(await screen.findByText('Thank you for subscribing to Upahar Ghar!')).toBeInTheDocument();
  expect(input).toHaveValue('');
  expect(toast.success).toHaveBeenCalledWith('Thank you for subscribing to Upahar Ghar!');
  expect(requests).toEqual([{ email: 'Asha@Example.com' }]);
});

test("on failure it shows the server's error message", async () => {
  answer(429, { error: { message: 'Too many attempts, please wait a minute.', code: 'rate_limited' } });
  const user = userEvent.setup();
  const { input, button } = renderForm();

  await user.type(input, 'asha@example.com');
  await user.click(button);

  expect(await screen.findByText('Too many attempts, please wait a minute.')).toBeInTheDocument();
  // The address stays, so the visitor can simply try again.
  expect(input).toHaveValue('asha@example.com');
  expect(toast.error).toHaveBeenCalledWith('Too many attempts, please wait a minute.');
});

test("when the server gives no message it says 'Please try again to subscribe'", async () => {
  answer(500, {});
  const user = userEvent.setup();
  const { input, button } = renderForm();

  await user.type(input, 'asha@example.com');
  await user.click(button);

  await waitFor(() => expect(screen.getByText('Please try again to subscribe')).toBeInTheDocument());
});

// On a phone the schema and the HTTP client arrive over the network after the first tap, and the button is disabled
// only once they have: two taps in that window are two submits before any render.
test('a double tap on Subscribe sends the address once', async () => {
  answer(200, { data: { message: 'Thank you for subscribing to Upahar Ghar!' } });
  const user = userEvent.setup();
  const { input, button } = renderForm();

  await user.type(input, 'asha@example.com');
  fireEvent.click(button);
  fireEvent.click(button);

  expect(await screen.findByText('Thank you for subscribing to Upahar Ghar!')).toBeInTheDocument();
  expect(requests).toEqual([{ email: 'asha@example.com' }]);
});
