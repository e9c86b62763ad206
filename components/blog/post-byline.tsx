import Link from 'next/link';
import { Avatar } from '@/components/account/avatar';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { personUrl } from '@/lib/domain/people';
import type { BlogCard } from '@/lib/server/services/blog';

type Props = { post: Pick<BlogCard, 'author' | 'publishedAt' | 'readingMinutes'>; size?: 'sm' | 'md' };

/** Author, date (Kathmandu calendar) and reading time; on the post page ('md') the author's name links to their page. */
export function PostByline({ post, size = 'sm' }: Props) {
  return (
    <div className={`flex items-center gap-2 ${size === 'md' ? 'text-sm' : 'text-xs'} text-gray-700`}>
      {post.author ? <Avatar name={post.author.name} src={post.author.avatar} size={size === 'md' ? 40 : 28} /> : null}
      <p>
        {post.author && size === 'md' ? (
          <Link href={personUrl(post.author.username)} prefetch={false} className="font-semibold text-cocoa-900 hover:text-brand-700 hover:underline">
            {post.author.name}
          </Link>
        ) : post.author ? (
          // Inside a blog card, which is itself one link.
          <span className="font-semibold text-cocoa-900">{post.author.name}</span>
        ) : null}
        {post.author ? ' · ' : ''}
        <time dateTime={post.publishedAt}>{formatKathmanduDate(post.publishedAt, 'd MMMM yyyy')}</time> · {post.readingMinutes} min read
      </p>
    </div>
  );
}
