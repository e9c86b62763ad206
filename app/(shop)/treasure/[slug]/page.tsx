import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { GameTerms } from '@/components/game/game-terms';
import { OddsTable } from '@/components/game/odds-table';
import { TreasureMap } from '@/components/game/treasure-map';
import { Container } from '@/components/ui/container';
import { gamePath, isGamePageIndexable } from '@/lib/domain/games';
import { pageMetadata } from '@/lib/seo/metadata';
import { ApiError } from '@/lib/server/http/errors';
import { findGame, gameView, treasureBoard } from '@/lib/server/services/games';

// /treasure/{slug}: the treasure dig (linked from every roulette page). The HTML holds the map's cells (the cakes)
// and the prizes' chances, never a board: a customer's board is made, and read, through the API.
export const revalidate = 300; // policy: game
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

async function load(slug: string) {
  try {
    const row = await findGame(slug, 'treasure');
    return { game: await gameView(row), board: await treasureBoard(row, null) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const loaded = await load(slug);
  if (!loaded) return {};
  const { game } = loaded;
  return pageMetadata({ title: `${game.title} – dig for prizes`, description: `${game.tagline} ${game.description}`, path: gamePath(game), noindex: !isGamePageIndexable(game, new Date()) });
}

export default async function TreasurePage({ params }: Props) {
  const { slug } = await params;
  const loaded = await load(slug);
  if (!loaded) notFound();
  const { game, board } = loaded;
  const path = `/treasure/${slug}`;
  return (
    <Container className="py-6">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Games', url: '/roulette/test-your-luck' }, { name: game.title, url: path }]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="font-display text-3xl font-bold text-cocoa-900 sm:text-4xl">{game.title}</h1>
        <p className="mt-2 text-lg text-cocoa-800">{game.tagline}</p>
        <p className="mt-2 text-gray-700">{game.description}</p>
      </header>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <TreasureMap slug={game.slug} treasureId={game.id} path={path} cells={board.cells} running={game.running} />
        <div className="flex flex-col gap-6">
          <OddsTable prizes={game.prizes} title="What hides under each cake" wheel={false} />
          <p className="text-sm text-gray-700">
            Prefer the wheel?{' '}
            <Link href="/roulette/test-your-luck" prefetch={false} className="font-semibold text-brand-700 underline underline-offset-2">
              Spin Test your luck
            </Link>
            .
          </p>
        </div>
      </div>
      <div className="mt-8">
        <GameTerms playsPerDay={game.playsPerDay} extraPlaysPerOrder={game.extraPlaysPerOrder} maxExtraPlays={game.maxExtraPlays} verb="dig" />
      </div>
    </Container>
  );
}
