import 'server-only';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { CommentAuthor, CommentView } from '@/lib/domain/engagement';

export type { CommentAuthor, CommentView };
import { uploadUrl } from '@/lib/domain/account-types';
import { ownModeration } from '@/lib/domain/moderation';
import { getDb } from '@/lib/server/db/client';
import { commentMentions, comments, users } from '@/lib/server/db/schema';
import { reactionSummaries } from './reactions';

// The one place comment rows become what the API and the pages show.

export const commentColumns = {
  id: comments.id,
  targetType: comments.targetType,
  targetId: comments.targetId,
  parentId: comments.parentId,
  body: comments.body,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  replyCount: comments.replyCount,
  status: comments.status,
  moderationReason: comments.moderationReason,
  userId: comments.userId,
  username: users.username,
  name: users.name,
  avatarArt: users.avatarArt,
  avatarUploadId: users.avatarUploadId,
};

export type CommentRow = {
  id: number;
  targetType: string;
  targetId: number;
  parentId: number | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  replyCount: number;
  status: string;
  moderationReason: string | null;
  userId: number;
  username: string;
  name: string;
  avatarArt: string | null;
  avatarUploadId: string | null;
};

const author = (r: { userId: number; username: string; name: string; avatarArt: string | null; avatarUploadId: string | null }): CommentAuthor => ({
  id: r.userId,
  username: r.username,
  name: r.name,
  avatar: r.avatarUploadId ? uploadUrl(r.avatarUploadId) : r.avatarArt,
});

/** Views of these rows (replies attached to their parents when both are given), with mentions and reactions. */
export async function toCommentViews(rows: CommentRow[], viewerId: number | null): Promise<CommentView[]> {
  const ids = rows.map((r) => r.id);
  const [mentionRows, reactions] = await Promise.all([
    ids.length
      ? getDb()
          .select({ commentId: commentMentions.commentId, userId: users.id, username: users.username, name: users.name, avatarArt: users.avatarArt, avatarUploadId: users.avatarUploadId })
          .from(commentMentions)
          .innerJoin(users, eq(users.id, commentMentions.userId))
          .where(inArray(commentMentions.commentId, ids))
      : Promise.resolve([]),
    reactionSummaries('comment', ids, viewerId),
  ]);
  const views = new Map<number, CommentView>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        targetType: r.targetType,
        targetId: r.targetId,
        parentId: r.parentId,
        body: r.body,
        createdAt: r.createdAt.toISOString(),
        editedAt: r.editedAt ? r.editedAt.toISOString() : null,
        author: author(r),
        mentions: mentionRows.filter((m) => m.commentId === r.id).map(author),
        reactions: reactions.get(r.id)!,
        replyCount: r.replyCount,
        replies: [],
        isMine: viewerId !== null && r.userId === viewerId,
        moderation: ownModeration(r.status, r.moderationReason),
      },
    ]),
  );
  const top: CommentView[] = [];
  for (const r of rows) {
    const view = views.get(r.id)!;
    const parent = r.parentId === null ? undefined : views.get(r.parentId);
    if (parent) parent.replies.push(view);
    else top.push(view);
  }
  return top;
}

/** Published comments, and the viewer's own whatever their state (held ones show as waiting, hidden ones with why). */
export const visibleComment = (viewerId: number | null) =>
  viewerId === null ? eq(comments.status, 'approved') : or(eq(comments.status, 'approved'), eq(comments.userId, viewerId));

/** One comment as the API shows it, or null. */
export async function commentView(id: number, viewerId: number | null): Promise<CommentView | null> {
  const rows = await getDb()
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.id, id), visibleComment(viewerId)));
  const [view] = await toCommentViews(rows, viewerId);
  return view ?? null;
}
