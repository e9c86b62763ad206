'use client';

import toast from 'react-hot-toast';
import { dashboardApi } from '@/lib/api/client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';

/** One moderation action: the server's answer, or its message by field (shown by the form) and a toast. */
export async function moderationCall(
  method: 'post' | 'put' | 'delete',
  path: string,
  body: unknown,
  success: string,
): Promise<{ ok: true } | { ok: false; fields: Record<string, string> }> {
  try {
    if (method === 'delete') await dashboardApi.delete(path);
    else await dashboardApi[method](path, body);
    toast.success(success);
    return { ok: true };
  } catch (failure) {
    const fields = apiFieldErrors(failure);
    toast.error(apiErrorMessage(failure, 'That did not work. Please try again.'));
    return { ok: false, fields };
  }
}

export const BUTTON =
  'min-h-8 rounded-md px-2.5 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50';
