'use client';

import { useState } from 'react';
import { PhotoPicker } from '@/components/care/photo-picker';
import { CONTEST_RULES_MAX, CONTEST_TITLE_MAX, MAX_ENTRIES_PER_PERSON, MAX_PRIZES, VOTE_RULE_LABELS, VOTE_RULES, type VoteRule } from '@/lib/domain/contests';
import type { ContestForm as FormValues, OwnContest } from '@/lib/api/hooks/use-contests';

// Creating or editing one's own contest (dashboard API POST contests / PATCH contests/{id}): the whole form is sent
// each time. Times are typed in the browser's own time zone (Nepal time for people in Nepal) and sent as instants.

const DAY = 24 * 3600_000;

/** 'YYYY-MM-DDTHH:mm' in the browser's time zone, what a datetime-local input shows. */
function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function initialValues(contest: OwnContest | null): FormValues {
  if (contest) {
    return {
      slug: contest.slug,
      title: contest.title,
      summary: contest.summary,
      rules: contest.rules,
      prizes: contest.prizes,
      promotions: contest.promotions,
      bannerUploadId: null,
      entryKind: contest.entryKind,
      entryApproval: contest.entryApproval,
      voteRule: contest.voteRule,
      maxEntriesPerPerson: contest.maxEntriesPerPerson,
      entriesOpenAt: contest.dates.entriesOpenAt,
      votingOpensAt: contest.dates.votingOpensAt,
      votingClosesAt: contest.dates.votingClosesAt,
      winnersDueAt: contest.dates.winnersDueAt,
    };
  }
  const start = Math.ceil(Date.now() / 3600_000) * 3600_000;
  return {
    slug: '',
    title: '',
    summary: '',
    rules: '',
    prizes: [{ place: '1st', title: '', description: '' }],
    promotions: [],
    bannerUploadId: null,
    entryKind: 'photo',
    entryApproval: true,
    voteRule: 'daily',
    maxEntriesPerPerson: 1,
    entriesOpenAt: new Date(start).toISOString(),
    votingOpensAt: new Date(start + 7 * DAY).toISOString(),
    votingClosesAt: new Date(start + 14 * DAY).toISOString(),
    winnersDueAt: new Date(start + 16 * DAY).toISOString(),
  };
}

const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

type Props = {
  contest: OwnContest | null;
  /** Sends the form; answers nothing, or throws the API error. */
  onSubmit: (values: FormValues) => Promise<void>;
  submitLabel: string;
};

const input = 'mt-1 w-full rounded-xl border border-cocoa-300 bg-white px-3 py-2 text-sm font-normal text-cocoa-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';

export function ContestForm({ contest, onSubmit, submitLabel }: Props) {
  const [values, setValues] = useState<FormValues>(() => initialValues(contest));
  const [slugTouched, setSlugTouched] = useState(Boolean(contest));
  const [banner, setBanner] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const prize = values.prizes[0] ?? { place: '1st', title: '', description: '' };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      let bannerUploadId: string | null = null;
      if (banner[0]) {
        const { uploadFile } = await import('@/lib/api/hooks/use-uploads');
        bannerUploadId = (await uploadFile(banner[0], 'contest-banner')).id;
      }
      await onSubmit({ ...values, bannerUploadId, prizes: values.prizes.filter((p) => p.title.trim()) });
    } catch (error) {
      const { apiErrorMessage, apiFieldErrors } = await import('@/lib/api/errors');
      setErrors(apiFieldErrors(error));
      setMessage(apiErrorMessage(error, 'The contest was not saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const err = (key: string) =>
    errors[key] ? (
      <span className="mt-1 block text-sm font-medium text-brand-800" id={`err-${key}`}>
        {errors[key]}
      </span>
    ) : null;
  const dateField = (key: 'entriesOpenAt' | 'votingOpensAt' | 'votingClosesAt' | 'winnersDueAt', label: string) => (
    <label className="text-sm font-semibold text-cocoa-900">
      {label}
      <input
        type="datetime-local"
        value={localInput(values[key])}
        onChange={(e) => e.target.value && set(key, new Date(e.target.value).toISOString())}
        aria-invalid={errors[key] ? true : undefined}
        className={input}
      />
      {err(key)}
    </label>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-label={submitLabel}>
      <label className="text-sm font-semibold text-cocoa-900">
        Title
        <input
          value={values.title}
          maxLength={CONTEST_TITLE_MAX}
          onChange={(e) => {
            set('title', e.target.value);
            if (!slugTouched) set('slug', slugify(e.target.value));
          }}
          aria-invalid={errors.title ? true : undefined}
          className={input}
        />
        {err('title')}
      </label>
      <label className="text-sm font-semibold text-cocoa-900">
        Address <span className="font-normal text-gray-700">(upahar-ghar/contest/…)</span>
        <input
          value={values.slug}
          onChange={(e) => {
            setSlugTouched(true);
            set('slug', e.target.value);
          }}
          aria-invalid={errors.slug ? true : undefined}
          className={input}
        />
        {err('slug')}
      </label>
      <label className="text-sm font-semibold text-cocoa-900">
        Summary <span className="font-normal text-gray-700">(one or two sentences)</span>
        <input value={values.summary} maxLength={200} onChange={(e) => set('summary', e.target.value)} aria-invalid={errors.summary ? true : undefined} className={input} />
        {err('summary')}
      </label>
      <label className="text-sm font-semibold text-cocoa-900">
        Rules <span className="font-normal text-gray-700">(a line starting with “- ” is a bullet)</span>
        <textarea value={values.rules} maxLength={CONTEST_RULES_MAX} rows={5} onChange={(e) => set('rules', e.target.value)} aria-invalid={errors.rules ? true : undefined} className={input} />
        {err('rules')}
      </label>
      <fieldset className="rounded-xl border border-cocoa-200 p-3">
        <legend className="px-1 text-sm font-semibold text-cocoa-900">First prize (up to {MAX_PRIZES} prizes through the API)</legend>
        <label className="text-sm font-semibold text-cocoa-900">
          Prize
          <input value={prize.title} onChange={(e) => set('prizes', [{ ...prize, title: e.target.value }, ...values.prizes.slice(1)])} className={input} />
          {err('prizes.0.title')}
        </label>
      </fieldset>
      <PhotoPicker label="Banner (optional)" help="A wide picture, about 1600 × 600. Without one we draw a banner with your title." files={banner} onChange={setBanner} max={1} />
      {err('bannerUploadId')}
      <div className="grid gap-4 sm:grid-cols-2">
        {dateField('entriesOpenAt', 'Entries open')}
        {dateField('votingOpensAt', 'Voting opens (entries close)')}
        {dateField('votingClosesAt', 'Voting closes')}
        {dateField('winnersDueAt', 'Winners announced by')}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <label className="text-sm font-semibold text-cocoa-900">
          Votes
          <select value={values.voteRule} onChange={(e) => set('voteRule', e.target.value as VoteRule)} className={input}>
            {VOTE_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {VOTE_RULE_LABELS[rule]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-cocoa-900">
          Entries per person
          <select value={values.maxEntriesPerPerson} onChange={(e) => set('maxEntriesPerPerson', Number(e.target.value))} className={input}>
            {Array.from({ length: MAX_ENTRIES_PER_PERSON }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-cocoa-900">
          Entries are
          <select value={values.entryKind} onChange={(e) => set('entryKind', e.target.value as 'photo' | 'text')} className={input}>
            <option value="photo">Photos</option>
            <option value="text">Stories (photo optional)</option>
          </select>
        </label>
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold text-cocoa-900">
        <input type="checkbox" checked={values.entryApproval} onChange={(e) => set('entryApproval', e.target.checked)} className="size-5 accent-brand-600" />
        I approve entries before they appear
      </label>
      {message ? (
        <p role="alert" className="text-sm font-medium text-brand-800">
          {message}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className="min-h-11 w-fit rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {busy ? 'Saving…' : submitLabel}
      </button>
    </form>
  );
}
