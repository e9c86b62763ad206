/** @jest-environment node */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { directoryStorage } from '@/lib/server/media/storage/directory-storage';

// The media storage's directory driver (MEDIA_STORAGE_DIR): put, get and delete by key, as the database driver does,
// and no key can reach outside its directory.

describe('directoryStorage', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'ug-media-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('keeps a file by key, gives it back with its type, and deletes it (missing keys ignored)', async () => {
    const storage = directoryStorage(root);
    await storage.put('images/abc/640.avif', Buffer.from('avif bytes'), 'image/avif');
    expect(await storage.get('images/abc/640.avif')).toEqual({ bytes: Buffer.from('avif bytes'), contentType: 'image/avif' });
    expect(await readdir(path.join(root, 'images/abc'))).toEqual(['640.avif']); // no partial file left beside it
    expect(await storage.get('images/abc/320.avif')).toBeNull();
    await storage.delete(['images/abc/640.avif', 'images/abc/320.avif']);
    expect(await storage.get('images/abc/640.avif')).toBeNull();
  });

  it('refuses keys that would leave the directory', async () => {
    const storage = directoryStorage(root);
    for (const key of ['../escape.jpg', 'images/../../x.jpg', '/etc/passwd', 'images//x.jpg']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Not a media key/);
    }
  });
});
