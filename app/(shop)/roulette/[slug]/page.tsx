import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { GameTerms } from '@/components/game/game-terms';
import { OddsTable } from '@/components/game/odds-table';
import { RouletteWheel } from '@/components/game/roulette-wheel';
import { Container } from '@/components/ui/container';
import { gamePath, isGamePageIndexable } from '@/lib/domain/games';
import { pageMetadata } from '@/lib/seo/metadata';
import { ApiError } from '@/lib/server/http/errors';
import { findGame, gameView, runningGames, type GameView } from '@/lib/server/services/games';

// /roulette/{slug} (the header's Play!: /roulette/latest for members, /roulette/test-your-luck for visitors): the
// wheel, every slice's real chance, the terms, and the other games running. Public and cached; the spin itself and
// the player's spins left come from the API.
export const revalidate = 300; // policy: game
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

async function load(slug: string): Promise<GameView | null> {
  try {
    return await gameView(await findGame(slug, 'roulette'));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const game = await load(slug);
  if (!game) return {};
  // /roulette/latest is the running game under another name: canonical to the game's own page.
  return pageMetadata({ title: `${game.title} – spin the wheel`, description: `${game.tagline} ${game.description}`, path: gamePath(game), noindex: !isGamePageIndexable(game, new Date()) });
}

export default async function RoulettePage({ params }: Props) {
  const { slug } = await params;
  const game = await load(slug);
  if (!game) notFound();
  const others = (await runningGames()).filter((g) => g.slug !== game.slug);
  const path = `/roulette/${slug}`;
  return (
    <Container className="py-6">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: game.title, url: path }]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="font-display text-3xl font-bold text-cocoa-900 sm:text-4xl">{game.title}</h1>
        <p className="mt-2 text-lg text-cocoa-800">{game.tagline}</p>
        <p className="mt-2 text-gray-700">{game.description}</p>
      </header>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <RouletteWheel
          slug={game.slug}
          path={path}
          running={game.running}
          slices={game.prizes.map((p) => ({ position: p.position, label: p.label, color: p.color, probability: p.probability }))}
        />
        <div className="flex flex-col gap-6">
          <OddsTable prizes={game.prizes} />
          {others.length > 0 ? (
            <section aria-labelledby="more-games" className="rounded-3xl border border-cocoa-100 bg-white p-4 sm:p-6">
              <h2 id="more-games" className="font-display text-xl font-bold text-cocoa-900">
                More games
              </h2>
              <ul className="mt-3 flex flex-col gap-3">
                {others.map((g) => (
                  <li key={g.slug}>
                    <Link href={g.kind === 'treasure' ? `/treasure/${g.slug}` : `/roulette/${g.slug}`} prefetch={false} className="font-semibold text-brand-700 underline underline-offset-2">
                      {g.title}
                    </Link>
                    <span className="block text-sm text-gray-700">{g.tagline}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
      <div className="mt-8">
        <GameTerms playsPerDay={game.playsPerDay} extraPlaysPerOrder={game.extraPlaysPerOrder} maxExtraPlays={game.maxExtraPlays} verb="spin" />
      </div>
    </Container>
  );
}
