import Link from 'next/link';
import { personUrl } from '@/lib/domain/people';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CommentsIsland } from '@/components/blog/comments-island';
import { ReactionBar } from '@/components/blog/reaction-bar';
import { ShareLinks } from '@/components/blog/share-links';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { Leaderboard } from '@/components/quiz/leaderboard';
import { LiveLeaderboard, QuizFigureList, QuizLiveProvider } from '@/components/quiz/quiz-live';
import { QuizPlayer } from '@/components/quiz/quiz-player';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { ArtImage } from '@/components/ui/art-image';
import { Container } from '@/components/ui/container';
import { formatQuizDuration } from '@/lib/domain/quiz';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { listComments } from '@/lib/server/services/engagement';
import { getQuizDetail } from '@/lib/server/services/quizzes';
import { quizSlugSchema } from '@/lib/validation/quiz';

// /quiz/{slug} (ISR): the quiz, its leaderboard, reactions and comments, and the player. The page holds no question
// and no answer: the player asks the server for one question at a time, and the right answers come with the score.
// A play started or submitted renders the page again on its next request (services/quizzes/invalidate.ts); the
// player's result updates the plays, average and board in place; a logged-in reader's reactions and comments load
// in the browser.
export const revalidate = 60; // policy: quiz
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

async function load(slug: string) {
  return quizSlugSchema.safeParse(slug).success ? getQuizDetail(slug) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const quiz = await load((await params).slug);
  if (!quiz) return {};
  return pageMetadata({ title: `${quiz.title} – quiz`, description: quiz.description || `${quiz.questionCount} questions on ${quiz.category.name.toLowerCase()}.`, path: quiz.url });
}

export default async function QuizPage({ params }: Props) {
  const quiz = await load((await params).slug);
  if (!quiz) notFound();
  const comments = await listComments({ targetType: 'quiz', targetId: quiz.id, page: 1 }, null);
  const crumbs = [
    { name: 'Home', url: '/' },
    { name: 'Quizzes', url: '/quiz' },
    { name: quiz.category.name, url: `/quiz?category=${quiz.category.slug}` },
    { name: quiz.title, url: quiz.url },
  ];
  return (
    <Container className="py-6">
      <QuizLiveProvider initial={{ plays: quiz.plays, averageScore: quiz.averageScore, leaderboard: quiz.leaderboard }}>
        <BreadcrumbJsonLd items={crumbs} />
        <Breadcrumbs items={crumbs} />
        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <ArtImage src={quiz.cover} alt="" width={800} height={500} priority className="h-auto w-full rounded-2xl bg-cocoa-50 sm:w-64" />
              <div className="flex flex-col gap-2">
                <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{quiz.category.name}</p>
                <h1 className="font-display text-3xl font-bold leading-tight text-cocoa-900">{quiz.title}</h1>
                {quiz.description ? <p className="text-gray-700">{quiz.description}</p> : null}
                <p className="text-sm text-gray-700">
                  By{' '}
                  <Link href={personUrl(quiz.author.username)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {quiz.author.name}
                  </Link>
                </p>
              </div>
            </header>
            <QuizFigureList questionCount={quiz.questionCount} timeLabel={`up to ${formatQuizDuration(quiz.totalSeconds)}`} />
            <QuizPlayer slug={quiz.slug} title={quiz.title} questionCount={quiz.questionCount} totalLabel={formatQuizDuration(quiz.totalSeconds)} />
            <div className="flex flex-col gap-4 border-t border-cocoa-100 pt-6">
              <div>
                <h2 className="text-sm font-semibold text-cocoa-900">Did you enjoy it?</h2>
                <div className="mt-2">
                  <ReactionBar targetType="quiz" targetId={quiz.id} initial={quiz.reactions} quizSlug={quiz.slug} subject="this quiz" />
                </div>
              </div>
              <div>
                <h2 className="text-sm font-semibold text-cocoa-900">Challenge your friends</h2>
                <div className="mt-2">
                  <ShareLinks url={absoluteUrl(quiz.url)} title={quiz.title} />
                </div>
              </div>
            </div>
            <CommentsIsland targetType="quiz" targetId={quiz.id} initial={comments} path={quiz.url} />
          </div>
          <aside aria-labelledby="board-heading">
            <h2 id="board-heading" className="scroll-mt-36 font-display text-xl font-bold text-cocoa-900">
              Leaderboard
            </h2>
            <p className="mb-3 text-sm text-gray-700">Each player’s best score; ties go to the faster time.</p>
            <LiveLeaderboard headingId="board-heading">
              <Leaderboard entries={quiz.leaderboard} headingId="board-heading" />
            </LiveLeaderboard>
          </aside>
        </div>
      </QuizLiveProvider>
    </Container>
  );
}
