import { after } from 'next/server';
import { logger } from '@/lib/server/log/logger';

/**
 * Runs `task` after the response has been sent (next/server `after()`), so bookkeeping such as recording a search
 * does not add a database write to what the customer waits for. Outside a request scope (a route handler called
 * directly, as the API tests do) `after()` throws; the task then simply runs before returning, so its effect is
 * still visible to the caller. A failing task is logged, never turned into an error response.
 */
export async function afterResponse(what: string, task: () => Promise<void>): Promise<void> {
  const guarded = () =>
    task().catch((error: unknown) => {
      logger().error(`[after] ${what} failed`, { error });
    });
  try {
    after(guarded);
  } catch {
    await guarded();
  }
}
