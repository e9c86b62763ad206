import { useMutation } from '@tanstack/react-query';
import { endpoints } from '../endpoints';

/**
 * POST newsletter/subscribe {email} → data.message (SPEC §7). Errors keep the axios error for apiErrorMessage.
 * The HTTP client is loaded on the first submit: the form sits in the footer of every page, and axios would otherwise
 * be part of every page's first-load JavaScript.
 */
export function useNewsletterSubscribe() {
  return useMutation({
    mutationFn: async (email: string) => {
      const { api } = await import('../client');
      return (await api.post<{ data: { message: string } }>(endpoints.newsletterSubscribe, { email })).data.data.message;
    },
  });
}
