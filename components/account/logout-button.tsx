'use client';

import { useQueryClient } from '@/lib/api/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { logout } from '@/lib/api/session';
import { Button } from '@/components/ui/button';
import { LogoutIcon } from '@/components/ui/icons';

/** Log out of this device (SPEC §4 logout), then /login?referrer=<this page>. */
export function LogoutButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' | 'ghost' }) {
  const router = useRouter();
  const pathname = usePathname() ?? '/profile';
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant={variant}
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await logout({ referrer: pathname, navigate: (href) => router.push(href), queryClient });
      }}
    >
      <LogoutIcon className="h-4 w-4" />
      Log out
    </Button>
  );
}
