import '@/lib/validation/jitless';
import { z } from 'zod';

// The browser's zod must never try `new Function` (the shop's CSP has no 'unsafe-eval' and would report it):
// the flag set through zod's global config object is the one zod itself reads.
test('in the browser zod runs jitless, so it never probes eval', () => {
  const evalCalls = jest.spyOn(globalThis, 'Function');
  expect(z.config().jitless).toBe(true);
  const schema = z.object({ name: z.string(), pound: z.number() });
  expect(schema.parse({ name: 'Black Forest', pound: 2 })).toEqual({ name: 'Black Forest', pound: 2 });
  expect(evalCalls).not.toHaveBeenCalled();
});
