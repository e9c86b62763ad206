import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CommentsIsland } from '@/components/blog/comments-island';
import { ReactionBar } from '@/components/blog/reaction-bar';
import { ShareLinks } from '@/components/blog/share-links';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { EntryVotes } from '@/components/contests/entry-votes';
import { StageBadge } from '@/components/contests/stage-badge';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { ArtImage } from '@/components/ui/art-image';
import { Container } from '@/components/ui/container';
import { CONTESTS_PATH, STAGE_LABELS } from '@/lib/domain/contests';
import { personUrl } from '@/lib/domain/people';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { getEntryDetail } from '@/lib/server/services/contests';
import { listComments } from '@/lib/server/services/engagement';
import { rowIdOrNull } from '@/lib/validation/ids';

// /contest/detail/{id} (ISR): one approved entry — photo or text, its contestant, votes (K/M/B/T), reactions, the
// conversation and share links. The same for everyone; the viewer's own reactions load in the browser.
export const revalidate = 60; // policy: contest
export const generateStaticParams = async (): Promise<{ id: string }[]> => [];

type Props = { params: Promise<{ id: string }> };

async function load(raw: string) {
  const id = rowIdOrNull(raw);
  return id === null ? null : getEntryDetail(id, null);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const entry = await load((await params).id);
  if (!entry) return {};
  return pageMetadata({
    title: `${entry.title} by ${entry.contestant.name}`,
    description: `${entry.contestant.name}’s entry in ${entry.contest.title}: ${entry.voteCountText} votes. ${entry.story}`.trim(),
    path: entry.url,
    image: null,
  });
}

export default async function EntryPage({ params }: Props) {
  const entry = await load((await params).id);
  if (!entry) notFound();
  const comments = await listComments({ targetType: 'contest_entry', targetId: entry.id, page: 1 }, null);
  const crumbs = [
    { name: 'Home', url: '/' },
    { name: 'Contests', url: CONTESTS_PATH },
    { name: entry.contest.title, url: entry.contest.url },
    { name: entry.title, url: entry.url },
  ];
  return (
    <Container className="py-6">
      <BreadcrumbJsonLd items={crumbs} />
      <Breadcrumbs items={crumbs} />
      <article className="mt-4 grid gap-6 md:grid-cols-2" aria-labelledby="entry-title">
        {entry.photo ? (
          <ArtImage src={entry.photo} alt={`${entry.title}, by ${entry.contestant.name}`} width={800} height={800} priority className="h-auto w-full rounded-2xl bg-cocoa-50 object-cover" />
        ) : (
          <div className="flex aspect-square items-center justify-center rounded-2xl bg-cocoa-50 p-8 text-center font-display text-2xl text-cocoa-800">{entry.title}</div>
        )}
        <div className="flex flex-col gap-4">
          <div>
            <Link href={entry.contest.url} className="text-sm font-semibold uppercase tracking-wide text-brand-700 hover:underline">
              {entry.contest.title}
            </Link>
            <div className="mt-1">
              <StageBadge stage={entry.contest.stage} label={STAGE_LABELS[entry.contest.stage]} />
            </div>
          </div>
          <h1 id="entry-title" className="font-display text-3xl font-bold leading-tight text-cocoa-900">
            {entry.title}
            {entry.place ? <span className="ml-2 align-middle text-base font-semibold text-saffron-600">· {['', '1st', '2nd', '3rd'][entry.place]} place</span> : null}
          </h1>
          <div className="flex items-center gap-3">
            {entry.contestant.avatar ? (
              // eslint-disable-next-line @next/next/no-img-element -- a small generated avatar
              <img src={entry.contestant.avatar} alt="" width={40} height={40} className="size-10 rounded-full" />
            ) : null}
            <p className="text-sm text-cocoa-900">
              by{' '}
              <Link href={personUrl(entry.contestant.username)} prefetch={false} className="font-semibold hover:underline">
                {entry.contestant.name}
              </Link>
            </p>
          </div>
          {entry.story ? <p className="whitespace-pre-line text-base leading-relaxed text-cocoa-900">{entry.story}</p> : null}
          <EntryVotes entryId={entry.id} entrantId={entry.contestant.id} title={entry.title} voteCount={entry.voteCount} voteCountText={entry.voteCountText} canVote={entry.contest.stage === 'voting'} />
          <div>
            <h2 className="text-sm font-semibold text-cocoa-900">Reactions</h2>
            <div className="mt-2">
              <ReactionBar targetType="contest_entry" targetId={entry.id} initial={entry.reactions} entryId={entry.id} subject="this entry" />
            </div>
          </div>
          <div>
            <h2 className="text-sm font-semibold text-cocoa-900">Share it and ask for votes</h2>
            <div className="mt-2">
              <ShareLinks url={absoluteUrl(entry.url)} title={`Vote for “${entry.title}” in ${entry.contest.title}`} label="Share this entry" />
            </div>
          </div>
        </div>
      </article>
      <div className="mx-auto mt-10 max-w-3xl">
        <CommentsIsland targetType="contest_entry" targetId={entry.id} initial={comments} path={entry.url} />
      </div>
    </Container>
  );
}
