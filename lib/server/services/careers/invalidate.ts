import 'server-only';
import { expireTags, invalidationsReachCaches } from '@/lib/server/cache/expire';

// /careers is cached for everyone (app/(shop)/careers/careers-view.tsx): the clock's changes end each copy at the
// next opening or closing by themselves; a vacancy's edit ends them here.

/** The tag of every cached page of /careers. */
export const CAREERS_TAG = 'careers';

/** After a vacancy is posted, corrected, paused, reopened or closed. Outside Next (jest, scripts): nothing to clear. */
export function invalidateCareers(): void {
  if (!invalidationsReachCaches()) return;
  expireTags([CAREERS_TAG]);
}
