import { describe, expect, test } from 'vitest';
import type { AdvanceId } from '../../../../src/engine/rulesets/eastern-empires/advances';
import {
  checkAstMove,
  epochOf,
  finalSpace,
  gameEnds,
  regress,
  scores,
  standings,
  type ScoreFacts,
} from '../../../../src/engine/rulesets/eastern-empires/calc/ast';
import { actingOrder, PHASES } from '../../../../src/engine/rulesets/eastern-empires/phases';

const LOW3: AdvanceId[] = ['pottery', 'masonry', 'mysticism'];
const MID3: AdvanceId[] = ['agriculture', 'law', 'medicine'];
const HIGH3: AdvanceId[] = ['democracy', 'library', 'mining'];

describe('ee Phase 13 Basic A.S.T. requirements, for entering and moving through an epoch', () => {
  test.each([
    // [position, cities, advances, moves?, reason]
    [0, 0, [], true, undefined, 'Stone Age: no requirements'],
    [4, 1, [], false, 'cities', 'Early Bronze Age: at least 2 cities'],
    [4, 2, [], true, undefined, 'Early Bronze Age'],
    [7, 2, LOW3, false, 'cities', 'Middle Bronze Age: 3 cities'],
    [7, 3, ['pottery', 'masonry'], false, 'advances', 'Middle Bronze Age: 3 advances'],
    [7, 3, LOW3, true, undefined, 'Middle Bronze Age'],
    [9, 3, LOW3, true, undefined, 'moving through Middle Bronze Age'],
    [10, 3, LOW3, false, 'advances', 'Late Bronze Age: 3 advances costing 100 or more'],
    [10, 3, MID3, true, undefined, 'Late Bronze Age'],
    [13, 3, [...MID3, ...HIGH3], false, 'cities', 'Early Iron Age: 4 cities'],
    [13, 4, [...MID3, 'democracy'], false, 'advances', 'Early Iron Age: 2 advances of 200 or more'],
    [13, 4, [...MID3, 'democracy', 'library'], true, undefined, 'Early Iron Age'],
    [14, 4, HIGH3, false, 'cities', 'Late Iron Age: 5 cities'],
    [14, 5, ['democracy', 'library', ...MID3], false, 'advances', 'Late Iron Age: 3 advances of 200 or more'],
    [14, 5, HIGH3, true, undefined, 'Late Iron Age'],
  ] as const)('Babylon on space %i with %i cities and %j: moves %s (%s; %s)', (position, cities, advances, moves, reason, _source) => {
    const r = checkAstMove({ civ: 'babylon', position, cities, advances });
    expect(r.moves).toBe(moves);
    if (!r.moves) expect(r.reason).toBe(reason);
  });

  test('Wonder of the World counts as a city during the A.S.T.-alteration phase (ee chapter 9)', () => {
    expect(checkAstMove({ civ: 'babylon', position: 14, cities: 4, advances: ['wonderOfTheWorld', 'democracy', 'library'] }).moves).toBe(true);
  });

  test('Saba enters the Early Bronze Age one space later (space 6) and Parthia the Middle Bronze Age at 9 (reference tracks)', () => {
    expect([epochOf('saba', 5), epochOf('saba', 6), epochOf('parthia', 8), epochOf('parthia', 9)]).toEqual([
      'stoneAge',
      'earlyBronzeAge',
      'earlyBronzeAge',
      'middleBronzeAge',
    ]);
  });

  test('the printed cost counts, not the price paid (R-E6)', () => {
    // Agriculture bought for 90 after credits still counts as a 120 advance.
    expect(checkAstMove({ civ: 'babylon', position: 10, cities: 3, advances: ['agriculture', 'law', 'literacy'] }).moves).toBe(true);
  });
});

describe('ee Phase 13b end of game and ee chapter 8 Regression', () => {
  test('the game ends when any marker enters the final (Late Iron Age) space', () => {
    expect(finalSpace('babylon')).toBe(15);
    expect(
      gameEnds([
        { civ: 'babylon', position: 14 },
        { civ: 'saba', position: 13 },
      ]),
    ).toBe(false);
    expect(
      gameEnds([
        { civ: 'babylon', position: 15 },
        { civ: 'saba', position: 13 },
      ]),
    ).toBe(true);
  });
  test('no marker moves beyond the final space', () => {
    expect(checkAstMove({ civ: 'babylon', position: 15, cities: 9, advances: HIGH3 })).toMatchObject({ moves: false, reason: 'final-space' });
  });
  test('Regression moves the marker back, never behind the start', () => {
    expect(regress(5, 2)).toBe(3);
    expect(regress(1, 2)).toBe(0);
  });
});

const facts = (civ: ScoreFacts['civ'], position: number, cities: number, advances: readonly AdvanceId[], more: Partial<ScoreFacts> = {}): ScoreFacts => ({
  civ,
  position,
  cities,
  tokensOnBoard: 20,
  advances,
  credits: {},
  ...more,
});

describe('ee Phase 13d victory points', () => {
  test('1 per city, 1/3/6 per advance by cost, 5 per A.S.T. step', () => {
    const [s] = scores([facts('babylon', 12, 7, ['pottery', 'agriculture', 'democracy'])]);
    expect(s).toEqual({ civ: 'babylon', cities: 7, advances: 1 + 3 + 6, ast: 60, bonus: 0, total: 77 });
  });
  test('the Late Iron Age bonus card goes to a single player in the Late Iron Age', () => {
    const s = scores([facts('babylon', 15, 7, []), facts('saba', 14, 7, [])]);
    expect(s.map((x) => x.bonus)).toEqual([5, 0]);
  });
  test('if more than one player entered the Late Iron Age, no one gets the bonus', () => {
    const s = scores([facts('babylon', 15, 7, []), facts('saba', 15, 7, [])]);
    expect(s.map((x) => x.bonus)).toEqual([0, 0]);
  });
});

describe('ee Phase 13d ties, broken in order I-VIII', () => {
  // Every pair has the same total (so the tie-break decides) and differs first at the named step.
  test.each([
    ['astPosition', facts('parthia', 11, 8, ['pottery']), facts('saba', 10, 8, ['pottery'], { cities: 13 })],
    ['sixVpAdvances', facts('parthia', 10, 6, ['democracy']), facts('saba', 10, 6, ['agriculture', 'pottery', 'masonry', 'mysticism'])],
    ['threeVpAdvances', facts('parthia', 10, 6, ['agriculture', 'pottery']), facts('saba', 10, 6, ['pottery', 'masonry', 'mysticism', 'music'])],
    ['totalPrice', facts('parthia', 10, 6, ['music', 'law']), facts('saba', 10, 6, ['pottery', 'agriculture'])],
    [
      'bestColourCredits',
      facts('parthia', 10, 6, ['pottery'], { credits: { orange: 30 } }),
      facts('saba', 10, 6, ['masonry'], { credits: { orange: 20, blue: 20 } }),
    ],
    [
      'totalCredits',
      facts('parthia', 10, 6, ['pottery'], { credits: { orange: 20, blue: 20 } }),
      facts('saba', 10, 6, ['masonry'], { credits: { orange: 20 } }),
    ],
    // 6 cities + 2 low cards (price 180) against 5 cities + 3 low cards (price 180)
    ['cities', facts('parthia', 10, 6, ['metalworking', 'coinage']), facts('saba', 10, 5, ['urbanism', 'mythology', 'deism'])],
    ['tokens', facts('parthia', 10, 6, ['pottery'], { tokensOnBoard: 30 }), facts('saba', 10, 6, ['masonry'], { tokensOnBoard: 29 })],
    ['astRanking', facts('saba', 10, 6, ['pottery']), facts('parthia', 10, 6, ['masonry'])],
  ] as const)('step %s decides: the first listed wins', (step, winner, loser) => {
    const result = standings([loser, winner]);
    expect(result[0]?.total).toBe(result[1]?.total);
    expect(result.map((s) => s.civ)).toEqual([winner.civ, loser.civ]);
    expect(result[0]?.decidedBy).toBe(step);
  });

  test('I: equal positions are not broken by A.S.T.-ranking at step I (it is step VIII)', () => {
    const result = standings([facts('parthia', 10, 6, ['pottery'], { tokensOnBoard: 21 }), facts('saba', 10, 6, ['masonry'])]);
    expect(result[0]).toMatchObject({ civ: 'parthia', decidedBy: 'tokens' });
  });

  test('more points win before any tie-break', () => {
    const result = standings([facts('saba', 10, 6, []), facts('parthia', 10, 7, [])]);
    expect(result.map((s) => [s.civ, s.place, s.decidedBy])).toEqual([
      ['parthia', 1, undefined],
      ['saba', 2, undefined],
    ]);
  });
});

describe('ee chapter 6 the 13 phases and who acts first', () => {
  test('13 phases in order', () => {
    expect(PHASES.length).toBe(13);
    expect(PHASES[0]).toBe('taxCollection');
    expect(PHASES[12]).toBe('astAlteration');
  });

  const players = [
    { civ: 'saba', census: 20, cities: 3, astPosition: 6, holds: [] },
    { civ: 'babylon', census: 30, cities: 5, astPosition: 7, holds: ['military'] },
    { civ: 'dravidia', census: 25, cities: 5, astPosition: 7, holds: [] },
  ] as const;

  test('ee Phase 6a example: Ronald (Saba, 3 cities) draws first, then Judith (Babylon #6), then Tony (Dravidia #8)', () => {
    expect(actingOrder('tradeCardsAcquisition', players)).toEqual(['saba', 'babylon', 'dravidia']);
  });
  test('ee Phase 3: census order, highest first, holders of Military after all others (ee chapter 9)', () => {
    expect(actingOrder('movement', players)).toEqual(['dravidia', 'saba', 'babylon']);
  });
  test.each([['specialAbilities'], ['advancesAcquisition']] as const)('ee %s: A.S.T.-position order, A.S.T.-ranking breaks ties', (phase) => {
    expect(actingOrder(phase, players)).toEqual(['babylon', 'dravidia', 'saba']);
  });
  test('ee Phase 13: A.S.T.-ranking order', () => {
    expect(actingOrder('astAlteration', [...players].reverse())).toEqual(['saba', 'babylon', 'dravidia']);
  });
});
