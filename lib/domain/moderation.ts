// Moderation of what customers write (issue 25): the kinds, their states, the shop's policies and the new-account
// rule. Pure, so the back office's screens, the API's validation and the services read one definition.

export const MODERATION_KINDS = ['review', 'comment', 'contest_entry', 'quiz'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const MODERATION_KIND_LABELS: Record<ModerationKind, { one: string; many: string }> = {
  review: { one: 'review', many: 'Reviews' },
  comment: { one: 'comment', many: 'Comments' },
  contest_entry: { one: 'contest entry', many: 'Contest entries' },
  quiz: { one: 'quiz', many: 'Quizzes' },
};

export const isModerationKind = (value: string): value is ModerationKind => (MODERATION_KINDS as readonly string[]).includes(value);

/**
 * What a moderated item is, for staff and its author. Stored in each table's existing status column, whose values
 * every storefront read already filters on: published = 'approved', held = 'pending', hidden = 'rejected'.
 */
export const MODERATION_STATES = ['held', 'published', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

export const STATUS_OF_STATE: Record<ModerationState, 'pending' | 'approved' | 'rejected'> = { held: 'pending', published: 'approved', hidden: 'rejected' };

/** The state of a stored status (a quiz's 'draft' is its author's own and is not moderated: null). */
export function stateOfStatus(status: string): ModerationState | null {
  if (status === 'approved') return 'published';
  if (status === 'pending') return 'held';
  if (status === 'rejected') return 'hidden';
  return null;
}

export const MODERATION_MODES = ['publish-first', 'hold'] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];
export const MODERATION_MODE_LABELS: Record<ModerationMode, string> = {
  'publish-first': 'Publish first, check after',
  hold: 'Hold until approved',
};

export type ModerationPolicy = { kind: ModerationKind; mode: ModerationMode; holdNewAccounts: boolean; chosen: boolean };

/**
 * The new-account rule: an account is "new" until it is NEW_ACCOUNT_DAYS days old AND has NEW_ACCOUNT_APPROVED_POSTS
 * approved posts of the kind it is posting. Both, because a spammer's fresh account writes fast (age) and an old
 * account never seen posting is as unknown as a new one (history); each is cheap to read (a bounded count).
 */
export const NEW_ACCOUNT_DAYS = 7;
export const NEW_ACCOUNT_APPROVED_POSTS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

export function isNewAccount(account: { createdAt: Date; approvedPosts: number }, now: Date): boolean {
  return now.getTime() - account.createdAt.getTime() < NEW_ACCOUNT_DAYS * DAY_MS || account.approvedPosts < NEW_ACCOUNT_APPROVED_POSTS;
}

/** Where a new post goes: held when the shop holds this kind, or when a new account posts and the rule is on. */
export function stateForNewPost(policy: Pick<ModerationPolicy, 'mode' | 'holdNewAccounts'>, isNew: boolean): 'held' | 'published' {
  if (policy.mode === 'hold') return 'held';
  return policy.holdNewAccounts && isNew ? 'held' : 'published';
}

export const MODERATION_MESSAGES = {
  blocked: (kind: ModerationKind) => `You can no longer post ${kind === 'quiz' ? 'quizzes' : `${MODERATION_KIND_LABELS[kind].one}s`} here. If you think this is a mistake, please contact us.`,
  held: 'Thank you. It will appear once our team has checked it (usually within a day).',
  heldLabel: 'Waiting for approval',
  hiddenLabel: 'Hidden by our team',
} as const;

export const HIDE_REASON_MAX_LENGTH = 300;
export const MODERATION_PAGE_SIZE = 50;

/** What the author sees of their own held or hidden item (null when it is published). */
export type OwnModeration = { state: 'held' | 'hidden'; reason: string | null } | null;

export function ownModeration(status: string, reason: string | null): OwnModeration {
  const state = stateOfStatus(status);
  if (state === 'held') return { state, reason: null };
  if (state === 'hidden') return { state, reason };
  return null;
}
