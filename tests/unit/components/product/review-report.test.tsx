/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
// msw 2 needs the fetch API globals that plain jsdom lacks, and its Node build (see that environment file).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import toast from 'react-hot-toast';
import { goToLogin } from '@/components/product/go-to-login';
import { ReviewReport } from '@/components/product/review-report';
import { useUserStore } from '@/stores/user-store';

jest.mock('react-hot-toast', () => ({ __esModule: true, default: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@/components/product/go-to-login', () => ({ goToLogin: jest.fn() }));

// A shopper reports a review: the reason they chose reaches the `report` call with the review as its target, and the
// server's answer is what they are told.

const sent: unknown[] = [];
const server = setupServer(
  http.post('/api/V2/report', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ data: { message: 'Thank you: our team will look at it.' } }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
  jest.clearAllMocks();
});
afterAll(() => server.close());

test('a logged-in shopper reports a review for the reason they chose and is thanked', async () => {
  useUserStore.setState({ isLoggedIn: true });
  const user = userEvent.setup();
  render(<ReviewReport reviewId={42} />);
  await user.click(screen.getByRole('button', { name: 'Report this review' }));
  await user.selectOptions(screen.getByLabelText('What is wrong with it?'), 'false-information');
  await user.click(screen.getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thank you: our team will look at it.'));
  expect(sent).toEqual([{ targetType: 'review', targetId: 42, reason: 'false-information', details: '' }]);
  // The form closes once sent.
  expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
});

test('a visitor is sent to log in instead, and nothing is sent', async () => {
  useUserStore.setState({ isLoggedIn: false });
  const user = userEvent.setup();
  render(<ReviewReport reviewId={42} />);
  await user.click(screen.getByRole('button', { name: 'Report this review' }));
  expect(goToLogin).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);
});
