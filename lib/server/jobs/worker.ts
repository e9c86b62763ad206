import 'server-only';
import type PgBoss from 'pg-boss';
import { newQueue, SCHEDULE_TIME_ZONE, setUpQueues, type JobDefinition } from './queue';

// A worker: one pg-boss client that creates the queues, works each of them and (unless told not to) keeps their
// schedules. Any number may run at once, on one machine or several: pg-boss hands each job to one of them, and a
// schedule's minute becomes one job whichever worker's clock fires first (the schedule's job carries a singleton key
// too, and the queues are 'stately'). scripts/worker.ts runs one for the shop; the tests run two side by side.

export type RunningWorker = {
  boss: PgBoss;
  /** Stops taking jobs, waits up to `timeoutMs` for the running ones to finish, then closes its connections. */
  stop: (timeoutMs?: number) => Promise<void>;
};

export type WorkerOptions = {
  connectionString: string;
  jobs: readonly JobDefinition[];
  /** false: work the queues without keeping their schedules (a test sending its own jobs). */
  schedule?: boolean;
  /** How often an idle worker looks for work (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  schema?: string;
  /** The clock each run is given (tests inject one). */
  clock?: () => Date;
  /** pg-boss's own errors (a lost connection while polling): never a job's data. */
  onError?: (error: Error) => void;
};

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const boss = newQueue(options.connectionString, { schema: options.schema });
  boss.on('error', options.onError ?? ((error) => console.error(`[jobs] ${error.message}`)));
  await boss.start();
  await setUpQueues(boss, options.jobs);
  const clock = options.clock ?? (() => new Date());
  for (const job of options.jobs) {
    // One job at a time per queue and worker: the sweeps are batches already.
    await boss.work(job.name, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => job.run(clock()));
    if (options.schedule !== false) {
      await boss.schedule(job.name, job.cron, {}, { tz: SCHEDULE_TIME_ZONE, singletonKey: job.name });
    }
  }
  return {
    boss,
    stop: (timeoutMs = 30_000) => boss.stop({ graceful: true, wait: true, timeout: timeoutMs }),
  };
}
