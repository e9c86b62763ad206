import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/server/db/embedded';

// Embedded PostgreSQL helpers shared by the jest API setup and the scripts (no import.meta here: jest compiles this
// file to CommonJS).

const TEST_DIR = '.data/test-pg';

export function livePostmasterPid(dir: string): number | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // stale pid file from a hard kill: postgres recovers from it by itself
  }
}

/**
 * Stops an embedded server and waits until it is really down. If a terminal Ctrl-C already reached postgres itself
 * (same process group), the package's stop() waits for an exit event that has already passed, so we also watch the
 * pid file, which postgres removes when it has shut down cleanly.
 */
export async function stopEmbeddedServer(server: EmbeddedServer, dir: string, timeoutMs = 20_000): Promise<void> {
  const stopped = server.stop();
  const deadline = Date.now() + timeoutMs;
  const pidGone = (async () => {
    while (Date.now() < deadline) {
      if (livePostmasterPid(dir) === null) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`postgres in ${dir} still running after ${timeoutMs / 1000} s`);
  })();
  await Promise.race([stopped.then(() => pidGone), pidGone]);
}

export type TestPostgres = { adminUrl: string; dir: string; stop: () => Promise<void> };

/**
 * One embedded PostgreSQL for a test run, on a random free port. Uses .data/test-pg (kept between runs: no initdb
 * cost) unless another run holds it right now, in which case a throw-away directory is used and removed afterwards,
 * so two test runs in the same checkout never collide.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  let dir = path.resolve(TEST_DIR);
  const shared = livePostmasterPid(dir) === null;
  if (!shared) dir = path.resolve(`${TEST_DIR}-run-${process.pid}`);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const server = await startEmbeddedPostgres({ dir, quiet: true });
  const adminUrl = server.url('postgres');
  // The shared directory is ours alone while we run: drop what killed runs left behind.
  if (shared) await dropDatabases(adminUrl, /^(ug_test_|ug_e2e)/);
  return {
    adminUrl,
    dir,
    stop: async () => {
      await stopEmbeddedServer(server, dir);
      if (!shared) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function dropDatabases(adminUrl: string, pattern: RegExp): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  client.on('notice', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE NOT datistemplate');
    for (const { datname } of rows) {
      if (pattern.test(datname)) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
