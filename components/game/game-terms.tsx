import { MIN_PLAYER_AGE, PRIZE_VALID_DAYS } from '@/lib/domain/games';

type Props = { playsPerDay: number; extraPlaysPerOrder: number; maxExtraPlays: number; verb: 'spin' | 'dig' };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The games' terms, with every number read from the game and the rules module. */
export function GameTerms({ playsPerDay, extraPlaysPerOrder, maxExtraPlays, verb }: Props) {
  return (
    <section id="terms" aria-labelledby="terms-title" className="rounded-3xl bg-cocoa-50 p-4 text-sm leading-6 text-cocoa-900 sm:p-6">
      <h2 id="terms-title" className="font-display text-xl font-bold">
        Terms of play
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        <li>This is a free promotional game run by Upahar Ghar. It is not a lottery: nobody pays to play, and no purchase is needed to take part.</li>
        <li>You must be {MIN_PLAYER_AGE} or older to play. Players under {MIN_PLAYER_AGE} may not play, and prizes won by them are void.</li>
        <li>
          Each customer gets {plural(playsPerDay, verb)} a day (Kathmandu time, from midnight). Each order you place that day adds{' '}
          {plural(extraPlaysPerOrder, verb)}, up to {plural(maxExtraPlays, `extra ${verb}`)} a day.
        </li>
        <li>Our server decides every result with a cryptographic random number before anything moves on your screen, using exactly the chances published on this page.</li>
        <li>
          Prizes go to your prize wallet and expire {PRIZE_VALID_DAYS} days after you win them. Each prize code works once, only on your account, and
          cannot be exchanged for cash.
        </li>
        <li>Some prizes need a minimum order, shown beside them. A prize is given back if the order that used it is cancelled before it expires.</li>
        <li>We may end a game at any time; prizes already won stay valid until they expire.</li>
      </ul>
    </section>
  );
}
