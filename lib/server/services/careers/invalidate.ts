import 'server-only';
import { revalidateTag } from 'next/cache';

// /careers is cached for everyone (app/(shop)/careers/careers-view.tsx): the clock's changes end each copy at the
// next opening or closing by themselves; a vacancy's edit ends them here.

/** The tag of every cached page of /careers. */
export const CAREERS_TAG = 'careers';

/** After a vacancy is posted, corrected, paused, reopened or closed. Outside Next (jest, scripts): nothing to clear. */
export function invalidateCareers(): void {
  if (!process.env.NEXT_RUNTIME) return;
  revalidateTag(CAREERS_TAG, { expire: 0 });
}
