export * from './careers';
export { CAREERS_TAG, invalidateCareers } from './invalidate';
