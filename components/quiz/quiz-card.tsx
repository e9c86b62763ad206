import Link from 'next/link';
import { ArtImage } from '@/components/ui/art-image';
import { formatCount } from '@/lib/domain/counts';
import { formatQuizDuration } from '@/lib/domain/quiz';
import type { QuizCard as QuizCardData } from '@/lib/server/services/quizzes/types';

type Props = { quiz: QuizCardData; headingLevel?: 'h2' | 'h3'; priority?: boolean };

/** A quiz in a list: cover, category, title, questions and time, plays and the average score. One link target. */
export function QuizCard({ quiz, headingLevel = 'h3', priority = false }: Props) {
  const Heading = headingLevel;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-cocoa-100 bg-white shadow-sm transition-shadow hover:shadow-md" data-testid="quiz-card">
      <ArtImage src={quiz.cover} alt="" width={800} height={500} priority={priority} className="aspect-[8/5] h-auto w-full bg-cocoa-50 object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{quiz.category.name}</p>
        <Heading className="font-display text-lg font-bold leading-snug text-cocoa-900">
          <Link href={quiz.url} className="after:absolute after:inset-0 hover:text-brand-700">
            {quiz.title}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm text-gray-700">{quiz.description}</p>
        <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-cocoa-100 pt-3 text-center text-xs text-gray-700">
          <div>
            <dt>Questions</dt>
            <dd className="text-sm font-semibold text-cocoa-900">{quiz.questionCount}</dd>
          </div>
          <div>
            <dt>Plays</dt>
            <dd className="text-sm font-semibold text-cocoa-900">{formatCount(quiz.plays)}</dd>
          </div>
          <div>
            <dt>Average</dt>
            <dd className="text-sm font-semibold text-cocoa-900">{quiz.averageScore === null ? '–' : `${quiz.averageScore}%`}</dd>
          </div>
        </dl>
        <p className="text-xs text-gray-600">
          Up to {formatQuizDuration(quiz.totalSeconds)} · by {quiz.author.name}
        </p>
      </div>
    </article>
  );
}
