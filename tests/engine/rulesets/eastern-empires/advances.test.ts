import { describe, expect, test } from 'vitest';
import { ADVANCE_IDS, ADVANCES, advanceVictoryPoints, PRICES_IN_TEXT, type AdvanceId } from '../../../../src/engine/rulesets/eastern-empires/advances';

describe('ee Phase 12 the seven advances the text prices match the catalogue (R-E1)', () => {
  test.each([
    ['music', 80, 'ee Phase 12 example 1'],
    ['dramaAndPoetry', 80, 'ee Phase 12 example 1'],
    ['mysticism', 50, 'ee Phase 12 example 1'],
    ['pottery', 60, 'ee Phase 12 example 2'],
    ['masonry', 60, 'ee Phase 12 example 2'],
    ['agriculture', 120, 'ee Phase 12 example 2'],
    ['democracy', 220, 'ee Phase 12 example 3'],
  ] as const)('%s costs %i (%s)', (id, cost, _source) => {
    expect(ADVANCES[id].cost).toBe(cost);
    expect(PRICES_IN_TEXT[id]).toBe(cost);
  });

  test('colours the examples state: Music blue, Mysticism blue/yellow, Pottery, Masonry and Agriculture orange', () => {
    expect(ADVANCES.music.colours).toEqual(['blue']);
    expect([...ADVANCES.mysticism.colours].sort()).toEqual(['blue', 'yellow']);
    expect(ADVANCES.pottery.colours).toEqual(['orange']);
    expect(ADVANCES.masonry.colours).toEqual(['orange']);
    expect(ADVANCES.agriculture.colours).toEqual(['orange']);
  });

  test('Music gives 10 blue and 5 yellow credits (ee Phase 12 example 1)', () => {
    expect(ADVANCES.music.credits).toEqual({ blue: 10, yellow: 5 });
  });

  test('Pottery and Masonry give 20 orange, 5 green, 5 blue together (ee Phase 12 example 2)', () => {
    const sum = (c: 'orange' | 'green' | 'blue') => (ADVANCES.pottery.credits[c] ?? 0) + (ADVANCES.masonry.credits[c] ?? 0);
    expect([sum('orange'), sum('green'), sum('blue')]).toEqual([20, 5, 5]);
  });

  test('Pottery gives 10 to Agriculture, Agriculture 20 to Democracy (ee Phase 12 examples 2, 3)', () => {
    expect(ADVANCES.pottery.specific).toEqual({ to: 'agriculture', amount: 10 });
    expect(ADVANCES.agriculture.specific).toEqual({ to: 'democracy', amount: 20 });
  });
});

describe('ee Phase 12 Strategy Explorer: 3 groups of 17, low gives 10 to a mid card, mid gives 20 to a high card', () => {
  const tier = (id: AdvanceId) => advanceVictoryPoints(id);
  const low = ADVANCE_IDS.filter((id) => tier(id) === 1);
  const mid = ADVANCE_IDS.filter((id) => tier(id) === 3);
  const high = ADVANCE_IDS.filter((id) => tier(id) === 6);

  test('51 advances, 17 in each range (ee chapter 3; ee Phase 12)', () => {
    expect(ADVANCE_IDS.length).toBe(51);
    expect([low.length, mid.length, high.length]).toEqual([17, 17, 17]);
  });

  test.each(low.map((id) => [id]))('low card %s gives 10 to a distinct mid card', (id) => {
    const s = ADVANCES[id].specific;
    expect(s?.amount).toBe(10);
    expect(tier(s!.to)).toBe(3);
  });

  test('every mid card receives exactly one low card and every high card exactly one mid card', () => {
    const targets = (from: readonly AdvanceId[]) => from.map((id) => ADVANCES[id].specific?.to).sort();
    expect(targets(low)).toEqual([...mid].sort());
    expect(targets(mid)).toEqual([...high].sort());
    expect(mid.every((id) => ADVANCES[id].specific?.amount === 20)).toBe(true);
    expect(high.every((id) => ADVANCES[id].specific === undefined)).toBe(true);
  });

  test('no advance costs exactly 100 or 200, so the VP tiers are unambiguous (ee Phase 13d; R-E6)', () => {
    expect(ADVANCE_IDS.filter((id) => ADVANCES[id].cost === 100 || ADVANCES[id].cost === 200)).toEqual([]);
    expect(low.every((id) => ADVANCES[id].cost < 100)).toBe(true);
    expect(high.every((id) => ADVANCES[id].cost > 200)).toBe(true);
  });

  // The reference file's summary line says "B 8+5, Y 8+3", but its own rows give four blue duals
  // (Mysticism, Literacy, Mathematics, Wonder of the World) and four yellow (Mysticism, Theocracy,
  // Monument, Philosophy). The rows govern; the single-colour counts 8/8/9/9/8 agree with the line.
  test.each([
    ['green', 8, 4],
    ['blue', 8, 4],
    ['orange', 9, 3],
    ['red', 9, 3],
    ['yellow', 8, 4],
  ] as const)('%s: %i single-colour and %i two-colour cards (reference catalogue rows)', (colour, single, dual) => {
    const has = (id: AdvanceId) => (ADVANCES[id].colours as readonly string[]).includes(colour);
    expect(ADVANCE_IDS.filter((id) => has(id) && ADVANCES[id].colours.length === 1).length).toBe(single);
    expect(ADVANCE_IDS.filter((id) => has(id) && ADVANCES[id].colours.length === 2).length).toBe(dual);
  });

  test('Written Record and Monument carry 10 and 20 free-colour credit points (ee chapter 9)', () => {
    expect(ADVANCES.writtenRecord.freeCredits).toBe(10);
    expect(ADVANCES.monument.freeCredits).toBe(20);
    expect(ADVANCE_IDS.filter((id) => ADVANCES[id].freeCredits !== undefined).sort()).toEqual(['monument', 'writtenRecord']);
  });
});
