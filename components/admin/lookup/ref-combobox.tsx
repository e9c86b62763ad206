'use client';

import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { LOOKUP_LIMIT, LOOKUP_MIN_TYPED, LOOKUP_NOUNS, missingItem, type LookupItem, type LookupKind } from '@/lib/domain/admin-lookup';
import { lookupById, rememberLookup, searchLookup } from './lookup-api';

// A back-office field that holds the id of a product, a category or a delivery place, shown and chosen by its name:
// the owner types a few letters, picks from the list with the mouse or the arrow keys and Enter, and the form keeps
// the id (so the save APIs and their checks are unchanged). A saved id shows as its name again when the form opens.
// The label is the caller's <label htmlFor={id}>.

type Props = {
  /** The input's id, for the caller's <label htmlFor>. */
  id: string;
  kind: LookupKind;
  value: number | null;
  onChange: (value: number | null) => void;
  /** The field's name in words, for the clear button ("Clear Free product"). */
  label: string;
  /** May be left empty: a clear button shows while something is chosen. */
  nullable?: boolean;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  inputClassName: string;
};

type Results = { q: string; answer: { ok: true; items: LookupItem[] } | { ok: false } };

const SEARCH_DELAY_MS = 250;

export function RefCombobox({ id, kind, value, onChange, label, nullable = false, disabled = false, required, invalid, describedBy, inputClassName }: Props) {
  const noun = LOOKUP_NOUNS[kind];
  const [known, setKnown] = useState<LookupItem | null>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const typed = query.trim();

  // The saved id's name, asked once; a choice brings its own.
  useEffect(() => {
    if (value === null || known?.id === value) return;
    let live = true;
    void lookupById(kind, value).then((answer) => {
      if (live) setKnown(answer.ok ? (answer.items[0] ?? missingItem(kind, value)) : { id: value, label: `${noun} #${value}`, detail: 'its name could not be loaded' });
    });
    return () => {
      live = false;
    };
  }, [kind, noun, value, known?.id]);

  // Searches once typing pauses; an answer to an older search is dropped.
  useEffect(() => {
    if (typed.length < LOOKUP_MIN_TYPED) return;
    let live = true;
    const timer = setTimeout(() => {
      void searchLookup(kind, typed).then((answer) => {
        if (live) setResults({ q: typed, answer });
      });
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kind, typed]);

  const selected: LookupItem | null = value === null ? null : known?.id === value ? known : { id: value, label: `${noun} #${value}`, detail: 'loading its name…' };
  const current = results && results.q === typed ? results.answer : null;
  const options = current?.ok ? current.items : [];
  const status =
    typed === ''
      ? null
      : typed.length < LOOKUP_MIN_TYPED
        ? `Type ${LOOKUP_MIN_TYPED} or more letters of its name${kind === 'product' ? ' or SKU' : ''}.`
        : !current
          ? 'Searching…'
          : !current.ok
            ? 'The search did not work. Please try again.'
            : options.length === 0
              ? `No ${noun} matches “${typed}”.`
              : options.length >= LOOKUP_LIMIT
                ? `The first ${options.length}: type more to narrow them down.`
                : `${options.length} found.`;

  const choose = (item: LookupItem | null) => {
    if (item) {
      rememberLookup(kind, item);
      setKnown(item);
      onChange(item.id);
    } else if (nullable) {
      onChange(null);
    }
    setQuery('');
  };

  const statusId = `${id}-status`;
  const detailId = `${id}-chosen`;
  const described = [describedBy, selected ? detailId : null, status ? statusId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="relative">
      <Combobox value={selected} by="id" onChange={choose} onClose={() => setQuery('')} disabled={disabled}>
        <div className="flex gap-1">
          <ComboboxInput
            id={id}
            className={inputClassName}
            autoComplete="off"
            required={required}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={described}
            placeholder={`Type to find a ${noun}`}
            displayValue={(item: LookupItem | null) => item?.label ?? ''}
            onChange={(event) => setQuery(event.target.value)}
          />
          {nullable && selected && !disabled ? (
            <button type="button" className="shrink-0 rounded-md border border-gray-300 bg-white px-2 text-xs font-semibold" aria-label={`Clear ${label}`} onClick={() => choose(null)}>
              Clear
            </button>
          ) : null}
        </div>
        {options.length > 0 ? (
          // Not modal: the field's label, its status line and the rest of the form stay readable while the list is open.
          <ComboboxOptions modal={false} className="absolute z-30 mt-1 max-h-72 w-full min-w-64 overflow-auto rounded-md border border-gray-300 bg-white py-1 text-sm shadow-lg">
            {options.map((item) => (
              <ComboboxOption key={item.id} value={item} className="cursor-pointer px-2 py-1 data-[focus]:bg-brand-50 data-[selected]:font-semibold">
                <span className="block">{item.label}</span>
                <span className={`block text-xs ${item.detail.includes('hidden') ? 'text-amber-900' : 'text-gray-600'}`}>{item.detail}</span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        ) : null}
      </Combobox>
      {selected ? (
        <span id={detailId} className={`block text-xs ${selected.detail.includes('hidden') || selected.detail.startsWith('not found') ? 'font-semibold text-amber-900' : 'text-gray-600'}`}>
          {selected.detail}
        </span>
      ) : null}
      <span id={statusId} role="status" className="block text-xs text-gray-700">
        {status}
      </span>
    </div>
  );
}
