import type { FaqGroup, FaqItem } from '@/lib/domain/pages-types';
import { plainText } from '@/lib/domain/rich-text';

// The FAQ's search: the page filters as the visitor types, and GET faq?q= answers the same. A question is found when
// ANY word of the query is in its question or answer (case and accents ignored), and the results are ranked by how
// many of the query's words match and how well: a word in the question counts most, in the question's topic ("Cancel-
// lations, refunds and problems") next, only in the answer least, and a whole word more than part of one. So "refund
// money back" finds the refund questions, "How long does a refund take?" first, although no question holds all three
// words, and an answer that merely says "come back later … cannot be refunded" comes after them. Words that say
// nothing on their own ("how", "do", "my", one-letter words) are left out unless nothing else is left, or every
// question would match "how do I…". A question typed as people say it names a thing in their own words: "money back"
// is a refund, so "can I get my money back?" finds the refund answers first, not "come back later". Equal scores keep
// the FAQ's own order.

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

// Marks count as letters: Devanagari's vowel signs are marks, and a word like शुभ must not fall apart at them.
const splitWords = (text: string) => text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

const STOP_WORDS = new Set(
  'a an and are as at be by can could did do does for from get got had has have how i if in is it its me my of on or our so than that the their them then there this to was we what when where which who why will with would you your'.split(
    ' ',
  ),
);

/** What shoppers type for what the FAQ calls otherwise: each phrase is searched as the FAQ's word. */
const SAME_AS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bmoney\s+back\b/g, 'refund'],
  [/\breimburs\w*/g, 'refund'],
  [/\brepay\w*/g, 'refund'],
];

/** The query's words, folded; stop words and one-letter words dropped (unless nothing else is left). */
export function queryWords(query: string): string[] {
  const words = splitWords(SAME_AS.reduce((text, [phrase, word]) => text.replace(phrase, word), fold(query)));
  const meaningful = words.filter((word) => word.length >= 2 && !STOP_WORDS.has(word));
  if (meaningful.length) return [...new Set(meaningful)];
  const long = words.filter((word) => word.length >= 2);
  return [...new Set(long.length ? long : words)];
}

/** "refunds", "refunded", "delivering" → their stem, so a query word finds the other forms of it. */
function stem(word: string): string {
  if (word.length < 5) return word;
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

// How well one query word matches a text: a word of the text that starts with it (or its stem: "cake" in "cakes",
// "refunds" in "refund") beats the word only somewhere inside one ("fund" in "refund").
const WORD = 2;
const INSIDE = 1;
/** Where a word is found: the question weighs most, then the group's title, then the answer. */
const WEIGHT = { question: 6, topic: 3, answer: 1 } as const;

function matchIn(word: string, text: { folded: string; words: string[] }): number {
  const base = stem(word);
  if (text.words.some((w) => w.startsWith(base))) return WORD;
  return text.folded.includes(word) ? INSIDE : 0;
}

const textOf = (raw: string) => {
  const folded = fold(raw);
  return { folded, words: splitWords(folded) };
};

export type FaqHit = { item: FaqItem; group: { slug: string; title: string }; words: number; score: number };

/**
 * Every question that matches any word of the query, best first (see the top of this file), then in the FAQ's own
 * order. The score is the sum of each word's weighted matches, times one more than the number of words matched, so
 * matching more of the query lifts a question. Empty for a blank query.
 */
export function rankFaq(groups: FaqGroup[], query: string): FaqHit[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const hits: Array<{ hit: FaqHit; order: number }> = [];
  let order = 0;
  for (const group of groups) {
    const topic = textOf(group.title);
    for (const item of group.items) {
      order += 1;
      const question = textOf(item.question);
      const answer = textOf(plainText(item.sections));
      let matched = 0;
      let sum = 0;
      for (const word of words) {
        const inQuestion = matchIn(word, question);
        const inAnswer = matchIn(word, answer);
        // The topic alone does not find a question: a word must be in the question or its answer.
        if (inQuestion === 0 && inAnswer === 0) continue;
        matched += 1;
        sum += inQuestion * WEIGHT.question + matchIn(word, topic) * WEIGHT.topic + inAnswer * WEIGHT.answer;
      }
      if (matched > 0) hits.push({ hit: { item, group: { slug: group.slug, title: group.title }, words: matched, score: sum * (1 + matched) }, order });
    }
  }
  hits.sort((a, b) => b.hit.score - a.hit.score || a.order - b.order);
  return hits.map(({ hit }) => hit);
}

/**
 * The groups with only the questions that match, for GET faq?q= (its answer keeps the FAQ's grouped shape): the
 * group holding the best match first, and within each group its questions best first. Groups left empty are dropped;
 * an empty query keeps everything.
 */
export function searchFaq(groups: FaqGroup[], query: string): FaqGroup[] {
  if (queryWords(query).length === 0) return groups;
  const found = new Map<string, FaqGroup>();
  for (const hit of rankFaq(groups, query)) {
    const source = groups.find((g) => g.slug === hit.group.slug)!;
    const group = found.get(source.slug) ?? { ...source, items: [] };
    group.items.push(hit.item);
    found.set(source.slug, group);
  }
  return [...found.values()];
}
