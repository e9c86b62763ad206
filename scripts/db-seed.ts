import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import * as schema from '@/lib/server/db/schema';
import { isDatabaseEmpty, seedDatabase, truncateAllTables } from '@/lib/server/db/seed';

// `npm run db:seed` seeds DATABASE_URL when it is empty; `npm run db:seed -- --force` empties every table first.
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set.');
  process.exit(1);
}
const force = process.argv.includes('--force');
const client = new Client({ connectionString: url });
client.on('notice', () => {});
await client.connect();
try {
  const db = drizzle(client, { schema });
  if (force) {
    const tables = await truncateAllTables(db);
    console.log(`Emptied ${tables.length} tables.`);
  } else if (!(await isDatabaseEmpty(db))) {
    console.log('Database already has data: nothing to do (use --force to re-seed).');
    process.exit(0);
  }
  const started = performance.now();
  const summary = await seedDatabase(db);
  const lines = Object.entries(summary).map(([table, n]) => `  ${table.padEnd(24)} ${n}`);
  console.log(`Seeded in ${Math.round(performance.now() - started)} ms:\n${lines.join('\n')}`);
} finally {
  await client.end();
}
