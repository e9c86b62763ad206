'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { formatNpr, rupeesToPaisa } from '@/lib/domain/money';
import { loginHref } from '@/lib/domain/referrer';
import { chosenDonationRupees, donateButtonLabel, MAX_DONATION_RUPEES, MIN_DONATION_RUPEES } from '@/lib/domain/donations';
import { hasSession, useUserStore } from '@/stores/user-store';
import { useRevealProblems } from '@/components/ui/reveal';

type Props = { causeId: number; causeTitle: string; path: string; acceptsCakes: boolean; cakeAlias: string };

const PRESETS = [500, 1000, 1500, 2500, 5000];
/** The form speaks whole rupees; amounts are written by the shop's one formatter (lakh above 1,00,000). */
const rupees = (amount: number) => formatNpr(rupeesToPaisa(amount));
const games = () => import('@/lib/api/hooks/use-games').then((m) => m.gameCalls);

async function errorOf(error: unknown, fallback: string): Promise<{ message: string; fields: Record<string, string> }> {
  const { apiErrorMessage, apiFieldErrors } = await import('@/lib/api/errors');
  return { message: apiErrorMessage(error, fallback), fields: apiFieldErrors(error) };
}

/**
 * Giving: money through eSewa or Khalti (the browser goes to the gateway; the gift counts once the gateway confirms
 * it), or a cake delivered to the cause (its address goes into the customer's book for checkout).
 */
export function DonateForm({ causeId, causeTitle, path, acceptsCakes, cakeAlias }: Props) {
  const loggedIn = useUserStore(hasSession);
  const profileName = useUserStore((s) => s.profile?.name ?? '');
  // No amount is chosen for the shopper: a preset picked or a figure typed is theirs.
  const [amount, setAmount] = useState('');
  const [gateway, setGateway] = useState<'esewa' | 'khalti'>('esewa');
  const [anonymous, setAnonymous] = useState(false);
  const [name, setName] = useState('');
  const [honour, setHonour] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [cakeNote, setCakeNote] = useState<string | null>(null);
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();

  if (!loggedIn) {
    return (
      <p className="rounded-2xl bg-cocoa-50 p-4 text-sm text-cocoa-900">
        <Link href={loginHref(path)} className="font-semibold text-brand-700 underline underline-offset-2" data-testid="donate-login">
          Log in to give
        </Link>{' '}
        — we send your receipt to your account&apos;s email.
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (chosenDonationRupees(amount) === null) {
      setError({ message: '', fields: { amount: `Choose an amount from ${rupees(MIN_DONATION_RUPEES)} to ${rupees(MAX_DONATION_RUPEES)}.` } });
      showProblems();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await (await games()).donate({ causeId, amount: Number(amount), gateway, anonymous, donorName: name || undefined, inHonourOf: honour || undefined, message: message || undefined });
      const { followPaymentAction } = await import('@/lib/api/hooks/use-orders');
      followPaymentAction(answer.action, path);
    } catch (err) {
      setError(await errorOf(err, 'We could not start your gift. Please try again.'));
      setBusy(false);
      showProblems();
    }
  };

  const giveCake = async () => {
    setError(null);
    try {
      await (await games()).cakeAddress(causeId);
      setCakeNote(`We saved “${cakeAlias}” in your addresses. Choose a cake, and pick that address at checkout: the cake goes to the cause and counts here.`);
    } catch (err) {
      setError(await errorOf(err, 'We could not prepare the cause’s address. Please try again.'));
    }
  };

  const field = 'mt-1 w-full rounded-xl border border-cocoa-200 px-3 py-2 text-base text-cocoa-900 focus:border-brand-600 focus:outline-none';
  return (
    <div className="flex flex-col gap-5">
      <form ref={attach} onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label={`Give to ${causeTitle}`} data-testid="donate-form">
        <fieldset>
          <legend className="text-sm font-semibold text-cocoa-900">Amount (रू)</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {PRESETS.map((p) => (
              <button
                key={p}
                type="button"
                onClick={() => setAmount(String(p))}
                aria-pressed={amount === String(p)}
                className={`min-h-11 rounded-full border px-4 text-sm font-semibold ${amount === String(p) ? 'border-brand-600 bg-brand-600 text-white' : 'border-cocoa-200 bg-white text-cocoa-900'}`}
              >
                {rupees(p)}
              </button>
            ))}
          </div>
          <label className="mt-3 block text-sm text-cocoa-900">
            Or another amount ({rupees(MIN_DONATION_RUPEES)} to {rupees(MAX_DONATION_RUPEES)})
            <input
              type="number"
              inputMode="numeric"
              min={MIN_DONATION_RUPEES}
              max={MAX_DONATION_RUPEES}
              step={1}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className={field}
              name="amount"
              required
              aria-invalid={error?.fields.amount ? true : undefined}
              aria-describedby={error?.fields.amount ? 'donate-amount-error' : undefined}
            />
          </label>
          {error?.fields.amount ? (
            <p id="donate-amount-error" role="alert" className="mt-1 text-sm text-brand-800">
              {error.fields.amount}
            </p>
          ) : null}
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-cocoa-900">Pay with</legend>
          <div className="mt-2 flex gap-4">
            {(['esewa', 'khalti'] as const).map((g) => (
              <label key={g} className="flex min-h-11 items-center gap-2 text-cocoa-900">
                <input type="radio" name="gateway" value={g} checked={gateway === g} onChange={() => setGateway(g)} className="h-5 w-5 accent-brand-600" />
                {g === 'esewa' ? 'eSewa' : 'Khalti'}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block text-sm text-cocoa-900">
          Your name on the donor wall
          <input type="text" value={name} placeholder={profileName} maxLength={80} onChange={(e) => setName(e.target.value)} className={field} name="donorName" autoComplete="name" />
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm text-cocoa-900">
          <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} className="h-5 w-5 accent-brand-600" name="anonymous" />
          Give anonymously (the wall says “Anonymous”; your gift still counts)
        </label>
        <label className="block text-sm text-cocoa-900">
          In honour of (optional, shown even when anonymous)
          <input type="text" value={honour} maxLength={120} onChange={(e) => setHonour(e.target.value)} className={field} name="inHonourOf" />
        </label>
        <label className="block text-sm text-cocoa-900">
          A message (optional)
          <textarea value={message} maxLength={280} rows={2} onChange={(e) => setMessage(e.target.value)} className={field} name="message" />
        </label>
        {error && !error.fields.amount ? <p className="text-sm font-semibold text-brand-800" role="alert">{error.message}</p> : null}
        <button type="submit" disabled={busy} className="min-h-12 rounded-full bg-brand-600 px-6 text-base font-bold text-white hover:bg-brand-700 disabled:opacity-70" data-testid="donate-submit">
          {busy ? 'Taking you to pay…' : `${donateButtonLabel(amount)} with ${gateway === 'esewa' ? 'eSewa' : 'Khalti'}`}
        </button>
      </form>
      {acceptsCakes ? (
        <div className="rounded-2xl border border-cocoa-100 bg-cocoa-50 p-4">
          <h3 className="font-semibold text-cocoa-900">Or give a cake</h3>
          <p className="mt-1 text-sm text-cocoa-800">We deliver it to the cause with a card in your name, on the day you choose.</p>
          <button type="button" onClick={() => void giveCake()} className="mt-3 min-h-11 rounded-full border border-brand-600 bg-white px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            Send a cake to this cause
          </button>
          {cakeNote ? (
            <p className="mt-3 text-sm text-cocoa-900" aria-live="polite">
              {cakeNote}{' '}
              <Link href="/category/cakes" className="font-semibold text-brand-700 underline underline-offset-2">
                Choose a cake
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
