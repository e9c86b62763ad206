// The back office's application queues (issue 25): what customers apply for or send the shop, each kind with its
// states, the state its queue opens on, and the words staff read. Shared by the pages, the API's validation and the
// services, so a state added in one place is known everywhere.

export const APPLICATION_KINDS = ['influencers', 'businesses', 'sellers', 'contact'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export const APPLICATION_KIND_LABELS: Record<ApplicationKind, string> = {
  influencers: 'Influencers',
  businesses: 'Business verification',
  sellers: 'Sellers',
  contact: 'Contact messages',
};

/** Each kind's states, the waiting one first (the queue opens on it). */
export const APPLICATION_STATUSES = {
  influencers: ['pending', 'approved', 'rejected'],
  businesses: ['pending', 'verified', 'rejected'],
  sellers: ['pending', 'approved', 'rejected'],
  contact: ['new', 'answered', 'handled'],
} as const satisfies Record<ApplicationKind, readonly [string, ...string[]]>;

export type ApplicationStatus<K extends ApplicationKind> = (typeof APPLICATION_STATUSES)[K][number];

export const APPLICATION_STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  verified: 'Verified',
  rejected: 'Rejected',
  new: 'New',
  answered: 'Answered',
  handled: 'Handled',
};

export const statusLabel = (status: string): string => APPLICATION_STATUS_LABELS[status] ?? status;

/** The state a kind's queue is worked from: listed oldest first (who waited longest), every other view newest first. */
export const waitingStatus = (kind: ApplicationKind): string => APPLICATION_STATUSES[kind][0];

export const APPLICATIONS_PER_PAGE = 50;
export const MIN_REASON = 5;
export const MAX_REASON = 500;
export const MIN_REPLY = 5;
export const MAX_REPLY = 5000;
