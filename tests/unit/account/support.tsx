import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { PublicUser } from '@/lib/domain/account-types';

// Shared by the account component tests. next/navigation needs the App Router; tests read and set `router`.
export const router = { pathname: '/', push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };

export const nextNavigationMock = () => ({
  usePathname: () => router.pathname,
  useRouter: () => ({ push: router.push, replace: router.replace, refresh: router.refresh, prefetch: jest.fn(), back: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
});

export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

export const asha: PublicUser = {
  id: 7,
  username: 'asha',
  name: 'Asha Shrestha',
  email: 'asha@example.com',
  phone: '9841234567',
  gender: null,
  dateOfBirth: null,
  avatar: null,
  bio: '',
  city: null,
  isPrivate: false,
  confirmed: true,
  emailVerified: true,
  phoneVerified: false,
  hasPassword: true,
  createdAt: '2026-01-05T10:00:00.000Z',
};

export const API = (path: string) => `/api/V2/${path}`;
