import { parseOrThrow } from '@/lib/server/http/respond';
import { idOrSlugSchema } from '@/lib/validation/catalogue';
import { orNotFound } from './catalogue-route';

/** A store path segment as an id or a slug: a bad number is a 400, odd text is simply no store (404). */
export function storeKey(raw: string): string | number {
  const parsed = idOrSlugSchema.safeParse(raw);
  if (!parsed.success && /^-?\d+$/.test(raw)) parseOrThrow(idOrSlugSchema, raw);
  const key = orNotFound(parsed.success ? parsed.data : null, 'Store');
  return typeof key === 'string' ? key.toLowerCase() : key;
}
