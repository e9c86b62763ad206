'use client';

import { useId } from 'react';
import { inputClass } from '@/components/account/text-field';
import { QUIZ_LIMITS } from '@/lib/domain/quiz';
import { problemInQuestion, type QuestionProblem } from '@/lib/domain/quiz-editor-errors';
import { type DraftQuestion, newKey } from './editor-types';

type Props = {
  index: number;
  count: number;
  question: DraftQuestion;
  /** This question's first problem, with the part it is about (lib/domain/quiz-editor-errors.ts). */
  error: QuestionProblem | null;
  onChange: (q: DraftQuestion) => void;
  onRemove: () => void;
  onMove: (delta: -1 | 1) => void;
};

const L = QUIZ_LIMITS;

/** One question of the editor: the prompt, 2–6 answers with exactly one marked right, a time limit, an explanation. */
export function QuestionEditor({ index, count, question, error, onChange, onRemove, onMove }: Props) {
  const id = useId();
  const set = (patch: Partial<DraftQuestion>) => onChange({ ...question, ...patch });
  const setAnswer = (key: string, patch: { text?: string; correct?: boolean }) =>
    set({ answers: question.answers.map((a) => (a.key === key ? { ...a, ...patch } : patch.correct ? { ...a, correct: false } : a)) });
  const removeAnswer = (key: string) => {
    const rest = question.answers.filter((a) => a.key !== key);
    if (!rest.some((a) => a.correct) && rest[0]) rest[0] = { ...rest[0], correct: true };
    set({ answers: rest });
  };
  return (
    <fieldset className="rounded-2xl border border-cocoa-200 bg-white p-4" data-testid="question-editor" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 font-semibold text-cocoa-900">Question {index + 1}</legend>
      {error ? (
        <p id={`${id}-error`} className="mb-2 text-sm font-medium text-brand-800">
          {problemInQuestion(error)}
        </p>
      ) : null}
      <label htmlFor={`${id}-prompt`} className="text-sm font-medium text-cocoa-900">
        Question
      </label>
      <textarea
        id={`${id}-prompt`}
        value={question.prompt}
        maxLength={L.promptMax}
        rows={2}
        onChange={(e) => set({ prompt: e.target.value })}
        aria-invalid={error?.part === 'prompt' ? true : undefined}
        className={`${inputClass} mt-1 h-auto border-cocoa-200 py-2`}
      />
      <div
        className="mt-3 flex flex-col gap-2"
        role="group"
        aria-label={`Answers to question ${index + 1}`}
        aria-invalid={error?.part === 'answers' || error?.part === 'question' ? true : undefined}
      >
        <p className="text-sm font-medium text-cocoa-900">
          Answers <span className="font-normal text-gray-700">({L.answersMin}–{L.answersMax}; choose the right one)</span>
        </p>
        {question.answers.map((a, ai) => (
          <div key={a.key} className="flex items-center gap-2">
            <input
              type="radio"
              id={`${id}-right-${a.key}`}
              name={`${id}-right`}
              checked={a.correct}
              onChange={() => setAnswer(a.key, { correct: true })}
              className="h-5 w-5 shrink-0 accent-brand-600"
            />
            <label htmlFor={`${id}-right-${a.key}`} className="sr-only">
              Answer {ai + 1} is the right one
            </label>
            <input
              type="text"
              aria-label={`Answer ${ai + 1}`}
              aria-invalid={error?.part === 'answer' && error.answer === ai ? true : undefined}
              aria-describedby={error?.part === 'answer' && error.answer === ai ? `${id}-error` : undefined}
              value={a.text}
              maxLength={L.answerMax}
              onChange={(e) => setAnswer(a.key, { text: e.target.value })}
              className={`${inputClass} border-cocoa-200`}
            />
            <button
              type="button"
              onClick={() => removeAnswer(a.key)}
              disabled={question.answers.length <= L.answersMin}
              className="min-h-10 shrink-0 rounded-full px-3 text-sm text-cocoa-800 hover:bg-cocoa-50 disabled:opacity-40"
              aria-label={`Remove answer ${ai + 1}`}
            >
              Remove
            </button>
          </div>
        ))}
        {question.answers.length < L.answersMax ? (
          <button type="button" onClick={() => set({ answers: [...question.answers, { key: newKey(), text: '', correct: false }] })} className="self-start text-sm font-semibold text-brand-700 hover:underline">
            + Add an answer
          </button>
        ) : null}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-time`} className="text-sm font-medium text-cocoa-900">
            Time to answer
          </label>
          <select id={`${id}-time`} value={question.timeLimitSeconds} onChange={(e) => set({ timeLimitSeconds: Number(e.target.value) })} className={`${inputClass} border-cocoa-200`}>
            {L.timeLimits.map((s) => (
              <option key={s} value={s}>
                {s} seconds
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-explain`} className="text-sm font-medium text-cocoa-900">
            Explanation <span className="font-normal text-gray-700">(optional, shown with the right answer)</span>
          </label>
          <input id={`${id}-explain`} type="text" value={question.explanation} maxLength={L.explanationMax} onChange={(e) => set({ explanation: e.target.value })} className={`${inputClass} border-cocoa-200`} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 text-sm">
        <button type="button" onClick={() => onMove(-1)} disabled={index === 0} className="min-h-9 rounded-full border border-cocoa-200 px-3 disabled:opacity-40">
          Move up
        </button>
        <button type="button" onClick={() => onMove(1)} disabled={index === count - 1} className="min-h-9 rounded-full border border-cocoa-200 px-3 disabled:opacity-40">
          Move down
        </button>
        <button type="button" onClick={onRemove} disabled={count <= L.questionsMin} className="min-h-9 rounded-full border border-brand-200 px-3 text-brand-800 disabled:opacity-40">
          Delete question
        </button>
      </div>
    </fieldset>
  );
}
