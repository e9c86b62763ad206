import { endpoints } from '../endpoints';

/**
 * POST newsletter/subscribe {email} → data.message (SPEC §7). A failure rejects with the axios error, for
 * apiErrorMessage. The footer's form imports this module on its first submit: the form is on every page, and neither
 * the HTTP client nor React Query belongs in every page's first-load JavaScript.
 */
export async function subscribeToNewsletter(email: string): Promise<string> {
  const { api } = await import('../client');
  return (await api.post<{ data: { message: string } }>(endpoints.newsletterSubscribe, { email })).data.data.message;
}
