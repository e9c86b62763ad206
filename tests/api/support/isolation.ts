import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Call at the top of a test file (before any send): this file's mails and texts go to a private temp outbox, and rate
 * limits are counted in the file's own database rather than a shared Redis.
 */
export function useTempOutbox(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ug-outbox-'));
  process.env.OUTBOX_DIR = dir;
  delete process.env.MAIL_URL;
  delete process.env.SPARROW_SMS_TOKEN;
  delete process.env.REDIS_URL;
  return dir;
}

let ipCounter = 0;
/** A client address of its own, so per-address limits (sends, logins) never leak between tests of one file. */
export function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { 'x-forwarded-for': `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.${Math.floor(Math.random() * 250)}` };
}
