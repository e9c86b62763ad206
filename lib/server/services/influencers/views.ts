import 'server-only';
import { INFLUENCER_STATUS_LABELS, nicheLabel, SOCIAL_LABELS, SOCIAL_PLATFORMS } from '@/lib/domain/businesses';
import { personUrl } from '@/lib/domain/people';
import { influencers, users } from '@/lib/server/db/schema';
import { uploadUrl } from '@/lib/validation/upload';
import type { InfluencerCard, InfluencerDetail, OwnInfluencer } from './types';

type Row = typeof influencers.$inferSelect;

/** The columns every influencer read takes from users (never email or phone). */
export const PERSON = { name: users.name, username: users.username, avatarUploadId: users.avatarUploadId, avatarArt: users.avatarArt };
export type Person = { name: string; username: string; avatarUploadId: string | null; avatarArt: string | null };

export function toCard(row: Row, person: Person): InfluencerCard {
  const accounts = SOCIAL_PLATFORMS.flatMap((platform) => {
    const handle = row[`${platform}Handle`];
    return handle ? [{ platform, label: SOCIAL_LABELS[platform], handle, followers: row[`${platform}Followers`] }] : [];
  });
  return {
    id: row.id,
    name: person.name,
    username: person.username,
    url: personUrl(person.username),
    avatar: person.avatarUploadId ? uploadUrl(person.avatarUploadId) : person.avatarArt,
    niche: row.niche,
    nicheLabel: nicheLabel(row.niche),
    city: row.city,
    followerCount: row.followerCount,
    accounts,
  };
}

export const toDetail = (row: Row, person: Person): InfluencerDetail => ({ ...toCard(row, person), pitch: row.pitch, approvedAt: row.status === 'approved' ? (row.reviewedAt?.toISOString() ?? null) : null });

export function toOwn(row: Row, person: Person, coupon: { code: string; description: string } | null): OwnInfluencer {
  return {
    ...toDetail(row, person),
    status: row.status,
    statusLabel: INFLUENCER_STATUS_LABELS[row.status] ?? row.status,
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
    coupon,
    orderCount: row.orderCount,
    revenue: row.revenue,
  };
}
