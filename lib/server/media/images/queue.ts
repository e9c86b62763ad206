import 'server-only';
import { ApiError } from '@/lib/server/http/errors';

/**
 * At most `running` jobs at once, at most `waiting` more in line; past that, a 503 the client can retry. Image
 * processing holds a decoded picture (up to 40 MP × 4 bytes) per job: ten staff dropping ten photos each must queue,
 * not decode a hundred at once.
 */
export class JobQueue {
  private active = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.line.length >= this.waiting) throw new ApiError(503, 'Many photos are being processed. Please try again in a moment.', 'busy', undefined, 5);
      // Woken with the finished job's place handed over (active unchanged), so a job arriving meanwhile cannot take it.
      await new Promise<void>((resolve) => this.line.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await job();
    } finally {
      const next = this.line.shift();
      if (next) next();
      else this.active--;
    }
  }

  get stats() {
    return { active: this.active, waiting: this.line.length };
  }
}
