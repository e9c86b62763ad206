import { notFound } from '@/lib/server/http/errors';
import { draftKeySchema, isEditorialKind, type EditorialKind } from '@/lib/validation/editorial';

// The kind and the draft key in an editorial path: anything that cannot be one is simply not found.

export function editorialKindOf(raw: string): EditorialKind {
  if (!isEditorialKind(raw)) throw notFound('Content kind');
  return raw;
}

export function draftKeyOf(raw: string): string {
  const parsed = draftKeySchema.safeParse(raw);
  if (!parsed.success) throw notFound('Content');
  return parsed.data;
}
