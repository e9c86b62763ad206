import { z } from 'zod';
import {
  CANNED_BODY_MAX,
  CANNED_TITLE_MAX,
  INBOX_ASSIGNEE_FILTERS,
  INBOX_PER_PAGE,
  INBOX_STATES,
  MAX_INBOX_PER_PAGE,
  MAX_INBOX_SEARCH,
  STAFF_REPLY_MAX,
  STAFF_REPLY_MIN,
  TICKET_NOTE_MAX,
} from '@/lib/domain/support-inbox';
import { TICKET_ATTACHMENTS_MAX } from '@/lib/domain/support-tickets';
import { labelledId } from './ids';
import { blankToUndefined, intWithDefault } from './query-values';
import { text } from './text';
import { uploadIdSchema } from './upload';

// Inputs of the support inbox (GET admin/support, the ticket's actions, canned replies). The list's query string is
// read by the page (/admin/support) and by the API alike, so a link copied from one works on the other.

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const inboxQuerySchema = z.object({
  state: z.preprocess(blankToUndefined, z.enum(INBOX_STATES, { error: 'Choose new, waiting for us, waiting for the customer or resolved' }).default('new')),
  assigned: z.preprocess(blankToUndefined, z.enum(INBOX_ASSIGNEE_FILTERS, { error: 'Choose anyone, assigned to me or unassigned' }).default('anyone')),
  q: optional(text({ error: 'Search with text' }).trim().max(MAX_INBOX_SEARCH, `Search with at most ${MAX_INBOX_SEARCH} characters`)),
  perPage: intWithDefault('Per page', INBOX_PER_PAGE, 1, MAX_INBOX_PER_PAGE),
  after: optional(text({ error: 'This page link is not valid' }).max(200, 'This page link is not valid').regex(/^[A-Za-z0-9_-]+$/, 'This page link is not valid')),
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

/** The form's token for one reply or note: the same one sent twice lands once. */
const clientToken = z.uuid({ error: 'Send the form again (its token is missing)' });

export const staffReplySchema = z.object({
  body: text({ error: 'Write the reply' })
    .trim()
    .min(STAFF_REPLY_MIN, 'Write the reply')
    .max(STAFF_REPLY_MAX, `Keep the reply to ${STAFF_REPLY_MAX} characters`),
  attachments: z
    .array(uploadIdSchema, { error: 'Attachments must be a list of uploaded files' })
    .max(TICKET_ATTACHMENTS_MAX, `At most ${TICKET_ATTACHMENTS_MAX} attachments per reply`)
    .default([]),
  clientToken,
});
export type StaffReplyInput = z.output<typeof staffReplySchema>;

export const ticketNoteSchema = z.object({
  body: text({ error: 'Write the note' }).trim().min(1, 'Write the note').max(TICKET_NOTE_MAX, `Keep the note to ${TICKET_NOTE_MAX} characters`),
  clientToken,
});
export type TicketNoteInput = z.output<typeof ticketNoteSchema>;

/** {assigneeId: a staff member's id, or null to unassign}. */
export const assignTicketSchema = z.object({
  assigneeId: z.union([labelledId('Staff member'), z.null()], { error: 'Choose a staff member, or nobody' }),
});

export const cannedReplySchema = z.object({
  title: text({ error: 'Give it a title' }).trim().min(2, 'Give it a title').max(CANNED_TITLE_MAX, `Keep the title to ${CANNED_TITLE_MAX} characters`),
  body: text({ error: 'Write the reply' }).trim().min(STAFF_REPLY_MIN, 'Write the reply').max(CANNED_BODY_MAX, `Keep the reply to ${CANNED_BODY_MAX} characters`),
});
export type CannedReplyInput = z.output<typeof cannedReplySchema>;

export const cannedReplyPatchSchema = cannedReplySchema.partial().refine((v) => v.title !== undefined || v.body !== undefined, {
  error: 'Change the title or the reply',
  path: ['title'],
});
