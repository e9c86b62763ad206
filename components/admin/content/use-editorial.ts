'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { editorialCall } from './editorial-api';

// One editor's draft → preview → publish cycle (admin/editorial/{kind}/{key}): Save draft keeps the form as the draft
// (the storefront does not change) and reloads the page's preview; Publish saves the form and puts it live; Discard
// throws the draft away. A new item gets its key on its first save, and its id when first published; the address bar
// follows, so a reload opens the same thing.

export type Pending = 'save' | 'publish' | 'discard' | null;

type Message = { tone: 'ok' | 'error'; text: string };

/**
 * The outcome of the last action, carried over the reload it causes: the editor page remounts its form on a new
 * draft (its key is the draft's time, so Discard shows the published version again), and "Published." must survive.
 */
let carried: Message | null = null;

type Saved = { draft: { key: string } };
type Published = { id: string; summary: string };

export function useEditorial({ kind, itemKey, basePath }: { kind: string; itemKey: string | null; basePath: string }) {
  const router = useRouter();
  const [pending, setPending] = useState<Pending>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setShown] = useState<Message | null>(() => {
    const last = carried;
    carried = null;
    return last;
  });
  const setMessage = setShown;
  /** A success message shown now and by the remounted form after the navigation that follows. */
  const announce = (next: Message) => {
    carried = next;
    setShown(next);
  };

  async function keep(data: unknown): Promise<string | null> {
    const result = itemKey
      ? await editorialCall<Saved>('put', `${kind}/${itemKey}`, data)
      : await editorialCall<Saved>('post', kind, data);
    if (!result.ok) {
      setFields(result.fields);
      setMessage({ tone: 'error', text: result.message });
      return null;
    }
    setFields({});
    return result.data.draft.key;
  }

  async function run(kindOfAction: Pending, action: () => Promise<void>) {
    if (pending) return; // a double click sends once
    setPending(kindOfAction);
    setMessage(null);
    try {
      await action();
    } finally {
      setPending(null);
    }
  }

  const save = (data: unknown) =>
    run('save', async () => {
      const key = await keep(data);
      if (!key) return;
      announce({ tone: 'ok', text: 'Draft saved. The shop still shows the published version; the preview below shows the draft.' });
      if (key !== itemKey) router.replace(`${basePath}/${key}`);
      else router.refresh();
    });

  const publish = (data: unknown) =>
    run('publish', async () => {
      const key = await keep(data);
      if (!key) return;
      const result = await editorialCall<Published>('post', `${kind}/${key}/publish`);
      if (!result.ok) {
        setFields(result.fields);
        // A new item's draft was kept: its page (with its key) is where the editor goes on from, message and all.
        if (key !== itemKey) {
          announce({ tone: 'error', text: result.message });
          router.replace(`${basePath}/${key}`);
        } else setMessage({ tone: 'error', text: result.message });
        return;
      }
      announce({ tone: 'ok', text: `Published. ${result.data.summary}` });
      if (result.data.id !== itemKey) router.replace(`${basePath}/${result.data.id}`);
      else router.refresh();
    });

  const discard = () =>
    run('discard', async () => {
      if (!itemKey) return;
      const result = await editorialCall<unknown>('delete', `${kind}/${itemKey}`);
      if (!result.ok) {
        setMessage({ tone: 'error', text: result.message });
        return;
      }
      announce({ tone: 'ok', text: 'Draft discarded.' });
      if (itemKey.startsWith('new-')) router.push(basePath);
      else router.refresh();
    });

  return { pending, fields, message, save, publish, discard };
}
