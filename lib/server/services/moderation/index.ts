// Moderation of what customers write (issue 25): the gate every post passes, the shop's policies, the queues, the
// decisions (approve, hide, block) and the grouped reports queue.
export * from './actions';
export * from './blocks';
export * from './gate';
export * from './items';
export * from './mine';
export * from './policy';
export * from './queues';
export * from './report-groups';
