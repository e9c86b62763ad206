import { ApiError } from '@/lib/server/http/errors';

/** The ApiError a service call is refused with (status, code, fields to assert on); fails the test when it succeeds. */
export async function refusalOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to be refused with an ApiError');
}
