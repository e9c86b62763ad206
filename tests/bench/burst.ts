import { randomUUID } from 'node:crypto';
import { failAndExit, FriendlyError, handleSignals, shutdown } from '@/scripts/support/lifecycle';
import { startBenchServer } from './server';

// `npm run bench:burst`: issue 23's reproduction against the production server. Thirty-six treasure digs from twelve
// fresh customers at once (three each), then thirty parallel digs from one customer, each while a shopper searches,
// reads the contests, tries to log in and adds to the cart. Before the fix this froze every database request of the
// server until a restart. It prints how long each kind of request took (slowest and p95) and exits 1 if any answered
// 5xx, any went unanswered within the budget, or a read failed. Budgets stop a hang; the timings are reported, not
// asserted.

const ORIGIN_HEADER = (base: string) => ({ origin: base, 'content-type': 'application/json' });
const BUDGET_MS = 30_000;

type Timed = { kind: string; status: number; ms: number };

async function timed(kind: string, url: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(BUDGET_MS) });
    await response.arrayBuffer();
    return { kind, status: response.status, ms: performance.now() - started };
  } catch {
    return { kind, status: 599, ms: performance.now() - started }; // no answer within the budget
  }
}

async function customer(base: string, n: number): Promise<string> {
  const unique = `${Date.now().toString(36)}${n}${Math.random().toString(36).slice(2, 6)}`;
  const response = await fetch(`${base}/api/V2/user-signup`, {
    method: 'POST',
    headers: ORIGIN_HEADER(base),
    body: JSON.stringify({ name: `Burst Customer ${n}`, username: `burst_${unique}`, email: `burst_${unique}@example.com`, password: 'Correct-Horse-Battery-9', source: 'web' }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new FriendlyError(`sign-up for the burst answered ${response.status}`);
  return body.data.token;
}

/** The running treasure dig: its id and cells, as the page reads them. */
async function treasure(base: string): Promise<{ id: number; cells: number[] }> {
  const response = await fetch(`${base}/api/V2/treasure/latest`);
  const body = (await response.json()) as { data?: { board?: { treasureId: number; cells: { productId: number }[] }; game?: { id: number } } };
  const board = body.data?.board;
  if (!board) throw new FriendlyError(`GET treasure/latest answered ${response.status}: no running dig to burst`);
  return { id: board.treasureId, cells: board.cells.map((c) => c.productId) };
}

/** What a shopper does meanwhile: a search, the contests, a login attempt, an add to cart. */
function shopper(base: string, productId: number): Promise<Timed>[] {
  return [
    timed('search', `${base}/api/V2/search?q=chocolate%20cake`),
    timed('contests', `${base}/api/V2/contests`),
    timed('login', `${base}/api/V2/login/user`, { method: 'POST', headers: ORIGIN_HEADER(base), body: JSON.stringify({ identifier: 'nobody@example.com', password: 'wrong-password-1' }) }),
    timed('add to cart', `${base}/api/V2/add-to-cart`, { method: 'POST', headers: ORIGIN_HEADER(base), body: JSON.stringify({ productId, quantity: 1, source: 'web' }) }),
  ];
}

function dig(base: string, token: string, treasureId: number, productId: number): Promise<Timed> {
  return timed('dig', `${base}/api/V2/treasure/dig`, {
    method: 'POST',
    headers: { ...ORIGIN_HEADER(base), authorization: `Bearer ${token}` },
    body: JSON.stringify({ treasureId, productId, digId: randomUUID() }),
  });
}

function summary(label: string, results: Timed[]): boolean {
  const kinds = [...new Set(results.map((r) => r.kind))];
  console.log(`\n${label}`);
  console.log('| request | count | answers | p95 ms | slowest ms |');
  console.log('|---|---|---|---|---|');
  let ok = true;
  for (const kind of kinds) {
    const rows = results.filter((r) => r.kind === kind);
    const times = rows.map((r) => r.ms).sort((a, b) => a - b);
    const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] ?? 0;
    const statuses = [...new Set(rows.map((r) => r.status))].sort().map((s) => `${s}×${rows.filter((r) => r.status === s).length}`).join(' ');
    console.log(`| ${kind} | ${rows.length} | ${statuses} | ${Math.round(p95)} | ${Math.round(times.at(-1) ?? 0)} |`);
    if (rows.some((r) => r.status >= 500)) ok = false;
    // A dig may be refused (no digs left today, a cell already dug) and the login is meant to fail; every other read
    // and the add to cart must succeed.
    const base = kind.replace(/ \(after\)$/, '');
    if (base !== 'dig' && base !== 'login' && rows.some((r) => r.status >= 400)) ok = false;
  }
  return ok;
}

async function main(): Promise<number> {
  handleSignals();
  const { baseUrl } = await startBenchServer();
  const game = await treasure(baseUrl);
  if (game.cells.length < 3) throw new FriendlyError('the running treasure dig has fewer than 3 cells');
  const giftId = game.cells[0]!;

  // Warm up first (each route's first call compiles and caches what it needs): the figures are the burst's.
  const warm = await customer(baseUrl, 100);
  await Promise.all([dig(baseUrl, warm, game.id, giftId), ...shopper(baseUrl, giftId)]);

  const twelve = await Promise.all(Array.from({ length: 12 }, (_, n) => customer(baseUrl, n)));
  const many = await Promise.all([
    ...twelve.flatMap((token) => game.cells.slice(0, 3).map((cell) => dig(baseUrl, token, game.id, cell))),
    ...shopper(baseUrl, giftId),
  ]);
  const after = await Promise.all(shopper(baseUrl, giftId));
  const ok1 = summary('36 digs from 12 customers at once (3 each), with a shopper alongside', [...many, ...after.map((r) => ({ ...r, kind: `${r.kind} (after)` }))]);

  const one = await customer(baseUrl, 99);
  const thirty = await Promise.all([...Array.from({ length: 30 }, (_, i) => dig(baseUrl, one, game.id, game.cells[i % game.cells.length]!)), ...shopper(baseUrl, giftId)]);
  const after2 = await Promise.all(shopper(baseUrl, giftId));
  const ok2 = summary('30 digs at once from one customer, with a shopper alongside', [...thirty, ...after2.map((r) => ({ ...r, kind: `${r.kind} (after)` }))]);

  console.log(ok1 && ok2 ? '\nEvery request answered, none with a 5xx, and the shop kept answering.' : '\nFAILED: a 5xx, an unanswered request or a failed read (see above).');
  return ok1 && ok2 ? 0 : 1;
}

main()
  .then((code) => shutdown(code))
  .catch(failAndExit);
