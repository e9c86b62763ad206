import type { ComponentProps } from 'react';
import { buttonClasses, type Size, type Variant } from './button-classes';

// ButtonLink is in ./button-link.tsx: with next/link here, every <Button> would carry Link's code into its chunk.
export { buttonClasses };

type ButtonProps = ComponentProps<'button'> & { variant?: Variant; size?: Size };

export function Button({ variant = 'primary', size = 'md', className = '', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}
