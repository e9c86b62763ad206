import { enablePublishing, stopInvalidationBus } from '@/lib/server/cache/invalidation-bus.mjs';
import { closeDb } from '@/lib/server/db/client';
import { JOBS, jobsSchema, startWorker, type RunningWorker } from '@/lib/server/jobs';
import { errorMessage } from './support/lifecycle';

// `npm run worker`: the background jobs (lib/server/jobs, README "Background jobs"), a long-running process beside the
// web server. `npm start` runs one for you; a deployment runs one or more next to its instances (pg-boss hands each
// job to one worker). Needs DATABASE_URL (the shop's database; pg-boss keeps its tables in the JOBS_SCHEMA schema).
// SIGTERM or SIGINT: no new job is taken, the running one finishes (up to JOBS_STOP_TIMEOUT_MS), then it exits.
// Run with the react-server condition (package.json) so the services' `server-only` guard lets a script use them.

const STOP_TIMEOUT_MS = Number(process.env.JOBS_STOP_TIMEOUT_MS) || 30_000;

async function main(): Promise<void> {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) {
    console.error('DATABASE_URL is not set: the worker runs against the shop’s database (npm start sets it for its own).');
    process.exit(1);
  }
  let worker: RunningWorker | null = null;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Jobs worker: ${signal}, finishing the running job…`);
    try {
      await worker?.stop(STOP_TIMEOUT_MS);
      await Promise.all([closeDb(), stopInvalidationBus()]);
      process.exit(0);
    } catch (error) {
      console.error(`Jobs worker: could not stop cleanly: ${errorMessage(error)}`);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // What a job changes (a contest closing, a sale's window passing) reaches every web server's caches
  // (lib/server/cache/expire.ts): outside Next, the services' invalidations go through the bus only once enabled.
  enablePublishing();
  worker = await startWorker({ connectionString, jobs: JOBS });
  if (stopping) return; // a signal came while starting: stop() saw no worker yet
  console.log(`Jobs worker running: ${JOBS.map((job) => job.name).join(', ')} (schema ${jobsSchema()})`);
}

main().catch((error: unknown) => {
  console.error(`Jobs worker failed to start: ${errorMessage(error)}`);
  process.exit(1);
});
