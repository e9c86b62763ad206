// Comments, reactions and reports on any target (DESIGN.md "Shared building blocks"): blog posts today, contest
// entries and reviews later. Target types live in lib/domain/engagement.ts, their resolvers in targets.ts.
export * from './comments';
export * from './comment-view';
export * from './reactions';
export * from './reports';
export * from './targets';
export { MENTION_EVENT, mentionSubject } from './mentions';
