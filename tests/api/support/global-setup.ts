import { runMigrations } from '@/lib/server/db/migrate';
import { seedDatabase } from '@/lib/server/db/seed';
import { startEmbeddedPostgres } from '@/lib/server/db/embedded';
import { Client } from 'pg';
import { adminQuery, TEMPLATE_DB, withDatabase } from './template';

// Uses TEST_ADMIN_DATABASE_URL (set by `npm test`, or by you for an existing server) or else starts an embedded
// PostgreSQL for this run. Builds the seeded template database that every test file copies.
export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) {
    const server = await startEmbeddedPostgres({ dir: '.data/test-pg', quiet: true });
    adminUrl = server.url('postgres');
    (globalThis as { __ugEmbedded?: { stop: () => Promise<void> } }).__ugEmbedded = server;
  }
  process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
  if (process.env.TEST_TEMPLATE_READY === '1') return;
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE ${TEMPLATE_DB}`);
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
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
