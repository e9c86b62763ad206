import type { CommentView } from './engagement';

// The browser's comment list (SPEC §4: "Comment lists append when page is above 1"): page 1 replaces what is shown,
// a later page is appended (without repeating a conversation that moved down a page because someone posted).

export function mergeCommentPage(current: CommentView[], incoming: CommentView[], page: number): CommentView[] {
  if (page <= 1) return incoming;
  const shown = new Set(current.map((c) => c.id));
  return [...current, ...incoming.filter((c) => !shown.has(c.id))];
}

/** A new comment in the list: a conversation on top, a reply at the end of its conversation. */
export function insertComment(list: CommentView[], comment: CommentView): CommentView[] {
  if (comment.parentId === null) return [comment, ...list.filter((c) => c.id !== comment.id)];
  return list.map((c) =>
    c.id === comment.parentId && !c.replies.some((r) => r.id === comment.id)
      ? { ...c, replies: [...c.replies, comment], replyCount: c.replyCount + 1 }
      : c,
  );
}

/** The list with one comment changed (text, reactions…), wherever it is. */
export function replaceComment(list: CommentView[], id: number, change: (c: CommentView) => CommentView): CommentView[] {
  return list.map((c) => (c.id === id ? change(c) : c.replies.some((r) => r.id === id) ? { ...c, replies: c.replies.map((r) => (r.id === id ? change(r) : r)) } : c));
}

/** The list without a deleted comment (and, for a conversation, its replies). */
export function removeComment(list: CommentView[], id: number): CommentView[] {
  return list
    .filter((c) => c.id !== id)
    .map((c) => (c.replies.some((r) => r.id === id) ? { ...c, replies: c.replies.filter((r) => r.id !== id), replyCount: Math.max(0, c.replyCount - 1) } : c));
}

/** The '@partial' being typed just before the cursor, for suggestions, or null. */
export function mentionQueryAt(text: string, cursor: number): { query: string; start: number } | null {
  const before = text.slice(0, cursor);
  const match = /(^|[^\p{L}\p{N}._@])@([a-z0-9._]{1,30})$/iu.exec(before);
  if (!match) return null;
  return { query: match[2] as string, start: before.length - (match[2] as string).length - 1 };
}
