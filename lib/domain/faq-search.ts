import type { FaqGroup } from '@/lib/domain/pages-types';
import { plainText } from '@/lib/domain/rich-text';

// The FAQ's search: the page filters as the visitor types, and GET faq?q= answers the same, with one rule: every
// word of the query must appear in the question or the answer (case and accents ignored, so "eggless cake" finds
// "Do you make eggless cakes?"). Short words ("a", "do") are ignored unless they are the only ones.

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** The query's words, folded; words under 2 characters dropped (unless nothing else is left). */
export function queryWords(query: string): string[] {
  const words = fold(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const long = words.filter((word) => word.length >= 2);
  return long.length ? long : words;
}

/** The groups with only the questions that match; groups left empty are dropped. An empty query keeps everything. */
export function searchFaq(groups: FaqGroup[], query: string): FaqGroup[] {
  const words = queryWords(query);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => {
        const haystack = fold(`${item.question} ${plainText(item.sections)}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((group) => group.items.length > 0);
}
