/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listOutbox, readOutbox, writeOutbox, type OutboxInput } from '@/lib/server/mail/outbox';

let root: string;
let dir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ug-outbox-unit-'));
  dir = path.join(root, 'outbox');
  mkdirSync(dir);
  process.env.OUTBOX_DIR = dir;
});

const message = (to: string, subject: string): OutboxInput => ({ channel: 'email', to, subject, text: subject, html: `<p>${subject}</p>`, links: [] });

test('messages are listed newest first and can be filtered by recipient', async () => {
  const first = await writeOutbox(message('a@example.com', 'first'));
  const second = await writeOutbox(message('b@example.com', 'second'));
  const third = await writeOutbox(message('A@example.com', 'third'));
  expect((await listOutbox()).map((m) => m.subject)).toEqual(['third', 'second', 'first']);
  expect((await listOutbox({ to: 'a@example.com' })).map((m) => m.id)).toEqual([third.id, first.id]);
  expect(await listOutbox({ limit: 1 })).toEqual([third]);
  expect(await readOutbox(second.id)).toEqual(second);
});

test('a message is stored with its channel, time and links', async () => {
  const sms = await writeOutbox({ channel: 'sms', to: '9841234567', subject: 'Text message', text: '123456 is your code', html: '', links: [] });
  expect(sms.channel).toBe('sms');
  expect(new Date(sms.createdAt).toString()).not.toBe('Invalid Date');
  expect(await readOutbox(sms.id)).toMatchObject({ to: '9841234567', text: '123456 is your code' });
});

test('ids that are not ours never reach the file system, and stray files are ignored', async () => {
  writeFileSync(path.join(dir, 'notes.json'), '{}');
  writeFileSync(path.join(root, 'secret.json'), '{"to":"x"}');
  expect(await readOutbox('../secret')).toBeNull();
  expect(await readOutbox('notes')).toBeNull();
  expect(await listOutbox()).toEqual([]);
});

test('an outbox folder that does not exist yet reads as empty', async () => {
  process.env.OUTBOX_DIR = path.join(dir, 'not-yet');
  expect(await listOutbox()).toEqual([]);
});
