'use client';

import type { Pending } from './use-editorial';

type Props = {
  pending: Pending;
  message: { tone: 'ok' | 'error'; text: string } | null;
  hasDraft: boolean;
  /** Shown beside Publish: what publishing does (e.g. "Goes live at 18:00 on 12 Oct (Kathmandu)"). */
  publishNote?: string;
  onSave: () => void;
  onPublish: () => void;
  onDiscard: () => void;
};

const button = 'min-h-9 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50';

/** Save draft · Publish · Discard draft, and what happened (announced to screen readers). */
export function DraftActions({ pending, message, hasDraft, publishNote, onSave, onPublish, onDiscard }: Props) {
  return (
    <div className="sticky bottom-0 z-10 -mx-3 flex flex-wrap items-center gap-2 border-t border-gray-200 bg-white/95 px-3 py-2">
      <button type="button" onClick={onSave} disabled={pending !== null} className={`${button} border border-gray-300 bg-white text-gray-900 hover:bg-gray-50`}>
        {pending === 'save' ? 'Saving…' : 'Save draft'}
      </button>
      <button type="button" onClick={onPublish} disabled={pending !== null} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
        {pending === 'publish' ? 'Publishing…' : 'Publish'}
      </button>
      {hasDraft ? (
        <button type="button" onClick={onDiscard} disabled={pending !== null} className={`${button} text-red-800 hover:bg-red-50`}>
          {pending === 'discard' ? 'Discarding…' : 'Discard draft'}
        </button>
      ) : null}
      {publishNote ? <span className="text-xs text-gray-700">{publishNote}</span> : null}
      <p role="status" aria-live="polite" className={`w-full text-sm ${message?.tone === 'error' ? 'text-red-800' : 'text-green-900'}`}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}
