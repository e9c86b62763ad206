import type { ApplicationKind } from '@/lib/domain/applications';

// What the back office's application queues answer (JSON-safe): one row shape for every kind's dense list, and one
// detail shape (the application's fields as label/value pairs) so one screen draws all four kinds.

export type QueueRow = {
  id: number;
  kind: ApplicationKind;
  status: string;
  statusLabel: string;
  /** ISO instant the application or message arrived. */
  createdAt: string;
  /** Who applied or wrote. */
  name: string;
  /** What it is: the business, the niche, the subject. */
  title: string;
  /** One more line: city, location, an excerpt. */
  detail: string;
  /** How to reach them (email, phone). */
  contact: string;
};

export type QueuePage = { rows: QueueRow[]; next: string | null; status: string };

export type QueueField = { label: string; value: string; href?: string };

export type ContactReplyView = { id: number; body: string; staffName: string; createdAt: string };

export type ApplicationDetail = QueueRow & {
  fields: QueueField[];
  /** The note or reason the applicant was told with the last decision. */
  reviewNote: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  /** What this state allows (the server checks again on every call). */
  actions: { approve: boolean; reject: boolean; reply: boolean; handled: boolean };
  /** Contact messages: customer care's answers so far, oldest first. */
  replies: ContactReplyView[];
};
