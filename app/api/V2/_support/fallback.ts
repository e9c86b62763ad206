import 'server-only';
import { ApiError } from '@/lib/server/http/errors';
import { logger } from '@/lib/server/log/logger';

/**
 * Runs a call whose unexpected failure has its own words in SPEC §8 (e.g. 'Failed to register as influencer'): a
 * refusal (ApiError) passes through unchanged; anything else is logged and answered as a 500 with that message.
 */
export async function withFallback<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: unknown })?.code && /^22/.test(String((error as { code?: unknown }).code))) throw error; // bad input: handle() answers 400
    logger().error(`[api] ${message}`, { error });
    throw new ApiError(500, message, 'internal_error');
  }
}
