import { Client } from 'pg';

// Test databases: one migrated and seeded template per run, and a fresh copy of it for every test file, so files are
// isolated from each other and can run in parallel. The template's name is unique per run (global setup sets
// TEST_TEMPLATE_DB), so two runs sharing one PostgreSQL server never rebuild each other's template.

export function templateDb(): string {
  return process.env.TEST_TEMPLATE_DB || 'ug_test_template';
}

export function withDatabase(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  client.on('notice', () => {});
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
