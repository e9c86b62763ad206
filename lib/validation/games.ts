import { z } from 'zod';
import { labelledId } from './ids';
import { text } from './text';

// The games' calls. A play carries the browser's own id for it (a fresh one per tap of Spin or Dig): the same id
// sent twice is the same play, so a double tap or a retried request never plays twice.

const playId = (label: string) =>
  text({ error: `${label} is missing` })
    .trim()
    .min(8, `${label} is too short`)
    .max(64, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label} may hold letters, digits, - and _ only`);

/** POST roulette/{slug}/spin {spinId}. */
export const spinSchema = z.object({ spinId: playId('Spin id') });

/** POST treasure/dig {treasureId, productId, digId} (SPEC §7: "POST with treasureId and productId"). */
export const digSchema = z.object({
  treasureId: labelledId('Treasure'),
  productId: labelledId('Product'),
  digId: playId('Dig id'),
});

/** A game's slug in the path. */
export const gameSlugSchema = text().trim().min(1).max(80).regex(/^[a-z0-9-]+$/);
