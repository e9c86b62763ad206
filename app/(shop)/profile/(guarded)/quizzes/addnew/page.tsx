import Link from 'next/link';
import { accountMetadata } from '@/components/account/account-metadata';
import { QuizEditor } from '@/components/quiz/quiz-editor';
import { QUIZ_LIMITS } from '@/lib/domain/quiz';
import { requireMember } from '../../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Make a quiz', 'Write your own quiz: questions, answers and a timer for each.', '/profile/quizzes/addnew');

/** SPEC /profile/quizzes/addnew: a new quiz, saved as a draft or published (live after moderation). */
export default async function NewQuizPage() {
  await requireMember('/profile/quizzes/addnew');
  return (
    <div className="flex flex-col gap-4">
      <Link href="/profile/quizzes" className="text-sm text-brand-700 hover:underline">
        ← My quizzes
      </Link>
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Make a quiz</h1>
      <p className="text-sm text-gray-700">
        Up to {QUIZ_LIMITS.questionsMax} questions, each with {QUIZ_LIMITS.answersMin}–{QUIZ_LIMITS.answersMax} answers and exactly one right one. We keep the answers secret until a player submits.
      </p>
      <QuizEditor quiz={null} />
    </div>
  );
}
