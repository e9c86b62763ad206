'use client';

import Link from 'next/link';
import { useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { Avatar } from '@/components/account/avatar';
import { kathmanduDayTime } from '@/lib/domain/kathmandu-format';
import { personUrl } from '@/lib/domain/people';
import { ReportForm } from '@/components/ui/report-form';
import type { CommentView, ReportReason } from '@/lib/domain/engagement';
import { MODERATION_MESSAGES } from '@/lib/domain/moderation';
import { CommentForm } from './comment-form';
import { MentionText } from './mention-text';
import { ReactionBar } from './reaction-bar';

type Props = {
  comment: CommentView;
  loggedIn: boolean;
  /** The conversation's top comment (replies answer it: one level deep). */
  conversationId: number;
  onReply: (parentId: number, text: string) => Promise<boolean>;
  onEdit: (id: number, text: string) => Promise<boolean>;
  onDelete: (id: number) => Promise<void>;
  onReport: (id: number, reason: ReportReason) => Promise<void>;
  children?: React.ReactNode;
};

/** One comment: who and when (Kathmandu time), the text with its mentions, reactions, and what the reader may do. */
export function CommentItem({ comment, loggedIn, conversationId, onReply, onEdit, onDelete, onReport, children }: Props) {
  const [mode, setMode] = useState<'read' | 'reply' | 'edit' | 'report'>('read');
  const when = kathmanduDayTime(comment.createdAt);
  const action = 'min-h-9 rounded-full px-2.5 text-xs font-semibold text-cocoa-800 hover:bg-cocoa-50 hover:text-brand-700';

  return (
    <li id={`comment-${comment.id}`} className="scroll-mt-24" data-testid="comment">
      <article className="flex gap-3" aria-label={`Comment by ${comment.author.name}`}>
        <Avatar name={comment.author.name} src={comment.author.avatar} size={comment.parentId ? 32 : 40} />
        <div className="min-w-0 flex-1">
          <p className="text-sm">
            <Link href={personUrl(comment.author.username)} prefetch={false} className="font-semibold text-cocoa-900 hover:text-brand-700 hover:underline">
              {comment.author.name}
            </Link>{' '}
            <span className="text-gray-600">@{comment.author.username}</span>
          </p>
          <p className="text-xs text-gray-600">
            <time dateTime={comment.createdAt}>{when}</time>
            {comment.editedAt ? ' · edited' : ''}
          </p>
          {comment.moderation ? (
            // Only its author gets their held or hidden comment: what it is waiting for, or why it is hidden.
            <p className="mt-1 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-950" data-testid="comment-moderation">
              <strong>{comment.moderation.state === 'held' ? MODERATION_MESSAGES.heldLabel : MODERATION_MESSAGES.hiddenLabel}</strong>
              {comment.moderation.state === 'held' ? ': only you can see it until our team approves it.' : `: ${comment.moderation.reason ?? 'it breaks our community rules.'}`}
            </p>
          ) : null}
          {mode === 'edit' ? (
            <div className="mt-2">
              <CommentForm
                label="Edit your comment"
                submitLabel="Save"
                initialText={comment.body}
                autoFocus
                onCancel={() => setMode('read')}
                onSubmit={async (text) => {
                  const ok = await onEdit(comment.id, text);
                  if (ok) setMode('read');
                  return ok;
                }}
              />
            </div>
          ) : (
            <div className="mt-1">
              <MentionText body={comment.body} mentions={comment.mentions} />
            </div>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-1">
            <ReactionBar
              key={`${comment.reactions.total}:${comment.reactions.mine.join(',')}`}
              targetType="comment" targetId={comment.id} initial={comment.reactions} compact subject={`${comment.author.name}’s comment`} />
            {loggedIn ? (
              <>
                <button type="button" className={action} onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}>
                  Reply
                </button>
                {comment.isMine && comment.moderation ? null : comment.isMine ? (
                  <>
                    <button type="button" className={action} onClick={() => setMode('edit')}>
                      Edit
                    </button>
                    <button
                      type="button"
                      className={action}
                      onClick={() => {
                        if (window.confirm(comment.parentId ? 'Delete your reply?' : 'Delete your comment and its replies?')) void onDelete(comment.id);
                      }}
                    >
                      Delete
                    </button>
                  </>
                ) : (
                  <button type="button" className={action} onClick={() => setMode(mode === 'report' ? 'read' : 'report')}>
                    Report
                  </button>
                )}
              </>
            ) : null}
          </div>
          {mode === 'report' ? <ReportForm onSend={(reason) => onReport(comment.id, reason).then(() => setMode('read'))} /> : null}
          {mode === 'reply' ? (
            <div className="mt-2">
              <CommentForm
                label={`Reply to ${comment.author.name}`}
                submitLabel="Reply"
                initialText={comment.parentId ? `@${comment.author.username} ` : ''}
                autoFocus
                onCancel={() => setMode('read')}
                onSubmit={async (text) => {
                  const ok = await onReply(conversationId, text);
                  if (ok) {
                    setMode('read');
                    toast.success('Your reply is posted.');
                  }
                  return ok;
                }}
              />
            </div>
          ) : null}
          {children}
        </div>
      </article>
    </li>
  );
}
