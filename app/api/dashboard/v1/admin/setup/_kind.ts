import { isSetupKind, type SetupKind } from '@/lib/domain/shop-setup';
import { notFound } from '@/lib/server/http/errors';
import { rowIdOrNull } from '@/lib/validation/ids';

// The path's kind and id: anything else is simply not found (after the staff check, so the back office stays unseen).

export function setupKind(raw: string): SetupKind {
  if (!isSetupKind(raw)) throw notFound('Setup list');
  return raw;
}

export function setupId(raw: string): number {
  const id = rowIdOrNull(raw);
  if (id === null) throw notFound('Row');
  return id;
}

export type KindContext = { params: Promise<{ kind: string }> };
export type RowContext = { params: Promise<{ kind: string; id: string }> };
