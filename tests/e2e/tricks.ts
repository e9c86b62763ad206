// The e2e pass with the front server's speed tricks off (`npm test`'s "server tricks off" stage: UG_SERVER_TRICKS=off,
// lib/server/front/tricks.ts). A test of a trick itself skips in that pass with this reason; every other test of the
// specs that pass runs must hold without the tricks.
export const TRICKS_OFF = process.env.E2E_TRICKS_OFF === '1';

export const trickOff = (variable: string) => `checks a speed trick (${variable}) that this pass turns off`;
