/** The security headers that are the same on every answer (next.config.mjs `headers()` and the front server). */
export declare const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }>;
