import type { ElementType, ReactNode } from 'react';

type ContainerProps = { children: ReactNode; className?: string; as?: ElementType };

/** The page's content width: full width with side padding on phones, at most 1280 px on wide screens. */
export function Container({ children, className = '', as: Tag = 'div' }: ContainerProps) {
  return <Tag className={`mx-auto w-full max-w-[1280px] px-4 sm:px-6 ${className}`.trim()}>{children}</Tag>;
}
