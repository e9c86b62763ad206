// SPEC §9: favourite and follow actions are throttled to one per 1000 ms. A leading-edge gate: the first press acts at
// once, presses within the interval after it are ignored (not queued: a queued second press would undo the first).

export const FAVORITE_THROTTLE_MS = 1000;
export const FOLLOW_THROTTLE_MS = 1000;

/** Returns `tryPass(now)`: true when an action may run now (and starts a new interval), false while throttled. */
export function createThrottle(intervalMs: number): (now?: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (now = Date.now()) => {
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}
