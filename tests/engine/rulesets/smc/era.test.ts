import { describe, expect, test } from 'vitest';
import type { SmcEntry } from '../../../../src/engine/rulesets/smc/entries/types';
import type { OwnedTechnology, SmcState } from '../../../../src/engine/rulesets/smc/state';
import { purchasableEras } from '../../../../src/engine/rulesets/smc/entries/technology';
import { eraStatus } from '../../../../src/engine/rulesets/smc/views';
import type { Era } from '../../../../src/engine/rulesets/smc/vocab';
import { ADVANCE, advancedSetup, card, check, codes, must, player, run, standardSetup, stateWith } from './helpers';

const techs = (era: Era, n: number): OwnedTechnology[] => Array.from({ length: n }, (_, i) => ({ id: `${era}-x${i}`, era, card: null, how: 'purchase' }));
const BUY_TECH: SmcEntry = { kind: 'purchase', player: 'angela', items: [{ item: 'technology', card: null, endRoll: null }] };

/** One full turn in which no one buys anything: four phase ends, the roll, every collection. */
function quietTurn(players: readonly string[]): SmcEntry[] {
  return [
    ADVANCE,
    ADVANCE,
    { kind: 'critical-roll', dice: [1, 1] },
    ...players.map((p): SmcEntry => ({ kind: 'produce', player: p, cityValues: {} })),
    ADVANCE,
    ADVANCE,
  ];
}

describe('smc Game Turn Sequence: the starting player rotates to the left each turn', () => {
  // The printed example: Angela starts; then Brad, Chris, and Angela again.
  const setup = standardSetup();
  test.each([
    [0, 'angela'],
    [1, 'brad'],
    [2, 'chris'],
    [3, 'angela'],
  ])('after %i turns the starting player is %s', (turns, starting) => {
    const r = run(setup, Array.from({ length: turns }, () => quietTurn(['angela', 'brad', 'chris'])).flat());
    expect(r.violations).toEqual([]);
    expect(r.state.startingPlayer).toBe(starting);
    expect(r.state.turn).toBe(turns + 1);
  });
  test('phases run movement, trade, production, purchase', () => {
    const s = stateWith(setup, {});
    const trade = must(setup, s, ADVANCE);
    const production = must(setup, trade, ADVANCE);
    expect([s.phase, trade.phase, production.phase]).toEqual(['movement', 'trade', 'production']);
    expect(codes(check(setup, production, ADVANCE))).toEqual(['smc/production/not-rolled', 'smc/phase/production-incomplete']);
  });
  test('every player collects at least 10 gold a turn from the starting 20', () => {
    const r = run(setup, quietTurn(['angela', 'brad', 'chris']));
    // Two villages = 2 gold, raised to 10.
    expect(r.state.players.map((p) => p.gold)).toEqual([30, 30, 30]);
  });
});

describe("smc Standard Rules: The Eras end on a player's third technology of the current era (R-S2)", () => {
  const setup = standardSetup();
  test('the third ancient technology of one player triggers; the era changes at the start of the next turn', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 100, technologies: techs('ancient', 2) } });
    const bought = must(setup, s, BUY_TECH);
    expect(bought.eraEnd).toEqual({ player: 'angela', trigger: 'third-technology' });
    expect(bought.era).toBe('ancient');
    expect(eraStatus(setup, bought).eraEnd?.trigger).toBe('third-technology');
    // The old era's technologies may still be bought until the end of the turn.
    const brad = must(setup, bought, { kind: 'purchase', player: 'brad', items: [{ item: 'technology', card: null, endRoll: null }] });
    expect(player(brad, 'brad').technologies[0]?.era).toBe('ancient');
    const next = must(setup, brad, ADVANCE);
    expect(next.era).toBe('medieval');
    expect(next.eraEnd).toBeNull();
    expect(next.turn).toBe(2);
  });
  test('three technologies of the era held by different players do not end it (R-S2: his own third)', () => {
    const s = stateWith(
      setup,
      { phase: 'purchase' },
      { angela: { gold: 100, technologies: techs('ancient', 1) }, brad: { technologies: techs('ancient', 1) } },
    );
    expect(must(setup, s, BUY_TECH).eraEnd).toBeNull();
  });
  test('technologies of an earlier era do not count toward the three', () => {
    const s = stateWith(
      setup,
      { phase: 'purchase', era: 'medieval' },
      { angela: { gold: 100, technologies: [...techs('ancient', 4), ...techs('medieval', 1)] } },
    );
    expect(must(setup, s, BUY_TECH).eraEnd).toBeNull();
  });
  test('the last remaining technology of the era triggers (10 medieval cards)', () => {
    const s = stateWith(setup, { phase: 'purchase', era: 'medieval', taken: { ancient: 9, medieval: 9, gunpowder: 0, modern: 0 } }, { angela: { gold: 100 } });
    expect(must(setup, s, BUY_TECH).eraEnd).toEqual({ player: 'angela', trigger: 'last-technology' });
  });
  test('a free technology counts toward the three: the next purchase ends the era (R-S7)', () => {
    const s = stateWith(
      setup,
      { phase: 'purchase' },
      { angela: { gold: 100, technologies: [...techs('ancient', 1), { id: 'ancient-free', era: 'ancient', card: null, how: 'free' }] } },
    );
    expect(must(setup, s, BUY_TECH).eraEnd).toEqual({ player: 'angela', trigger: 'third-technology' });
  });
  test("the era's last card taken as a free technology ends the era too (R-S7: no one could purchase it after)", () => {
    const s = stateWith(setup, { phase: 'movement', taken: { ancient: 14, medieval: 0, gunpowder: 0, modern: 0 } });
    const free = must(setup, s, { kind: 'explore', player: 'brad', event: { type: 'free-technology', card: null } });
    expect(free.eraEnd).toEqual({ player: 'brad', trigger: 'last-technology' });
  });
  test('a free technology never makes the third (only a purchase does)', () => {
    const s = stateWith(setup, { phase: 'movement' }, { angela: { technologies: techs('ancient', 2) } });
    const free = must(setup, s, { kind: 'explore', player: 'angela', event: { type: 'free-technology', card: null } });
    expect(player(free, 'angela').technologies).toHaveLength(3);
    expect(free.eraEnd).toBeNull();
  });
  test('ancient catapults become medieval artillery when the medieval era begins', () => {
    const s = stateWith(setup, { phase: 'purchase', eraEnd: { player: 'brad', trigger: 'third-technology' } });
    const withCatapults = {
      ...s,
      players: s.players.map((p) => (p.id === 'angela' ? { ...p, units: { ...p.units, ancient: { ...p.units.ancient, artillery: 2 } } } : p)),
    };
    const next = must(setup, withCatapults, ADVANCE);
    expect(player(next, 'angela').units.ancient.artillery).toBe(0);
    expect(player(next, 'angela').units.medieval.artillery).toBe(2);
    expect(player(next, 'angela').units.ancient.infantry).toBe(2);
  });
  test.each([
    ['ancient', 'medieval'],
    ['medieval', 'gunpowder'],
    ['gunpowder', 'modern'],
  ] as const)('%s is followed by %s', (from, to) => {
    const s = stateWith(setup, { phase: 'purchase', era: from, eraEnd: { player: 'angela', trigger: 'third-technology' } });
    expect(must(setup, s, ADVANCE).era).toBe(to);
  });
});

describe('smc Standard Rules: Ending And Winning The Game: three modern technologies end the game at the end of the turn', () => {
  const setup = standardSetup();
  const s = stateWith(setup, { phase: 'purchase', era: 'modern' }, { angela: { gold: 200, technologies: techs('modern', 2) } });
  test('the third modern technology: the turn finishes, then the game is over', () => {
    const bought = must(setup, s, BUY_TECH);
    expect(bought.gameEnd).toEqual({ victory: 'score', player: 'angela' });
    expect(bought.over).toBeNull();
    // Chris takes her purchase phase before the count (the printed example).
    const chris = must(setup, bought, { kind: 'purchase', player: 'chris', items: [{ item: 'settler', count: 1 }] });
    const over = must(setup, chris, ADVANCE);
    expect(over.over).toEqual({ victory: 'score', player: 'angela' });
    const v = check(setup, over, ADVANCE);
    expect(codes(v)).toEqual(['smc/game/over']);
    expect(v[0]?.cite[0]?.rule).toBe('Standard Rules: Ending And Winning The Game');
  });
  test('owning three modern technologies by trade also ends the game at the end of the turn', () => {
    const traded: SmcState = stateWith(setup, { phase: 'purchase', era: 'modern' }, { brad: { technologies: techs('modern', 3) } });
    expect(must(setup, traded, ADVANCE).over?.player).toBe('brad');
  });
});

describe('smc Advanced Rules: The Eras end with the first technology of the next era', () => {
  const setup = advancedSetup('long');
  test('buying a medieval card in the ancient era ends the era at the end of the turn', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 200 } });
    const bought = must(setup, s, {
      kind: 'purchase',
      player: 'angela',
      items: [{ item: 'technology', card: card('Monarchy', 'medieval', 90), endRoll: null }],
    });
    expect(bought.eraEnd?.trigger).toBe('next-era-technology');
    expect(must(setup, bought, ADVANCE).era).toBe('medieval');
  });
  test('afterwards the old era is half price', () => {
    const s = stateWith(setup, { phase: 'purchase', era: 'medieval' }, { angela: { gold: 200 } });
    const bought = must(setup, s, {
      kind: 'purchase',
      player: 'angela',
      items: [{ item: 'technology', card: card('Mathematics', 'ancient', 60), endRoll: null }],
    });
    expect(player(bought, 'angela').gold).toBe(170);
  });
});

describe('smc Advanced Rules: Game Length: the short game may end with a medieval technology', () => {
  const setup = advancedSetup('short');
  const s = stateWith(
    setup,
    { phase: 'purchase', era: 'medieval' },
    {
      angela: { gold: 500 },
      brad: { technologies: [{ id: 'Feudalism', era: 'medieval', card: card('Feudalism', 'medieval', 60), how: 'purchase' }] },
    },
  );
  const buy = (endRoll: number | null): SmcEntry => ({
    kind: 'purchase',
    player: 'angela',
    items: [{ item: 'technology', card: card('Chivalry', 'medieval', 60), endRoll }],
  });
  test('the die must be entered', () => {
    expect(codes(check(setup, s, buy(null)))).toEqual(['smc/technology/end-roll-required']);
  });
  test.each([
    [1, true],
    [2, true], // two medieval technologies owned by all players after the purchase
    [3, false],
    [6, false],
  ])('die %i: the game ends this turn = %s', (die, ends) => {
    const bought = must(setup, s, buy(die));
    expect(bought.gameEnd !== null).toBe(ends);
    if (ends) expect(must(setup, bought, ADVANCE).over?.victory).toBe('score');
  });
  test('a die entered for a technology of another era is refused: only the ending era rolls', () => {
    const a = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 500 } });
    const v = check(setup, a, { kind: 'purchase', player: 'angela', items: [{ item: 'technology', card: card('Wheel2', 'ancient', 20), endRoll: 4 }] });
    expect(codes(v)).toEqual(['smc/technology/end-roll-not-needed']);
    expect(v[0]?.cite[0]?.rule).toBe('Advanced Rules: Game Length');
    const long = advancedSetup('long');
    expect(codes(check(long, stateWith(long, { phase: 'purchase', era: 'medieval' }, { angela: { gold: 500 } }), buy(3)))).toEqual([
      'smc/technology/end-roll-not-needed',
    ]);
    const std = standardSetup();
    expect(
      codes(check(std, stateWith(std, { phase: 'purchase' }), { kind: 'purchase', player: 'angela', items: [{ item: 'technology', card: null, endRoll: 2 }] })),
    ).toEqual(['smc/technology/end-roll-not-needed']);
  });
  test('a game that ends with the turn begins no new era', () => {
    const a = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 500 } });
    const bought = must(setup, a, { kind: 'purchase', player: 'angela', items: [{ item: 'technology', card: card('Monarchy', 'medieval', 60), endRoll: 1 }] });
    expect([bought.eraEnd?.trigger, bought.gameEnd?.victory]).toEqual(['next-era-technology', 'score']);
    const over = must(setup, bought, ADVANCE);
    expect([over.era, over.turn, over.over?.victory]).toEqual(['ancient', 1, 'score']);
  });
  test('the medium game rolls for gunpowder technologies, not medieval ones', () => {
    const medium = advancedSetup('medium');
    const m = stateWith(medium, { phase: 'purchase', era: 'medieval' }, { angela: { gold: 500 } });
    expect(must(medium, m, buy(null)).gameEnd).toBeNull();
    const navigation = { kind: 'purchase', player: 'angela', items: [{ item: 'technology', card: card('Navigation', 'gunpowder', 120), endRoll: 1 }] } as const;
    expect(must(medium, m, navigation).gameEnd).toEqual({ victory: 'score', player: 'angela' });
  });
  test.each([
    ['ancient', ['ancient', 'medieval']],
    ['medieval', ['ancient', 'medieval', 'gunpowder']],
    ['modern', ['ancient', 'medieval', 'gunpowder', 'modern']],
  ] as const)('Advanced Rules: in the %s era the technologies of %j can be purchased', (era, eras) => {
    expect(purchasableEras(stateWith(setup, { era }))).toEqual(eras);
  });
});
