import { sql } from 'drizzle-orm';
import { FOLLOWED_VACANCIES, followedBusinessVacancies } from '@/lib/server/services/businesses';
import { useTestDatabase } from '../support/database';
import { followAdd, followDelete, newPerson } from '../people/helpers';
import { member, openVacancy, verifiedBusiness } from './support';

// /profile's "From businesses you follow": following a business shows its newest open vacancies (issue 14).

const { db } = useTestDatabase();

describe('vacancies of the businesses a person follows', () => {
  it('shows a followed business’s open vacancies newest first, and nothing of one not followed or unfollowed', async () => {
    const owner = await member('Ramesh Maharjan');
    const bakery = await verifiedBusiness(owner, { name: 'Kirtipur Cake House' });
    const florist = await verifiedBusiness(owner, { name: 'Boudha Flower House', type: 'florist' });
    const decorator = await openVacancy(owner, bakery.id, { title: 'Cake decorator' });
    const rider = await openVacancy(owner, bakery.id, { title: 'Delivery rider' });
    await openVacancy(owner, florist.id, { title: 'Florist assistant' });
    await db().execute(sql`UPDATE job_postings SET created_at = now() - interval '1 day' WHERE id = ${decorator.id}`);
    const paused = await openVacancy(owner, bakery.id, { title: 'Night baker' });
    await db().execute(sql`UPDATE job_postings SET status = 'paused' WHERE id = ${paused.id}`);

    const fan = await newPerson('vacfan', 'Sita Shrestha');
    expect(await followedBusinessVacancies(fan.id)).toEqual([]);
    expect((await followAdd(fan, { type: 'business', id: bakery.id })).status).toBe(200);

    const shown = await followedBusinessVacancies(fan.id);
    expect(shown.map((v) => v.title)).toEqual(['Delivery rider', 'Cake decorator']); // the paused one and the florist's left off
    expect(shown[0]).toMatchObject({ id: rider.id, url: `/career/${rider.id}`, business: { name: 'Kirtipur Cake House', slug: bakery.slug, url: `/business/${bakery.slug}` } });

    await followDelete(fan, { type: 'business', id: bakery.id });
    expect(await followedBusinessVacancies(fan.id)).toEqual([]);
  });

  it(`shows at most ${FOLLOWED_VACANCIES}, and none of a business no longer verified`, async () => {
    const owner = await member('Gita Maharjan');
    const bakery = await verifiedBusiness(owner, { name: 'Patan Sweet Corner' });
    for (let i = 0; i < FOLLOWED_VACANCIES + 2; i += 1) await openVacancy(owner, bakery.id, { title: `Baker ${i + 1}` });
    const fan = await newPerson('vacfan2', 'Hari Thapa');
    await followAdd(fan, { type: 'business', id: bakery.id });
    expect(await followedBusinessVacancies(fan.id)).toHaveLength(FOLLOWED_VACANCIES);
    await db().execute(sql`UPDATE businesses SET status = 'rejected' WHERE id = ${bakery.id}`);
    expect(await followedBusinessVacancies(fan.id)).toEqual([]);
  });
});
