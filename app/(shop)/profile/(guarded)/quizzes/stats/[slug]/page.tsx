import Link from 'next/link';
import { notFound } from 'next/navigation';
import { accountMetadata } from '@/components/account/account-metadata';
import { Leaderboard } from '@/components/quiz/leaderboard';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatCount } from '@/lib/domain/counts';
import { quizEditPath } from '@/lib/domain/quiz';
import { DASHBOARD_API_BASE, dashboardEndpoints } from '@/lib/api/endpoints';
import { ApiError } from '@/lib/server/http/errors';
import { quizStats } from '@/lib/server/services/quizzes';
import { quizSlugSchema } from '@/lib/validation/quiz';
import { requireMember } from '../../../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Quiz stats', 'How your quiz is played: plays, completions, the average score and each question’s right-answer rate.', '/profile/quizzes');

type Props = { params: Promise<{ slug: string }> };

/** SPEC /profile/quizzes/stats/{slug}: the owner's figures for one quiz, and the same as a CSV download. */
export default async function QuizStatsPage({ params }: Props) {
  const { slug } = await params;
  const member = await requireMember(`/profile/quizzes/stats/${encodeURIComponent(slug)}`);
  if (!quizSlugSchema.safeParse(slug).success) notFound();
  const stats = await quizStats(member.id, { slug }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  const figures = [
    ['Plays', formatCount(stats.plays)],
    ['Completions', formatCount(stats.completions)],
    ['Average score', stats.averageScore === null ? '–' : `${stats.averageScore}%`],
  ];
  return (
    <div className="flex flex-col gap-5">
      <Link href="/profile/quizzes" className="text-sm text-brand-700 hover:underline">
        ← My quizzes
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Stats: {stats.quiz.title}</h1>
          <p className="text-sm text-gray-700">{stats.quiz.statusLabel}</p>
        </div>
        <div className="flex flex-wrap gap-2 text-sm">
          <a href={`${DASHBOARD_API_BASE}/${dashboardEndpoints.quizStatsCsv(stats.quiz.id)}`} download className="inline-flex min-h-10 items-center rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
            Download CSV
          </a>
          <Link href={quizEditPath(stats.quiz.slug)} className="inline-flex min-h-10 items-center rounded-full border border-cocoa-200 px-4 font-medium text-cocoa-900 hover:bg-cocoa-50">
            Edit quiz
          </Link>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3" data-testid="quiz-stats">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-cocoa-50 p-4 text-center">
            <dt className="text-xs text-gray-700 sm:text-sm">{label}</dt>
            <dd className="font-display text-2xl font-bold text-cocoa-900" data-testid={`stat-${label!.toLowerCase().replace(/ /g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="question-rates">
        <h2 id="question-rates" className="font-display text-xl font-bold text-cocoa-900">
          Right answers by question
        </h2>
        {/* Wider than a phone: it scrolls sideways, with a shadow on the side where more columns wait. */}
        <ScrollRegion labelledBy="question-rates" className="mt-3 rounded-2xl border border-cocoa-100">
          <table className="w-full min-w-[34rem] text-left text-sm">
            <thead className="bg-cocoa-50 text-cocoa-900">
              <tr>
                <th scope="col" className="px-3 py-2">#</th>
                <th scope="col" className="px-3 py-2">Question</th>
                <th scope="col" className="px-3 py-2">Right answer</th>
                <th scope="col" className="px-3 py-2 text-right">Answered</th>
                <th scope="col" className="px-3 py-2 text-right">Right</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-cocoa-100">
              {stats.questions.map((q, i) => (
                <tr key={q.id}>
                  <td className="px-3 py-2 text-gray-700">{i + 1}</td>
                  <td className="px-3 py-2 text-cocoa-900">{q.prompt}</td>
                  <td className="px-3 py-2 text-gray-700">{q.rightAnswer}</td>
                  <td className="px-3 py-2 text-right">{q.asked}</td>
                  <td className="px-3 py-2 text-right font-semibold">{q.rightRate === null ? '–' : `${q.rightRate}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
      <section aria-labelledby="stats-board">
        <h2 id="stats-board" className="font-display text-xl font-bold text-cocoa-900">
          Leaderboard
        </h2>
        <div className="mt-3">
          <Leaderboard entries={stats.leaderboard} headingId="stats-board" />
        </div>
      </section>
    </div>
  );
}
