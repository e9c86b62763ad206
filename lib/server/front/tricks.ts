// The front server's speed tricks and workarounds that lean on how Next behaves inside (what it sends whole, the
// headers it sets on its answers), each with a switch of its own, so a Next upgrade that breaks one can be confirmed
// and worked around by turning that one off, and so the end-to-end suite can run once with all of them off
// (UG_SERVER_TRICKS=off): the shop must still be correct without them, only slower or plainer. What makes the server
// correct is not a trick and has no switch: the trusted front (forwarded headers), the security headers, the request
// gate (broken paths, wrong methods), the browser Cache-Control rule, compression, request ids, logs and the drain.
// The Next internals each trick relies on are pinned by tests/unit/server/next-contract.test.ts.
// No 'server-only' import: the front server loads it outside Next's bundler.

export const TRICKS = {
  /**
   * UG_ENCODED_BODIES: bodies whole by nature (Next's cache hits, JSON) sent as bytes encoded once per distinct body
   * (encoded-bodies.ts). Off: every answer goes through the compression middleware as it comes.
   */
  encodedBodies: 'UG_ENCODED_BODIES',
  /**
   * UG_NOT_FOUND_DOCUMENTS: a 404 page answer gets the not-found page's server-rendered HTML (not-found-documents.ts),
   * where Next 16 sends an empty shell. Off: Next's own 404 document, whose text appears once JavaScript runs.
   */
  notFoundDocuments: 'UG_NOT_FOUND_DOCUMENTS',
} as const;

export type Trick = keyof typeof TRICKS;
export type TrickSwitches = Record<Trick, boolean>;

const OFF = /^(0|off|false|no)$/i;

/** Which tricks are on: each unless its own variable says off, and none when UG_SERVER_TRICKS says off. */
export function trickSwitches(env: Record<string, string | undefined> = process.env): TrickSwitches {
  const allOff = OFF.test(env.UG_SERVER_TRICKS?.trim() ?? '');
  const switches = {} as TrickSwitches;
  for (const [trick, name] of Object.entries(TRICKS) as [Trick, string][]) {
    switches[trick] = !allOff && !OFF.test(env[name]?.trim() ?? '');
  }
  return switches;
}

/** For the start-up line: "encodedBodies off" and the like, or null when every trick is on. */
export function describeTricksOff(switches: TrickSwitches): string | null {
  const off = (Object.keys(switches) as Trick[]).filter((trick) => !switches[trick]).map((trick) => TRICKS[trick]);
  return off.length ? `${off.join(', ')} off` : null;
}
