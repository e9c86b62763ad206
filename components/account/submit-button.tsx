import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';

/** The form's main button: full width, shows a spinner and stays disabled while the request runs. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending || undefined} className={buttonClasses('primary', 'lg', 'w-full')}>
      {pending ? <Spinner className="h-4 w-4 text-white" /> : null}
      {children}
    </button>
  );
}
