import { Avatar } from '@/components/account/avatar';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import type { BlogCard } from '@/lib/server/services/blog';

/** Author, date (Kathmandu calendar) and reading time. */
export function PostByline({ post, size = 'sm' }: { post: Pick<BlogCard, 'author' | 'publishedAt' | 'readingMinutes'>; size?: 'sm' | 'md' }) {
  return (
    <div className={`flex items-center gap-2 ${size === 'md' ? 'text-sm' : 'text-xs'} text-gray-700`}>
      {post.author ? <Avatar name={post.author.name} src={post.author.avatar} size={size === 'md' ? 40 : 28} /> : null}
      <p>
        {post.author ? <span className="font-semibold text-cocoa-900">{post.author.name}</span> : null}
        {post.author ? ' · ' : ''}
        <time dateTime={post.publishedAt}>{formatKathmanduDate(post.publishedAt, 'd MMMM yyyy')}</time> · {post.readingMinutes} min read
      </p>
    </div>
  );
}
