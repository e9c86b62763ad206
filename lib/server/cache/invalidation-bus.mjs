import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

// Cache invalidations that reach every instance (issue 27). Each web server keeps caches of its own: Next's tags
// manifest (which copies of pages and data are expired), its memory LRU, and the finished JSON bodies of
// lib/server/cache/ttl-cache.ts. A price changed through instance A, or a contest closed by the worker, must reach
// the caches of instance B as well, within a second.
//
// The message travels through the database every instance already shares: the publisher records each expired tag in
// cache_tag_expirations and NOTIFYs `ug_cache` in one statement; every web server LISTENs on a connection of its own
// and applies what it hears (receiving its own message too, which is harmless: applying is idempotent). PostgreSQL
// delivers a notification only after the statement's transaction commits, to every listener, in order, so no
// instance can hear of a change that then rolls back. The table covers what a listener cannot hear: an instance that
// starts later, or whose connection dropped for a while, reads the recent rows before it answers from its caches
// (a copy in the shared Redis cache rendered before such an invalidation is then expired as it should be).
//
// Applying uses the receiver's own clock (the moment it heard): every copy it made before that instant is expired.
// That is never later than the sender's change, so clock skew between machines cannot keep a stale copy alive; at
// worst a copy rendered during the few milliseconds of delivery is rendered once more.
//
// Plain JavaScript because the page cache handler (page-cache-handler.mjs, loaded by Next outside its bundles)
// publishes through it too.

const CHANNEL = 'ug_cache';
/** NOTIFY payloads are limited to 8,000 bytes: longer tag lists go in several messages. */
const MAX_PAYLOAD = 7000;
/** Rows kept: longer than any cache lifetime the shop sets (a day for the layout; data revalidates within hours). */
export const EXPIRY_RETENTION_MS = 8 * 24 * 60 * 60 * 1000;
const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

const STATE = Symbol.for('ug.invalidationBus');
/** @type {{ pool?: pg.Pool; listener?: { stop(): Promise<void> }; publishing?: boolean; serving?: boolean }} */
const state = (globalThis[STATE] ??= {});

/**
 * Called by the production server (lib/server/front/server.ts) before Next starts: this process serves pages, so it
 * listens for invalidations and publishes its own. (Next sets no run-time marker a module outside its bundles can
 * read: NEXT_RUNTIME exists only as a compile-time constant inside them.)
 */
export function markServing() {
  state.serving = true;
}

/** Whether this process is the production server (markServing), and not `next build`. */
export function isServing() {
  return Boolean(state.serving) && process.env.NEXT_PHASE !== 'phase-production-build';
}

/** Lets a process that serves nothing (the worker) publish what it changes. */
export function enablePublishing() {
  state.publishing = true;
}

/** Whether invalidations from this process go to the other instances: the server's, or the worker's once enabled. */
export function isPublishing() {
  return Boolean(state.publishing || isServing()) && Boolean(process.env.DATABASE_URL);
}

function pool() {
  state.pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
  return state.pool;
}

/** Splits a message into payloads NOTIFY accepts. */
export function payloadsOf({ tags = [], groups = [] }) {
  const payloads = [];
  let current = { tags: [], groups: [...groups] };
  for (const tag of tags) {
    current.tags.push(tag);
    if (JSON.stringify(current).length > MAX_PAYLOAD) {
      current.tags.pop();
      payloads.push(current);
      current = { tags: [tag], groups: [] };
    }
  }
  if (current.tags.length || current.groups.length) payloads.push(current);
  return payloads.map((payload) => JSON.stringify(payload));
}

/**
 * Tells every instance that `tags` expired now and `groups` of finished bodies are to be emptied. Called after the
 * change committed. Never throws: the change is already made, and a failure here leaves other instances at most as
 * stale as their caches' own lifetimes; it is logged.
 * @param {{ tags?: string[]; groups?: string[] }} message
 */
export async function publishInvalidation(message) {
  if (!isPublishing()) return;
  const tags = [...new Set(message.tags ?? [])];
  const groups = [...new Set(message.groups ?? [])];
  if (!tags.length && !groups.length) return;
  try {
    const client = await pool().connect();
    try {
      for (const payload of payloadsOf({ tags, groups })) {
        const { tags: batch } = JSON.parse(payload);
        // One statement: the rows and the notification commit together.
        await client.query(
          `with recorded as (
             insert into cache_tag_expirations (tag, expired_at) select unnest($1::text[]), now()
             on conflict (tag) do update set expired_at = excluded.expired_at returning 1)
           select pg_notify($2, $3) from (select count(*) from recorded) as done`,
          [batch, CHANNEL, payload],
        );
      }
    } finally {
      client.release();
    }
  } catch (error) {
    console.error(`Cache invalidation not published (${tags.length} tags, groups ${groups.join(',') || 'none'}): ${error?.message ?? error}`);
  }
}

/** Next's tags manifest (the map its caches consult before answering), loaded by Node so no bundle copies it. */
function nextTagsManifest() {
  const load = createRequire(path.join(process.cwd(), 'package.json'));
  const mod = load(['next', 'dist', 'server', 'lib', 'incremental-cache', 'tags-manifest.external.js'].join('/'));
  return (mod.tagsManifest ? mod : mod.default).tagsManifest;
}

/** The finished-body caches registered by lib/server/cache/ttl-cache.ts, by group, in this process. */
function clearGroups(groups) {
  const registry = globalThis[Symbol.for('ug.ttlCacheGroups')];
  for (const group of groups) for (const cache of registry?.get(group) ?? []) cache.clear();
}

/**
 * Applies a message in this process: each tag expired at `at` (a copy made before is a miss, rendered afresh before
 * anyone is answered, as Next's own revalidateTag(tag, { expire: 0 }) does), each group emptied.
 */
export function applyInvalidation({ tags = [], groups = [] }, at = Date.now(), manifest = nextTagsManifest()) {
  for (const tag of tags) {
    const known = manifest.get(tag);
    if (!(typeof known?.expired === 'number' && known.expired >= at)) manifest.set(tag, { ...known, stale: at, expired: at });
  }
  clearGroups(groups);
}

/**
 * Starts listening in this web server (once per process): reads the recent expiries first, then applies every
 * notification as it arrives, reconnecting after a dropped connection (and reading the table again, for what was
 * said meanwhile). Resolves once the first read is applied, so a server that awaits it never answers from a cache
 * it has not yet brought up to date.
 */
export function startInvalidationListener(databaseUrl = process.env.DATABASE_URL) {
  if (state.listener || !databaseUrl) return Promise.resolve();
  let stopped = false;
  let client = null;
  let attempt = 0;
  let firstReady;
  const ready = new Promise((resolve) => (firstReady = resolve));

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('error', () => {});
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      setTimeout(connect, RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]).unref();
    });
    try {
      await next.connect();
      next.on('notification', (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        try {
          applyInvalidation(JSON.parse(message.payload));
        } catch (error) {
          console.error(`Cache invalidation not applied: ${error?.message ?? error}`);
        }
      });
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      // Listening before reading: a change made between the two is both read and heard, never missed.
      const since = new Date(Date.now() - EXPIRY_RETENTION_MS);
      await next.query('delete from cache_tag_expirations where expired_at < $1', [since]);
      const { rows } = await next.query('select tag, expired_at from cache_tag_expirations');
      const manifest = nextTagsManifest();
      for (const row of rows) applyInvalidation({ tags: [row.tag] }, new Date(row.expired_at).getTime(), manifest);
      attempt = 0;
      firstReady();
    } catch (error) {
      console.error(`Cache invalidation listener: ${error?.message ?? error}; retrying`);
      next.end().catch(() => {});
      if (client === next) client = null;
      setTimeout(connect, RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]).unref();
    }
  };
  state.listener = {
    async stop() {
      stopped = true;
      await client?.end().catch(() => {});
    },
  };
  void connect();
  return ready;
}

/** Stops listening and closes the publishing pool (graceful shutdown, tests). */
export async function stopInvalidationBus() {
  const { listener, pool: publishing } = state;
  state.listener = undefined;
  state.pool = undefined;
  state.publishing = false;
  await listener?.stop();
  await publishing?.end().catch(() => {});
}
