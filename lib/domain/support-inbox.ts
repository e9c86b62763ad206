// The support inbox (the shop's side of customers' tickets, issue 25): its tabs, filters and limits. Pure, so the
// pages, the API and the tests read the same words. A ticket's tab is derived by the database (support_tickets.
// inbox_state, migration 0031) from its status and whether staff ever answered it.

export const INBOX_STATES = ['new', 'waiting_us', 'waiting_customer', 'resolved'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

export const INBOX_STATE_LABELS: Record<InboxState, string> = {
  new: 'New',
  waiting_us: 'Waiting for us',
  waiting_customer: 'Waiting for the customer',
  resolved: 'Resolved',
};

/** Where we owe an answer the oldest wait comes first; elsewhere the latest activity does. */
export const INBOX_ORDER: Record<InboxState, 'asc' | 'desc'> = { new: 'asc', waiting_us: 'asc', waiting_customer: 'desc', resolved: 'desc' };

export const INBOX_ASSIGNEE_FILTERS = ['anyone', 'me', 'unassigned'] as const;
export type InboxAssigneeFilter = (typeof INBOX_ASSIGNEE_FILTERS)[number];
export const INBOX_ASSIGNEE_LABELS: Record<InboxAssigneeFilter, string> = { anyone: 'Anyone', me: 'Assigned to me', unassigned: 'Unassigned' };

/** Roles a ticket can be assigned to (the ones that answer tickets: support.answer). */
export const TICKET_ASSIGNEE_ROLES = ['support', 'manager', 'owner'] as const;

export const INBOX_PER_PAGE = 25;
export const MAX_INBOX_PER_PAGE = 100;
export const MAX_INBOX_SEARCH = 80;
/** Tab counts stop here ("1,000+"): a count costs what this many index entries do, whatever the table's size. */
export const INBOX_COUNT_BOUND = 1000;
/** Orders shown beside a ticket: the customer's most recent. */
export const TICKET_RECENT_ORDERS = 5;

export const STAFF_REPLY_MIN = 2;
export const STAFF_REPLY_MAX = 5000;
export const TICKET_NOTE_MAX = 2000;
export const CANNED_TITLE_MAX = 80;
export const CANNED_BODY_MAX = 3000;
/** A small managed list: beyond this it stops being something to pick from. */
export const CANNED_REPLIES_MAX = 50;

/** Staff attachments: photos (as customers send) and PDFs (a receipt, a refund slip), up to 8 MB each. */
export const STAFF_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const STAFF_ATTACHMENT_MESSAGES = {
  type: 'Attach a JPEG, PNG or WebP photo, or a PDF.',
  tooBig: 'That file is larger than 8 MB. Please attach a smaller one.',
  missing: 'Choose a file to attach.',
} as const;

/** "1,000+" for a bounded count. */
export const boundedCount = (n: number): string => (n > INBOX_COUNT_BOUND ? `${INBOX_COUNT_BOUND.toLocaleString('en-IN')}+` : n.toLocaleString('en-IN'));
