'use client';

import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import { newPlayId, wonPhrase } from '@/lib/domain/games';
import { loginHref } from '@/lib/domain/referrer';
import type { Allowance, SpinAnswer } from '@/lib/api/hooks/use-games';
import { hasSession, useUserStore } from '@/stores/user-store';
import { rotationFor, sliceArcs, type Slice } from './wheel-geometry';

type Props = { slug: string; path: string; slices: Slice[]; running: boolean };

const RADIUS = 150;
const SPIN_MS = 4500;
const calls = () => import('@/lib/api/hooks/use-games').then((m) => m.gameCalls);

async function errorText(error: unknown): Promise<string> {
  const { apiErrorMessage } = await import('@/lib/api/errors');
  return apiErrorMessage(error, 'We could not spin the wheel. Please try again.');
}

/**
 * The wheel. The server has decided the result before the wheel moves (POST …/spin answers the slice); the wheel
 * only turns to it. A tap while it turns does nothing, and a retried request carries the same spin id.
 */
export function RouletteWheel({ slug, path, slices, running }: Props) {
  const loggedIn = useUserStore(hasSession);
  const arcs = useMemo(() => sliceArcs(slices, RADIUS), [slices]);
  const [rotation, setRotation] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SpinAnswer | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const [allowance, setAllowance] = useState<Allowance | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void calls()
      .then((c) => c.status(slug))
      .then((status) => live && setAllowance(status.allowance))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [loggedIn, slug]);

  const spin = async () => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    setResult(null);
    // One id per spin: a retry after a network error asks for the same spin, never a second one.
    pending.current ??= newPlayId();
    try {
      const answer = await (await calls()).spin(slug, pending.current);
      pending.current = null;
      const arc = arcs.find((a) => a.position === answer.position) ?? arcs[0]!;
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      setRotation((r) => rotationFor(r, arc, reduced ? 1 : 5, Math.random() * 2 - 1));
      window.setTimeout(() => {
        setResult(answer);
        setAllowance(answer.allowance);
        setBusy(false);
      }, reduced ? 300 : SPIN_MS);
    } catch (error) {
      if ((error as { response?: { status?: number } } | null)?.response?.status !== undefined) pending.current = null;
      setMessage(await errorText(error));
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-5">
      <div className="relative w-full max-w-[340px]">
        <svg viewBox="0 0 24 20" className="absolute left-1/2 top-[-6px] z-10 h-7 w-8 -translate-x-1/2 drop-shadow" aria-hidden="true">
          <path d="M12 20 L2 2 H22 Z" fill="#3b2418" stroke="#fff" strokeWidth="1.5" />
        </svg>
        <svg
          viewBox={`0 0 ${RADIUS * 2} ${RADIUS * 2}`}
          role="img"
          aria-label={`Prize wheel with ${slices.length} slices, each as wide as its chance`}
          className="h-auto w-full rounded-full shadow-lg"
          style={{ transform: `rotate(${rotation}deg)`, transition: busy ? `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.7, 0.1, 1)` : 'none' }}
          data-testid="roulette-wheel"
        >
          {arcs.map((arc) => (
            <g key={arc.position}>
              <path d={arc.path} fill={arc.color} stroke="#fff" strokeWidth="2" />
              {arc.end - arc.start >= 30 ? (
                <text
                  x={RADIUS}
                  y={30}
                  transform={`rotate(${arc.mid} ${RADIUS} ${RADIUS})`}
                  textAnchor="middle"
                  fill="#fff"
                  fontSize="13"
                  fontWeight="700"
                >
                  {arc.label.length > 18 ? `${arc.label.slice(0, 17)}…` : arc.label}
                </text>
              ) : null}
            </g>
          ))}
          <circle cx={RADIUS} cy={RADIUS} r="22" fill="#fff" stroke="#3b2418" strokeWidth="3" />
        </svg>
      </div>

      {!running ? (
        <p className="text-center font-semibold text-cocoa-900">This wheel is not spinning right now.</p>
      ) : loggedIn ? (
        <button
          type="button"
          onClick={() => void spin()}
          disabled={busy || allowance?.left === 0}
          className="min-h-12 rounded-full bg-brand-600 px-8 text-base font-bold text-white shadow hover:bg-brand-700 disabled:opacity-70"
          data-testid="spin-button"
        >
          {busy ? 'Spinning…' : 'Spin the wheel'}
        </button>
      ) : (
        <p className="rounded-xl bg-cocoa-50 p-4 text-center text-sm text-cocoa-900">
          <Link href={loginHref(path)} className="font-semibold text-brand-700 underline underline-offset-2" data-testid="spin-login">
            Log in to spin
          </Link>{' '}
          — your free spin is waiting.
        </p>
      )}

      {loggedIn && allowance && !busy ? (
        <p className="text-sm text-cocoa-900" data-testid="spins-left">
          {allowance.left > 0 ? `Spins left today: ${allowance.left}` : 'No spins left today: come back tomorrow, or place an order for another.'}
        </p>
      ) : null}
      <div aria-live="polite" className="min-h-6 text-center" data-testid="spin-result">
        {result ? (
          result.won && result.wallet ? (
            <p className="text-lg font-bold text-leaf-700">
              You won {wonPhrase(result.prize.label, result.wallet.description)}! Your code <span className="font-mono">{result.wallet.code}</span> is in{' '}
              <Link href="/profile/promotion" className="underline underline-offset-2">
                your prize wallet
              </Link>
              .
            </p>
          ) : (
            <p className="text-lg font-semibold text-cocoa-900">
              {result.ranOut ? 'That prize has all been won today — ' : ''}
              {result.prize.label}. {result.allowance.left > 0 ? `You have ${result.allowance.left} more ${result.allowance.left === 1 ? 'spin' : 'spins'} today.` : 'Come back tomorrow!'}
            </p>
          )
        ) : null}
        {message ? <p className="font-semibold text-brand-800">{message}</p> : null}
      </div>
    </div>
  );
}
