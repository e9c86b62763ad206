import { z } from 'zod';
import { searchFaq } from '@/lib/domain/faq-search';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { getFaq } from '@/lib/server/services/pages';
import { text } from '@/lib/validation/text';

// GET faq[?q=] → data.faqs (SPEC §3 Page.faqs): the groups with their questions and answers; with q, only the
// questions whose question or answer holds any word of q, best match first (the same ranking as the page's box).
const faqQuerySchema = z.object({ q: text({ error: 'Search for at most 100 characters.' }).max(100, { error: 'Search for at most 100 characters.' }).optional() });

export const GET = handle(async (request) => {
  const { q } = parseOrThrow(faqQuerySchema, queryObject(request));
  const groups = await getFaq();
  return ok({ faqs: q ? searchFaq(groups, q) : groups }, undefined, { cache: 'content' });
});
