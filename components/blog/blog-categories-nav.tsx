import Link from 'next/link';
import type { BlogCategoryView } from '@/lib/server/services/blog';
import { BLOG_HOME_PATH } from '@/lib/domain/blog';

/** The blog's categories as chips; the current one marked. */
export function BlogCategoriesNav({ categories, current }: { categories: BlogCategoryView[]; current: string | null }) {
  const chip = (active: boolean) =>
    `inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium ${
      active ? 'border-brand-600 bg-brand-600 text-white' : 'border-cocoa-200 bg-white text-cocoa-900 hover:border-brand-400 hover:text-brand-700'
    }`;
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link href={BLOG_HOME_PATH} className={chip(current === null)} aria-current={current === null ? 'page' : undefined}>
            All posts
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link href={c.url} className={chip(current === c.slug)} aria-current={current === c.slug ? 'page' : undefined}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
