/** @jest-environment node */
import { describeTricksOff, TRICKS, trickSwitches } from '@/lib/server/front/tricks';

// The front server's speed tricks each have a switch, and one switch turns them all off (the end-to-end run that
// proves the shop is correct without them).

describe('trick switches', () => {
  it('are all on by default', () => {
    expect(trickSwitches({})).toEqual({ encodedBodies: true, notFoundDocuments: true });
    expect(describeTricksOff(trickSwitches({}))).toBeNull();
  });

  it('turn one trick off by its own variable', () => {
    expect(trickSwitches({ UG_ENCODED_BODIES: '0' })).toEqual({ encodedBodies: false, notFoundDocuments: true });
    expect(trickSwitches({ UG_NOT_FOUND_DOCUMENTS: 'off' })).toEqual({ encodedBodies: true, notFoundDocuments: false });
    expect(trickSwitches({ UG_ENCODED_BODIES: '1' }).encodedBodies).toBe(true);
  });

  it('all go off with UG_SERVER_TRICKS=off, whatever the single switches say', () => {
    const switches = trickSwitches({ UG_SERVER_TRICKS: 'off', UG_ENCODED_BODIES: '1' });
    expect(Object.values(switches).every((on) => !on)).toBe(true);
    expect(describeTricksOff(switches)).toBe(`${Object.values(TRICKS).join(', ')} off`);
  });
});
