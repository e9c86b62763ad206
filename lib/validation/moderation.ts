import { z } from 'zod';
import { HIDE_REASON_MAX_LENGTH, MODERATION_KINDS, MODERATION_MODES, MODERATION_PAGE_SIZE, MODERATION_STATES } from '@/lib/domain/moderation';
import { idListParam, labelledId } from './ids';
import { first } from './query-values';
import { text } from './text';

// What the back office's moderation API accepts (app/api/dashboard/v1/admin/moderation/**).

export const moderationKindSchema = z.enum(MODERATION_KINDS, { error: `Kind is one of: ${MODERATION_KINDS.join(', ')}` });

const cursorParam = z.preprocess((v) => first(v) || undefined, labelledId('Cursor').optional());

export const queueQuerySchema = z.object({
  kind: z.preprocess((v) => first(v) || undefined, moderationKindSchema.default('comment')),
  state: z.preprocess((v) => first(v) || undefined, z.enum(MODERATION_STATES, { error: 'State is held, published or hidden' }).default('held')),
  cursor: cursorParam,
});

export const cursorQuerySchema = z.object({ cursor: cursorParam });

export const blockCursorQuerySchema = z.object({ cursor: z.preprocess((v) => first(v) || undefined, text().max(200, 'Cursor is too long').optional()) });

/** The reason the author will see on their hidden item. */
export const hideReasonSchema = text({ error: 'Give the reason the author will see' })
  .trim()
  .min(3, 'Give the reason the author will see (at least 3 characters)')
  .max(HIDE_REASON_MAX_LENGTH, `A reason can be at most ${HIDE_REASON_MAX_LENGTH} characters`);

export const decisionSchema = z.discriminatedUnion(
  'action',
  [z.object({ action: z.literal('approve') }), z.object({ action: z.literal('hide'), reason: hideReasonSchema })],
  { error: 'Action is approve or hide' },
);

export const reportActionSchema = z.discriminatedUnion(
  'action',
  [z.object({ action: z.literal('hide'), reason: hideReasonSchema }), z.object({ action: z.literal('dismiss') })],
  { error: 'Action is hide or dismiss' },
);

export const bulkApproveSchema = z.object({ ids: idListParam(MODERATION_PAGE_SIZE, `Approve at most ${MODERATION_PAGE_SIZE} at a time`) });

export const blockSchema = z.object({
  kind: moderationKindSchema,
  userId: labelledId('Author'),
  reason: text({ error: 'Say why (staff read it)' }).trim().min(3, 'Say why (at least 3 characters)').max(HIDE_REASON_MAX_LENGTH, `At most ${HIDE_REASON_MAX_LENGTH} characters`),
});

export const unblockQuerySchema = z.object({
  kind: z.preprocess(first, moderationKindSchema),
  userId: z.preprocess(first, labelledId('Author')),
});

export const policySchema = z.object({
  mode: z.enum(MODERATION_MODES, { error: 'Mode is publish-first or hold' }),
  holdNewAccounts: z.boolean({ error: 'Say whether new accounts’ first posts are held (true or false)' }),
});
