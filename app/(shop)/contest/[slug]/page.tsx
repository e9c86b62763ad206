import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ShareLinks } from '@/components/blog/share-links';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { ContestantsSection } from '@/components/contests/contestants-section';
import { Countdown } from '@/components/contests/countdown';
import { EntryTile } from '@/components/contests/entry-tile';
import { OwnEntries } from '@/components/contests/own-entries';
import { StageBadge } from '@/components/contests/stage-badge';
import { ContestTimeline } from '@/components/contests/timeline';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { EventJsonLd } from '@/components/seo/event-json-ld';
import { ArtImage } from '@/components/ui/art-image';
import { Container } from '@/components/ui/container';
import { CONTESTS_PATH, OWN_ENTRY_RULE } from '@/lib/domain/contests';
import { personUrl } from '@/lib/domain/people';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { getContestPage } from '@/lib/server/services/contests';
import { contestSlugSchema } from '@/lib/validation/contests';

// /contest/{slug} (ISR): banner, rules, prizes, timeline, promotions, winners once announced, and the contestants
// (24, by votes; more and the other sort load in the browser). The viewer's own entries and the entry form load in
// the browser too, so the page is the same HTML for everyone and complete for crawlers.
export const revalidate = 60; // policy: contest
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

const load = async (slug: string) =>
  contestSlugSchema.safeParse(slug).success ? getContestPage(slug, { page: 1, sort: 'votes', viewerId: null }) : null;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load((await params).slug);
  if (!data) return {};
  return pageMetadata({ title: data.contestInfo.title, description: data.contestInfo.summary, path: data.contestInfo.url, image: null });
}

export default async function ContestPage({ params }: Props) {
  const data = await load((await params).slug);
  if (!data) notFound();
  const c = data.contestInfo;
  const crumbs = [
    { name: 'Home', url: '/' },
    { name: 'Contests', url: CONTESTS_PATH },
    { name: c.title, url: c.url },
  ];
  return (
    <Container className="py-6">
      <EventJsonLd
        name={c.title}
        description={c.summary}
        path={c.url}
        image={data.banner}
        startDate={c.dates.entriesOpenAt}
        endDate={c.dates.winnersAnnouncedAt ?? c.dates.winnersDueAt}
        organizer={c.host?.name ?? null}
      />
      <BreadcrumbJsonLd items={crumbs} />
      <Breadcrumbs items={crumbs} />
      <ArtImage src={data.banner} alt="" width={1600} height={600} priority className="mt-4 aspect-[8/3] h-auto w-full rounded-2xl bg-cocoa-50 object-cover" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <StageBadge stage={c.stage} label={c.stageLabel} />
          <h1 className="mt-2 font-display text-3xl font-bold leading-tight text-cocoa-900 sm:text-4xl">{c.title}</h1>
          <p className="mt-2 text-lg text-gray-700">{c.summary}</p>
          <p className="mt-3 text-base">
            <Countdown dates={c.dates} initial={c.countdown} />
          </p>
          {c.host ? (
            <p className="mt-1 text-sm text-gray-700">
              Run by{' '}
              <Link href={personUrl(c.host.username)} prefetch={false} className="font-semibold text-brand-700 hover:underline">
                {c.host.name}
              </Link>
            </p>
          ) : null}
          <div className="mt-6">
            <ContestTimeline steps={c.timeline} />
          </div>
          <section aria-labelledby="rules" className="mt-8">
            <h2 id="rules" className="font-display text-xl font-bold text-cocoa-900">
              Rules
            </h2>
            <div className="mt-2 flex flex-col gap-2 text-sm leading-relaxed text-cocoa-900">
              {c.rules.split(/\n+/).map((line, i) =>
                line.startsWith('- ') ? (
                  <p key={i} className="pl-4 -indent-3">
                    • {line.slice(2)}
                  </p>
                ) : (
                  <p key={i}>{line}</p>
                ),
              )}
              <p className="font-semibold">
                {c.voteRuleLabel}. {OWN_ENTRY_RULE}.
              </p>
              <p>{c.maxEntriesPerPerson === 1 ? 'One entry per person.' : `Up to ${c.maxEntriesPerPerson} entries per person.`}</p>
            </div>
          </section>
        </div>
        <aside className="flex flex-col gap-4">
          {c.prizes.length ? (
            <section aria-labelledby="prizes" className="rounded-2xl border border-saffron-400/50 bg-saffron-400/10 p-4">
              <h2 id="prizes" className="font-display text-xl font-bold text-cocoa-900">
                Prizes
              </h2>
              <ul className="mt-2 flex flex-col gap-3">
                {c.prizes.map((p) => (
                  <li key={p.place}>
                    <p className="text-sm font-bold text-cocoa-900">
                      {p.place}: {p.title}
                    </p>
                    {p.description ? <p className="text-sm text-gray-700">{p.description}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {data.promotions.length ? (
            <section aria-labelledby="offers" className="rounded-2xl border border-cocoa-100 bg-white p-4">
              <h2 id="offers" className="font-display text-xl font-bold text-cocoa-900">
                Offers for participants
              </h2>
              <ul className="mt-2 flex flex-col gap-3">
                {data.promotions.map((p) => (
                  <li key={p.title} className="text-sm">
                    <p className="font-semibold text-cocoa-900">{p.href ? <Link href={p.href} className="text-brand-700 underline">{p.title}</Link> : p.title}</p>
                    {p.description ? <p className="text-gray-700">{p.description}</p> : null}
                    {p.code ? (
                      <p className="mt-1">
                        Code: <span className="rounded bg-cocoa-50 px-2 py-0.5 font-mono font-bold text-cocoa-900">{p.code}</span>
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div>
            <h2 className="text-sm font-semibold text-cocoa-900">Share this contest</h2>
            <div className="mt-2">
              <ShareLinks url={absoluteUrl(c.url)} title={c.title} label="Share this contest" />
            </div>
          </div>
        </aside>
      </div>

      <OwnEntries slug={c.slug} path={c.url} stage={c.stage} needsPhoto={c.entryKind === 'photo'} approval={c.entryApproval} maxEntries={c.maxEntriesPerPerson} />

      {data.winners.length ? (
        <section aria-labelledby="winners" className="mt-10">
          <h2 id="winners" className="font-display text-2xl font-bold text-cocoa-900">
            Winners
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {data.winners.map((w) => (
              <li key={w.id}>
                <EntryTile entry={w} canVote={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ContestantsSection slug={c.slug} initial={{ contestants: data.contestants, pagination: data.pagination, sort: data.sort }} canVote={c.stage === 'voting'} />
    </Container>
  );
}
