import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '@/lib/server/db/embedded';
import { livePostmasterPid } from '@/tests/support/postgres-server';
import { startEmbedded, stopEmbedded, withDatabase, type RunningEmbedded } from './support/database';
import { errorMessage } from './support/lifecycle';
import { repoRoot } from './support/processes';

// `npm run staff -- <command>`: staff accounts from the command line (the first owner is made here). The work is
// lib/server/services/staff/command.ts; this file only finds the database, as `npm start` does: DATABASE_URL when set,
// else the embedded one in .data/pg (the running shop's server when it is up, else started for this command alone).
// Run with the react-server condition (package.json) so the services' `server-only` guard lets a script use them.

const EMBEDDED_DIR = '.data/pg';
const EMBEDDED_DATABASE = 'upahar_ghar';

async function database(): Promise<{ url: string; stop?: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const dir = path.join(repoRoot, EMBEDDED_DIR);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Error(`No database yet: run \`npm start\` once (it makes the embedded database in ${EMBEDDED_DIR}), or set DATABASE_URL.`);
  }
  if (livePostmasterPid(dir) !== null) {
    // The shop is running: its postgres wrote its port on the pid file's fourth line.
    const port = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[3]);
    return { url: `postgres://postgres:postgres@127.0.0.1:${port}/${EMBEDDED_DATABASE}` };
  }
  const server: RunningEmbedded = await startEmbedded(EMBEDDED_DIR, await freePort());
  return { url: withDatabase(server.url('postgres'), EMBEDDED_DATABASE), stop: () => stopEmbedded(server) };
}

async function main(): Promise<number> {
  const { url, stop } = await database();
  process.env.DATABASE_URL = url;
  // Imported once DATABASE_URL is known (the pool reads it when first used).
  const { runStaffCommand } = await import('@/lib/server/services/staff/command');
  const { closeDb } = await import('@/lib/server/db/client');
  try {
    const result = await runStaffCommand(process.argv.slice(2));
    (result.code === 0 ? console.log : console.error)(result.lines.join('\n'));
    return result.code;
  } finally {
    await closeDb();
    await stop?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`npm run staff failed: ${errorMessage(error)}`);
    process.exit(1);
  },
);
