import 'server-only';
import type { ApplicationKind } from '@/lib/domain/applications';
import type { ApplicationListQuery } from '@/lib/validation/applications';
import { getBusinessApplication, listBusinessApplications } from './business-queue';
import { getContactMessage, listContactMessages } from './contact-queue';
import { getInfluencerApplication, listInfluencerApplications } from './influencer-queue';
import { getSellerApplication, listSellerApplications } from './seller-queue';
import type { ApplicationDetail, QueuePage } from './types';

// The back-office pages draw any kind's queue and detail through these (the API has a route per kind).

const LIST: Record<ApplicationKind, (query: ApplicationListQuery) => Promise<QueuePage>> = {
  influencers: listInfluencerApplications,
  businesses: listBusinessApplications,
  sellers: listSellerApplications,
  contact: listContactMessages,
};

const DETAIL: Record<ApplicationKind, (id: number) => Promise<ApplicationDetail>> = {
  influencers: getInfluencerApplication,
  businesses: getBusinessApplication,
  sellers: getSellerApplication,
  contact: getContactMessage,
};

export const listApplications = (kind: ApplicationKind, query: ApplicationListQuery) => LIST[kind](query);
export const getApplication = (kind: ApplicationKind, id: number) => DETAIL[kind](id);
