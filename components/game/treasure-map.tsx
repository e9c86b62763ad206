'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { newPlayId, wonPhrase } from '@/lib/domain/games';
import { loginHref } from '@/lib/domain/referrer';
import type { Allowance, CellAnswer, DigAnswer } from '@/lib/api/hooks/use-games';
import { hasSession, useUserStore } from '@/stores/user-store';

type Props = { slug: string; treasureId: number; path: string; cells: CellAnswer[]; running: boolean };

const calls = () => import('@/lib/api/hooks/use-games').then((m) => m.gameCalls);

/**
 * The treasure map: a grid of the shop's cakes. What hides under each was fixed by the server when the customer's
 * board for the day was made; a dig asks the server, which reveals that one cell (and nothing under the others).
 */
export function TreasureMap({ slug, treasureId, path, cells: initial, running }: Props) {
  const loggedIn = useUserStore(hasSession);
  const [cells, setCells] = useState(initial);
  const [allowance, setAllowance] = useState<Allowance | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [last, setLast] = useState<DigAnswer | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const pending = useRef<{ productId: number; id: string } | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void calls()
      .then((c) => c.board(slug))
      .then((board) => {
        if (!live) return;
        setCells(board.cells);
        setAllowance(board.allowance);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [loggedIn, slug]);

  const dig = async (productId: number) => {
    if (busy !== null) return;
    setBusy(productId);
    setMessage(null);
    if (pending.current?.productId !== productId) pending.current = { productId, id: newPlayId() };
    try {
      const answer = await (await calls()).dig(treasureId, productId, pending.current.id);
      pending.current = null;
      setCells(answer.board.cells);
      setAllowance(answer.board.allowance);
      setLast(answer);
    } catch (error) {
      if ((error as { response?: { status?: number } } | null)?.response?.status !== undefined) pending.current = null;
      const { apiErrorMessage } = await import('@/lib/api/errors');
      setMessage(apiErrorMessage(error, 'We could not dig there. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  const canDig = running && loggedIn && (allowance === null || allowance.left > 0);
  return (
    <div className="flex flex-col gap-4">
      {!running ? <p className="font-semibold text-cocoa-900">This treasure hunt is closed right now.</p> : null}
      {running && !loggedIn ? (
        <p className="rounded-xl bg-cocoa-50 p-4 text-sm text-cocoa-900">
          <Link href={loginHref(path)} className="font-semibold text-brand-700 underline underline-offset-2" data-testid="dig-login">
            Log in to dig
          </Link>{' '}
          — your map for today is waiting.
        </p>
      ) : null}
      {allowance ? (
        <p className="text-sm font-semibold text-cocoa-900" data-testid="digs-left">
          {allowance.left > 0 ? `You have ${allowance.left} ${allowance.left === 1 ? 'dig' : 'digs'} left today.` : 'No digs left today: come back tomorrow, or place an order for another.'}
        </p>
      ) : null}
      <ul className="grid grid-cols-3 gap-2 sm:gap-3" aria-label="Treasure map">
        {cells.map((cell) => (
          <li key={cell.productId}>
            <button
              type="button"
              onClick={() => void dig(cell.productId)}
              disabled={!canDig || cell.dug || busy !== null}
              aria-label={cell.dug ? `${cell.name}: dug, ${cell.found?.won ? `found ${cell.found.label}` : 'nothing found'}` : `Dig under ${cell.name}`}
              className={`relative flex w-full flex-col items-center gap-1 rounded-2xl border-2 p-1.5 text-center text-xs font-semibold transition sm:p-2 ${
                cell.dug ? (cell.found?.won ? 'border-leaf-600 bg-leaf-500/10' : 'border-cocoa-200 bg-cocoa-50') : 'border-saffron-400 bg-white hover:border-brand-600'
              } disabled:cursor-default`}
              data-testid="treasure-cell"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG art, already sized */}
              <img src={cell.image} alt="" width={120} height={120} className={`aspect-square w-full rounded-xl object-cover ${cell.dug ? 'opacity-40' : ''}`} />
              <span className="line-clamp-2 text-cocoa-900">{cell.name}</span>
              {cell.dug ? (
                <span className="absolute inset-x-1 top-1/3 rounded-lg bg-white/95 px-1 py-1 text-sm font-bold text-cocoa-900 shadow">
                  {cell.found?.won ? `🎁 ${cell.found.label}` : 'Nothing here'}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <div aria-live="polite" className="min-h-6" data-testid="dig-result">
        {busy !== null ? <p className="text-cocoa-900">Digging…</p> : null}
        {last && busy === null ? (
          last.found.won && last.wallet ? (
            <p className="text-lg font-bold text-leaf-700">
              You found {wonPhrase(last.found.label, last.wallet.description)}! Your code <span className="font-mono">{last.wallet.code}</span> is in{' '}
              <Link href="/profile/promotion" className="underline underline-offset-2">
                your prize wallet
              </Link>
              .
            </p>
          ) : (
            <p className="text-lg font-semibold text-cocoa-900">{last.found.ranOut ? 'Someone found this treasure first today.' : 'Nothing under that one.'}</p>
          )
        ) : null}
        {message ? <p className="font-semibold text-brand-800">{message}</p> : null}
      </div>
    </div>
  );
}
