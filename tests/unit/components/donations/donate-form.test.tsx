import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DonateForm } from '@/components/donations/donate-form';
import { donateButtonLabel } from '@/lib/domain/donations';
import { useUserStore } from '@/stores/user-store';

// The donate button names no amount until the shopper chooses one (issue 23 §7), then the one chosen.

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/donations/x' }));

const donate = jest.fn();
jest.mock('@/lib/api/hooks/use-games', () => ({ gameCalls: { donate: (...args: unknown[]) => donate(...args) } }));

beforeEach(() => act(() => useUserStore.getState().setUser({ id: 7, username: 'sita', name: 'Sita Sharma', confirmed: true })));
afterEach(() => {
  cleanup();
  act(() => useUserStore.getState().reset());
  donate.mockReset();
});

const form = () => <DonateForm causeId={3} causeTitle="Festival meals" path="/donations/x" acceptsCakes={false} cakeAlias="Gift" />;

it('says "Donate" with no amount until one is picked, then "Donate रू 500"; a typed amount counts too', async () => {
  render(form());
  const button = screen.getByTestId('donate-submit');
  expect(button).toHaveTextContent(/^Donate with eSewa$/);
  expect(button).not.toHaveTextContent('रू');

  await userEvent.click(screen.getByRole('button', { name: 'रू 500' }));
  expect(button).toHaveTextContent(/^Donate रू 500 with eSewa$/);

  const other = screen.getByLabelText(/Or another amount/);
  await userEvent.clear(other);
  expect(button).toHaveTextContent(/^Donate with eSewa$/);
  await userEvent.type(other, '2750');
  expect(button).toHaveTextContent(/^Donate रू 2,750 with eSewa$/);
});

it('asks for an amount, beside the field, when Donate is pressed without one, and sends nothing', async () => {
  render(form());
  await userEvent.click(screen.getByTestId('donate-submit'));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose an amount from रू 100 to रू 1,00,000.');
  expect(screen.getByLabelText(/Or another amount/)).toHaveAttribute('aria-invalid', 'true');
  expect(donate).not.toHaveBeenCalled();
});

it('names only amounts a cause can take', () => {
  expect(donateButtonLabel('')).toBe('Donate');
  expect(donateButtonLabel('50')).toBe('Donate');
  expect(donateButtonLabel('12.5')).toBe('Donate');
  expect(donateButtonLabel('100000')).toBe('Donate रू 1,00,000');
  expect(donateButtonLabel('100001')).toBe('Donate');
});
