import Link from 'next/link';
import { notFound } from 'next/navigation';
import { accountMetadata } from '@/components/account/account-metadata';
import { DeleteQuizButton } from '@/components/quiz/delete-quiz-button';
import { QuizEditor } from '@/components/quiz/quiz-editor';
import { QUIZ_STATUS_LABELS } from '@/lib/domain/quiz';
import { ApiError } from '@/lib/server/http/errors';
import { getMyQuiz } from '@/lib/server/services/quizzes';
import { quizSlugSchema } from '@/lib/validation/quiz';
import { requireMember } from '../../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Edit quiz', 'Change your quiz: questions, answers, timers, cover and whether it is published.', '/profile/quizzes');

type Props = { params: Promise<{ slug: string }> };

/** SPEC /profile/quizzes/{slug}: edit one of the customer's own quizzes (anyone else's is not found). */
export default async function EditQuizPage({ params }: Props) {
  const { slug } = await params;
  const member = await requireMember(`/profile/quizzes/${encodeURIComponent(slug)}`);
  if (!quizSlugSchema.safeParse(slug).success) notFound();
  const quiz = await getMyQuiz(member.id, { slug }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  return (
    <div className="flex flex-col gap-4">
      <Link href="/profile/quizzes" className="text-sm text-brand-700 hover:underline">
        ← My quizzes
      </Link>
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Edit “{quiz.title}”</h1>
      <p className="text-sm text-gray-700">Now: {QUIZ_STATUS_LABELS[quiz.status]}. Publishing again after a change may send it back for a check.</p>
      <QuizEditor quiz={quiz} />
      <DeleteQuizButton quizId={quiz.id} title={quiz.title} />
    </div>
  );
}
