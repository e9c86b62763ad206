import { runMigrations } from '@/lib/server/db/migrate';

// `npm run db:migrate`: applies committed migrations to DATABASE_URL.
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set.');
  process.exit(1);
}
await runMigrations(url);
console.log('Migrations applied.');
