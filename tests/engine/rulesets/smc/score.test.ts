import { describe, expect, test } from 'vitest';
import { advancedScore, standardScore, type ScoreBreakdown } from '../../../../src/engine/rulesets/smc/calc/score';
import { scoreBreakdown } from '../../../../src/engine/rulesets/smc/views';
import type { SettlementSize } from '../../../../src/engine/rulesets/smc/vocab';
import { advancedSetup, settlement, standardSetup, stateWith } from './helpers';

const sizes = (villages: number, towns: number, cities: number, metropolises: number): SettlementSize[] => [
  ...Array<SettlementSize>(villages).fill(1),
  ...Array<SettlementSize>(towns).fill(2),
  ...Array<SettlementSize>(cities).fill(3),
  ...Array<SettlementSize>(metropolises).fill(4),
];
const part = (b: ScoreBreakdown, p: string): number => b.lines.find((l) => l.part === p)?.points ?? 0;

describe('smc Standard Rules: Victory Points, the printed example', () => {
  test.each([
    // [who, villages, towns, cities, metropolises, technologies, wonders, total]
    ['Angela', 2, 1, 2, 1, 8, 1, 33],
    ['Brad', 0, 0, 4, 3, 12, 4, 60],
    ['Chris', 0, 2, 3, 3, 11, 5, 62],
  ] as const)('%s: %i villages, %i towns, %i cities, %i metropolises, %i technologies, %i wonders = %i', (_who, v, t, c, m, tech, w, total) => {
    const b = standardScore({ sizes: sizes(v, t, c, m), technologies: tech, wonders: w });
    expect(part(b, 'village')).toBe(v);
    expect(part(b, 'town')).toBe(2 * t);
    expect(part(b, 'city')).toBe(3 * c);
    expect(part(b, 'metropolis')).toBe(4 * m);
    expect(part(b, 'technologies')).toBe(2 * tech);
    expect(part(b, 'wonders')).toBe(3 * w);
    expect(b.total).toBe(total);
    expect(b.lines.every((l) => l.cite.rule === 'Standard Rules: Victory Points')).toBe(true);
  });
});

describe('smc Advanced Rules: Victory Points, the printed example (technology/space victory)', () => {
  test.each([
    // [who, settlements by size, technologies, seminal, wonders, total]
    ['Angela', sizes(1, 2, 3, 3), 8, 0, 1, 26, 36],
    ['Brad', sizes(0, 0, 4, 6), 15, 3, 8, 36, 79],
    // Printed 54; 48 + 7 + 4 + 10 = 69 (R-S3).
    ['Chris', sizes(0, 2, 4, 8), 7, 1, 5, 48, 69],
  ] as const)('%s', (_who, s, technologies, seminal, wonders, settlementPoints, total) => {
    const b = advancedScore({ sizes: s, wonders, seminal, technologies, militaryUnits: 30, ownsUnitedNations: _who === 'Brad', victory: 'space' });
    const settled = b.lines.filter((l) => ['village', 'town', 'city', 'metropolis'].includes(l.part)).reduce((n, l) => n + l.points, 0);
    expect(settled).toBe(settlementPoints);
    expect(part(b, 'space-bonus')).toBe(technologies);
    expect(part(b, 'seminal')).toBe(4 * seminal);
    expect(part(b, 'wonders')).toBe(2 * wonders);
    expect(b.total).toBe(total);
    expect(b.lines.find((l) => l.part === 'wonders')?.cite).toMatchObject({ doc: 'smc', rule: 'Advanced Rules: Victory Points', ruling: 'R-S3' });
  });
  test.each([
    ['score', 0, 0],
    ['diplomatic', 5, 0],
    ['military', 0, 12],
    ['space', 0, 0],
  ] as const)('bonus of a %s ending: United Nations owner +%i, military +%i for 12 units', (victory, diplomatic, military) => {
    const b = advancedScore({ sizes: [], wonders: 0, seminal: 0, technologies: 0, militaryUnits: 12, ownsUnitedNations: true, victory });
    expect(part(b, 'diplomatic-bonus')).toBe(diplomatic);
    expect(part(b, 'military-bonus')).toBe(military);
  });
  test('the diplomatic bonus goes only to the owner of the United Nations', () => {
    expect(advancedScore({ sizes: [], wonders: 0, seminal: 0, technologies: 0, militaryUnits: 0, ownsUnitedNations: false, victory: 'diplomatic' }).total).toBe(
      0,
    );
  });
});

describe('smc score board from a game state: ranked, ties share a place', () => {
  test('standard', () => {
    const setup = standardSetup();
    const s = stateWith(
      setup,
      {},
      {
        angela: { settlements: [settlement('a', 4), settlement('b', 1)] },
        brad: { settlements: [settlement('c', 3), settlement('d', 2)] },
        chris: { settlements: [settlement('e', 1)], technologies: [{ id: 'ancient-1', era: 'ancient', card: null, how: 'purchase' }] },
      },
    );
    const board = scoreBreakdown(setup, s);
    expect(board.map((r) => [r.player, r.total, r.rank])).toEqual([
      ['angela', 5, 1],
      ['brad', 5, 1],
      ['chris', 3, 3],
    ]);
  });
  test('advanced: seminal discoveries are read from the cards the table entered', () => {
    const setup = advancedSetup();
    const s = stateWith(
      setup,
      {},
      {
        angela: {
          technologies: [
            {
              id: 'Alphabet/Writing',
              era: 'ancient',
              card: { name: 'Alphabet/Writing', era: 'ancient', cost: 20, seminal: true, prerequisites: [], wonder: null, ownerUnits: [], source: 'table' },
              how: 'start',
            },
          ],
        },
      },
    );
    const angela = scoreBreakdown(setup, s).find((r) => r.player === 'angela');
    expect(angela?.total).toBe(2 + 4);
  });
});
