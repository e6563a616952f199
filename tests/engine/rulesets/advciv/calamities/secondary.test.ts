import { describe, expect, test } from 'vitest';
import {
  checkAssignments,
  checkEarthquakeSecondary,
  secondaryPlan,
  type Assignment,
  type CandidateFacts,
} from '../../../../../src/engine/rulesets/advciv/calc/calamity-requirements';
import type { CardId } from '../../../../../src/engine/rulesets/advciv/cards';
import type { NationId } from '../../../../../src/engine/rulesets/advciv/nations';

const cand = (player: NationId, capacity: number, cards: CardId[] = [], inert = false): CandidateFacts<NationId> => ({ player, capacity, cards, inert });
const codes = (v: readonly { code: string }[]): string[] => v.map((x) => x.code);
const rules = (v: readonly { cite: readonly { rule: string }[] }[]): string[] => v.flatMap((x) => x.cite.map((c) => c.rule));

const SIX = [cand('africa', 30), cand('italy', 30), cand('illyria', 30), cand('thrace', 30), cand('crete', 30), cand('egypt', 30)];

describe('advciv 30.311 Famine: 20 unit points to secondaries, no more than 8 from any one', () => {
  const plan = secondaryPlan('famine', 'egypt', null, SIX);
  test('the total is 20, each eligible player may be given up to 8', () => {
    expect(plan?.total.value).toBe(20);
    expect(plan?.candidates.filter((c) => c.eligible).map((c) => c.cap.value)).toEqual([8, 8, 8, 8, 8]);
  });
  test.each<[string, Assignment<NationId>[], string[]]>([
    [
      '8 + 8 + 4 is accepted',
      [
        { player: 'africa', amount: 8 },
        { player: 'italy', amount: 8 },
        { player: 'crete', amount: 4 },
      ],
      [],
    ],
    [
      'a secondary victim given 9 points is refused',
      [
        { player: 'africa', amount: 9 },
        { player: 'italy', amount: 8 },
        { player: 'crete', amount: 3 },
      ],
      ['calamity/secondary-over-cap'],
    ],
    [
      'assigning only 16 is refused (29.64: he must)',
      [
        { player: 'africa', amount: 8 },
        { player: 'italy', amount: 8 },
      ],
      ['calamity/secondary-total'],
    ],
    [
      'assigning 24 is refused',
      [
        { player: 'africa', amount: 8 },
        { player: 'italy', amount: 8 },
        { player: 'crete', amount: 8 },
      ],
      ['calamity/secondary-total'],
    ],
    [
      'naming oneself is refused',
      [
        { player: 'egypt', amount: 4 },
        { player: 'africa', amount: 8 },
        { player: 'italy', amount: 8 },
      ],
      ['calamity/secondary-is-primary'],
    ],
    [
      'naming a player twice is refused',
      [
        { player: 'africa', amount: 8 },
        { player: 'africa', amount: 4 },
        { player: 'italy', amount: 8 },
      ],
      ['calamity/secondary-twice', 'calamity/secondary-total'],
    ],
    [
      'a zero share is refused',
      [
        { player: 'africa', amount: 8 },
        { player: 'italy', amount: 8 },
        { player: 'crete', amount: 4 },
        { player: 'thrace', amount: 0 },
      ],
      ['calamity/secondary-amount'],
    ],
  ])('%s', (_name, assigned, expected) => {
    if (plan === undefined) throw new Error('famine has secondaries');
    expect(codes(checkAssignments(plan, assigned, 'egypt'))).toEqual(expected);
  });
  test('the over-cap refusal cites 30.311', () => {
    if (plan === undefined) throw new Error('famine has secondaries');
    const v = checkAssignments(
      plan,
      [
        { player: 'africa', amount: 9 },
        { player: 'italy', amount: 8 },
        { player: 'crete', amount: 3 },
      ],
      'egypt',
    );
    expect(v[0]).toMatchObject({ code: 'calamity/secondary-over-cap', params: { player: 'africa', amount: 9, cap: 8 } });
    expect(rules(v)).toContain('30.311');
  });
});

describe('advciv R-A9 too few eligible players: what the rules allow is assigned, the rest lapses', () => {
  test.each<[string, 'famine' | 'epidemic' | 'iconoclasm-heresy' | 'piracy', CandidateFacts<NationId>[], number]>([
    ['Famine with two other players: 16 of 20', 'famine', [cand('africa', 30), cand('italy', 30)], 16],
    ['Famine where one player has only 3 unit points on the board', 'famine', [cand('africa', 30), cand('italy', 3)], 11],
    ['Epidemic with two other players: 20 of 25', 'epidemic', [cand('africa', 30), cand('italy', 30)], 20],
    ['Epidemic with three other players: 25', 'epidemic', [cand('africa', 30), cand('italy', 30), cand('crete', 30)], 25],
    ['Iconoclasm & Heresy where the only other player has one city', 'iconoclasm-heresy', [cand('africa', 1)], 1],
    ['Piracy with one other player: one city', 'piracy', [cand('africa', 3)], 1],
    ['Piracy where nobody else has a coastal city (map fact)', 'piracy', [cand('africa', 0), cand('italy', 0)], 0],
  ])('%s', (_name, calamity, candidates, total) => {
    const plan = secondaryPlan(calamity, 'egypt', null, candidates);
    expect(plan?.total.value).toBe(total);
    if (total < (plan?.total.why[0]?.amount ?? 0)) expect(plan?.total.why.at(-1)).toMatchObject({ code: 'lapse', cite: { ruling: 'R-A9' } });
  });
});

describe('advciv 29.61 the player who traded the calamity may not be selected as a secondary victim', () => {
  test('29.61 example: Crete trades Epidemic to Egypt; Crete is immune from its secondary effects', () => {
    const plan = secondaryPlan('epidemic', 'egypt', 'crete', SIX);
    const crete = plan?.candidates.find((c) => c.player === 'crete');
    expect(crete?.eligible).toBe(false);
    expect(crete?.excludedBy.map((x) => x.cite.rule)).toEqual(['29.61']);
    if (plan === undefined) throw new Error('epidemic has secondaries');
    const v = checkAssignments(
      plan,
      [
        { player: 'crete', amount: 10 },
        { player: 'africa', amount: 10 },
        { player: 'italy', amount: 5 },
      ],
      'egypt',
    );
    expect(codes(v)).toEqual(['calamity/secondary-not-eligible']);
    expect(v[0]?.params).toMatchObject({ player: 'crete', reasons: ['trader'] });
  });
  test('29.61 example: had Crete not traded it, all other players are potential secondary victims', () => {
    const plan = secondaryPlan('epidemic', 'crete', null, SIX);
    expect(plan?.candidates.map((c) => [c.player, c.eligible])).toEqual([
      ['africa', true],
      ['italy', true],
      ['illyria', true],
      ['thrace', true],
      ['egypt', true],
    ]);
  });
  test('30.818 the trader of Iconoclasm & Heresy may not be selected', () => {
    const plan = secondaryPlan('iconoclasm-heresy', 'egypt', 'italy', SIX);
    expect(plan?.candidates.find((c) => c.player === 'italy')?.excludedBy.map((x) => x.cite.rule)).toEqual(['30.818']);
  });
  test('30.912 the trader of Piracy may not be selected', () => {
    const plan = secondaryPlan('piracy', 'egypt', 'italy', SIX);
    expect(plan?.candidates.find((c) => c.player === 'italy')?.excludedBy.map((x) => x.cite.rule)).toEqual(['30.912']);
  });
});

describe('advciv 15.61, R-A12 an inert nation is never a secondary victim', () => {
  test.each(['famine', 'epidemic', 'iconoclasm-heresy', 'piracy', 'flood'] as const)('%s', (calamity) => {
    const plan = secondaryPlan(calamity, 'egypt', null, [cand('africa', 30, [], true), cand('italy', 30)]);
    expect(plan?.candidates.find((c) => c.player === 'africa')).toMatchObject({
      eligible: false,
      excludedBy: [{ kind: 'inert', cite: { rule: '15.61', ruling: 'R-A12' } }],
    });
  });
});

describe('advciv 30.611 Epidemic: 25 unit points, no more than 10 from any one player', () => {
  const plan = secondaryPlan('epidemic', 'egypt', null, SIX);
  test.each<[string, Assignment<NationId>[], string[]]>([
    [
      '10 + 10 + 5',
      [
        { player: 'africa', amount: 10 },
        { player: 'italy', amount: 10 },
        { player: 'crete', amount: 5 },
      ],
      [],
    ],
    [
      '11 to one player is refused',
      [
        { player: 'africa', amount: 11 },
        { player: 'italy', amount: 10 },
        { player: 'crete', amount: 4 },
      ],
      ['calamity/secondary-over-cap'],
    ],
  ])('%s', (_name, assigned, expected) => {
    if (plan === undefined) throw new Error('epidemic has secondaries');
    expect(codes(checkAssignments(plan, assigned, 'egypt'))).toEqual(expected);
  });
});

describe('advciv 30.818-30.819 Iconoclasm & Heresy: two cities of other players', () => {
  test('R-A7 both cities may come from one player', () => {
    const plan = secondaryPlan('iconoclasm-heresy', 'egypt', null, SIX);
    if (plan === undefined) throw new Error('I&H has secondaries');
    expect(plan.total.value).toBe(2);
    expect(checkAssignments(plan, [{ player: 'africa', amount: 2 }], 'egypt')).toEqual([]);
  });
  test('30.819 a secondary victim with Philosophy loses no more than one city', () => {
    const plan = secondaryPlan('iconoclasm-heresy', 'egypt', null, [cand('africa', 5, ['philosophy']), cand('italy', 5)]);
    if (plan === undefined) throw new Error('I&H has secondaries');
    expect(plan.candidates.find((c) => c.player === 'africa')?.cap.value).toBe(1);
    const v = checkAssignments(plan, [{ player: 'africa', amount: 2 }], 'egypt');
    expect(codes(v)).toEqual(['calamity/secondary-over-cap']);
    expect(rules(v)).toContain('30.819');
    expect(
      checkAssignments(
        plan,
        [
          { player: 'africa', amount: 1 },
          { player: 'italy', amount: 1 },
        ],
        'egypt',
      ),
    ).toEqual([]);
  });
  test('30.819 a player who holds Theology cannot be named', () => {
    const plan = secondaryPlan('iconoclasm-heresy', 'egypt', null, [cand('africa', 5, ['theology']), cand('italy', 5)]);
    if (plan === undefined) throw new Error('I&H has secondaries');
    const v = checkAssignments(
      plan,
      [
        { player: 'africa', amount: 1 },
        { player: 'italy', amount: 1 },
      ],
      'egypt',
    );
    expect(v[0]).toMatchObject({ code: 'calamity/secondary-not-eligible', params: { reasons: ['theology'] } });
    expect(rules(v)).toContain('30.819');
  });
  test('30.819 Theology holders excluded: the only other player takes both (R-A7)', () => {
    const plan = secondaryPlan('iconoclasm-heresy', 'egypt', null, [cand('africa', 5, ['theology']), cand('italy', 5)]);
    expect(plan?.total.value).toBe(2);
  });
});

describe('advciv 30.912 Piracy: two coastal cities of two other players, one each', () => {
  const plan = secondaryPlan('piracy', 'egypt', null, SIX);
  test('one city each from two players', () => {
    if (plan === undefined) throw new Error('piracy has secondaries');
    expect(
      checkAssignments(
        plan,
        [
          { player: 'africa', amount: 1 },
          { player: 'italy', amount: 1 },
        ],
        'egypt',
      ),
    ).toEqual([]);
  });
  test('two cities from one player are refused', () => {
    if (plan === undefined) throw new Error('piracy has secondaries');
    expect(codes(checkAssignments(plan, [{ player: 'africa', amount: 2 }], 'egypt'))).toEqual(['calamity/secondary-over-cap']);
  });
});

describe('advciv 30.512, 30.515 Flood: ten unit points on the same flood plain; Engineering caps at seven', () => {
  test('30.512 others with more than ten on the plain: the primary victim divides ten', () => {
    const plan = secondaryPlan('flood', 'egypt', null, [cand('africa', 8), cand('italy', 6)]);
    expect(plan?.total.value).toBe(10);
    expect(plan?.candidates.map((c) => c.cap.value)).toEqual([8, 6]);
  });
  test('30.512 ten or fewer on the plain: all of them are eliminated', () => {
    const plan = secondaryPlan('flood', 'egypt', null, [cand('africa', 4), cand('italy', 3), cand('crete', 0)]);
    expect(plan?.total.value).toBe(7);
  });
  test('30.515 a secondary victim with Engineering loses at most seven', () => {
    const plan = secondaryPlan('flood', 'egypt', null, [cand('africa', 12, ['engineering']), cand('italy', 2)]);
    expect(plan?.candidates.find((c) => c.player === 'africa')?.cap).toMatchObject({ value: 7 });
    expect(plan?.total.value).toBe(9);
    if (plan === undefined) throw new Error('flood has secondaries');
    expect(
      codes(
        checkAssignments(
          plan,
          [
            { player: 'africa', amount: 8 },
            { player: 'italy', amount: 1 },
          ],
          'egypt',
        ),
      ),
    ).toEqual(['calamity/secondary-over-cap']);
  });
});

describe('advciv 30.212-30.213 Earthquake: one city of another player is reduced', () => {
  test.each<[string, CandidateFacts<NationId>, string[]]>([
    ['another player with a city', cand('italy', 3), []],
    ['30.213 a player who holds Engineering may not be selected', cand('italy', 3, ['engineering']), ['calamity/secondary-not-eligible']],
    ['R-A12 an inert nation may not be selected', cand('italy', 3, [], true), ['calamity/secondary-not-eligible']],
    ['the primary victim himself is refused', cand('egypt', 3), ['calamity/secondary-is-primary']],
    ['a player without cities is refused', cand('italy', 0), ['calamity/secondary-over-cap']],
  ])('%s', (_name, secondary, expected) => {
    expect(codes(checkEarthquakeSecondary('egypt', secondary))).toEqual(expected);
  });
});

describe('advciv calamities without chosen secondary victims', () => {
  test.each(['volcano', 'treachery', 'superstition', 'civil-war', 'slave-revolt', 'barbarian-hordes', 'civil-disorder'] as const)(
    '%s has no spread',
    (calamity) => {
      expect(secondaryPlan(calamity, 'egypt', null, SIX)).toBeUndefined();
    },
  );
});
