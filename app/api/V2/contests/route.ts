import { handle, ok } from '@/lib/server/http/respond';
import { listContests } from '@/lib/server/services/contests';

// GET contests → data.contests {running, upcoming, ended}: each with its banner, prize, stage and countdown text
// (SPEC §3 Contest.contests, §9). The same for everyone; the countdown is as of the answer.
export const dynamic = 'force-dynamic';

export const GET = handle(async () => {
  const contests = await listContests();
  return ok({ contests }, undefined, { cache: 'contestList' });
});
