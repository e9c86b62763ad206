import { isModerationKind, MODERATION_KIND_LABELS, type ModerationKind } from '@/lib/domain/moderation';
import { notFound } from '@/lib/server/http/errors';
import { rowIdOrNull } from '@/lib/validation/ids';

// The moderation routes' path values: a kind or id that cannot be one is simply not found, like an unknown item.

export type KindContext = { params: Promise<{ kind: string }> };
export type KindIdContext = { params: Promise<{ kind: string; id: string }> };

export function kindFrom(raw: string): ModerationKind {
  if (!isModerationKind(raw)) throw notFound('Kind');
  return raw;
}

export async function kindAndId(context: KindIdContext): Promise<{ kind: ModerationKind; id: number }> {
  const { kind: rawKind, id: rawId } = await context.params;
  const kind = kindFrom(rawKind);
  const id = rowIdOrNull(rawId);
  if (id === null) throw notFound(MODERATION_KIND_LABELS[kind].one.replace(/^./, (c) => c.toUpperCase()));
  return { kind, id };
}
