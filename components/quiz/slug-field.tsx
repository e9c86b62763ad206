'use client';

import { useEffect, useState } from 'react';
import { TextField, verbatimInput, type FieldNote } from '@/components/account/text-field';
import { slugifyTitle } from '@/lib/domain/quiz-slug';
import type { SlugCheck } from '@/lib/server/services/quizzes/types';

type Props = {
  title: string;
  /** The address typed by hand, or null to follow the title. */
  slug: string | null;
  quizId: number | null;
  error: string | null;
  onChange: (slug: string | null) => void;
};

const calls = () => import('@/lib/api/hooks/use-quizzes').then((m) => m.quizCalls);

/**
 * The quiz's address with a live check (dashboard quizzes/slug-check): the title's slug (Devanagari transliterated)
 * until the owner types their own; taken or reserved addresses are said at once, with a free alternative.
 */
export function SlugField({ title, slug, quizId, error, onChange }: Props) {
  const [check, setCheck] = useState<SlugCheck | null>(null);
  const shown = slug ?? slugifyTitle(title);

  useEffect(() => {
    if (!shown) return;
    let live = true;
    const timer = window.setTimeout(() => {
      void calls()
        .then((c) => c.slugCheck({ slug: shown, ...(quizId ? { quizId } : {}) }))
        .then((answer) => live && setCheck(answer))
        .catch(() => live && setCheck(null));
    }, 400);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [shown, quizId]);

  const current = check && check.slug === shown ? check : null;
  const note: FieldNote | null = !shown
    ? { tone: 'info', text: 'The address is made from the title.' }
    : !current
      ? { tone: 'pending', text: 'Checking the address…' }
      : current.available
        ? { tone: 'ok', text: `Your quiz will be at /quiz/${current.slug}` }
        : null;
  const problem = current && !current.available ? `${current.message ?? ''}${current.suggestion ? ` Try “${current.suggestion}”.` : ''}` : null;

  return (
    <div className="flex flex-col gap-1">
      <TextField
        label="Quiz address"
        labelExtra="(made from the title; you may change it)"
        value={shown}
        onChange={(e) => onChange(e.target.value.toLowerCase())}
        error={error ?? problem}
        note={note}
        maxLength={80}
        {...verbatimInput}
      />
      {current && !current.available && current.suggestion ? (
        <button type="button" className="self-start text-sm font-semibold text-brand-700 hover:underline" onClick={() => onChange(current.suggestion)}>
          Use “{current.suggestion}”
        </button>
      ) : null}
    </div>
  );
}
