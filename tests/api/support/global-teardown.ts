import type { TestPostgres } from '@/tests/support/postgres-server';
import { adminQuery, templateDb } from './template';

export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  // Drop this run's template (a reused one, TEST_TEMPLATE_READY=1, belongs to whoever made it).
  if (adminUrl && process.env.TEST_TEMPLATE_READY !== '1') {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${templateDb()} WITH (FORCE)`).catch(() => {});
  }
  const server = (globalThis as { __ugEmbedded?: TestPostgres }).__ugEmbedded;
  if (server) await server.stop();
}
