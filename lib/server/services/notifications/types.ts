/** What one event says, on each channel. */
export type RenderedNotice = {
  email: { subject: string; text: string; html: string; links?: string[] };
  /** Short: one SMS where it can be. */
  sms: string;
};

/**
 * Renders the messages for one subject when they are sent (after the response, or on a retry), from the subject's
 * data as it is then and the facts the event recorded. null: nothing to say any more (the subject is gone).
 */
export type NoticeTemplate = (subjectId: string, data: Record<string, unknown>) => Promise<RenderedNotice | null>;
