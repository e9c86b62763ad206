// The rules of comments, reactions and reports that both the server and the browser need (limits shown in forms,
// the fixed set of reactions). The server's services read them from here; no text retypes a number.

/**
 * Reactions are a fixed set, and a person has at most one reaction on an item (the database's unique index enforces
 * it): choosing another kind replaces theirs, choosing the same kind again takes it back. So every count is people.
 */
export const REACTION_KINDS = ['like', 'love', 'yum', 'wow', 'celebrate'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

export const REACTION_LABELS: Record<ReactionKind, { label: string }> = {
  like: { label: 'Like' },
  love: { label: 'Love' },
  yum: { label: 'Yum' },
  wow: { label: 'Wow' },
  celebrate: { label: 'Celebrate' },
};

export type ReactionCounts = Record<ReactionKind, number>;
/** `mine` is the viewer's reaction (a list of at most one, the API's shape); `total` counts people. */
export type ReactionSummary = { counts: ReactionCounts; total: number; mine: ReactionKind[] };

export const emptyReactionCounts = (): ReactionCounts => ({ like: 0, love: 0, yum: 0, wow: 0, celebrate: 0 });

/**
 * The summary after the viewer chooses `kind`, as the server will make it: their reaction becomes `kind`, replacing
 * another; choosing the one they have takes it back. (The browser shows it at once, before the server answers.)
 */
export function afterChoosing(summary: ReactionSummary, kind: ReactionKind): ReactionSummary {
  const counts = { ...summary.counts };
  const current = summary.mine[0];
  if (current) counts[current] = Math.max(0, counts[current] - 1);
  const mine: ReactionKind[] = current === kind ? [] : [kind];
  if (current !== kind) counts[kind] += 1;
  return { counts, total: REACTION_KINDS.reduce((sum, k) => sum + counts[k], 0), mine };
}

/** What can be commented on, reacted to and reported (contests add 'contest_entry', reviews 'review'). */
export const COMMENT_TARGET_TYPES = ['blog_post', 'quiz', 'contest_entry'] as const;
export const REACTION_TARGET_TYPES = ['blog_post', 'comment', 'quiz', 'contest_entry'] as const;
export const REPORT_TARGET_TYPES = ['comment', 'review', 'contest_entry', 'quiz'] as const;
export type CommentTargetType = (typeof COMMENT_TARGET_TYPES)[number];
export type ReactionTargetType = (typeof REACTION_TARGET_TYPES)[number];
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const COMMENT_MAX_LENGTH = 1000;
/** Top-level comments per page; each brings its replies (one level deep), the newest REPLIES_SHOWN of them. */
export const COMMENTS_PER_PAGE = 10;
export const REPLIES_SHOWN = 20;
/** Pages past this are refused: a list is read from the top, and OFFSET must stay small. */
export const COMMENT_PAGE_MAX = 100;

export const REPORT_REASONS = ['spam', 'abusive', 'harassment', 'false-information', 'personal-information', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  abusive: 'Rude or abusive',
  harassment: 'Harassment of a person',
  'false-information': 'False or misleading',
  'personal-information': 'Shares someone’s personal details',
  other: 'Something else',
};
export const REPORT_DETAILS_MAX_LENGTH = 500;

export const REACTION_FAILED = 'Failed to post reaction'; // SPEC §8

export type CommentAuthor = { id: number; username: string; name: string; avatar: string | null };

/** The author's own comment waiting for approval or hidden by the shop (with the reason); null when published. */
export type CommentModeration = { state: 'held' | 'hidden'; reason: string | null } | null;

/** A comment as the API and the pages show it. */
export type CommentView = {
  id: number;
  targetType: string;
  targetId: number;
  parentId: number | null;
  body: string;
  createdAt: string;
  editedAt: string | null;
  author: CommentAuthor;
  /** The people the text mentions, as the database knows them (a '@name' not here is plain text). */
  mentions: CommentAuthor[];
  reactions: ReactionSummary;
  replyCount: number;
  replies: CommentView[];
  isMine: boolean;
  /** Only ever set on the viewer's own comments (others see published comments only). */
  moderation?: CommentModeration;
};
