import { z } from 'zod';
import { APPLICATION_STATUSES, MAX_REASON, MAX_REPLY, MIN_REASON, MIN_REPLY, type ApplicationKind } from '@/lib/domain/applications';
import { blankToUndefined } from './query-values';
import { text } from './text';

// Inputs of the back office's application queues (issue 25): each list's status filter and keyset cursor, a decision
// with the reason the applicant reads, and customer care's reply to a contact message.

const MAX_CURSOR = 200;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** An opaque keyset cursor (base64url JSON, lib/server/services/applications/keyset.ts). */
export const cursorParam = optional(
  text({ error: 'This page link is not valid' }).max(MAX_CURSOR, 'This page link is not valid').regex(/^[A-Za-z0-9_-]+$/, 'This page link is not valid'),
);

/** ?status=…&after=…: one state of the kind (the waiting one when not given, 'all' for every state). */
export function applicationListSchema<K extends ApplicationKind>(kind: K) {
  const statuses: readonly string[] = APPLICATION_STATUSES[kind];
  const choices: [string, ...string[]] = [statuses[0] ?? 'all', ...statuses.slice(1), 'all'];
  return z.object({
    status: z.preprocess(blankToUndefined, z.enum(choices, { error: `Choose one of: ${choices.join(', ')}` }).default(choices[0])),
    after: cursorParam,
  });
}
export type ApplicationListQuery = { status: string; after?: string | undefined };

const reason = text({ error: 'Write the reason as text' })
  .trim()
  .min(MIN_REASON, `Write a reason of at least ${MIN_REASON} characters: the applicant reads it`)
  .max(MAX_REASON, `Keep the reason to ${MAX_REASON} characters`);

/**
 * POST admin/applications/{kind}/{id}/review: approve (with an optional note the applicant reads) or reject with a
 * reason (required: the applicant is told why, by mail and SMS).
 */
export const applicationReviewSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve'), reason: optional(text({ error: 'Write the note as text' }).trim().max(MAX_REASON, `Keep the note to ${MAX_REASON} characters`)) }),
    z.object({ decision: z.literal('reject'), reason }),
  ],
  { error: 'Choose approve or reject' },
);
export type ApplicationReviewInput = z.output<typeof applicationReviewSchema>;

/** POST admin/applications/contact/{id}/reply {body}: the answer, sent by mail (SMS when only a phone was given). */
export const contactReplySchema = z.object({
  body: text({ error: 'Write the answer as text' })
    .trim()
    .min(MIN_REPLY, `Write an answer of at least ${MIN_REPLY} characters`)
    .max(MAX_REPLY, `Keep the answer to ${MAX_REPLY} characters`),
});
