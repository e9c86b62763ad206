export * from './applications';
export * from './businesses';
export * from './public-page';
export * from './review-mode';
export * from './types';
export * from './vacancies';
export { businessUrl, toBusinessSummary } from './views';
export * from './followed-vacancies';
