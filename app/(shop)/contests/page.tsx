import type { Metadata } from 'next';
import { ContestCard } from '@/components/contests/contest-card';
import { Container } from '@/components/ui/container';
import { CONTESTS_PATH } from '@/lib/domain/contests';
import { pageMetadata } from '@/lib/seo/metadata';
import { listContests, type ContestCard as Card } from '@/lib/server/services/contests';

// /contests: running (entries open, voting, judging), upcoming and ended contests with their countdowns (ISR: the
// countdown text is as of the render and kept current in the browser).
export const revalidate = 60; // policy: contest

export const metadata: Metadata = pageMetadata({
  title: 'Contests: cakes, rangoli and festival photos',
  description: 'Enter Upahar Ghar’s photo contests, vote for your favourite cakes and rangoli every day, and see who won prizes and vouchers.',
  path: CONTESTS_PATH,
});

function Group({ id, title, contests, empty, first = false }: { id: string; title: string; contests: Card[]; empty: string; first?: boolean }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-display text-2xl font-bold text-cocoa-900">
        {title}
      </h2>
      {contests.length === 0 ? (
        <p className="mt-3 text-gray-700">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {contests.map((c, i) => (
            <li key={c.id}>
              <ContestCard contest={c} priority={first && i === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default async function ContestsPage() {
  const { running, upcoming, ended } = await listContests();
  return (
    <Container className="py-6">
      <h1 className="font-display text-3xl font-bold text-cocoa-900 sm:text-4xl">Contests</h1>
      <p className="mt-2 max-w-2xl text-gray-700">
        Bake it, decorate it, photograph it. Enter while entries are open, vote for your favourites while voting runs, and see the winners our jury picks.
      </p>
      <Group id="running" title="Running now" contests={running} empty="No contest is running right now. Look below for the next one." first />
      <Group id="upcoming" title="Coming up" contests={upcoming} empty="Nothing announced yet." />
      <Group id="ended" title="Ended" contests={ended} empty="No finished contests yet." />
    </Container>
  );
}
