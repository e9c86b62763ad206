/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SlotCapacityForm } from '@/components/admin/kitchen/slot-capacity-form';

// The manager's capacity field on /admin/slots: saves the number, says when it is below what is booked, and shows
// the server's message by the field when it refuses the value.

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));
jest.mock('react-hot-toast', () => ({ __esModule: true, default: { success: jest.fn(), error: jest.fn() } }));

const bodies: unknown[] = [];
const server = setupServer(
  http.patch('/api/dashboard/v1/admin/slots/:id', async ({ request, params }) => {
    const body = (await request.json()) as { capacity: number };
    bodies.push({ id: params.id, ...body });
    if (body.capacity > 500) return HttpResponse.json({ error: { message: 'Please check the highlighted fields.', code: 'validation_error', fields: { capacity: 'Capacity is at most 500 cakes a day' } } }, { status: 400 });
    return HttpResponse.json({ data: { id: Number(params.id), label: '12 PM – 3 PM', capacity: body.capacity } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('saves a new capacity, warns below what is booked, and shows a refusal by the field', async () => {
  const user = userEvent.setup();
  render(<SlotCapacityForm slotId={2} label="Standard 12 PM – 3 PM" capacity={40} maxBooked={12} />);
  const field = screen.getByLabelText('Cakes a day for Standard 12 PM – 3 PM');
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled(); // nothing changed yet

  await user.clear(field);
  await user.type(field, '10');
  expect(screen.getByText(/Below the 12 already booked on a day/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('button', { name: 'Save' });
  expect(bodies).toEqual([{ id: '2', capacity: 10 }]);
  expect(refresh).toHaveBeenCalled();

  // Enter saves too; 0 closes the slot.
  await user.clear(field);
  await user.type(field, '0{Enter}');
  await screen.findByRole('button', { name: 'Save' });
  expect(bodies).toEqual([{ id: '2', capacity: 10 }, { id: '2', capacity: 0 }]);

  // The browser's own min/max stop 900 first; past them (an old browser), the server's message shows by the field.
  await user.clear(field);
  await user.type(field, '900');
  fireEvent.submit(field.closest('form')!);
  expect(await screen.findByRole('alert')).toHaveTextContent('Capacity is at most 500 cakes a day');
  expect(field).toHaveAttribute('aria-invalid', 'true');
});
