// What the influencer calls answer (JSON-safe). No email or phone: other members read the list and details.

export type InfluencerAccount = { platform: string; label: string; handle: string; followers: number };

export type InfluencerCard = {
  id: number;
  name: string;
  username: string;
  /** Their public page, /user/{username}: wherever an influencer's name shows, it links there. */
  url: string;
  avatar: string | null;
  niche: string;
  nicheLabel: string;
  city: string;
  followerCount: number;
  accounts: InfluencerAccount[];
};

export type InfluencerDetail = InfluencerCard & { pitch: string; approvedAt: string | null };

/** The influencer's own view on /profile/promotion. */
export type OwnInfluencer = InfluencerDetail & {
  status: string;
  statusLabel: string;
  reviewNote: string;
  createdAt: string;
  coupon: { code: string; description: string } | null;
  orderCount: number;
  /** Goods value of the orders placed with the code, paisa. */
  revenue: number;
};
