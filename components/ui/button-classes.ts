// Pure, without next/link: a client component that only styles a <button> or <a> imports this, and no chunk it is in
// carries Link's code for it (Turbopack copies a module into every chunk that needs it).

export type Variant = 'primary' | 'secondary' | 'ghost';
export type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50',
  ghost: 'text-cocoa-800 hover:bg-cocoa-50',
};

// Every size keeps the tap target at least 36 px tall (WCAG 2.5.8 asks for 24).
const sizes: Record<Size, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
