import 'server-only';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/server/http/errors';
import { editorialItem, type EditorialItem } from '@/lib/server/services/editorial';
import type { EditorialKind } from '@/lib/validation/editorial';
import { draftKeySchema } from '@/lib/validation/editorial';

// An editor page's item from its path: 'new' (nothing yet: an empty form), a live id or a new draft's key; anything
// else, or something that does not exist, is the back office's not-found page.

export async function itemFromPath<T>(kind: EditorialKind, raw: string): Promise<EditorialItem<T> | null> {
  if (raw === 'new') return null;
  if (!draftKeySchema.safeParse(raw).success) notFound();
  try {
    return await editorialItem<T>(kind, raw);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}

/** What the editor starts from: the draft if one waits, else the live version, else nothing (a new item). */
export const editedData = <T>(item: EditorialItem<T> | null): T | null => item?.draft?.data ?? item?.live ?? null;
