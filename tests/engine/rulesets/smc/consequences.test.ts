/**
 * What a Sid Meier's entry takes, said before it is recorded (issue 19 item 2; views/consequences.ts):
 * a settlement captured (How to resolve battles), units, settlers and settlement sizes lost to the map
 * (Exploration markers: Plague); a refused entry or one that takes nothing names nothing (one tap).
 */
import { describe, expect, test } from 'vitest';
import { smcEntryConsequences } from '../../../../src/engine/rulesets/smc/views/consequences';
import { addUnits, noUnits } from '../../../../src/engine/rulesets/smc/state';
import { settlement, standardSetup, stateWith } from './helpers';

const setup = standardSetup();
const s = stateWith(
  setup,
  { era: 'gunpowder' },
  {
    angela: { settlements: [settlement('Tanganika', 2), settlement('Eritrea', 1)], units: addUnits(noUnits(), 'gunpowder', 'cavalry', 2), settlers: 1 },
    chris: { settlements: [settlement('Orinoco', 4, 'oil')] },
  },
);

describe('smc consequences are said before they are recorded', () => {
  test('How to resolve battles: a settlement captured changes hands', () => {
    expect(smcEntryConsequences(setup, s, { kind: 'capture', from: 'chris', to: 'brad', region: 'Orinoco' })).toEqual([
      { kind: 'settlement-taken', from: 'chris', to: 'brad', region: 'Orinoco' },
    ]);
  });
  test('Exploration markers: Plague: units, a settler and a town size lost', () => {
    expect(
      smcEntryConsequences(setup, s, {
        kind: 'lose',
        player: 'angela',
        units: [{ era: 'gunpowder', kind: 'cavalry', count: 2 }],
        settlers: 1,
        reduce: ['Tanganika'],
      }),
    ).toEqual([
      { kind: 'units-lost', player: 'angela', units: 2 },
      { kind: 'settlers-lost', player: 'angela', settlers: 1 },
      { kind: 'settlements-reduced', player: 'angela', settlements: 1 },
    ]);
  });
  test('a refused loss (a village cannot be reduced) names nothing', () => {
    expect(smcEntryConsequences(setup, s, { kind: 'lose', player: 'angela', units: [], settlers: 0, reduce: ['Eritrea'] })).toEqual([]);
  });
  test('a purchase takes nothing from anyone: one tap', () => {
    expect(smcEntryConsequences(setup, s, { kind: 'purchase-done', player: 'angela' })).toEqual([]);
  });
});
