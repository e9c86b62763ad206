// The back office's calls from its forms: the dashboard API client (Bearer from storage, the session cookie too), loaded
// when a form is first sent, and the envelope's message and fields when a call is refused.

export type CallResult<T> = { ok: true; data: T } | { ok: false; message: string; fields: Record<string, string> };

export async function callAdmin<T>(method: 'post' | 'patch' | 'delete', path: string, body?: unknown): Promise<CallResult<T>> {
  const { dashboardApi } = await import('@/lib/api/client');
  try {
    const response = method === 'delete' ? await dashboardApi.delete(path) : await dashboardApi[method](path, body ?? {});
    return { ok: true, data: (response.data as { data: T }).data };
  } catch (error) {
    const { apiErrorMessage, apiFieldErrors } = await import('@/lib/api/errors');
    return { ok: false, message: apiErrorMessage(error, 'That did not work. Please try again.'), fields: apiFieldErrors(error) };
  }
}
