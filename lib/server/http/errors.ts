/** A failure a route handler turns into the API's error envelope (DESIGN.md "API contract"). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After (429, 503): when trying again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`, 'not_found');

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, message, 'validation_error', fields);
