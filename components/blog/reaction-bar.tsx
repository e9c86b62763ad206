'use client';

import { useEffect, useRef, useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { formatCount } from '@/lib/domain/counts';
import { afterChoosing, REACTION_FAILED, REACTION_KINDS, REACTION_LABELS, type ReactionKind, type ReactionSummary } from '@/lib/domain/engagement';
import { NOT_AUTHENTICATED_MESSAGE } from './messages';
import { ReactionIcon } from './reaction-icons';
import { hasSession, useUserStore } from '@/stores/user-store';

type Props = {
  targetType: 'blog_post' | 'comment' | 'quiz' | 'contest_entry';
  targetId: number;
  initial: ReactionSummary;
  /** For a post: its slug, to load the reader's own reactions (the page itself is the same for everyone). */
  postSlug?: string;
  /** For a contest entry: its id, for the same reason. */
  entryId?: number;
  /** For a quiz: its slug, for the same reason (the quiz page is cached for everyone too). */
  quizSlug?: string;
  /** Comments show likes and loves, and any other kind someone used; posts show the whole set. */
  compact?: boolean;
  /** What is reacted to, for screen readers: 'this post', 'Sita's comment'. */
  subject: string;
  onChange?: (summary: ReactionSummary) => void;
};

const calls = () => import('@/lib/api/hooks/use-engagement').then((m) => m.engagementCalls);

function statusOf(error: unknown): number | undefined {
  return (error as { response?: { status?: number } } | null)?.response?.status;
}

/**
 * Reactions on a post or a comment (SPEC §7 reactions/add and reactions/delete): one per person. Choosing another kind
 * replaces theirs (reactions/add), choosing theirs again takes it back (reactions/delete); the counts are people.
 * `initial` is read once; a parent with newer counts remounts the bar (its key).
 */
export function ReactionBar({ targetType, targetId, initial, postSlug, entryId, quizSlug, compact = false, subject, onChange }: Props) {
  const [summary, setSummary] = useState(initial);
  const [busy, setBusy] = useState<ReactionKind | null>(null);
  const loggedIn = useUserStore(hasSession);
  // Once the reader has reacted here, the answers to their own taps are newer than the read below.
  const acted = useRef(false);

  // The page is the same for everyone and cached: a logged-in reader's own reactions, and the counts as they are now
  // (with the reaction they made on an earlier visit), come from the server in the browser.
  useEffect(() => {
    if (!loggedIn || (!postSlug && !entryId && !quizSlug)) return;
    let live = true;
    const mine = postSlug
      ? calls().then((c) => c.postReactions(postSlug))
      : entryId
        ? import('@/lib/api/hooks/use-contests').then((m) => m.contestCalls.entry(entryId))
        : import('@/lib/api/hooks/use-quizzes').then((m) => m.quizCalls.detail(quizSlug!));
    void mine
      .then((item) => live && !acted.current && setSummary(item.reactions))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loggedIn, postSlug, entryId, quizSlug]);

  const react = async (kind: ReactionKind) => {
    if (busy) return;
    if (!loggedIn) {
      toast.error(NOT_AUTHENTICATED_MESSAGE, { id: 'reaction-login' });
      return;
    }
    acted.current = true;
    const on = !summary.mine.includes(kind);
    const before = summary;
    setSummary(afterChoosing(summary, kind));
    setBusy(kind);
    try {
      const next = await (await calls()).react({ targetType, targetId }, kind, on);
      setSummary(next);
      onChange?.(next);
    } catch (error) {
      setSummary(before);
      acted.current = false;
      if (statusOf(error) === 401) toast.error(NOT_AUTHENTICATED_MESSAGE, { id: 'reaction-login' });
      else {
        const { apiErrorMessage } = await import('@/lib/api/errors');
        toast.error(apiErrorMessage(error, REACTION_FAILED), { id: 'reaction-failed' });
      }
    } finally {
      setBusy(null);
    }
  };

  const kinds = compact ? REACTION_KINDS.filter((k) => k === 'like' || k === 'love' || summary.counts[k] > 0) : REACTION_KINDS;
  return (
    <div role="group" aria-label={`Reactions to ${subject}`} className="flex flex-wrap items-center gap-1.5" data-testid={`reactions-${targetType}-${targetId}`}>
      {kinds.map((kind) => {
        const mine = summary.mine.includes(kind);
        const { label } = REACTION_LABELS[kind];
        const count = summary.counts[kind];
        return (
          <button
            key={kind}
            type="button"
            onClick={() => void react(kind)}
            aria-pressed={mine}
            data-kind={kind}
            className={`inline-flex items-center gap-1 rounded-full border font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              compact ? 'min-h-8 px-2.5 text-xs' : 'min-h-10 px-3 text-sm'
            } ${mine ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-cocoa-200 bg-white text-cocoa-800 hover:border-brand-300'}`}
          >
            <ReactionIcon kind={kind} className={compact ? 'h-3.5 w-3.5' : 'h-4 w-4'} />
            <span className="sr-only">{label}</span>
            <span data-testid="reaction-count">{formatCount(count)}</span>
          </button>
        );
      })}
    </div>
  );
}
