/**
 * Where processed media files live, by key ("images/<uuid>/640.avif"). Three calls, so another backend (an S3
 * bucket: PutObject, GetObject, DeleteObjects under the same keys) is a small file implementing this; pick it in
 * lib/server/media/storage/index.ts. Files are written once and never changed: a key's bytes are cached for a year
 * by browsers and CDNs, so a new picture is always a new key.
 */
export interface MediaStorage {
  /** Stores (or replaces, for a retried write) the file at `key`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file at `key`, or null. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the files at these keys; keys that are not there are ignored. */
  delete(keys: readonly string[]): Promise<void>;
}

export type StoredFile = { bytes: Buffer; contentType: string };

/** Keys are our own paths: letters, digits, dashes, dots and slashes, no "..": safe as a file path or an S3 key. */
export function assertMediaKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9._/-]{0,200}$/i.test(key) || key.includes('..') || key.includes('//')) throw new Error(`Not a media key: ${key}`);
}
