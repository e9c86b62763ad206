import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';

export const migrationsFolder = path.join(process.cwd(), 'lib/server/db/migrations');

/** Applies every committed migration not yet applied to the database at `url`. */
export async function runMigrations(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    // Migrations are idempotent under drizzle's journal; NOTICEs (e.g. "extension exists") are noise here.
    client.on('notice', () => {});
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}
