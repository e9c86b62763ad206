import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { LazyToaster } from '@/components/layout/lazy-toaster';

// react-hot-toast asks whether the visitor prefers reduced motion; jsdom has no matchMedia.
beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  act(() => toast.remove());
});

test('a toast raised before the toaster has loaded shows once the visitor taps (nothing is lost)', async () => {
  render(<LazyToaster />);
  act(() => void toast.success('Black Forest Cake is in your cart.'));
  expect(screen.queryByText('Black Forest Cake is in your cart.')).not.toBeInTheDocument();

  fireEvent.pointerDown(document.body);
  expect(await screen.findByText('Black Forest Cake is in your cart.')).toBeInTheDocument();
});

test('a key press loads the toaster too (keyboard use)', async () => {
  render(<LazyToaster />);
  fireEvent.keyDown(document.body, { key: 'Tab' });
  act(() => void toast.error('We could not remove that item. Please try again.'));
  expect(await screen.findByText('We could not remove that item. Please try again.')).toBeInTheDocument();
});
