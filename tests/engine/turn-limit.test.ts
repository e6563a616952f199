/** The last turn a table sets (issue 19 item 4): the box's range is the one the setup readers take. */
import { describe, expect, test } from 'vitest';
import { TURN_LIMIT } from '../../src/engine/parse';
import { parseAdvCivSetup } from '../../src/engine/rulesets/advciv/parse';
import { parseEeSetup } from '../../src/engine/rulesets/eastern-empires/parse';

const advciv = (turnLimit: number) => parseAdvCivSetup({ players: [{ name: 'A', nation: 'egypt' }], settings: { turnLimit } }).ok;
const ee = (turnLimit: number) => parseEeSetup({ players: [{ name: 'A', civ: 'saba' }], settings: { turnLimit } }).ok;

describe('advciv 34.1 B, ee chapter 4 game limits: the last turn agreed is a whole number from 1 to 1000', () => {
  test.each([
    ['advciv', advciv],
    ['ee', ee],
  ])('%s: the edges of TURN_LIMIT are taken, one beyond each is refused', (_, read) => {
    expect(TURN_LIMIT).toEqual({ min: 1, max: 1000 });
    expect(read(TURN_LIMIT.min)).toBe(true);
    expect(read(TURN_LIMIT.max)).toBe(true);
    expect(read(TURN_LIMIT.min - 1)).toBe(false);
    expect(read(TURN_LIMIT.max + 1)).toBe(false);
  });
});
