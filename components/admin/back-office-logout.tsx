'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useQueryClient } from '@/lib/api/react-query';
import { logout } from '@/lib/api/session';

/** Log out of the back office and the shop on this device, then the login page. */
export function BackOfficeLogout() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      className="rounded-md border border-gray-300 px-2.5 py-1 font-medium hover:bg-gray-100 disabled:opacity-60"
      onClick={async () => {
        setPending(true);
        await logout({ referrer: '/admin', navigate: (href) => router.push(href), queryClient });
      }}
    >
      Log out
    </button>
  );
}
