// The catalogue editor's calls that the shared helper (components/admin/staff/api-call.ts) does not make: PUT (a
// whole list or rule set replaced) and GET (the product picker's search). Same client, same error shape.

import type { CallResult } from '@/components/admin/staff/api-call';

export async function adminPut<T>(path: string, body: unknown): Promise<CallResult<T>> {
  return send<T>((api) => api.put(path, body));
}

export async function adminGet<T>(path: string): Promise<CallResult<T>> {
  return send<T>((api) => api.get(path));
}

type Api = (typeof import('@/lib/api/client'))['dashboardApi'];

async function send<T>(call: (api: Api) => Promise<{ data: unknown }>): Promise<CallResult<T>> {
  const { dashboardApi } = await import('@/lib/api/client');
  try {
    const response = await call(dashboardApi);
    return { ok: true, data: (response.data as { data: T }).data };
  } catch (error) {
    const { apiErrorMessage, apiFieldErrors } = await import('@/lib/api/errors');
    return { ok: false, message: apiErrorMessage(error, 'That did not work. Please try again.'), fields: apiFieldErrors(error) };
  }
}
