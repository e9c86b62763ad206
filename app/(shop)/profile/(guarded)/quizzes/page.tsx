import Link from 'next/link';
import { accountMetadata } from '@/components/account/account-metadata';
import { ArtImage } from '@/components/ui/art-image';
import { ButtonLink } from '@/components/ui/button-link';
import { formatCount } from '@/lib/domain/counts';
import { quizEditPath, quizStatsPath } from '@/lib/domain/quiz';
import { listMyQuizzes } from '@/lib/server/services/quizzes';
import { myQuizListQuerySchema } from '@/lib/validation/quiz';
import { requireMember } from '../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('My quizzes', 'The quizzes you made on Upahar Ghar: drafts, live quizzes, plays and scores.', '/profile/quizzes');

type Props = { searchParams: Promise<{ page?: string | string[] }> };

const STATUS_STYLE: Record<string, string> = {
  approved: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  draft: 'bg-cocoa-100 text-cocoa-900',
  rejected: 'bg-brand-100 text-brand-900',
};

/** SPEC /profile/quizzes: the customer's own quizzes, last edited first, with their status, plays and average. */
export default async function MyQuizzesPage({ searchParams }: Props) {
  const member = await requireMember('/profile/quizzes');
  const parsed = myQuizListQuerySchema.safeParse(await searchParams);
  const page = parsed.success ? parsed.data.page : 1;
  const { items, pagination } = await listMyQuizzes(member.id, page);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">My quizzes</h1>
        <ButtonLink href="/profile/quizzes/addnew">Make a quiz</ButtonLink>
      </div>
      {items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
          <p className="font-semibold text-cocoa-900">{page > 1 ? 'No more quizzes' : 'You have not made a quiz yet'}</p>
          <p className="mt-1 text-sm text-gray-700">Ask your friends about Dashain, your favourite cakes or your neighbourhood. We score the plays and keep the leaderboard.</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="my-quizzes">
          {items.map((quiz) => (
            <li key={quiz.id} className="flex flex-col gap-3 rounded-2xl border border-cocoa-100 bg-white p-3 sm:flex-row sm:items-center">
              <ArtImage src={quiz.cover} alt="" width={800} height={500} className="h-auto w-full rounded-xl bg-cocoa-50 sm:w-40" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-cocoa-900">{quiz.title}</span>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[quiz.status] ?? ''}`}>{quiz.statusLabel}</span>
                </p>
                <p className="mt-1 text-sm text-gray-700">
                  {quiz.category.name} · {quiz.questionCount} questions · {formatCount(quiz.plays)} plays · average {quiz.averageScore === null ? '–' : `${quiz.averageScore}%`}
                </p>
              </div>
              <div className="flex flex-wrap gap-2 text-sm">
                <Link href={quizEditPath(quiz.slug)} className="inline-flex min-h-10 items-center rounded-full border border-cocoa-200 px-4 font-medium text-cocoa-900 hover:bg-cocoa-50">
                  Edit<span className="sr-only"> {quiz.title}</span>
                </Link>
                <Link href={quizStatsPath(quiz.slug)} className="inline-flex min-h-10 items-center rounded-full border border-cocoa-200 px-4 font-medium text-cocoa-900 hover:bg-cocoa-50">
                  Stats<span className="sr-only"> of {quiz.title}</span>
                </Link>
                {quiz.status === 'approved' ? (
                  <Link href={quiz.url} className="inline-flex min-h-10 items-center rounded-full border border-cocoa-200 px-4 font-medium text-cocoa-900 hover:bg-cocoa-50">
                    Play<span className="sr-only"> {quiz.title}</span>
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pagination.totalPages > 1 ? (
        <nav aria-label="Quiz pages" className="flex gap-4 text-sm">
          {page > 1 ? <Link href={`/profile/quizzes?page=${page - 1}`} className="text-brand-700 underline">Newer quizzes</Link> : null}
          {page < pagination.totalPages ? <Link href={`/profile/quizzes?page=${page + 1}`} className="text-brand-700 underline">Older quizzes</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
