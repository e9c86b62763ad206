import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runMigrations } from '@/lib/server/db/migrate';
import { seedDatabase } from '@/lib/server/db/seed';
import { startTestPostgres, type TestPostgres } from '@/tests/support/postgres-server';
import { Client } from 'pg';
import { adminQuery, templateDb, withDatabase } from './template';

// Uses TEST_ADMIN_DATABASE_URL (set by `npm test`, or by you for an existing server, e.g.
// postgres://postgres@127.0.0.1:5432/postgres) or else starts an embedded PostgreSQL for this run. Builds the
// seeded template database that every test file copies. (Workers are started after this and inherit process.env.)
export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) {
    const server = await startTestPostgres();
    adminUrl = server.adminUrl;
    (globalThis as { __ugEmbedded?: TestPostgres }).__ugEmbedded = server;
  }
  process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
  // What the code under test sends (order notifications after every placed order…) lands in a folder of this run,
  // never in the worktree's .data/outbox; files that read the outbox take their own (useTempOutbox).
  if (!process.env.OUTBOX_DIR) process.env.OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'ug-api-outbox-'));
  if (process.env.TEST_TEMPLATE_READY === '1') return;
  process.env.TEST_TEMPLATE_DB = `ug_test_template_${randomBytes(4).toString('hex')}`;
  const template = templateDb();
  await adminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const templateUrl = withDatabase(adminUrl, template);
  await runMigrations(templateUrl);
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('@/lib/server/db/schema');
  const client = new Client({ connectionString: templateUrl });
  await client.connect();
  try {
    await seedDatabase(drizzle(client, { schema }));
  } finally {
    await client.end();
  }
}
