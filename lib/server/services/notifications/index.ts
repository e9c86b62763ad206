// The shop's one way of telling a person something (DESIGN.md "Shared building blocks: Notifications"): queue it in
// the event's transaction (enqueue.ts), send it after the response (deliver.ts), one template per event (templates.ts).
export * from './enqueue';
export * from './deliver';
export type * from './types';
export * from './dead-letters';
