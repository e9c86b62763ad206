import type { Renderable, ToastOptions } from 'react-hot-toast';

// react-hot-toast's code (about 4.7 KiB gzip, with its CSS-in-JS) loaded with the first toast, not with the page: a
// component on a first visit (a product card's wishlist heart) imports this instead. The toasts go to the same store
// the Toaster (components/layout/lazy-toaster.tsx) shows. For components that are not on a first visit, importing
// react-hot-toast directly costs nothing.
type Message = Renderable;

const load = () => import('react-hot-toast').then((m) => m.default);

export const lazyToast = Object.assign(
  (message: Message, options?: ToastOptions) => void load().then((toast) => toast(message, options)),
  {
    success: (message: Message, options?: ToastOptions) => void load().then((toast) => toast.success(message, options)),
    error: (message: Message, options?: ToastOptions) => void load().then((toast) => toast.error(message, options)),
  },
);
