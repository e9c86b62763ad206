// The back office's application queues (issue 25): influencer applications, business verification, seller
// applications and contact messages. Decisions on influencers and businesses are their own services' (reviewInfluencer,
// reviewBusiness); the seller and contact actions live here.
export * from './business-queue';
export * from './by-kind';
export * from './contact-queue';
export * from './influencer-queue';
export * from './seller-queue';
export * from './waiting';
export type * from './types';
