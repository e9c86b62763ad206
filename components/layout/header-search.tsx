'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';
import { useUiStore } from '@/stores/ui-store';

/**
 * The wide-screen search box: a GET form to /search?q= (works before JavaScript loads, too); once hydrated, a
 * client-side navigation. A plain <form> and the router rather than next/form: next/form's code (about 1.7 KiB gzip)
 * would be on every page's first visit, for the same navigation. `children` are the form's field and button
 * (HeaderSearchFields, drawn by the server header), so their markup is not in the page's JavaScript.
 */
export function HeaderSearch({ className = '', children }: { className?: string; children: ReactNode }) {
  const visible = useUiStore((s) => s.searchBarVisible);
  const router = useRouter();
  if (!visible) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') query.append(name, value);
    router.push(`/search?${query.toString()}`);
  };
  return (
    <form action="/search" role="search" onSubmit={onSubmit} className={`relative w-full ${className}`.trim()}>
      {children}
    </form>
  );
}
