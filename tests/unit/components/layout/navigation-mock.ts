// next/navigation needs the App Router's context, which jsdom tests do not have. Tests set `mockPathname`.
export const navigation = { pathname: '/', push: jest.fn() };

export const nextNavigationMock = () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ push: navigation.push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), refresh: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
});
