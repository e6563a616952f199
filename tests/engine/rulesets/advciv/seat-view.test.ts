/**
 * A phone bound to one seat (several phones), advciv: the phases whose entries are the player's own
 * (ships 22, trade card draws 27, purchases and hands 31) and the figures the table's phases give his
 * seat, from the engine's own views.
 */
import { describe, expect, test } from 'vitest';
import { PHASES } from '../../../../src/engine/rulesets/advciv/state';
import type { AdvCivState } from '../../../../src/engine/rulesets/advciv/state';
import { seatFigures, seatOwnsPhase } from '../../../../src/engine/rulesets/advciv/views/seat-view';
import { cards, FIVE, play, setupOf, stateOf } from './helpers';

describe('advciv 18.1 a seated phone records its own ships (22), draws (27), purchase and hand (31); the other phases are the table’s', () => {
  test('the own phases', () => {
    expect(PHASES.filter(seatOwnsPhase)).toEqual(['ships', 'trade-cards', 'civ-cards']);
  });
});

describe('advciv 19.1 taxation on the seat: taxes owed before the entry, paid after it', () => {
  const setup = setupOf(FIVE);
  const base = stateOf(setup, { africa: { cities: 3, treasury: 4 }, egypt: { cities: 2, cards: cards('coinage') } }, { turn: 2 });
  test('19.1 Africa with three cities owes six tokens (two a city)', () => {
    expect(seatFigures(setup, base, 'taxation', 'africa')).toEqual([
      { kind: 'taxDue', tokens: 6, cities: 3 },
      { kind: 'cities', cities: 3 },
      { kind: 'treasury', tokens: 4 },
    ]);
  });
  test('19.1, 19.31 after the entry: Africa paid three of her stock of three, two cities revolt', () => {
    const s = play(setup, base, [{ kind: 'taxation', stock: { africa: 3, egypt: 10 } }]);
    expect(seatFigures(setup, s, 'taxation', 'africa')).toEqual([
      { kind: 'taxPaid', tokens: 2, revolted: 2 },
      { kind: 'cities', cities: 1 },
      { kind: 'treasury', tokens: 6 },
    ]);
  });
  test('19.1 a player without cities owes nothing', () => {
    expect(seatFigures(setup, base, 'taxation', 'crete').map((f) => f.kind)).toEqual(['cities', 'treasury']);
  });
});

describe('advciv 21.1 the census and 33 the A.S.T. on the seat', () => {
  const setup = setupOf(FIVE);
  test('21.1 the tokens counted at the census and the cities', () => {
    const s = play(setup, stateOf(setup), [{ kind: 'census', tokens: { africa: 2, illyria: 3, crete: 2, babylon: 2, egypt: 2 } }]);
    expect(seatFigures(setup, s, 'census', 'illyria')).toEqual([
      { kind: 'census', tokens: 3 },
      { kind: 'cities', cities: 0 },
    ]);
  });
  test('33.1 the A.S.T. space and the move the marker would make (the players view)', () => {
    const s = stateOf(setup, { babylon: { ast: 1, cities: 0 } }, { turn: 3 });
    const [ast] = seatFigures(setup, s, 'ast', 'babylon');
    expect(ast?.kind).toBe('ast');
    if (ast?.kind !== 'ast') return;
    expect(ast.ast.position).toBe(1);
    expect(['advance', 'frozen', 'regress']).toContain(ast.ast.move.kind);
  });
});

describe('advciv 27.3, 28.3 the trade and calamity phases on the seat: cards held, calamities only he can hold', () => {
  const setup = setupOf(['africa', 'italy', 'crete']);
  const drawn: AdvCivState = stateOf(
    setup,
    { africa: { cities: 3, hand: { grain: 2 }, treasury: 10 }, italy: { cities: 2, treasury: 5 }, crete: { cities: 3, treasury: 1 } },
    {
      turn: 2,
      phase: 'trade-cards',
      draws: [
        { nation: 'italy', stacks: [1, 2], bought: 0 },
        { nation: 'africa', stacks: [1, 2, 3], bought: 0 },
        { nation: 'crete', stacks: [1, 2, 3], bought: 0 },
      ],
      handsKnown: ['africa', 'italy', 'crete'],
    },
  );
  test('28.3 Italy holds exactly the two cards he drew; 27.3 the non-tradable calamities of his stacks', () => {
    expect(seatFigures(setup, drawn, 'trade', 'italy')).toEqual([
      { kind: 'handCards', cards: 2, exact: true },
      // 27.3: Volcano/Earthquake (stack 2) is not traded: only a player who drew from stack 2 can hold it.
      { kind: 'mayHold', calamities: ['volcano'] },
      { kind: 'treasury', tokens: 5 },
    ]);
  });
  test('28.3 Africa may have traded: her count is a bound, not exact', () => {
    expect(seatFigures(setup, drawn, 'trade', 'africa')[0]).toMatchObject({ kind: 'handCards', exact: false });
  });
  test('29.3 after the calamity entry: the calamity cards he held, as it recorded them', () => {
    const after: AdvCivState = { ...drawn, aftermath: { grainShown: {}, civilWar: null, calamitiesHeld: { italy: 1 }, calamitiesTotal: 1 } };
    expect(seatFigures(setup, after, 'calamities', 'italy')[0]).toEqual({ kind: 'calamitiesHeld', n: 1 });
    expect(seatFigures(setup, drawn, 'calamities', 'italy').map((f) => f.kind)).toEqual(['mayHold', 'handCards']);
  });
  test('a nation not in the game has no figures', () => {
    expect(seatFigures(setup, drawn, 'trade', 'egypt')).toEqual([]);
  });
});
