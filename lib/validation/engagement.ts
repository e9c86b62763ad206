import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_PAGE_MAX,
  COMMENT_TARGET_TYPES,
  REACTION_KINDS,
  REACTION_TARGET_TYPES,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
} from '@/lib/domain/engagement';
import { idWithMessage, labelledId } from './ids';
import { text } from './text';
import { first, pageParam } from './query-values';

// Comments (list, add, update, delete, tag), reactions (add, delete) and reports: what the API accepts.

const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });

/** A comment's text: plain, trimmed, not empty, at most COMMENT_MAX_LENGTH characters. */
export const commentBodySchema = text({ error: 'Write a comment' })
  .trim()
  .min(1, 'Write a comment')
  .max(COMMENT_MAX_LENGTH, `A comment can be at most ${COMMENT_MAX_LENGTH} characters`);

export const commentListQuerySchema = z.object({
  targetType: z.preprocess(first, oneOf(COMMENT_TARGET_TYPES, 'Target type')),
  targetId: z.preprocess(first, labelledId('Target id')),
  page: pageParam(COMMENT_PAGE_MAX),
});

export const commentAddSchema = z.object({
  targetType: oneOf(COMMENT_TARGET_TYPES, 'Target type'),
  targetId: labelledId('Target id'),
  /** Answer to this comment (a reply to a reply answers its parent: one level deep). */
  parentId: labelledId('Parent comment').nullish(),
  body: commentBodySchema,
});

export const commentUpdateSchema = z.object({ commentId: idWithMessage('Choose a comment'), body: commentBodySchema });
export const commentDeleteSchema = z.object({ commentId: idWithMessage('Choose a comment') });

export const commentTagQuerySchema = z.object({
  q: z.preprocess(
    first,
    text({ error: 'Type the start of a username' })
      .trim()
      .min(1, 'Type the start of a username')
      .max(30, 'A username is at most 30 characters')
      .regex(/^@?[a-z0-9._]+$/i, 'A username has only letters, digits, dots and underscores')
      .transform((v) => v.replace(/^@/, '').toLowerCase()),
  ),
});

export const reactionSchema = z.object({
  targetType: oneOf(REACTION_TARGET_TYPES, 'Target type'),
  targetId: labelledId('Target id'),
  kind: oneOf(REACTION_KINDS, 'Reaction'),
});

export const reportSchema = z.object({
  targetType: oneOf(REPORT_TARGET_TYPES, 'Target type'),
  targetId: labelledId('Target id'),
  reason: oneOf(REPORT_REASONS, 'Reason'),
  details: text()
    .trim()
    .max(REPORT_DETAILS_MAX_LENGTH, `Details can be at most ${REPORT_DETAILS_MAX_LENGTH} characters`)
    .optional()
    .default(''),
});
