import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses, type Size, type Variant } from './button-classes';

type ButtonLinkProps = { href: string; children: ReactNode; variant?: Variant; size?: Size; className?: string };

/** A link that looks like a button: navigation stays a real <a> (crawlable, opens in a new tab). */
export function ButtonLink({ href, children, variant = 'primary', size = 'md', className = '' }: ButtonLinkProps) {
  return (
    <Link href={href} className={buttonClasses(variant, size, className)}>
      {children}
    </Link>
  );
}
