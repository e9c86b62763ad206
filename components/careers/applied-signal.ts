/** The word the career page's "You applied" waits for, to come into view once the page has refreshed after applying. */
export const appliedSignal = (careerId: number): string => `career-applied-${careerId}`;
