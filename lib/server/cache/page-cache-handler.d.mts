// Types for page-cache-handler.mjs (plain JavaScript: Next loads it in its build workers as well as in the server).
export declare const PAGE_DISK_BUDGET: number;
export declare const DATA_DISK_BUDGET: number;
export default class PageCacheHandler {
  constructor(ctx: {
    fs: unknown;
    flushToDisk: boolean;
    serverDistDir: string;
    revalidatedTags: string[];
    maxMemoryCacheSize?: number;
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get(key: string, ctx: Record<string, unknown>): Promise<{ value?: any; lastModified?: number } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
}
