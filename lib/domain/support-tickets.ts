// Support tickets: the statuses a customer understands and what they may do in each. Pure, so the API, the pages and
// the unit tests read the same rules. Times are passed in (never read from the clock here).

export const TICKET_STATUSES = ['open', 'waiting_customer', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  waiting_customer: 'Waiting for you',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** What each status means to the customer (shown under the badge on the ticket page). */
/** When customer care answers (Kathmandu time). */
export const CARE_HOURS = '7 AM – 9 PM';

export const TICKET_STATUS_HINTS: Record<TicketStatus, string> = {
  open: `Our customer care team will answer here, usually within a few hours (${CARE_HOURS}).`,
  waiting_customer: 'We answered and are waiting for your reply.',
  resolved: 'Marked as resolved. You can reopen it if the problem is not solved.',
  closed: 'This ticket is closed. A reply opens a new ticket linked to this one.',
};

/** A resolved ticket may be reopened within this many days of being resolved; after that it is closed. */
export const REOPEN_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a customer complains about an order (complain), then a general question. */
export const COMPLAINT_REASONS = ['late', 'damaged', 'wrong_message', 'wrong_item', 'payment_unpaid', 'other'] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];
export const TICKET_TOPICS = [...COMPLAINT_REASONS, 'question'] as const;
export type TicketTopic = (typeof TICKET_TOPICS)[number];

export const TICKET_TOPIC_LABELS: Record<TicketTopic, string> = {
  late: 'It arrived late',
  damaged: 'It arrived damaged',
  wrong_message: 'The message on the cake or card was wrong',
  wrong_item: 'I received the wrong item',
  payment_unpaid: 'I paid, but the order says unpaid',
  other: 'Something else went wrong',
  question: 'A question',
};

export const TICKET_SUBJECT_MAX = 120;
export const TICKET_MESSAGE_MIN = 10;
export const TICKET_MESSAGE_MAX = 3000;
/** Photos per message. */
export const TICKET_ATTACHMENTS_MAX = 4;
export const TICKETS_PER_PAGE = 10;
export const MAX_TICKET_PAGE = 50;
/** Messages shown on a ticket page (the newest; a conversation longer than this is a call for the phone). */
export const TICKET_MESSAGES_LIMIT = 200;

export type TicketState = { status: TicketStatus; resolvedAt: Date | null };

/** The last moment a resolved ticket can be reopened. */
export function reopenDeadline(resolvedAt: Date): Date {
  return new Date(resolvedAt.getTime() + REOPEN_WINDOW_DAYS * DAY_MS);
}

/** The status the customer sees now: a resolved ticket past its reopen window reads as closed. */
export function effectiveStatus(ticket: TicketState, now: Date): TicketStatus {
  if (ticket.status === 'resolved' && ticket.resolvedAt && now > reopenDeadline(ticket.resolvedAt)) return 'closed';
  return ticket.status;
}

/** Open and waiting tickets can be marked resolved by their customer. */
export const canResolve = (ticket: TicketState, now: Date): boolean => {
  const status = effectiveStatus(ticket, now);
  return status === 'open' || status === 'waiting_customer';
};

/** A resolved ticket can be reopened within REOPEN_WINDOW_DAYS of being resolved. */
export const canReopen = (ticket: TicketState, now: Date): boolean => effectiveStatus(ticket, now) === 'resolved';

/**
 * What a customer's reply does: continue the conversation (and reopen a resolved ticket within its window), or, on a
 * closed ticket, open a new ticket linked to it.
 */
export function replyOutcome(ticket: TicketState, now: Date): 'continue' | 'new_ticket' {
  return effectiveStatus(ticket, now) === 'closed' ? 'new_ticket' : 'continue';
}

/** The status after a message: the customer's opens the ticket (again); the staff's waits for the customer. */
export function statusAfterMessage(author: 'customer' | 'staff'): TicketStatus {
  return author === 'customer' ? 'open' : 'waiting_customer';
}

/** One line of a message for the list ("last reply"). */
export function excerpt(body: string, max = 140): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** Where a ticket lives for its customer. */
export const ticketPagePath = (id: number): string => `/profile/tickets/${id}`;

/** A ticket in the customer's list (support-tickets/?page, /profile/tickets). */
export type TicketSummary = {
  id: number;
  subject: string;
  topic: TicketTopic;
  topicLabel: string;
  status: TicketStatus;
  statusLabel: string;
  order: { id: number; number: string } | null;
  lastMessage: { by: 'customer' | 'staff'; excerpt: string; at: string };
  createdAt: string;
  updatedAt: string;
  url: string;
};

/** contentType: a photo's, or 'application/pdf' (staff may attach a PDF: a receipt, a refund slip). */
export type TicketAttachment = { id: string; url: string; contentType?: string };

export type TicketMessageView = {
  id: number;
  author: 'customer' | 'staff';
  /** 'You' or 'Anjana, Upahar Ghar customer care'. */
  authorName: string;
  body: string;
  attachments: TicketAttachment[];
  at: string;
};

/** One ticket with its conversation (ticket/{id}, /profile/tickets/{id}). */
export type TicketDetail = TicketSummary & {
  statusHint: string;
  messages: TicketMessageView[];
  canResolve: boolean;
  canReopen: boolean;
  /** ISO: the last moment a resolved ticket can be reopened; null unless resolved. */
  reopenUntil: string | null;
  previousTicketId: number | null;
  /** The ticket a reply to this closed one opened, if any. */
  nextTicketId: number | null;
};
