// Types for invalidation-bus.mjs (plain JavaScript: the page cache handler, which Next loads outside its bundles, uses it).
export declare const EXPIRY_RETENTION_MS: number;
export type InvalidationMessage = { tags?: string[]; groups?: string[] };
export declare function markServing(): void;
export declare function isServing(): boolean;
export declare function enablePublishing(): void;
export declare function isPublishing(): boolean;
export declare function payloadsOf(message: InvalidationMessage): string[];
export declare function publishInvalidation(message: InvalidationMessage): Promise<void>;
export declare function applyInvalidation(
  message: InvalidationMessage,
  at?: number,
  manifest?: Map<string, { stale?: number; expired?: number }>,
): void;
export declare function startInvalidationListener(databaseUrl?: string): Promise<void>;
export declare function stopInvalidationBus(): Promise<void>;
