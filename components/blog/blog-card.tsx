import Link from 'next/link';
import { ArtImage } from '@/components/ui/art-image';
import type { BlogCard as BlogCardData } from '@/lib/server/services/blog';
import { PostByline } from './post-byline';
import { ReactionIcon } from './reaction-icons';

type Props = { post: BlogCardData; headingLevel?: 'h2' | 'h3'; priority?: boolean; variant?: 'card' | 'featured' };

/** A post in a list: cover art, category, title, excerpt, byline and counts. The whole card is one link target. */
export function BlogCard({ post, headingLevel = 'h2', priority = false, variant = 'card' }: Props) {
  const Heading = headingLevel;
  const featured = variant === 'featured';
  return (
    <article
      className={`relative flex overflow-hidden rounded-2xl border border-cocoa-100 bg-white shadow-sm transition-shadow hover:shadow-md ${
        featured ? 'flex-col md:flex-row' : 'flex-col'
      }`}
      data-testid="blog-card"
    >
      <ArtImage
        src={post.cover}
        alt=""
        width={800}
        height={500}
        priority={priority}
        className={`h-auto w-full bg-cocoa-50 object-cover ${featured ? 'md:w-3/5' : ''}`}
      />
      <div className={`flex flex-1 flex-col gap-2 p-4 ${featured ? 'md:justify-center md:p-8' : ''}`}>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{post.category.name}</p>
        <Heading className={`font-display font-bold leading-snug text-cocoa-900 ${featured ? 'text-2xl sm:text-3xl' : 'text-lg'}`}>
          <Link href={post.url} className="after:absolute after:inset-0 hover:text-brand-700">
            {post.title}
          </Link>
        </Heading>
        <p className={`text-gray-700 ${featured ? 'text-base' : 'line-clamp-3 text-sm'}`}>{post.excerpt}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <PostByline post={post} />
          <p className="flex items-center gap-3 text-xs text-gray-700">
            <span className="inline-flex items-center gap-1">
              <ReactionIcon kind="love" className="h-3.5 w-3.5" />
              {post.reactionCount}
              <span className="sr-only"> reactions</span>
            </span>
            <span className="inline-flex items-center gap-1">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="h-3.5 w-3.5 fill-cocoa-700">
                <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z" />
              </svg>
              {post.commentCount}
              <span className="sr-only"> comments</span>
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}
