import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/server/db/embedded';
import { runMigrations } from '@/lib/server/db/migrate';
import * as schema from '@/lib/server/db/schema';
import { isDatabaseEmpty, seedDatabase } from '@/lib/server/db/seed';
import { seedDemoStaff } from '@/lib/server/db/seed/staff';
import { errorMessage, FriendlyError } from './lifecycle';
import { isPortInUse } from './ports';
import { repoRoot } from './processes';
import { livePostmasterPid, stopEmbeddedServer } from '@/tests/support/postgres-server';

// Database plumbing shared by `npm start`, `npm test`, the e2e runner and the bench: an embedded server when there
// is no DATABASE_URL, creating the database when missing, migrations, and the demo seed when the database is empty.

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 8000 });
  client.on('error', () => {});
  client.on('notice', () => {});
  await client.connect();
  return client;
}

async function query(url: string, sql: string): Promise<void> {
  const client = await connect(url);
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Checks the database at `url` answers; creates it on the same server when only the database is missing (so
 * `DATABASE_URL=postgres://…/upahar_ghar npm start` works against a fresh server). Anything else is a
 * FriendlyError naming the reason.
 */
export async function ensureDatabaseExists(url: string, label: string): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
    if (!/^postgres(ql)?:$/.test(parsed.protocol)) throw new Error(`expected a postgres:// URL, got ${parsed.protocol}//…`);
  } catch (error) {
    throw new FriendlyError(`Cannot connect to the database at ${label} (${errorMessage(error)})`);
  }
  try {
    await query(url, 'SELECT 1');
    return;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== '3D000') throw new FriendlyError(`Cannot connect to the database at ${label} (${errorMessage(error)})`);
  }
  try {
    await query(withDatabase(url, 'postgres'), `CREATE DATABASE ${quoteIdent(databaseName(url))}`);
  } catch (error) {
    throw new FriendlyError(`Cannot connect to the database at ${label} (${errorMessage(error)}; creating it failed)`);
  }
}

/** Drops and re-creates `database` on the server of `adminUrl`; returns its URL. */
export async function recreateDatabase(adminUrl: string, database: string): Promise<string> {
  await query(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
  await query(adminUrl, `CREATE DATABASE ${quoteIdent(database)}`);
  return withDatabase(adminUrl, database);
}

export type Prepared = { seeded: boolean; products: number; demoStaff: number };

/**
 * Applies migrations, seeds the demo catalogue when the database is empty, and counts the products. `demoStaff`: the
 * demo shop's staff (known password and authenticator secrets) when it has none yet: demo and e2e databases only.
 */
export async function migrateAndSeed(url: string, options: { demoStaff?: boolean } = {}): Promise<Prepared> {
  await runMigrations(url);
  const client = await connect(url);
  try {
    const db = drizzle(client, { schema });
    let seeded = false;
    if (await isDatabaseEmpty(db)) {
      await seedDatabase(db);
      seeded = true;
    }
    const demoStaff = options.demoStaff ? ((await seedDemoStaff(db)).demo_staff ?? 0) : 0;
    const result = await client.query<{ count: string }>('SELECT count(*) AS count FROM products');
    return { seeded, products: Number(result.rows[0]?.count ?? 0), demoStaff };
  } finally {
    await client.end();
  }
}

export type RunningEmbedded = EmbeddedServer & { dir: string };

/**
 * Starts the embedded PostgreSQL on `dir` (relative to the repository), with friendly errors for the usual problems:
 * the data directory already in use by another running copy, or the port taken.
 */
export async function startEmbedded(dir: string, port?: number): Promise<RunningEmbedded> {
  const absolute = path.resolve(repoRoot, dir);
  const pid = livePostmasterPid(absolute);
  if (pid !== null) {
    throw new FriendlyError(
      `The embedded database in ${dir} is already running (postgres pid ${pid}): is Upahar Ghar already started? Stop it first.`,
    );
  }
  if (port !== undefined && (await isPortInUse(port))) {
    throw new FriendlyError(`Port ${port} (embedded PostgreSQL) is already in use: set PGPORT to a free port, e.g. PGPORT=${port + 1}`);
  }
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  try {
    const server = await startEmbeddedPostgres({ dir: absolute, port, quiet: true });
    return { ...server, dir: absolute };
  } catch (error) {
    throw new FriendlyError(`Could not start the embedded PostgreSQL in ${dir} (${errorMessage(error) || 'it exited at once'})`);
  }
}

export function stopEmbedded(server: RunningEmbedded): Promise<void> {
  return stopEmbeddedServer(server, server.dir);
}
