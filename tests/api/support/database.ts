import { randomBytes } from 'node:crypto';
import { closeDb, getDb } from '@/lib/server/db/client';
import { adminQuery, templateDb, withDatabase } from './template';

/**
 * Call at the top of an API test file: before the tests, a fresh copy of the seeded template database becomes
 * DATABASE_URL (so services and route handlers use it); after them it is dropped.
 */
export function useTestDatabase(): { db: () => ReturnType<typeof getDb> } {
  const name = `ug_test_${randomBytes(6).toString('hex')}`;
  const adminUrl = () => {
    const url = process.env.TEST_ADMIN_DATABASE_URL;
    if (!url) throw new Error('TEST_ADMIN_DATABASE_URL missing: run API tests through jest (global setup).');
    return url;
  };
  beforeAll(async () => {
    await adminQuery(adminUrl(), `CREATE DATABASE ${name} TEMPLATE ${templateDb()}`);
    process.env.DATABASE_URL = withDatabase(adminUrl(), name);
  });
  afterAll(async () => {
    await closeDb();
    await adminQuery(adminUrl(), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return { db: () => getDb() };
}
