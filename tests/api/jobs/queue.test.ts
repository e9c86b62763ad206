import { deadLetterQueue, newQueue, startWorker, type JobDefinition, type RunningWorker } from '@/lib/server/jobs';
import { JOBS } from '@/lib/server/jobs';
import { useTestDatabase } from '../support/database';

// The queue itself (pg-boss on the test database, in its own schema): a job sent once runs once with two workers
// taking from the queue; a job that keeps failing is retried and then lands on its dead-letter queue; a job sent while
// no worker runs is still there for the worker that starts later (jobs are rows: they survive a restart).

useTestDatabase();

const SCHEMA = 'jobs_test';
const runs: string[] = [];
const workers: RunningWorker[] = [];

function job(name: string, run: JobDefinition['run'], retry = { limit: 0, delaySeconds: 0 }): JobDefinition {
  return { name, cron: '* * * * *', retry, expireInSeconds: 60, run };
}

async function worker(jobs: JobDefinition[]): Promise<RunningWorker> {
  const running = await startWorker({ connectionString: process.env.DATABASE_URL!, jobs, schedule: false, schema: SCHEMA, pollingIntervalSeconds: 0.5, onError: () => {} });
  workers.push(running);
  return running;
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop(2000)));
});

describe('the job queue', () => {
  it('runs a job sent once exactly once while two workers take from the queue', async () => {
    // Each run takes a moment, so both workers are polling while it runs.
    const slow = job('test-once', async () => {
      runs.push('once');
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { ok: true };
    });
    const [a, b] = [await worker([slow]), await worker([slow])];
    // The shop's queues are 'stately' (one waiting job per key): three jobs need three keys.
    const ids = await Promise.all([1, 2, 3].map((n) => a.boss.send('test-once', { n }, { singletonKey: `key-${n}` })));
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    await until('three runs', () => runs.filter((r) => r === 'once').length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // time for a (wrong) second run to show
    expect(runs.filter((r) => r === 'once')).toHaveLength(3);
    for (const id of ids) expect((await b.boss.getJobById('test-once', id!))?.state).toBe('completed');
  });

  it('retries a failing job with its limit and then puts it on the dead-letter queue', async () => {
    let attempts = 0;
    const failing = job(
      'test-failing',
      async () => {
        attempts += 1;
        throw new Error('the mail server is down');
      },
      { limit: 2, delaySeconds: 0 },
    );
    const running = await worker([failing]);
    const id = await running.boss.send('test-failing', { about: 'order 12' });
    await until('the job to fail for good', async () => (await running.boss.getJobById('test-failing', id!))?.state === 'failed');
    expect(attempts).toBe(3); // the first run and two retries
    const dead = await running.boss.fetch<{ about: string }>(deadLetterQueue('test-failing'));
    expect(dead.map((j) => j.data)).toEqual([{ about: 'order 12' }]);
  });

  it('keeps a job sent while no worker runs, for the worker that starts later', async () => {
    const queue = newQueue(process.env.DATABASE_URL!, { schema: SCHEMA });
    await queue.start();
    const later = job('test-later', async () => {
      runs.push('later');
    });
    // The queue exists (made by a worker that ran before); the sender stops before any worker is up.
    const first = await worker([later]);
    await first.stop(2000);
    await queue.send('test-later', {});
    await queue.stop({ graceful: false });
    expect(runs).not.toContain('later');
    await worker([later]);
    await until('the kept job to run', () => runs.includes('later'));
  });

  it('defines every job of the shop with a queue name pg-boss accepts, a schedule and retries', () => {
    expect(JOBS.map((j) => j.name).sort()).toEqual(['connection-expiry', 'notification-delivery', 'orphan-uploads', 'payment-reconciliation', 'prize-expiry', 'schedule-edges']);
    for (const definition of JOBS) {
      expect(definition.name).toMatch(/^[a-z-]+$/);
      expect(definition.cron.split(' ')).toHaveLength(5);
      expect(definition.retry.limit).toBeGreaterThan(0);
    }
  });
});
