/**
 * axios's own test (an object whose isAxiosError is true), without importing axios: reading an error must not bring the
 * HTTP client (about 20 KiB gzip) to a page's first visit; a form (the contact form) reads errors from its first
 * render, and loads axios only when it sends.
 */
function isAxiosError(error: unknown): error is { isAxiosError: true; response?: { data?: unknown } } {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The envelope's error.message when the server sent one (SPEC §8: "the response error.message, otherwise …"). */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object' && 'error' in data) {
      const inner = (data as { error?: { message?: unknown } }).error;
      if (inner && typeof inner.message === 'string' && inner.message.trim()) return inner.message;
    }
  }
  return fallback;
}

/** The envelope's per-field messages, e.g. { email: 'Invalid email format' }. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (isAxiosError(error)) {
    const data = error.response?.data as { error?: { fields?: Record<string, string> } } | undefined;
    if (data?.error?.fields && typeof data.error.fields === 'object') return data.error.fields;
  }
  return {};
}
