import { eq } from 'drizzle-orm';
import { campaignFlashSales, campaigns, contests, jobPostings } from '@/lib/server/db/schema';
import { passEdges } from '@/lib/server/services/edges/passed-edges';
import { useTestDatabase } from '../support/database';

// Contests, flash sales and vacancies open and close by their dates (their state is read from the clock, not stored):
// the job finds the edges that passed since its last run and invalidates those pages through each area's own
// invalidate function. Outside Next (here, and in the worker) those functions must not throw. The clock is injected:
// each run is "just after" or "just before" an edge read from the seeded rows.

const { db } = useTestDatabase();
const MINUTE = 60_000;
const around = (at: Date) => ({ since: new Date(at.getTime() - MINUTE), now: new Date(at.getTime() + 1000) });
const after = (at: Date) => ({ since: new Date(at.getTime() + 1000), now: new Date(at.getTime() + MINUTE) });

describe('passEdges', () => {
  it('reports a contest when its voting closes and when its entries open, and not in a minute without an edge', async () => {
    const [contest] = await db().select().from(contests).limit(1);
    expect((await passEdges(around(contest!.votingClosesAt))).contests).toContain(contest!.slug);
    expect((await passEdges(around(contest!.entriesOpenAt))).contests).toContain(contest!.slug);
    expect((await passEdges(after(contest!.votingClosesAt))).contests).not.toContain(contest!.slug);
  });

  it('reports a vacancy when it opens and when it closes', async () => {
    const [posting] = await db().select().from(jobPostings).limit(1);
    expect((await passEdges(around(posting!.closesAt))).vacancies).toContain(posting!.id);
    expect((await passEdges(around(posting!.opensAt))).vacancies).toContain(posting!.id);
    expect((await passEdges(after(posting!.closesAt))).vacancies).not.toContain(posting!.id);
  });

  it('reports a campaign when it starts, ends, and when a flash-sale window opens and closes inside it', async () => {
    const [campaign] = await db().select().from(campaigns).where(eq(campaigns.isActive, true)).limit(1);
    expect((await passEdges(around(campaign!.startsAt))).campaigns).toContain(campaign!.id);
    expect((await passEdges(around(campaign!.endsAt))).campaigns).toContain(campaign!.id);

    // A flash sale of 30 minutes every 2 hours, from an hour into the campaign.
    const first = new Date(campaign!.startsAt.getTime() + 60 * MINUTE);
    await db().delete(campaignFlashSales).where(eq(campaignFlashSales.campaignId, campaign!.id));
    await db().insert(campaignFlashSales).values({ campaignId: campaign!.id, title: 'Flash hour', firstStartsAt: first, durationSeconds: 30 * 60, repeatEverySeconds: 2 * 60 * 60 });
    const secondWindowStart = new Date(first.getTime() + 2 * 60 * MINUTE);
    const secondWindowEnd = new Date(secondWindowStart.getTime() + 30 * MINUTE);
    expect((await passEdges(around(secondWindowStart))).campaigns).toContain(campaign!.id);
    expect((await passEdges(around(secondWindowEnd))).campaigns).toContain(campaign!.id);
    // Ten minutes into the window: nothing changes that minute.
    expect((await passEdges(around(new Date(secondWindowStart.getTime() + 10 * MINUTE)))).campaigns).not.toContain(campaign!.id);
  });
});
