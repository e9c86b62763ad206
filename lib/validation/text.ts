import { z } from 'zod';
import { isSafeText } from '@/lib/domain/safe-text';

// Every string a client sends is parsed by a schema built from text() (eslint.config.mjs forbids z.string() in
// lib/validation and app/ elsewhere), so no text with NUL, other control characters or lone surrogates reaches a
// service or the database: such input is a 400 with this message by the field, on every endpoint, by construction.

export const UNSAFE_TEXT_MESSAGE = 'Remove the invisible control characters from this text.';

/** z.string() that refuses control characters and lone surrogates first; chain .trim(), .min(), .max()… as usual. */
export function text(params?: Parameters<typeof z.string>[0]): z.ZodString {
  // eslint-disable-next-line no-restricted-syntax -- the one place a bare z.string() is built
  return z.string(params).refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE, abort: true });
}
