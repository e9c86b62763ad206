'use client';

import Link from 'next/link';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { clientLazy } from '@/components/ui/client-lazy';
import type { ContestStage } from '@/lib/domain/contests';
import type { OwnEntry } from '@/lib/server/services/contests/types';
import { hasSession, useUserStore } from '@/stores/user-store';

// The entry form (with its photo checks and their zod schema, 32 KB) is only for contests taking entries: loaded when
// it is shown, so a voting or finished contest's page does not carry it (Lighthouse performance 0.92–0.93 before, 0.94–1.00 after).
// React's lazy (clientLazy) rather than next/dynamic, whose loader is about 2 KiB gzip of the page's own JavaScript. The
// server renders the form; in the browser it hydrates once its code is in. Memoised, with props that stay the same, so
// a re-render here (the viewer's entries arriving) never reaches the form before it has hydrated: React would then
// drop the server's HTML and show nothing until the code came.
const EnterForm = memo(clientLazy(() => import('./enter-form').then((m) => m.EnterForm)));

const STATUS: Record<OwnEntry['status'], string> = { pending: 'Waiting for approval', approved: 'Live', rejected: 'Not accepted' };

type Props = { slug: string; path: string; stage: ContestStage; needsPhoto: boolean; approval: boolean; maxEntries: number };

/**
 * The viewer's part of a contest page (SPEC §3 `self`): their own entries with status and votes, and the entry form
 * while entries are open and they have entries left. Loaded in the browser: the page itself is the same for everyone.
 */
export function OwnEntries({ slug, path, stage, needsPhoto, approval, maxEntries }: Props) {
  const loggedIn = useUserStore(hasSession);
  const [self, setSelf] = useState<OwnEntry[]>([]);
  // Each entry sent: the list with it comes into view and takes the focus (the form below was emptied, or is gone).
  const [entered, setEntered] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!entered) return;
    // ui/reveal's code (1.3 KiB gzip) loads with the first entry sent: the contest page does not carry it before.
    void import('@/components/ui/reveal').then((m) => m.reveal(list.current));
  }, [entered]);
  const onEntered = useCallback((entry: OwnEntry) => {
    setSelf((s) => [...s.filter((x) => x.id !== entry.id), entry]);
    setEntered((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void import('@/lib/api/hooks/use-contests')
      .then((m) => m.contestCalls.self(slug))
      .then((entries) => live && setSelf(entries))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loggedIn, slug]);

  const open = stage === 'entries';
  if (!open && self.length === 0) return null;
  return (
    <section aria-labelledby="your-entry" className="mt-8 rounded-2xl border border-brand-100 bg-brand-50/50 p-4 sm:p-6">
      <h2 id="your-entry" className="font-display text-xl font-bold text-cocoa-900">
        {self.length ? 'Your entries' : 'Enter this contest'}
      </h2>
      {self.length ? (
        <ul ref={list} aria-label="Your entries" className="mt-3 flex flex-col gap-2" data-testid="own-entries">
          {self.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white p-3">
              {/* Only a live entry has a public page; a pending or rejected one is shown here alone. */}
              {e.status === 'approved' ? (
                <Link href={e.url} className="font-semibold text-brand-700 underline">
                  {e.title}
                </Link>
              ) : (
                <span className="font-semibold text-cocoa-900">{e.title}</span>
              )}
              <span className="text-sm text-cocoa-900">
                {STATUS[e.status]} · {e.voteCountText} {e.voteCount === 1 ? 'vote' : 'votes'}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {open && self.length < maxEntries ? (
        <div className="mt-4">
          <EnterForm
            slug={slug}
            path={path}
            needsPhoto={needsPhoto}
            approval={approval}
            onEntered={onEntered}
          />
        </div>
      ) : null}
    </section>
  );
}
