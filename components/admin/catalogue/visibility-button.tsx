'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callAdmin } from '@/components/admin/staff/api-call';

/** Hide a product from the shop (every list, search, its page, the cart) or show it again, from the version shown. */
export function VisibilityButton({ id, name, isActive, version }: { id: number; name: string; isActive: boolean; version: number }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const toggle = async () => {
    setPending(true);
    const result = await callAdmin<{ product: { isActive: boolean } }>('post', `admin/catalogue/products/${id}/visibility`, { isActive: !isActive, version });
    setPending(false);
    const { default: toast } = await import('react-hot-toast');
    if (!result.ok) {
      toast.error(result.message);
      router.refresh();
      return;
    }
    toast.success(`${name} is ${result.data.product.isActive ? 'shown in' : 'hidden from'} the shop.`);
    router.refresh();
  };
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={pending}
      aria-label={`${isActive ? 'Hide' : 'Show'} ${name}`}
      className="rounded border border-gray-400 px-2 py-0.5 text-xs font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      {isActive ? 'Hide' : 'Show'}
    </button>
  );
}
