import { useMutation } from '@tanstack/react-query';
import { api } from '../client';
import { endpoints } from '../endpoints';

/** POST newsletter/subscribe {email} → data.message (SPEC §7). Errors keep the axios error for apiErrorMessage. */
export function useNewsletterSubscribe() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await api.post<{ data: { message: string } }>(endpoints.newsletterSubscribe, { email })).data.data.message,
  });
}
