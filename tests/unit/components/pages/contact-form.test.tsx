/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ContactForm } from '@/components/pages/contact-form';
import { contactPrefill, fillBlanks } from '@/lib/domain/contact-prefill';
import { useUserStore } from '@/stores/user-store';

// The contact form (issue 23 §7): a logged-in customer finds their details filled in (and can change them), and the
// confirmation is brought to where the shopper is looking after Send.

const sentBodies: unknown[] = [];
const server = setupServer(
  http.post('*/api/V2/contact-us', async ({ request }) => {
    sentBodies.push(await request.json());
    return HttpResponse.json({ data: { id: 1, message: 'Thank you. We received your message and will answer soon.' } }, { status: 201 });
  }),
);
const scrolled: Element[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no layout: record what asks to be scrolled into view.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  cleanup();
  act(() => useUserStore.getState().reset());
  sentBodies.length = 0;
  scrolled.length = 0;
});
afterAll(() => server.close());

const SITA = { id: 5, username: 'sita.demo', name: 'Sita Sharma', email: 'demo@upahar-ghar.test', phone: '9800000001', confirmed: true };

it('fills in a logged-in customer\'s name, email and phone, editable, and keeps them for the next message', async () => {
  render(<ContactForm />);
  expect(screen.getByLabelText('Your name')).toHaveValue('');
  // The session check answers after the page is up.
  act(() => useUserStore.getState().setUser(SITA));
  expect(screen.getByLabelText('Your name')).toHaveValue('Sita Sharma');
  expect(screen.getByLabelText(/^Email/)).toHaveValue('demo@upahar-ghar.test');
  expect(screen.getByLabelText(/^Phone/)).toHaveValue('9800000001');

  await userEvent.clear(screen.getByLabelText('Your name'));
  await userEvent.type(screen.getByLabelText('Your name'), 'Sita S.');
  await userEvent.type(screen.getByLabelText('Subject'), 'Cake for my office');
  await userEvent.type(screen.getByLabelText('Message'), 'Twelve 1 lb cakes to Jawalakhel on Friday at 3 pm, please.');
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  await screen.findByRole('status');
  expect(sentBodies).toEqual([expect.objectContaining({ name: 'Sita S.', email: 'demo@upahar-ghar.test', phone: '9800000001', subject: 'Cake for my office' })]);
  expect(screen.getByLabelText('Subject')).toHaveValue('');
  expect(screen.getByLabelText('Your name')).toHaveValue('Sita Sharma');
});

it('brings the confirmation into view and focuses it after Send, for every message sent', async () => {
  render(<ContactForm />);
  const send = async () => {
    await userEvent.type(screen.getByLabelText('Your name'), 'Anjali Rai');
    await userEvent.type(screen.getByLabelText(/^Email/), 'anjali@example.com');
    await userEvent.type(screen.getByLabelText('Subject'), 'Birthday cake to Dharan');
    await userEvent.type(screen.getByLabelText('Message'), 'Can you deliver a 2 lb eggless black forest to Dharan on Saturday?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
  };
  await send();
  const confirmation = await screen.findByRole('status');
  expect(confirmation).toHaveTextContent('We received your message');
  await waitFor(() => expect(confirmation).toHaveFocus());
  expect(scrolled).toEqual([confirmation]);
  expect(screen.getByLabelText('Your name')).toHaveValue('');

  await send();
  await waitFor(() => expect(scrolled).toHaveLength(2));
  expect(screen.getByRole('status')).toHaveFocus();
});

it('takes the account\'s details for blanks only, and nothing for a visitor', () => {
  expect(contactPrefill(null)).toEqual({ name: '', email: '', phone: '' });
  expect(contactPrefill({ name: 'Sita Sharma', email: null, phone: '9800000001' })).toEqual({ name: 'Sita Sharma', email: '', phone: '9800000001' });
  const typed = { name: 'Sita S.', email: '', phone: '', subject: 'Hi', message: '' };
  expect(fillBlanks(typed, contactPrefill(SITA))).toEqual({ ...typed, email: 'demo@upahar-ghar.test', phone: '9800000001' });
});
