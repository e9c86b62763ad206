import Link from 'next/link';
import { splitMentions } from '@/lib/domain/mentions';
import type { CommentAuthor } from '@/lib/domain/engagement';
import { personUrl } from '@/lib/domain/people';

/** A comment's plain text with its real @mentions highlighted (React text: nothing in it can become markup). */
export function MentionText({ body, mentions }: { body: string; mentions: CommentAuthor[] }) {
  const known = new Set(mentions.map((m) => m.username.toLowerCase()));
  const names = new Map(mentions.map((m) => [m.username.toLowerCase(), m.name]));
  return (
    <p className="whitespace-pre-line break-words text-gray-800">
      {splitMentions(body, known).map((part, i) =>
        part.type === 'mention' ? (
          <Link key={i} href={personUrl(part.username)} prefetch={false} className="font-semibold text-brand-700 hover:underline" title={names.get(part.username)} data-mention={part.username}>
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
