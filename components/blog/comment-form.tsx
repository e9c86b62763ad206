'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { mentionQueryAt } from '@/lib/domain/comment-list';
import { COMMENT_MAX_LENGTH } from '@/lib/domain/engagement';

type Suggestion = { id: number; username: string; name: string };

type Props = {
  label: string;
  submitLabel: string;
  initialText?: string;
  autoFocus?: boolean;
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
};

const calls = () => import('@/lib/api/hooks/use-engagement').then((m) => m.engagementCalls);

/** A plain-text comment box with '@' suggestions (comments/tag) and the length rule from lib/domain/engagement. */
export function CommentForm({ label, submitLabel, initialText = '', autoFocus = false, onSubmit, onCancel }: Props) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<{ query: string; users: Suggestion[] } | null>(null);
  const [mention, setMention] = useState<{ query: string; start: number } | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (autoFocus) box.current?.focus();
  }, [autoFocus]);

  // Suggestions for the '@name' being typed, asked 250 ms after the last key; shown only while they still match it.
  useEffect(() => {
    if (!mention) return;
    let live = true;
    const timer = setTimeout(() => {
      void calls()
        .then((c) => c.tag(mention.query))
        .then((users) => live && setFound({ query: mention.query, users }))
        .catch(() => live && setFound(null));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [mention]);

  const onInput = (value: string, cursor: number) => {
    setText(value);
    setMention(mentionQueryAt(value, cursor));
  };

  const choose = (username: string) => {
    if (!mention) return;
    const end = mention.start + 1 + mention.query.length;
    const next = `${text.slice(0, mention.start)}@${username} ${text.slice(end)}`;
    setText(next);
    setMention(null);
    box.current?.focus();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || !text.trim()) return;
    setBusy(true);
    try {
      if (await onSubmit(text.trim())) {
        setText('');
        setMention(null);
      }
    } finally {
      setBusy(false);
    }
  };

  const suggestions = mention && found?.query === mention.query ? found.users : [];
  const left = COMMENT_MAX_LENGTH - text.length;
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-cocoa-900">
        {label}
      </label>
      <textarea
        id={id}
        ref={box}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        onChange={(e) => onInput(e.target.value, e.target.selectionStart)}
        placeholder="Plain text; type @ and a name to mention someone"
        className="w-full rounded-xl border border-cocoa-200 bg-white p-3 text-base text-gray-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        aria-describedby={`${id}-hint`}
      />
      {suggestions.length > 0 ? (
        <ul aria-label="People to mention" className="flex flex-wrap gap-1.5">
          {suggestions.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                onClick={() => choose(s.username)}
                className="min-h-9 rounded-full border border-cocoa-200 bg-white px-3 text-sm text-cocoa-900 hover:border-brand-400"
              >
                @{s.username} <span className="text-gray-600">· {s.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {left} of {COMMENT_MAX_LENGTH} characters left
        </p>
        <div className="flex gap-2">
          {onCancel ? (
            <button type="button" onClick={onCancel} className="min-h-11 rounded-full px-4 text-sm font-semibold text-cocoa-800 hover:bg-cocoa-50">
              Cancel
            </button>
          ) : null}
          <button
            type="submit"
            disabled={busy || !text.trim()}
            className="min-h-11 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {busy ? 'Posting…' : submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
