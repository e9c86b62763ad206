import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { Footer } from '@/components/layout/footer';
import { footerData } from './fixtures';

function renderFooter() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Footer data={footerData} />
    </QueryClientProvider>,
  );
}

test('Viber and WhatsApp numbers are labelled and open the chat apps; a landline dials', () => {
  renderFooter();
  const phones = within(screen.getByRole('list', { name: 'Phone numbers' })).getAllByRole('link');
  expect(phones.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Viber:+977-9801234567', 'viber://chat?number=%2B9779801234567'],
    ['WhatsApp:+977-9812345678', 'https://wa.me/9779812345678'],
    ['01-4412345', 'tel:014412345'],
  ]);
});

test('shows locations, app links under the app heading, social links by name, nav groups and the copyright', async () => {
  renderFooter();
  expect(screen.getByText('New Baneshwor, Kathmandu')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Get the Upahar Ghar app' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', footerData.appstore);
  expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', footerData.playstore);
  expect(screen.getByRole('link', { name: 'Upahar Ghar on Facebook' })).toHaveAttribute('href', 'https://facebook.com/upaharghar');
  expect(screen.getByRole('link', { name: 'Upahar Ghar on Youtube' })).toHaveAttribute('href', 'https://youtube.com/@upaharghar');
  const care = screen.getByRole('navigation', { name: 'Customer Care' });
  expect(within(care).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  expect(screen.getByText('© Upahar Ghar, All rights reserved.')).toBeInTheDocument();
  // The newsletter form is an island: rendered in the browser alone (no server HTML here), its code loads at once.
  expect(await screen.findByPlaceholderText('Your email address')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
});
