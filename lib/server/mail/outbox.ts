import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The development outbox: without MAIL_URL (and for SMS without an SMS gateway) every message is written here as one
 * JSON file, so a person (the /dev/outbox page) or a test can open the confirmation link or read the code.
 */
export type OutboxChannel = 'email' | 'sms';

export type OutboxMessage = {
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
};

export type OutboxInput = Omit<OutboxMessage, 'id' | 'createdAt'>;

/** Ids are "<epoch ms, 15 digits>-<sequence>-<random>": lexical order is time order, and they are safe file names. */
const ID_PATTERN = /^\d{15}-\d{6}-[0-9a-f]{8}$/;

export function outboxDir(): string {
  return path.resolve(process.env.OUTBOX_DIR?.trim() || path.join(process.cwd(), '.data', 'outbox'));
}

let sequence = 0;

function newId(now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${String(now.getTime()).padStart(15, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
}

export async function writeOutbox(input: OutboxInput): Promise<OutboxMessage> {
  const now = new Date();
  const message: OutboxMessage = { id: newId(now), ...input, createdAt: now.toISOString() };
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  // Write then rename, so a reader listing the folder never sees half a file.
  const finalPath = path.join(dir, `${message.id}.json`);
  const tempPath = `${finalPath}.tmp`;
  await writeFile(tempPath, JSON.stringify(message, null, 2), 'utf8');
  await rename(tempPath, finalPath);
  return message;
}

async function ids(): Promise<string[]> {
  try {
    const names = await readdir(outboxDir());
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter((id) => ID_PATTERN.test(id));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** One message by id, or null (unknown, or an id that is not ours: no path tricks reach the file system). */
export async function readOutbox(id: string): Promise<OutboxMessage | null> {
  if (!ID_PATTERN.test(id)) return null;
  try {
    return JSON.parse(await readFile(path.join(outboxDir(), `${id}.json`), 'utf8')) as OutboxMessage;
  } catch {
    return null;
  }
}

/** Messages newest first, optionally only those to one address/number. */
export async function listOutbox(options: { limit?: number; to?: string } = {}): Promise<OutboxMessage[]> {
  const sorted = (await ids()).sort().reverse();
  const out: OutboxMessage[] = [];
  for (const id of sorted) {
    const message = await readOutbox(id);
    if (!message) continue;
    if (options.to && message.to.toLowerCase() !== options.to.toLowerCase()) continue;
    out.push(message);
    if (options.limit && out.length >= options.limit) break;
  }
  return out;
}
