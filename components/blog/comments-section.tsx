'use client';

import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { reveal } from '@/components/ui/reveal';
import { sendReport } from '@/components/ui/report-form';
import type { Pagination } from '@/lib/domain/catalogue-types';
import { insertComment, mergeCommentPage, removeComment, replaceComment } from '@/lib/domain/comment-list';
import type { CommentView, ReportReason } from '@/lib/domain/engagement';
import { loginHref } from '@/lib/domain/referrer';
import { hasSession, useUserStore } from '@/stores/user-store';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { NOT_AUTHENTICATED_MESSAGE } from './messages';
import { MODERATION_MESSAGES } from '@/lib/domain/moderation';

type Props = {
  targetType: 'blog_post' | 'quiz' | 'contest_entry';
  targetId: number;
  /** Page 1 as the server rendered it (complete HTML for crawlers); reloaded for a logged-in reader's own marks. */
  initial: { comments: CommentView[]; commentCount: number; pagination: Pagination };
  path: string;
};

const calls = () => import('@/lib/api/hooks/use-engagement').then((m) => m.engagementCalls);

async function errorText(error: unknown, fallback: string): Promise<string> {
  if ((error as { response?: { status?: number } } | null)?.response?.status === 401) return NOT_AUTHENTICATED_MESSAGE;
  const { apiErrorMessage, apiFieldErrors } = await import('@/lib/api/errors');
  return apiFieldErrors(error).body ?? apiErrorMessage(error, fallback);
}

/** The conversation under a post (SPEC §4: page 1 replaces the list, later pages append). */
export function CommentsSection({ targetType, targetId, initial, path }: Props) {
  const target = { targetType, targetId };
  const loggedIn = useUserStore(hasSession);
  const [comments, setComments] = useState(initial.comments);
  const [pagination, setPagination] = useState(initial.pagination);
  const [count, setCount] = useState(initial.commentCount);
  const [loading, setLoading] = useState(false);
  const loadedFor = useRef<boolean | null>(null);
  // The comment or reply just posted, brought into view and focused once it is in the list: a reply lands under its
  // conversation, possibly below the screen, and the form it came from has closed.
  const [posted, setPosted] = useState<{ id: number } | null>(null);
  useEffect(() => {
    if (posted) reveal(document.getElementById(`comment-${posted.id}`)?.querySelector('article') ?? null);
  }, [posted]);

  const load = useCallback(
    async (page: number) => {
      setLoading(true);
      try {
        const answer = await (await calls()).comments({ targetType, targetId }, page);
        setComments((current) => mergeCommentPage(current, answer.comments, page));
        setPagination(answer.pagination);
        setCount(answer.commentCount);
      } catch (error) {
        toast.error(await errorText(error, 'We could not load the comments. Please try again.'));
      } finally {
        setLoading(false);
      }
    },
    [targetType, targetId],
  );

  // A reader who is logged in sees which comments are theirs and what they reacted to: page 1 again, replacing.
  useEffect(() => {
    if (!loggedIn || loadedFor.current === loggedIn) return;
    loadedFor.current = loggedIn;
    void load(1);
  }, [loggedIn, load]);

  const add = async (text: string, parentId: number | null): Promise<boolean> => {
    try {
      const answer = await (await calls()).addComment(target, text, parentId);
      setComments((list) => insertComment(list, answer.comment));
      setCount(answer.commentCount);
      setPosted({ id: answer.comment.id });
      if (answer.comment.moderation?.state === 'held') toast.success(MODERATION_MESSAGES.held);
      return true;
    } catch (error) {
      toast.error(await errorText(error, 'We could not post your comment. Please try again.'));
      return false;
    }
  };

  const edit = async (id: number, text: string): Promise<boolean> => {
    try {
      const { comment } = await (await calls()).updateComment(id, text);
      setComments((list) => replaceComment(list, id, (c) => ({ ...comment, replies: c.replies })));
      return true;
    } catch (error) {
      toast.error(await errorText(error, 'We could not save your comment. Please try again.'));
      return false;
    }
  };

  const remove = async (id: number) => {
    try {
      const answer = await (await calls()).deleteComment(id);
      setComments((list) => removeComment(list, id));
      setCount(answer.commentCount);
      toast.success('Your comment is deleted.');
    } catch (error) {
      toast.error(await errorText(error, 'We could not delete your comment. Please try again.'));
    }
  };

  const report = (id: number, reason: ReportReason) => sendReport({ targetType: 'comment', targetId: id }, reason);

  const more = pagination.currentPage < pagination.totalPages;
  return (
    <section aria-labelledby="comments-title" className="border-t border-cocoa-100 pt-8" data-testid="comments">
      <h2 id="comments-title" className="font-display text-2xl font-bold text-cocoa-900">
        Comments <span className="text-base font-semibold text-gray-600" data-testid="comment-count">({count})</span>
      </h2>
      <div className="mt-4">
        {loggedIn ? (
          <CommentForm label="Add a comment" submitLabel="Post comment" onSubmit={(text) => add(text, null)} />
        ) : (
          <p className="rounded-xl bg-cocoa-50 p-4 text-sm text-cocoa-900">
            <Link href={loginHref(path)} className="font-semibold text-brand-700 underline underline-offset-2">
              Log in
            </Link>{' '}
            to comment, reply or react.
          </p>
        )}
      </div>
      {comments.length === 0 ? (
        <p className="mt-6 text-gray-700">No comments yet. Ask a question or share a tip: the author reads every one.</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-6" aria-label="Comments">
          {comments.map((c) => (
            <CommentItem key={c.id} comment={c} loggedIn={loggedIn} conversationId={c.id} onReply={(p, t) => add(t, p)} onEdit={edit} onDelete={remove} onReport={report}>
              {c.replies.length > 0 ? (
                <ol className="mt-4 flex flex-col gap-4 border-l-2 border-cocoa-100 pl-3 sm:pl-4" aria-label={`Replies to ${c.author.name}`}>
                  {c.replies.map((r) => (
                    <CommentItem key={r.id} comment={r} loggedIn={loggedIn} conversationId={c.id} onReply={(p, t) => add(t, p)} onEdit={edit} onDelete={remove} onReport={report} />
                  ))}
                </ol>
              ) : null}
            </CommentItem>
          ))}
        </ol>
      )}
      {more ? (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            disabled={loading}
            onClick={() => void load(pagination.currentPage + 1)}
            className="min-h-11 rounded-full border border-brand-600 bg-white px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {loading ? 'Loading…' : 'Show older comments'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
