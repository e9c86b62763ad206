// In the browser, zod (4.x) checks once whether `new Function` works before it compiles a fast object parser. Under
// the shop's Content-Security-Policy (no 'unsafe-eval', lib/server/front/security-headers.ts) that check is refused
// and reported as a violation, even though zod catches the error and parses without it. `jitless` skips the check.
// Set through zod's shared global config object (what `z.config()` writes), so importing this costs no zod in the
// start-up bundle; app/providers.tsx imports it before any form parses. The server keeps its compiled parsers.
type ZodGlobalConfig = { jitless?: boolean };

export function enableJitlessZod(): void {
  const global = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}

if (typeof window !== 'undefined') enableJitlessZod();
