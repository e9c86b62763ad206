// Types for shared-entries.mjs (plain JavaScript: the page cache handler, which Next loads outside its bundles, uses it).
export declare const MAX_TTL_SECONDS: number;
export declare function encodeEntry(entry: unknown): string;
export declare function decodeEntry(text: string): unknown;
export declare function ttlSeconds(cacheControl: { revalidate?: number | false; expire?: number } | undefined, dataRevalidate?: number): number;
export declare class SharedEntries {
  constructor(url: string, namespace: string);
  read(key: string): Promise<unknown>;
  write(key: string, entry: unknown, ttl: number): Promise<void>;
  close(): Promise<void>;
}
