import 'server-only';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { PHOTO_CONTENT_TYPES, type PhotoFormat } from '@/lib/domain/photos';
import { assertMediaKey, type MediaStorage } from './types';

/**
 * Files in a directory (MEDIA_STORAGE_DIR): for one machine that would rather keep pictures out of the database.
 * Not for several instances unless the directory is shared. The type comes from the file's extension.
 */
export function directoryStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.part`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    },
    async get(key) {
      const file = fileOf(key);
      const ext = path.extname(file).slice(1) as PhotoFormat;
      const contentType = PHOTO_CONTENT_TYPES[ext] ?? 'application/octet-stream';
      try {
        return { bytes: await fs.readFile(file), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
  };
}
