import { describe, expect, test } from 'vitest';
import { calamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity';
import { explainCalamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import { calamityEntry, held, L, setupWith, tradePhase } from './scenario';
import { barbarianController } from '../../../../../src/engine/rulesets/advciv/variants/barbarians';
import { barbarianExpansion } from '../../../../../src/engine/rulesets/advciv/views/board';
import { advcivInitialState } from '../../../../../src/engine/rulesets/advciv/game';

describe('advciv 39.4 Barbarian Population Expansion: Flood strikes Barbarians (29.65, 30.5121)', () => {
  // Egypt is flooded (17 unit points on the plain, 30.511); Babylon has 4 unit points there and six
  // Barbarian tokens stand on it too. Of the ten secondary points (30.512) Babylon can take only 4.
  const entry = (setup: ReturnType<typeof setupWith>) =>
    calamityEntry(
      setup,
      [held('flood', 'egypt')],
      [
        {
          calamity: 'flood',
          floodPlain: { egypt: 17, babylon: 4 },
          floodPlainBarbarians: 6,
          assigned: [{ player: 'babylon', amount: 4 }],
          losses: { egypt: L(17), babylon: L(4) },
        },
      ],
      { tokens: { africa: 20, italy: 20, crete: 20, babylon: 20, egypt: 30 } },
    );
  test('30.5121 with the variant: the six Barbarian points on the plain are eliminated (10 - 4)', () => {
    const setup = setupWith(['39.4']);
    const s = tradePhase(setup, {});
    expect(calamities.validate(s, entry(setup), setup)).toEqual([]);
    const step = explainCalamities(s, entry(setup), setup).steps[0];
    expect(step?.barbarians?.value).toBe(6);
    expect(step?.barbarians?.why[0]?.cite).toEqual({ doc: 'advciv', rule: '30.5121', variant: '39.4' });
  });
  test('30.5121 no more than stand on the plain: two Barbarian points, two lost', () => {
    const setup = setupWith(['39.4']);
    const e = entry(setup);
    const two = { ...e, resolutions: e.resolutions.map((r) => ({ ...r, floodPlainBarbarians: 2 })) };
    expect(explainCalamities(tradePhase(setup, {}), two, setup).steps[0]?.barbarians?.value).toBe(2);
  });
  test('29.65, R-A13 base rules: Barbarians are never affected; the rest of the ten lapses (R-A9)', () => {
    const setup = setupWith([]);
    const s = tradePhase(setup, {});
    const v = calamities.validate(s, entry(setup), setup);
    expect(v.map((x) => x.code)).toEqual(['calamity/field-not-used']);
    expect(v[0]?.cite).toEqual([{ doc: 'advciv', rule: '29.65', ruling: 'R-A13' }]);
    const { floodPlainBarbarians: _, ...plain } = entry(setup).resolutions[0] ?? { calamity: 'flood' as const };
    const phase = explainCalamities(s, { ...entry(setup), resolutions: [plain] }, setup);
    expect(phase.violations).toEqual([]);
    expect(phase.steps[0]?.barbarians).toBeUndefined();
    expect(phase.steps[0]?.secondary?.total.value).toBe(4);
  });
});

describe('advciv 39.4 Barbarian population expansion (20.4)', () => {
  const players = [
    { nation: 'africa' as const, census: 14, status: 'active' as const },
    { nation: 'crete' as const, census: 9, status: 'active' as const },
    { nation: 'egypt' as const, census: 9, status: 'active' as const },
    { nation: 'babylon' as const, census: 3, status: 'inert' as const },
  ];
  test('20.4 the fewest tokens on the board controls; ties by A.S.T. order (R-A10); inert nations take no part (R-A12)', () => {
    expect(barbarianController(players)?.nation).toBe('crete');
    expect(barbarianController([{ nation: 'africa', census: null, status: 'active' }])).toBeNull();
  });
  test('20.4 the population phase names the controller from the tokens left on the board last turn (state.boardLast), only with the variant', () => {
    const on = setupWith(['39.4']);
    const s = advcivInitialState(on);
    const board = { ...s, boardLast: { africa: 6, italy: 4, crete: 9, babylon: 4, egypt: 8 } };
    expect(barbarianExpansion(on, board)?.nation).toBe('italy');
    expect(barbarianExpansion(on, board)?.cite[0]).toEqual({ doc: 'advciv', rule: '20.4', variant: '39.4' });
    expect(barbarianExpansion(setupWith([]), board)).toBeNull();
  });
});

describe('advciv 39.4 Flood: the controller of the Barbarian population chooses which Barbarian units are lost (30.5121, 20.4)', () => {
  // Egypt is flooded with Barbarians on the plain; Italy left the fewest tokens on the board last turn.
  const boardLast = { africa: 6, italy: 4, crete: 9, babylon: 5, egypt: 8 };
  const flood = (setup: ReturnType<typeof setupWith>, last?: typeof boardLast) => {
    const s = tradePhase(setup, {});
    // The last census: Crete counted the fewest.
    const { boardLast: _, ...counted } = { ...s, players: s.players.map((p) => ({ ...p, census: p.nation === 'crete' ? 2 : 10 })) };
    return explainCalamities(
      { ...counted, ...(last === undefined ? {} : { boardLast: last }) },
      calamityEntry(setup, [held('flood', 'egypt')], [{ calamity: 'flood', floodPlain: { egypt: 17 } }]),
      setup,
    ).steps[0]?.choosers?.find((c) => c.choice === 'barbarian-units');
  };
  test('30.5121 with the variant: the Flood step names the controller (the fewest tokens left on the board last turn, 20.4)', () => {
    const c = flood(setupWith(['39.4']), boardLast);
    expect(c?.role).toBe('barbarian-controller');
    expect(c?.nations).toEqual(['italy']);
    expect(c?.cite).toEqual({ doc: 'advciv', rule: '30.5121', variant: '39.4' });
  });
  test("30.5121, 20.4 with last turn's board not known: the fewest tokens at the last census", () => {
    expect(flood(setupWith(['39.4']))?.nations).toEqual(['crete']);
  });
  test('29.65, R-A13 without the variant nobody chooses Barbarian units: they are never affected', () => {
    expect(flood(setupWith([]), boardLast)).toBeUndefined();
  });
});
