export * from './influencers';
export * from './types';
