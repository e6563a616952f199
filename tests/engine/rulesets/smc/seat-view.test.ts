/**
 * A phone bound to one seat (several phones), Sid Meier's: the phases whose entries are the
 * player's own (production, purchases) and the figures the table's phases give his seat.
 */
import { describe, expect, test } from 'vitest';
import { SEAT_FIGURES, seatFigures, seatOwnsPhase } from '../../../../src/engine/rulesets/smc/views/seat-view';
import { addUnits, noUnits } from '../../../../src/engine/rulesets/smc/state';
import { PHASES } from '../../../../src/engine/rulesets/smc/vocab';
import { settlement, standardSetup, stateWith } from './helpers';

describe('smc Turn Phases: a seated phone records its own production and purchases; movement and trade are the table’s', () => {
  test.each([
    ['movement', false],
    ['trade', false],
    ['production', true],
    ['purchase', true],
  ] as const)('%s: own = %s', (phase, own) => {
    expect(seatOwnsPhase(phase)).toBe(own);
  });

  test('every phase names its figures', () => {
    for (const phase of PHASES) expect(SEAT_FIGURES[phase].length).toBeGreaterThan(0);
  });
});

describe('smc Trade Phase: the seat’s resource cards and gold, from the holdings view', () => {
  test('Brad holds the resource of his settlement and his gold, his units and settlements for movement; Angela’s gold is not his', () => {
    const setup = standardSetup();
    const state = stateWith(
      setup,
      { phase: 'trade' },
      {
        brad: {
          gold: 17,
          units: addUnits(addUnits(noUnits(), 'ancient', 'infantry', 3), 'ancient', 'cavalry', 1),
          settlements: [settlement('brad-home-1', 1, 'iron'), settlement('brad-home-2', 1)],
        },
        angela: { gold: 3 },
      },
    );
    expect(seatFigures(state, 'trade', 'brad')).toEqual([
      { kind: 'resources', resources: ['iron'] },
      { kind: 'gold', gold: 17 },
    ]);
    expect(seatFigures(state, 'movement', 'brad')).toEqual([
      { kind: 'units', units: 4 },
      { kind: 'settlements', settlements: 2 },
      { kind: 'gold', gold: 17 },
    ]);
  });

  test('a player not in the game has no figures', () => {
    const setup = standardSetup();
    expect(seatFigures(stateWith(setup, {}), 'trade', 'zoe')).toEqual([]);
  });
});
