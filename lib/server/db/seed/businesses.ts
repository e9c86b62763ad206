import { sql } from 'drizzle-orm';
import { businessLogoSvg } from '@/lib/domain/art/business-logo';
import { influencerCode, INFLUENCER_COUPON } from '@/lib/domain/businesses';
import { describePrize, INFLUENCER_WALLET_TITLE, influencerCodeCondition } from '@/lib/domain/games';
import { CV_TYPES } from '@/lib/domain/careers';
import { minimalPdf } from '@/lib/domain/minimal-pdf';
import { formatNpr } from '@/lib/domain/money';
import * as s from '@/lib/server/db/schema';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_ID, demoPersonId } from './community';
import { DEMO_PEOPLE } from './data/people';
import { DEMO_APPLICATIONS, DEMO_BUSINESSES, DEMO_INFLUENCERS, DEMO_VACANCIES } from './data/businesses';
import type { SeedExecutor } from './insert';
import { endOfKathmanduDayFromSeed } from './running-dates';

// Issue 14's demo: 8 verified businesses with drawn logos, 15 vacancies (open, paused, closed), applications in every
// state with the applicants' CVs, and 6 approved influencers with their personal codes. Deterministic; dates are
// relative to the seed so open vacancies are open on any day.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The businesses the demo customer follows (none of them her own). */
const DEMO_CUSTOMER_FOLLOWS = ['patan-sweet-oven', 'jhamsikhel-flower-studio', 'hotel-tara-thamel'];

const personId = (username: string) => (username === DEMO_CUSTOMER.username ? DEMO_CUSTOMER_ID : demoPersonId(username));
const personName = (username: string) => {
  if (username === DEMO_CUSTOMER.username) return DEMO_CUSTOMER.name;
  const p = DEMO_PEOPLE.find((person) => person.username === username)!;
  return `${p.firstName} ${p.lastName}`;
};
const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export async function seedBusinesses(db: SeedExecutor, nowDate = new Date()): Promise<Record<string, number>> {
  const now = nowDate.getTime();
  const ago = (days: number) => new Date(now - days * DAY_MS);

  const logos = await db
    .insert(s.uploads)
    .values(DEMO_BUSINESSES.map((b) => ({ userId: personId(b.owner), kind: 'business-logo', contentType: 'image/svg+xml', bytes: Buffer.from(businessLogoSvg(b)), width: 240, height: 240 })))
    .returning({ id: s.uploads.id });
  const businessRows = await db
    .insert(s.businesses)
    .values(
      DEMO_BUSINESSES.map((b, i) => ({
        ownerId: personId(b.owner),
        slug: b.slug,
        name: b.name,
        type: b.type,
        pan: b.pan,
        address: b.address,
        city: b.city,
        latitude: b.latitude,
        longitude: b.longitude,
        phone: b.phone,
        logoUploadId: logos[i]!.id,
        description: b.description,
        status: 'verified',
        verifiedAt: ago(b.verifiedDaysAgo),
        followerCount: b.followers,
        createdAt: ago(b.verifiedDaysAgo + 2),
        updatedAt: ago(b.verifiedDaysAgo),
      })),
    )
    .returning({ id: s.businesses.id, slug: s.businesses.slug, name: s.businesses.name });
  const businessBySlug = new Map(businessRows.map((b) => [b.slug, b]));

  const vacancyRows = await db
    .insert(s.jobPostings)
    .values(
      DEMO_VACANCIES.map((v) => {
        const business = businessBySlug.get(v.business)!;
        const flat = v.description.replace(/\s+/g, ' ');
        return {
          slug: `${v.business}-${slugOf(v.title)}`,
          title: v.title,
          department: business.name,
          location: v.location,
          employmentType: v.type,
          salaryMin: v.salaryMinRupees === undefined ? null : v.salaryMinRupees * 100,
          salaryMax: v.salaryMaxRupees === undefined ? null : v.salaryMaxRupees * 100,
          summary: flat.length <= 180 ? flat : `${flat.slice(0, 179).replace(/\s+\S*$/, '')}…`,
          body: v.description,
          opensAt: ago(v.postedDaysAgo),
          closesAt: endOfKathmanduDayFromSeed(v.closesInDays, now),
          businessId: business.id,
          status: v.status,
          createdAt: ago(v.postedDaysAgo),
          updatedAt: ago(v.postedDaysAgo),
        };
      }),
    )
    .returning({ id: s.jobPostings.id });
  // The demo customer follows three businesses, so /profile shows "From businesses you follow" in the demo. Their
  // follower_count above is the demo's story (people not in the seed); her follows are counted in her people_counts.
  const followed = DEMO_CUSTOMER_FOLLOWS.map((slug, k) => ({ followerId: DEMO_CUSTOMER_ID, targetType: 'business', targetId: businessBySlug.get(slug)!.id, createdAt: ago(20 + k * 9) }));
  await db.insert(s.follows).values(followed);
  await db
    .insert(s.peopleCounts)
    .values({ userId: DEMO_CUSTOMER_ID, following: followed.length })
    .onConflictDoUpdate({ target: s.peopleCounts.userId, set: { following: sql`${s.peopleCounts.following} + ${followed.length}` } });

  const vacancyId = new Map(DEMO_VACANCIES.map((v, i) => [`${v.business}/${v.title}`, vacancyRows[i]!.id]));

  const cvs = await db
    .insert(s.uploads)
    .values(
      DEMO_APPLICATIONS.map((a) => ({
        userId: personId(a.applicant),
        kind: 'cv',
        contentType: CV_TYPES.pdf,
        bytes: Buffer.from(minimalPdf([personName(a.applicant), `Applying for: ${a.vacancy.split('/')[1]}`, `Phone: ${a.phone}`, '', a.coverNote.slice(0, 90)])),
      })),
    )
    .returning({ id: s.uploads.id });
  await db.insert(s.jobApplications).values(
    DEMO_APPLICATIONS.map((a, i) => ({
      postingId: vacancyId.get(a.vacancy)!,
      userId: personId(a.applicant),
      cvUploadId: cvs[i]!.id,
      phone: a.phone,
      coverNote: a.coverNote,
      expectedSalary: a.expectedSalaryRupees === undefined ? null : a.expectedSalaryRupees * 100,
      status: a.status,
      createdAt: ago(a.daysAgo),
      updatedAt: ago(Math.max(0, a.daysAgo - 1)),
    })),
  );

  const codes = await db
    .insert(s.coupons)
    .values(
      DEMO_INFLUENCERS.map((inf) => ({
        code: influencerCode(inf.username),
        description: `${INFLUENCER_COUPON.percent}% off (up to ${formatNpr(INFLUENCER_COUPON.maxDiscountPaisa)}) with ${personName(inf.username)}'s code`,
        kind: 'percent' as const,
        value: INFLUENCER_COUPON.percent,
        minSubtotal: INFLUENCER_COUPON.minSubtotalPaisa,
        maxDiscount: INFLUENCER_COUPON.maxDiscountPaisa,
        perUserLimit: INFLUENCER_COUPON.perUserLimit,
        active: true,
      })),
    )
    .returning({ id: s.coupons.id, code: s.coupons.code });
  const approved = await db.insert(s.influencers).values(
    DEMO_INFLUENCERS.map((inf, i) => ({
      userId: personId(inf.username),
      instagramHandle: inf.instagram?.[0] ?? null,
      instagramFollowers: inf.instagram?.[1] ?? 0,
      tiktokHandle: inf.tiktok?.[0] ?? null,
      tiktokFollowers: inf.tiktok?.[1] ?? 0,
      youtubeHandle: inf.youtube?.[0] ?? null,
      youtubeFollowers: inf.youtube?.[1] ?? 0,
      facebookHandle: inf.facebook?.[0] ?? null,
      facebookFollowers: inf.facebook?.[1] ?? 0,
      niche: inf.niche,
      city: inf.city,
      pitch: inf.pitch,
      status: 'approved',
      reviewedAt: ago(inf.approvedDaysAgo),
      couponId: codes[i]!.id,
      createdAt: ago(inf.approvedDaysAgo + 3),
      updatedAt: ago(inf.approvedDaysAgo),
    })),
  ).returning({ id: s.influencers.id, userId: s.influencers.userId, couponId: s.influencers.couponId, reviewedAt: s.influencers.reviewedAt });
  // Each influencer's code in their prize wallet, to share (what approval writes: lib/server/services/games/wallet-sources.ts).
  const terms = { kind: 'percent' as const, value: INFLUENCER_COUPON.percent, minSubtotal: INFLUENCER_COUPON.minSubtotalPaisa, maxDiscount: INFLUENCER_COUPON.maxDiscountPaisa };
  const codeOf = new Map(codes.map((c) => [c.id, c.code]));
  await db.insert(s.prizeWallet).values(
    approved.map((inf) => ({
      userId: inf.userId,
      sourceType: 'influencer',
      sourceId: inf.id,
      couponId: inf.couponId!,
      code: codeOf.get(inf.couponId!)!,
      title: INFLUENCER_WALLET_TITLE,
      description: describePrize(terms),
      condition: influencerCodeCondition(INFLUENCER_COUPON.minSubtotalPaisa, INFLUENCER_COUPON.perUserLimit),
      expiresAt: null,
      createdAt: inf.reviewedAt ?? new Date(now),
    })),
  );
  const [counted] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM job_applications WHERE posting_id IN (SELECT id FROM job_postings WHERE business_id IS NOT NULL)`)).rows;
  return {
    businesses: businessRows.length,
    vacancies: vacancyRows.length,
    vacancyApplications: Number(counted?.n ?? 0),
    influencers: DEMO_INFLUENCERS.length,
  };
}
