import 'server-only';
import path from 'node:path';
import { databaseStorage } from './database-storage';
import { directoryStorage } from './directory-storage';
import type { MediaStorage } from './types';

export type { MediaStorage, StoredFile } from './types';

// The media storage in use. Default: the database (where uploads live too: lib/server/uploads/store.ts). With
// MEDIA_STORAGE_DIR set, a directory (relative paths from the app's folder, e.g. ".data/media"). An S3 driver would
// be a third branch here implementing MediaStorage (types.ts).

let chosen: MediaStorage | null = null;

export function mediaStorage(): MediaStorage {
  if (chosen) return chosen;
  const dir = process.env.MEDIA_STORAGE_DIR;
  chosen = dir ? directoryStorage(path.resolve(process.cwd(), dir)) : databaseStorage;
  return chosen;
}
