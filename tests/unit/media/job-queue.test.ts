/** @jest-environment node */
import { ApiError } from '@/lib/server/http/errors';
import { JobQueue } from '@/lib/server/media/images/queue';

// Image processing's queue: a burst of uploads runs a few at a time, the rest wait their turn, and past the waiting
// line a 503 says to try again (memory stays bounded however many staff upload at once).

describe('JobQueue', () => {
  it('runs at most `running` jobs at once, in arrival order, and refuses past the waiting line with a 503', async () => {
    const queue = new JobQueue(2, 2);
    let active = 0;
    let most = 0;
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const job = (n: number) =>
      queue.run(async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise<void>((resolve) => releases.push(resolve));
        order.push(n);
        active -= 1;
        return n;
      });
    const running = [job(1), job(2), job(3), job(4)];
    const refused = await job(5).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 503, code: 'busy', retryAfterSeconds: 5 });
    expect(queue.stats).toEqual({ active: 2, waiting: 2 });
    while (order.length < 4) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(running)).toEqual([1, 2, 3, 4]);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('frees its place when a job fails', async () => {
    const queue = new JobQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('broken file')))).rejects.toThrow('broken file');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
