import { eq } from 'drizzle-orm';
import { addMonths } from 'date-fns';
import { PENDING_LIFETIME_MONTHS } from '@/lib/domain/connections';
import { connections, users } from '@/lib/server/db/schema';
import { expireConnectionRequests } from '@/lib/server/services/people/expire-requests';
import { answerConnection, relationshipWith, sendConnection } from '@/lib/server/services/people/connections';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';

// Connection requests expired: a request nobody answered for PENDING_LIFETIME_MONTHS is "as if there were no request"
// (lib/domain/connections.ts). The job removes it; an answered one is never touched; the sender may ask afresh. The
// clock is injected: the request is sent at a fixed instant and the job runs months later.

const { db } = useTestDatabase();
const SENT_AT = new Date('2030-01-10T04:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

async function person(name: string) {
  const { id } = await newSignedInUser('person', name);
  const [row] = await db().select({ username: users.username }).from(users).where(eq(users.id, id));
  return { id, username: row!.username };
}

const rowOf = async (id: number) => (await db().select().from(connections).where(eq(connections.id, id)))[0] ?? null;

describe('expireConnectionRequests', () => {
  it('removes a request unanswered past its lifetime, keeps a younger one and an accepted one; the sender may ask again', async () => {
    const [asha, bikash, chandra] = [await person('Asha Rai'), await person('Bikash Lama'), await person('Chandra KC')];
    const unanswered = await sendConnection(asha.id, bikash.username, SENT_AT);
    const accepted = await sendConnection(asha.id, chandra.username, SENT_AT);
    await answerConnection(chandra.id, accepted.id, 'accept', new Date(SENT_AT.getTime() + DAY));

    const lifetimeEnd = addMonths(SENT_AT, PENDING_LIFETIME_MONTHS);
    await expireConnectionRequests({ now: new Date(lifetimeEnd.getTime() - DAY) });
    expect((await rowOf(unanswered.id))?.status).toBe('pending');

    const later = new Date(lifetimeEnd.getTime() + DAY);
    const report = await expireConnectionRequests({ now: later });
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(await rowOf(unanswered.id)).toBeNull();
    expect((await rowOf(accepted.id))?.status).toBe('accepted');
    expect(await relationshipWith(asha.id, bikash.id, later)).toMatchObject({ state: 'none' });

    // Asking again starts a new request at once (an expired request carries no cooldown).
    const again = await sendConnection(asha.id, bikash.username, later);
    expect(again).toMatchObject({ created: true, changed: true });
    expect(await expireConnectionRequests({ now: new Date(later.getTime() + DAY) })).toMatchObject({ expired: 0 });
  });
});
