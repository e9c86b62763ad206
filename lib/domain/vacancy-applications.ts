// A business's hiring pipeline for an application to one of its vacancies: received → shortlisted → interview →
// hired, and rejected from any step before hired. Pure: the dashboard service asks it whether a move is allowed, the
// owner's page asks it which buttons to show, and the applicant reads the same labels. The shop's own postings keep
// their own statuses (lib/domain/careers.ts); both live in job_applications.status.

export const PIPELINE_STATUSES = ['received', 'shortlisted', 'interview', 'hired', 'rejected'] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

/** Where each status may go next. hired and rejected are final. */
const NEXT: Record<PipelineStatus, readonly PipelineStatus[]> = {
  received: ['shortlisted', 'rejected'],
  shortlisted: ['interview', 'rejected'],
  interview: ['hired', 'rejected'],
  hired: [],
  rejected: [],
};

export const isPipelineStatus = (value: string): value is PipelineStatus => (PIPELINE_STATUSES as readonly string[]).includes(value);

export function nextStatuses(from: string): readonly PipelineStatus[] {
  return isPipelineStatus(from) ? NEXT[from] : [];
}

export function isFinalStatus(status: string): boolean {
  return isPipelineStatus(status) && NEXT[status].length === 0;
}

export type TransitionCheck = { ok: true; changed: boolean } | { ok: false; reason: string };

/**
 * Whether `from` may become `to`. Asking for the status it already has is allowed and changes nothing (a double tap
 * or a second tab repeats the move: the first one did it). Everything else follows NEXT.
 */
export function checkTransition(from: string, to: string): TransitionCheck {
  if (!isPipelineStatus(to)) return { ok: false, reason: 'Choose received, shortlisted, interview, hired or rejected.' };
  if (from === to) return { ok: true, changed: false };
  if (!isPipelineStatus(from)) return { ok: false, reason: 'This application is not in a business’s hiring steps.' };
  if (NEXT[from].includes(to)) return { ok: true, changed: true };
  if (isFinalStatus(from)) return { ok: false, reason: `This application was already ${PIPELINE_LABELS[from].toLowerCase()}; it cannot move any more.` };
  return { ok: false, reason: `An application that is ${PIPELINE_LABELS[from].toLowerCase()} can move only to ${NEXT[from].map((s) => PIPELINE_LABELS[s].toLowerCase()).join(' or ')}.` };
}

/** What the owner's buttons say for a move to each status. */
export const PIPELINE_ACTIONS: Record<PipelineStatus, string> = {
  received: 'Mark received',
  shortlisted: 'Shortlist',
  interview: 'Invite to interview',
  hired: 'Hire',
  rejected: 'Reject',
};

/** The status as the owner and the applicant read it. */
export const PIPELINE_LABELS: Record<PipelineStatus, string> = {
  received: 'Received',
  shortlisted: 'Shortlisted',
  interview: 'Invited to interview',
  hired: 'Hired',
  rejected: 'Not selected',
};

/** A vacancy's own state: open (listed, takes applications), paused (hidden for now), closed (final). */
export const VACANCY_STATUSES = ['open', 'paused', 'closed'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

const VACANCY_NEXT: Record<VacancyStatus, readonly VacancyStatus[]> = {
  open: ['paused', 'closed'],
  paused: ['open', 'closed'],
  closed: [],
};

export const VACANCY_LABELS: Record<VacancyStatus, string> = { open: 'Open', paused: 'Paused', closed: 'Closed' };

export function checkVacancyTransition(from: string, to: string): TransitionCheck {
  if (!(VACANCY_STATUSES as readonly string[]).includes(to)) return { ok: false, reason: 'Choose open, paused or closed.' };
  if (from === to) return { ok: true, changed: false };
  const allowed = VACANCY_NEXT[from as VacancyStatus] ?? [];
  if (allowed.includes(to as VacancyStatus)) return { ok: true, changed: true };
  return { ok: false, reason: from === 'closed' ? 'This vacancy is closed; post a new one to hire again.' : `A ${from} vacancy cannot become ${to}.` };
}

export function vacancyNextStatuses(from: string): readonly VacancyStatus[] {
  return VACANCY_NEXT[from as VacancyStatus] ?? [];
}
