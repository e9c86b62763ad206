import Link from 'next/link';
import type { ReactNode } from 'react';
import { PostByline } from '@/components/blog/post-byline';
import { RichText } from '@/components/content/rich-text';
import { ArtImage } from '@/components/ui/art-image';
import type { BlogPostDetail } from '@/lib/server/services/blog';

/**
 * A post's article as readers see it: category, title, excerpt, byline, cover, contents, text and tags. One component
 * for the post's page (/blog/{slug}) and the back office's preview of a draft, so the preview is the page.
 * `children` come after the tags inside the article (the page's reactions and share links).
 */
export function BlogArticle({ post, children }: { post: BlogPostDetail; children?: ReactNode }) {
  return (
    <article className="mx-auto mt-4 max-w-3xl" aria-labelledby="post-title">
      <header className="flex flex-col gap-3">
        <Link href={post.category.url} className="text-sm font-semibold uppercase tracking-wide text-brand-700 hover:underline">
          {post.category.name}
        </Link>
        <h1 id="post-title" className="font-display text-3xl font-bold leading-tight text-cocoa-900 sm:text-4xl">
          {post.title}
        </h1>
        <p className="text-lg text-gray-700">{post.excerpt}</p>
        <PostByline post={post} size="md" />
      </header>
      <ArtImage src={post.cover} alt="" width={800} height={500} priority className="mt-6 h-auto w-full rounded-2xl bg-cocoa-50" />
      {post.outline.length > 2 ? (
        <nav aria-label="Contents" className="mt-6 rounded-2xl bg-cocoa-50 p-4">
          <p className="text-sm font-semibold text-cocoa-900">Contents</p>
          {/* Each entry a whole line to tap (they were 16 px high text links, stacked 4 px apart). */}
          <ol className="mt-1 list-decimal pl-5 text-sm">
            {post.outline.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`} className="block py-2 text-brand-700 hover:underline">
                  {h.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <RichText doc={post.body} className="text-base" />
      {post.tags.length > 0 ? (
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-cocoa-50 px-3 py-1 text-sm text-cocoa-900">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  );
}
