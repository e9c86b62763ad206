import 'server-only';
import PgBoss from 'pg-boss';

// The shop's one job queue (DESIGN.md "Jobs"): pg-boss on the shop's own PostgreSQL, in a schema of its own so its
// tables never mix with ours (and drizzle's migrations never see them). pg-boss makes and upgrades that schema itself
// on start. What it gives us: jobs are rows, so they survive a restart; a job is fetched with FOR UPDATE SKIP LOCKED,
// so two workers never run one job; a schedule sends one job per minute whichever worker's clock fires first; a job
// that throws is retried with back-off and, after its last retry, copied to its queue's dead-letter queue.

/** The schema pg-boss keeps its tables in (JOBS_SCHEMA; letters, digits and underscores). */
export const jobsSchema = (): string => process.env.JOBS_SCHEMA || 'jobs';

/** Where a job kind's failures land after their last retry: a queue nobody works, kept for people to look at. */
export const deadLetterQueue = (name: string): string => `${name}-dead`;

/** What the shop asks of each kind of job (one file per job in this folder). */
export type JobDefinition = {
  /** The queue's name: letters, digits and hyphens. */
  name: string;
  /** When it runs: a cron line read in Asia/Kathmandu. */
  cron: string;
  /** Retries after a failure, the first after `delaySeconds`, each later one about twice as long (pg-boss's backoff). */
  retry: { limit: number; delaySeconds: number };
  /** How long one run may take before pg-boss counts it failed (and retries it elsewhere): a crashed worker's job. */
  expireInSeconds: number;
  /** The work, at `now`: a service function that answers what it did (kept as the job's output). */
  run: (now: Date) => Promise<unknown>;
};

/** A dead letter waits this long for someone to look at it. */
const DEAD_LETTER_KEEP_MINUTES = 30 * 24 * 60;

export const SCHEDULE_TIME_ZONE = 'Asia/Kathmandu';

/** A queue client on `connectionString` (not started). `max`: its own pool, apart from the services' pool. */
export function newQueue(connectionString: string, options: { schema?: string; max?: number } = {}): PgBoss {
  return new PgBoss({
    connectionString,
    schema: options.schema ?? jobsSchema(),
    max: options.max ?? 4,
    application_name: 'upahar-ghar-jobs',
    // Finished jobs are kept a week for looking into, dead letters (created, never worked) for 30 days.
    deleteAfterDays: 7,
    retentionDays: 30,
  });
}

/**
 * Creates each job's queue and its dead-letter queue (idempotent: pg-boss skips a queue that exists, so every worker
 * may run this on start). A scheduled sweep's queue is 'stately': at most one run waiting and one running, so a slow
 * run never piles up copies behind it, on one worker or ten.
 */
export async function setUpQueues(boss: PgBoss, jobs: readonly JobDefinition[]): Promise<void> {
  for (const job of jobs) {
    const dead = deadLetterQueue(job.name);
    await boss.createQueue(dead, { name: dead, policy: 'standard', retentionMinutes: DEAD_LETTER_KEEP_MINUTES });
    const queue: PgBoss.Queue = {
      name: job.name,
      policy: 'stately',
      retryLimit: job.retry.limit,
      retryDelay: job.retry.delaySeconds,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds,
      deadLetter: dead,
    };
    // pg-boss normalises the options object it is given in place: each call gets its own copy.
    await boss.createQueue(job.name, { ...queue });
    // A queue made by an older release keeps its old settings unless told: the definitions here are the truth.
    await boss.updateQueue(job.name, { ...queue });
  }
}
