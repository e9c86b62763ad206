import { z } from 'zod';
import {
  COMPLAINT_REASONS,
  MAX_TICKET_PAGE,
  TICKET_ATTACHMENTS_MAX,
  TICKET_MESSAGE_MAX,
  TICKET_MESSAGE_MIN,
  TICKET_SUBJECT_MAX,
} from '@/lib/domain/support-tickets';
import { labelledId } from './ids';
import { text } from './text';
import { uploadIdSchema } from './upload';
import { pageParam } from './query-values';

// Support tickets and complaints (SPEC §7 support-tickets/?page, ticket/{id}, reply-ticket, complain). The limits
// live in lib/domain/support-tickets.ts, which the forms read too.

export const ticketPageQuerySchema = z.object({
  page: pageParam(MAX_TICKET_PAGE),
});

export const ticketMessageSchema = text({ error: 'Write your message' })
  .trim()
  .min(TICKET_MESSAGE_MIN, `Write at least ${TICKET_MESSAGE_MIN} characters, so we can help`)
  .max(TICKET_MESSAGE_MAX, `Keep the message to ${TICKET_MESSAGE_MAX} characters`);

export const attachmentsSchema = z
  .array(uploadIdSchema, { error: 'Attachments must be a list of uploaded photos' })
  .max(TICKET_ATTACHMENTS_MAX, `At most ${TICKET_ATTACHMENTS_MAX} photos per message`)
  .default([]);

/** POST support-tickets: a general question (or one about an order, without a complaint reason). */
export const openTicketSchema = z.object({
  subject: text({ error: 'Give your question a subject' })
    .trim()
    .min(3, 'Give your question a subject')
    .max(TICKET_SUBJECT_MAX, `Keep the subject to ${TICKET_SUBJECT_MAX} characters`),
  message: ticketMessageSchema,
  orderId: labelledId('Order').optional(),
  attachments: attachmentsSchema,
});
export type OpenTicketInput = z.infer<typeof openTicketSchema>;

/** POST complain: what went wrong with an order, in the customer's words, with photos. */
export const complainSchema = z.object({
  orderId: labelledId('Order'),
  reason: z.enum(COMPLAINT_REASONS, { error: 'Choose what went wrong' }),
  message: ticketMessageSchema,
  attachments: attachmentsSchema,
});
export type ComplainInput = z.infer<typeof complainSchema>;

/** POST reply-ticket. */
export const replyTicketSchema = z.object({
  ticketId: labelledId('Ticket'),
  message: ticketMessageSchema,
  attachments: attachmentsSchema,
});
export type ReplyTicketInput = z.infer<typeof replyTicketSchema>;

/** The {id} of ticket/{id} (and its resolve and reopen). */
export const ticketIdSchema = labelledId('Ticket');
