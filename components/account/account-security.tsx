'use client';

import { useState } from 'react';
import { logoutOtherDevices } from '@/lib/api/session';
import { Button } from '@/components/ui/button';
import { FormAlert } from './form-alert';
import { serverErrors } from './form-errors';
import { LogoutButton } from './logout-button';

function devicesText(count: number): string {
  if (count === 0) return 'You were not logged in anywhere else.';
  return `Logged out of ${count} other ${count === 1 ? 'device' : 'devices'}. This one stays logged in.`;
}

/** "Log out of other devices" (user-logout?excludeThis=1) and "Log out" for this one. */
export function AccountSecurity() {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={pending}
          onClick={async () => {
            setPending(true);
            setResult(null);
            try {
              setResult({ tone: 'success', text: devicesText(await logoutOtherDevices()) });
            } catch (failure) {
              setResult({ tone: 'error', text: serverErrors(failure, []).form ?? '' });
            } finally {
              setPending(false);
            }
          }}
        >
          Log out of other devices
        </Button>
        <LogoutButton variant="ghost" />
      </div>
      <FormAlert tone={result?.tone ?? 'success'} message={result?.text} />
    </div>
  );
}
