import 'server-only';
import { createHash } from 'node:crypto';

// The order a play shows a question's answers in: a shuffle keyed by the play's token, the same on every call of that
// play (so the browser sends back an index, never an answer id) and different between plays, so neither the order
// the author typed nor the ids the database gave can point at the right answer.

export function playOrder<T extends { id: number }>(playToken: string, answers: readonly T[]): T[] {
  const key = (id: number) => createHash('sha256').update(`${playToken}:${id}`).digest('hex');
  return answers
    .map((a) => ({ a, k: key(a.id) }))
    .sort((x, y) => (x.k < y.k ? -1 : x.k > y.k ? 1 : 0))
    .map((x) => x.a);
}
