'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { inputClass, TextField } from '@/components/account/text-field';
import { useRevealProblems } from '@/components/ui/reveal';
import { QUIZ_CATEGORIES, QUIZ_LIMITS, quizStatsPath } from '@/lib/domain/quiz';
import { firstProblemSummary, problemsByQuestion } from '@/lib/domain/quiz-editor-errors';
import type { OwnQuiz } from '@/lib/server/services/quizzes/types';
import { quizSaveSchema } from '@/lib/validation/quiz';
import { CoverField } from './cover-field';
import { blankQuestion, type DraftQuestion, draftQuestionsOf } from './editor-types';
import { QuestionEditor } from './question-editor';
import { SlugField } from './slug-field';

type Props = { quiz: OwnQuiz | null };

const calls = () => import('@/lib/api/hooks/use-quizzes').then((m) => m.quizCalls);
const L = QUIZ_LIMITS;

/** /profile/quizzes/addnew and /profile/quizzes/{slug}: the whole quiz in one form, saved as a draft or published. */
export function QuizEditor({ quiz }: Props) {
  const router = useRouter();
  const [title, setTitle] = useState(quiz?.title ?? '');
  const [slug, setSlug] = useState<string | null>(quiz?.slug ?? null);
  const [description, setDescription] = useState(quiz?.description ?? '');
  const [category, setCategory] = useState<string>(quiz?.category.slug ?? QUIZ_CATEGORIES[0].slug);
  const [cover, setCover] = useState<{ id: string; url: string } | null>(quiz?.coverUploadId ? { id: quiz.coverUploadId, url: quiz.cover } : null);
  const [questions, setQuestions] = useState<DraftQuestion[]>(() => draftQuestionsOf(quiz));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const { byQuestion, other } = problemsByQuestion(errors);
  // A refused save brings the first field to fix into view and focuses it (the questions run long on a phone).
  const { attach, showProblems } = useRevealProblems();

  const updateQuestion = (i: number, q: DraftQuestion) => setQuestions((all) => all.map((x, j) => (j === i ? q : x)));
  const move = (i: number, delta: -1 | 1) =>
    setQuestions((all) => {
      const next = [...all];
      const [q] = next.splice(i, 1);
      next.splice(i + delta, 0, q!);
      return next;
    });

  const save = async (publish: boolean) => {
    if (saving) return;
    const input = {
      title,
      ...(slug ? { slug } : {}),
      description,
      category,
      coverUploadId: cover?.id ?? null,
      publish,
      questions: questions.map((q) => ({ ...(q.id ? { id: q.id } : {}), prompt: q.prompt, explanation: q.explanation, timeLimitSeconds: q.timeLimitSeconds, answers: q.answers.map((a) => ({ text: a.text, correct: a.correct })) })),
    };
    const parsed = quizSaveSchema.safeParse(input);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
      setErrors(fields);
      showProblems();
      toast.error('Please check the highlighted fields.', { id: 'quiz-save' });
      return;
    }
    setSaving(publish ? 'publish' : 'draft');
    setErrors({});
    try {
      const c = await calls();
      const saved = quiz ? await c.update(quiz.id, parsed.data) : await c.create(parsed.data);
      toast.success(saved.status === 'approved' ? 'Your quiz is live.' : saved.status === 'pending' ? 'Saved. Your quiz goes live once we have checked it.' : 'Draft saved.', { id: 'quiz-save' });
      router.push(saved.status === 'approved' ? quizStatsPath(saved.slug) : '/profile/quizzes');
      router.refresh();
    } catch (error) {
      const { apiErrorMessage, apiFieldErrors } = await import('@/lib/api/errors');
      setErrors(apiFieldErrors(error));
      showProblems();
      toast.error(apiErrorMessage(error, 'The quiz could not be saved. Please try again.'), { id: 'quiz-save' });
    } finally {
      setSaving(null);
    }
  };

  return (
    <form ref={attach} className="flex flex-col gap-5" onSubmit={(e) => e.preventDefault()} noValidate>
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={L.titleMax} error={other.title ?? null} required />
      <SlugField title={title} slug={slug} quizId={quiz?.id ?? null} error={other.slug ?? null} onChange={setSlug} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="quiz-description" className="text-sm font-medium text-cocoa-900">
          Description <span className="font-normal text-gray-700">(optional)</span>
        </label>
        <textarea id="quiz-description" rows={3} value={description} maxLength={L.descriptionMax} onChange={(e) => setDescription(e.target.value)} className={`${inputClass} h-auto border-cocoa-200 py-2`} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="quiz-category" className="text-sm font-medium text-cocoa-900">
          Category
        </label>
        <select id="quiz-category" value={category} onChange={(e) => setCategory(e.target.value)} className={`${inputClass} border-cocoa-200`}>
          {QUIZ_CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <CoverField preview={cover?.url ?? null} onChange={setCover} />
      <h2 className="mt-2 font-display text-xl font-bold text-cocoa-900">Questions</h2>
      {other.questions ? <p className="text-sm font-medium text-brand-800">{other.questions}</p> : null}
      {questions.map((q, i) => (
        <QuestionEditor
          key={q.key}
          index={i}
          count={questions.length}
          question={q}
          error={byQuestion.get(i) ?? null}
          onChange={(next) => updateQuestion(i, next)}
          onRemove={() => setQuestions((all) => all.filter((_, j) => j !== i))}
          onMove={(delta) => move(i, delta)}
        />
      ))}
      {questions.length < L.questionsMax ? (
        <button type="button" onClick={() => setQuestions((all) => [...all, blankQuestion()])} className="min-h-11 self-start rounded-full border border-dashed border-cocoa-300 px-5 text-sm font-semibold text-cocoa-900 hover:bg-cocoa-50">
          + Add a question
        </button>
      ) : null}
      {Object.keys(errors).length ? (
        <p role="alert" className="text-sm font-medium text-brand-800">
          Some fields need a look: {firstProblemSummary(errors)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3 border-t border-cocoa-100 pt-4">
        <button type="button" onClick={() => void save(true)} disabled={saving !== null} className="inline-flex min-h-12 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {saving === 'publish' ? 'Publishing…' : 'Publish'}
        </button>
        <button type="button" onClick={() => void save(false)} disabled={saving !== null} className="inline-flex min-h-12 items-center rounded-full border border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60">
          {saving === 'draft' ? 'Saving…' : 'Save as draft'}
        </button>
      </div>
    </form>
  );
}
