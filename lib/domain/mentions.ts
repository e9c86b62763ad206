// @username mentions in plain-text comments. A username is what registration allows (lowercase letters, digits, dots
// and underscores, 3–30 characters, starting and ending with a letter or digit), so '@gita.bhattarai.' at the end
// of a sentence names gita.bhattarai, and 'name@example.com' names nobody.

/** How many people one comment can tell: more is a mass ping, not a conversation. */
export const MAX_MENTIONS_PER_COMMENT = 10;

const MENTION = /(^|[^\p{L}\p{N}._@])@([a-z0-9][a-z0-9._]{1,28}[a-z0-9])(?![a-z0-9_])/giu;

/** The usernames a text mentions, lower-cased, each once, in order of first appearance. */
export function parseMentions(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(MENTION)) seen.add((match[2] as string).toLowerCase());
  return [...seen];
}

export type MentionSegment = { type: 'text'; text: string } | { type: 'mention'; username: string; text: string };

/**
 * Splits a comment for display: '@name' becomes a mention segment only when `known` has it (the people the comment
 * really mentions, from the database); anything else stays text.
 */
export function splitMentions(text: string, known: ReadonlySet<string>): MentionSegment[] {
  const out: MentionSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const username = (match[2] as string).toLowerCase();
    if (!known.has(username)) continue;
    const start = (match.index ?? 0) + (match[1] as string).length;
    if (start > last) out.push({ type: 'text', text: text.slice(last, start) });
    const end = start + 1 + (match[2] as string).length;
    out.push({ type: 'mention', username, text: text.slice(start, end) });
    last = end;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}
