'use client';

import type { ReactNode } from 'react';
import { useRevealOnArrival } from './reveal';

type Props = {
  signal: string;
  className?: string;
  /** A status ("You applied") is announced as one; a new message in a conversation is a list item, not a status. */
  as?: 'status' | 'li';
  children: ReactNode;
};

/**
 * A confirmation the server renders once a form's work is done (the page refreshed after it): brought into view and
 * focused when the form asked for it with `revealOnArrival(signal)`, and left where it is on any other visit.
 */
export function RevealOnArrival({ signal, className = '', as = 'status', children }: Props) {
  const ref = useRevealOnArrival<HTMLElement>(signal);
  const classes = `${className} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700`;
  if (as === 'li') {
    return (
      <li ref={ref as React.RefObject<HTMLLIElement | null>} className={classes}>
        {children}
      </li>
    );
  }
  return (
    <div ref={ref as React.RefObject<HTMLDivElement | null>} role="status" className={classes}>
      {children}
    </div>
  );
}
