import 'server-only';
import { and, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { currentOrNextFlashWindow } from '@/lib/domain/campaign-price';
import { getDb } from '@/lib/server/db/client';
import { businesses, campaignFlashSales, campaigns, contests, jobPostings } from '@/lib/server/db/schema';
import { refreshBusinessPage } from '@/lib/server/services/businesses/invalidate';
import { expireCampaign } from '@/lib/server/services/campaigns/invalidate';
import { invalidateCareers } from '@/lib/server/services/careers/invalidate';
import { refreshContestPages } from '@/lib/server/services/contests/invalidate';

// Contests, flash sales and vacancies opening and closing at their times (the 'schedule-edges' job,
// lib/server/jobs). None of them stores an open/closed state that the clock must move: a contest's stage is read
// from its four dates (lib/domain/contests.ts), a campaign's and a flash sale's price from their windows
// (lib/domain/campaign-price.ts), a vacancy takes applications between opens_at and closes_at (its status is the
// owner's pause or close, not the clock's). Each page already ends its cached copy at its next edge by itself
// (lib/server/page-edges.ts). What was missing is something that acts AT the edge whatever is cached: this finds the
// edges that passed in (since, now] and calls each area's own invalidate function, the ones a back-office edit calls.
//
// Outside Next (the worker is a plain Node process) those functions do nothing: revalidateTag needs Next's request
// scope, and each of them returns early without NEXT_RUNTIME. The report says what passed, so the cross-process tag
// bus (issue 27, another part) can carry it to every instance.

export type PassedEdges = {
  /** Contests whose entries opened, voting opened or closed, or winners fell due. */
  contests: string[];
  /** Campaigns that started or ended, or whose flash-sale window opened or closed. */
  campaigns: number[];
  /** Vacancies that opened or closed: the shop's own (/careers) and businesses' (their pages). */
  vacancies: number[];
};

const within = (column: AnyPgColumn, since: Date, now: Date): SQL => and(gt(column, since), lte(column, now))!;

/** A flash window of `sale` starting or ending in (since, now]. Windows last minutes or more; a run every minute. */
function flashEdgePassed(sale: { firstStartsAt: Date; durationSeconds: number; repeatEverySeconds: number | null }, campaign: { startsAt: Date; endsAt: Date }, since: Date, now: Date): boolean {
  const schedule = { title: '', firstStartsAt: sale.firstStartsAt.getTime(), durationMs: sale.durationSeconds * 1000, repeatEveryMs: sale.repeatEverySeconds === null ? null : sale.repeatEverySeconds * 1000 };
  const window = currentOrNextFlashWindow(schedule, { startsAt: campaign.startsAt.getTime(), endsAt: campaign.endsAt.getTime() }, since);
  if (!window) return false;
  const passed = (at: number) => at > since.getTime() && at <= now.getTime();
  return passed(window.startsAt) || passed(window.endsAt);
}

/** The edges in (since, now], each area's caches invalidated. */
export async function passEdges(options: { since: Date; now: Date }): Promise<PassedEdges> {
  const { since, now } = options;
  const db = getDb();
  const contestRows = await db
    .select({ slug: contests.slug })
    .from(contests)
    .where(or(within(contests.entriesOpenAt, since, now), within(contests.votingOpensAt, since, now), within(contests.votingClosesAt, since, now), within(contests.winnersDueAt, since, now)));
  const vacancyRows = await db
    .select({ id: jobPostings.id, businessSlug: businesses.slug })
    .from(jobPostings)
    .leftJoin(businesses, eq(businesses.id, jobPostings.businessId))
    .where(or(within(jobPostings.opensAt, since, now), within(jobPostings.closesAt, since, now)));
  // Campaigns running at some point of (since, now], with their flash sale if any: a handful at any time.
  const campaignRows = await db
    .select({ id: campaigns.id, startsAt: campaigns.startsAt, endsAt: campaigns.endsAt, sale: campaignFlashSales })
    .from(campaigns)
    .leftJoin(campaignFlashSales, eq(campaignFlashSales.campaignId, campaigns.id))
    .where(and(eq(campaigns.isActive, true), lte(campaigns.startsAt, now), gt(campaigns.endsAt, since)));
  const campaignIds = campaignRows
    .filter((c) => c.startsAt > since || c.endsAt <= now || (c.sale !== null && flashEdgePassed(c.sale, c, since, now)))
    .map((c) => c.id);

  const edges: PassedEdges = { contests: contestRows.map((c) => c.slug), campaigns: campaignIds, vacancies: vacancyRows.map((v) => v.id) };
  for (const slug of edges.contests) refreshContestPages(slug);
  for (const id of edges.campaigns) expireCampaign(id);
  if (vacancyRows.length > 0) invalidateCareers();
  for (const { businessSlug } of vacancyRows) if (businessSlug) refreshBusinessPage(businessSlug);
  return edges;
}
