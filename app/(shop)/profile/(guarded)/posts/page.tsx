import Link from 'next/link';
import { accountMetadata } from '@/components/account/account-metadata';
import { kathmanduDayTime } from '@/lib/domain/kathmandu-format';
import { MODERATION_KIND_LABELS, MODERATION_MESSAGES } from '@/lib/domain/moderation';
import { myModeratedItems } from '@/lib/server/services/moderation';
import { requireMember } from '../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Posts under review', 'Your reviews, comments, contest entries and quizzes waiting for approval or hidden by our team.', '/profile/posts');

/**
 * The author's own view of what the shop's moderation did with their posts (issue 25): what waits for approval, and
 * what our team hid with the reason. Published posts are where they were posted; nobody else sees this page's items.
 */
export default async function MyPostsUnderReviewPage() {
  const member = await requireMember('/profile/posts');
  const items = await myModeratedItems(member.id);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Posts under review</h1>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center text-sm text-gray-800">
          Nothing is waiting or hidden: everything you posted is published.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={`${item.kind}:${item.id}`} className="rounded-2xl border border-cocoa-100 bg-white p-4" data-testid="own-moderated-item">
              <p className="text-xs font-semibold uppercase tracking-wide text-gray-700">
                {MODERATION_KIND_LABELS[item.kind].one} · <time dateTime={item.createdAt}>{kathmanduDayTime(item.createdAt)}</time> ·{' '}
                {item.href ? (
                  <Link href={item.href} className="text-brand-700 underline" prefetch={false}>
                    {item.where}
                  </Link>
                ) : (
                  item.where
                )}
              </p>
              {item.title ? <p className="mt-1 font-semibold text-cocoa-900">{item.title}</p> : null}
              <p className="mt-1 whitespace-pre-line break-words text-sm text-gray-800">{item.text}</p>
              <p className={`mt-2 rounded-md px-2 py-1 text-sm ${item.state === 'held' ? 'bg-amber-50 text-amber-950' : 'bg-red-50 text-red-900'}`}>
                <strong>{item.state === 'held' ? MODERATION_MESSAGES.heldLabel : MODERATION_MESSAGES.hiddenLabel}</strong>
                {item.state === 'held' ? ': only you can see it until our team approves it.' : `: ${item.reason ?? 'it breaks our community rules.'}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
