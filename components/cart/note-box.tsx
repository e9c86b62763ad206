'use client';

import { useId, useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { apiErrorMessage } from '@/lib/api/errors';
import { cartCalls } from '@/lib/api/hooks/use-cart';
import { MAX_NOTE_LENGTH } from '@/lib/domain/cart-types';
import { Button } from '@/components/ui/button';

/** The cart note (SPEC §3 cartNote): instructions for the shop, saved on demand. */
export function NoteBox({ note }: { note: string }) {
  const id = useId();
  const [value, setValue] = useState(note);
  const [busy, setBusy] = useState(false);
  const changed = value.trim() !== note;

  const save = async () => {
    setBusy(true);
    try {
      await cartCalls.setNote(value.trim());
      toast.success('Note saved');
    } catch (error) {
      toast.error(apiErrorMessage(error, 'We could not save the note. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-cocoa-900">
        Note for the shop <span className="font-normal text-gray-700">(optional)</span>
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={MAX_NOTE_LENGTH}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="E.g. please call the receiver before delivery"
        aria-describedby={`${id}-count`}
        className="mt-1 block w-full rounded-xl border border-cocoa-300 px-3 py-2 text-sm text-cocoa-900"
      />
      <div className="mt-1 flex items-center justify-between gap-2">
        <p id={`${id}-count`} className="text-xs text-gray-700">
          {value.length}/{MAX_NOTE_LENGTH} characters
        </p>
        <Button size="sm" variant="secondary" disabled={!changed || busy} onClick={save}>
          {busy ? 'Saving…' : 'Save note'}
        </Button>
      </div>
    </div>
  );
}
