import { describe, expect, test } from 'vitest';
import { canFight, fighterStrength, resolveRound, rollRange, unitAt, type Fighter } from '../../../../src/engine/rulesets/smc/calc/battle';
import type { SmcEntry } from '../../../../src/engine/rulesets/smc/entries/types';
import { addUnits, noUnits } from '../../../../src/engine/rulesets/smc/state';
import type { ArmyKind, Era, UnitKind } from '../../../../src/engine/rulesets/smc/vocab';
import { advancedSetup, check, codes, must, player, standardSetup, stateWith } from './helpers';

const f = (era: Era, kind: UnitKind, extra: Partial<Fighter> = {}): Fighter => ({
  era,
  kind,
  level: 1,
  aircraft: null,
  technologies: 0,
  defendingSettlement: false,
  ...extra,
});

describe('smc Standard Rules: Dice: one die per era number of the unit', () => {
  test.each([
    ['ancient', 1],
    ['medieval', 2],
    ['gunpowder', 3],
    ['modern', 4],
  ] as const)('%s units roll %i dice', (era, dice) => {
    expect(fighterStrength('standard', 'modern', f(era, 'fleet'), f(era, 'fleet')).dice).toBe(dice);
  });
});

describe('smc Battlefield Superiority: cavalry > infantry > artillery > cavalry, + the current era number', () => {
  const rows: [ArmyKind, ArmyKind, Era, number][] = [
    ['cavalry', 'infantry', 'ancient', 1],
    ['infantry', 'artillery', 'medieval', 2],
    ['artillery', 'cavalry', 'gunpowder', 3],
    ['cavalry', 'infantry', 'modern', 4],
    ['infantry', 'cavalry', 'modern', 0],
    ['artillery', 'infantry', 'modern', 0],
    ['cavalry', 'cavalry', 'modern', 0],
  ];
  test.each(rows)('%s against %s in the %s era: +%i', (mine, theirs, era, bonus) => {
    // The unit's own era does not matter: the bonus is the current era's number.
    const s = fighterStrength('standard', era, f('ancient', mine), f('ancient', theirs));
    expect(s.bonus).toBe(bonus);
    if (bonus > 0) expect(s.modifiers[0]?.cite.rule).toBe('Standard Rules: Battlefield Superiority');
  });
});

describe('smc Standard Rules: Scientific Superiority: +1 per two technologies, rounded down', () => {
  test.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 1],
    [8, 4],
    [11, 5],
  ])('%i technologies: +%i', (technologies, bonus) => {
    expect(fighterStrength('standard', 'ancient', f('ancient', 'fleet', { technologies }), f('ancient', 'fleet')).bonus).toBe(bonus);
  });
  test('the advanced rules have no scientific superiority', () => {
    expect(fighterStrength('advanced', 'ancient', f('ancient', 'fleet', { technologies: 8 }), f('ancient', 'fleet')).bonus).toBe(0);
  });
});

describe('smc Standard Rules: the printed battle example in Orinoco (modern era)', () => {
  // Technologies are not given in the example; with none, scientific superiority adds nothing.
  test('round 1: tank + fighter (5 dice) rolls 20; cannon against cavalry rolls 16 + 4 = 20: tie, all eliminated', () => {
    const brad = fighterStrength('standard', 'modern', f('modern', 'cavalry', { aircraft: 1 }), f('gunpowder', 'artillery'));
    const chris = fighterStrength('standard', 'modern', f('gunpowder', 'artillery'), f('modern', 'cavalry'));
    expect(brad.dice + brad.aircraftDice).toBe(5);
    expect(chris.dice).toBe(3);
    expect(chris.bonus).toBe(4);
    expect(resolveRound(brad, 20, chris, 16)).toEqual({ attackerTotal: 20, defenderTotal: 20, loser: 'both' });
  });
  test('round 2: tank against tank, 17 against 12: Chris loses', () => {
    const tank = fighterStrength('standard', 'modern', f('modern', 'cavalry'), f('modern', 'cavalry'));
    expect(resolveRound(tank, 17, tank, 12).loser).toBe('defender');
  });
  test('round 3: tank against musketman: 13 + 4 = 17 against 12', () => {
    const brad = fighterStrength('standard', 'modern', f('modern', 'cavalry'), f('gunpowder', 'infantry'));
    const chris = fighterStrength('standard', 'modern', f('gunpowder', 'infantry'), f('modern', 'cavalry'));
    expect(resolveRound(brad, 13, chris, 12)).toEqual({ attackerTotal: 17, defenderTotal: 12, loser: 'defender' });
  });
  test('naval example: battleship 7 against frigate 6; caravel 12 against battleship 16', () => {
    const bs = fighterStrength('standard', 'modern', f('modern', 'fleet'), f('gunpowder', 'fleet'));
    const frigate = fighterStrength('standard', 'modern', f('gunpowder', 'fleet'), f('modern', 'fleet'));
    const caravel = fighterStrength('standard', 'modern', f('medieval', 'fleet'), f('modern', 'fleet'));
    expect([bs.dice, frigate.dice, caravel.dice]).toEqual([4, 3, 2]);
    expect(resolveRound(bs, 7, frigate, 6).loser).toBe('defender');
    expect(resolveRound(caravel, 12, bs, 16).loser).toBe('attacker');
  });
});

describe('smc Advanced Rules: the printed battle examples (modern era)', () => {
  test('round 1: tank + monoplane (6 dice) 20; cannon 3 dice +1, +4 superiority, +1 defending: 14 + 6 = 20, tie', () => {
    const brad = fighterStrength('advanced', 'modern', f('modern', 'cavalry', { aircraft: 2 }), f('gunpowder', 'artillery'));
    const chris = fighterStrength('advanced', 'modern', f('gunpowder', 'artillery', { defendingSettlement: true }), f('modern', 'cavalry'));
    expect(brad.dice + brad.aircraftDice).toBe(6);
    expect(chris.modifiers.map((m) => [m.kind, m.value])).toEqual([
      ['battlefield', 4],
      ['unit', 1],
      ['defending', 1],
    ]);
    expect(resolveRound(brad, 20, chris, 14).loser).toBe('both');
  });
  test('round 2: tank 17 against tank 12 + 1 defending = 13', () => {
    const brad = fighterStrength('advanced', 'modern', f('modern', 'cavalry'), f('modern', 'cavalry'));
    const chris = fighterStrength('advanced', 'modern', f('modern', 'cavalry', { defendingSettlement: true }), f('modern', 'cavalry'));
    expect(resolveRound(brad, 17, chris, 12)).toEqual({ attackerTotal: 17, defenderTotal: 13, loser: 'defender' });
  });
  test('round 3: tank 13 + 4 = 17 (printed 18, R-S3) against musketman 12 + 1 = 13', () => {
    const brad = fighterStrength('advanced', 'modern', f('modern', 'cavalry'), f('gunpowder', 'infantry'));
    const chris = fighterStrength('advanced', 'modern', f('gunpowder', 'infantry', { defendingSettlement: true }), f('modern', 'cavalry'));
    expect(resolveRound(brad, 13, chris, 12)).toEqual({ attackerTotal: 17, defenderTotal: 13, loser: 'defender' });
  });
  test('naval: battleship (4 dice +1) 9 + 1 = 10 against frigate 6; caravel 12 against battleship 16 + 1', () => {
    const bs = fighterStrength('advanced', 'modern', f('modern', 'fleet'), f('gunpowder', 'fleet'));
    const frigate = fighterStrength('advanced', 'modern', f('gunpowder', 'fleet'), f('modern', 'fleet'));
    const caravel = fighterStrength('advanced', 'modern', f('medieval', 'fleet'), f('modern', 'fleet'));
    expect(resolveRound(bs, 9, frigate, 6)).toEqual({ attackerTotal: 10, defenderTotal: 6, loser: 'defender' });
    expect(resolveRound(caravel, 12, bs, 16)).toEqual({ attackerTotal: 12, defenderTotal: 17, loser: 'attacker' });
  });
  test.each([
    // Military Unit Upgrades example: Brad's Chariot (1 die) becomes a Horseman (1 die +1) once
    // Chris buys Horseback Riding; his Catapult (1 die +1) a Trebuchet (medieval, 2 dice).
    ['ancient', 'cavalry', 1, 0, 'Chariot'],
    ['ancient', 'cavalry', 2, 1, 'Horseman'],
    ['ancient', 'artillery', 1, 1, 'Catapult'],
    ['medieval', 'artillery', 1, 0, 'Trebuchet'],
    ['ancient', 'infantry', 2, 1, 'Swordsman'],
    ['medieval', 'fleet', 2, 2, 'Galleon'],
    ['gunpowder', 'artillery', 2, 3, 'Artillery'],
    ['modern', 'artillery', 2, 4, 'Cruise Missiles'],
    ['modern', 'cavalry', 2, 3, 'Modern Armor'],
  ] as const)('Military Units Strength Table: %s %s level %i adds +%i (%s)', (era, kind, level, bonus, name) => {
    expect(unitAt(era, kind, level)?.name).toBe(name);
    expect(fighterStrength('advanced', era, f(era, kind, { level }), f(era, 'fleet')).bonus).toBe(bonus);
  });
});

describe('smc Military Units: fleets fight fleets, armies fight armies', () => {
  test.each([
    ['fleet', 'fleet', true],
    ['infantry', 'cavalry', true],
    ['fleet', 'infantry', false],
    ['artillery', 'fleet', false],
    ['aircraft', 'infantry', false],
  ] as const)('%s against %s: %s', (a, b, ok) => {
    expect(canFight(a, b)).toBe(ok);
  });
  test('roll range: n dice show n..6n', () => {
    expect(rollRange(fighterStrength('standard', 'modern', f('modern', 'cavalry', { aircraft: 1 }), f('modern', 'cavalry')))).toEqual({ min: 5, max: 30 });
  });
});

describe('smc How to resolve battles: a recorded round removes the loser, a tie both', () => {
  const setup = standardSetup();
  const units = addUnits(addUnits(noUnits(), 'ancient', 'infantry', 2), 'ancient', 'cavalry', 1);
  const s = stateWith(setup, {}, { angela: { units }, brad: { units } });
  const round = (aRoll: number, dRoll: number, extra: Partial<SmcEntry & { kind: 'battle-round' }> = {}): SmcEntry => ({
    kind: 'battle-round',
    attacker: { player: 'angela', era: 'ancient', unit: 'cavalry', level: 1, aircraft: null, roll: aRoll, defendingSettlement: false },
    defender: { player: 'brad', era: 'ancient', unit: 'infantry', level: 1, aircraft: null, roll: dRoll, defendingSettlement: false },
    ...extra,
  });
  test('cavalry 3 + 1 = 4 against infantry 4: a tie, both eliminated', () => {
    const next = must(setup, s, round(3, 4));
    expect(player(next, 'angela').units.ancient.cavalry).toBe(0);
    expect(player(next, 'brad').units.ancient.infantry).toBe(1);
  });
  test('cavalry 4 + 1 = 5 beats infantry 4', () => {
    const next = must(setup, s, round(4, 4));
    expect(player(next, 'angela').units.ancient.cavalry).toBe(1);
    expect(player(next, 'brad').units.ancient.infantry).toBe(1);
  });
  test('a roll one die cannot show, a unit not owned and fleets against armies are refused', () => {
    expect(codes(check(setup, s, round(7, 1)))).toEqual(['smc/battle/roll-out-of-range']);
    const fleet = round(3, 3);
    const bad: SmcEntry = fleet.kind === 'battle-round' ? { ...fleet, defender: { ...fleet.defender, unit: 'fleet' } } : fleet;
    expect(codes(check(setup, s, bad))).toEqual(['smc/battle/cannot-fight', 'smc/units/not-enough']);
    expect(codes(check(setup, { ...s, phase: 'trade' }, round(3, 3)))).toEqual(['smc/phase/wrong-phase']);
  });
  test('standard: no unit levels, an aircraft adds exactly one die, at sea it supports only a battleship', () => {
    const sea = stateWith(
      setup,
      { era: 'modern' },
      {
        angela: { units: addUnits(addUnits(addUnits(noUnits(), 'medieval', 'fleet', 1), 'modern', 'fleet', 1), 'modern', 'aircraft', 1) },
        brad: { units: addUnits(noUnits(), 'modern', 'fleet', 1) },
      },
    );
    const fleetRound = (era: 'medieval' | 'modern', aircraft: number | null, level = 1): SmcEntry => ({
      kind: 'battle-round',
      attacker: { player: 'angela', era, unit: 'fleet', level, aircraft, roll: 10, defendingSettlement: false },
      defender: { player: 'brad', era: 'modern', unit: 'fleet', level: 1, aircraft: null, roll: 10, defendingSettlement: false },
    });
    expect(check(setup, sea, fleetRound('modern', 1))).toEqual([]);
    const caravel = check(setup, sea, fleetRound('medieval', 1));
    expect(codes(caravel)).toEqual(['smc/battle/aircraft-battleships-only']);
    expect(caravel[0]?.cite[0]?.rule).toBe('Standard Rules: How to resolve battles');
    expect(codes(check(setup, sea, fleetRound('modern', 2)))).toEqual(['smc/battle/unknown-level']);
    expect(codes(check(setup, sea, fleetRound('modern', null, 2)))).toEqual(['smc/battle/unknown-level']);
  });
  test('advanced: a level the strength table lacks is refused', () => {
    const adv = advancedSetup();
    const a = stateWith(adv, {}, { angela: { units }, brad: { units } });
    const r = round(3, 3);
    const bad: SmcEntry = r.kind === 'battle-round' ? { ...r, attacker: { ...r.attacker, level: 3 } } : r;
    expect(codes(check(adv, a, bad))).toEqual(['smc/battle/unknown-level']);
  });
});

describe('smc Advanced Rules: Wonders Of The World: the Great Wall example', () => {
  // Brad purchases Construction and receives the Great Wall: +2 when defending settlements until
  // the ancient era ends; in the medieval era he gets the usual +1. The +2 is entered from the card.
  const setup = advancedSetup();
  const units = addUnits(noUnits(), 'ancient', 'infantry', 2);
  const wall = [{ id: 'Great Wall', era: 'ancient' as const, how: 'purchase' as const }];
  const round = (): SmcEntry => ({
    kind: 'battle-round',
    attacker: { player: 'angela', era: 'ancient', unit: 'infantry', level: 1, aircraft: null, roll: 4, defendingSettlement: false, wonder: null },
    defender: {
      player: 'brad',
      era: 'ancient',
      unit: 'infantry',
      level: 1,
      aircraft: null,
      roll: 3,
      defendingSettlement: true,
      wonder: { name: 'Great Wall', bonus: 2 },
    },
  });
  test('in the ancient era the defence is +2 (cited to the wonders rule): 3 + 2 = 5 beats 4', () => {
    const s = stateWith(setup, {}, { angela: { units }, brad: { units, wonders: wall } });
    const next = must(setup, s, round());
    expect(player(next, 'angela').units.ancient.infantry).toBe(1);
    expect(player(next, 'brad').units.ancient.infantry).toBe(2);
    const d = fighterStrength('advanced', 'ancient', f('ancient', 'infantry', { defendingSettlement: true, wonderDefence: 2 }), f('ancient', 'infantry'));
    expect(d.modifiers).toEqual([{ kind: 'defending', value: 2, cite: { doc: 'smc', rule: 'Advanced Rules: Wonders Of The World' } }]);
  });
  test('in the medieval era the Great Wall no longer helps: the usual +1 only', () => {
    const s = stateWith(setup, { era: 'medieval' }, { angela: { units }, brad: { units, wonders: wall } });
    const v = check(setup, s, round());
    expect(codes(v)).toEqual(['smc/wonder/era-over']);
    expect(fighterStrength('advanced', 'medieval', f('ancient', 'infantry', { defendingSettlement: true }), f('ancient', 'infantry')).bonus).toBe(1);
  });
  test('a wonder not owned, or not defending a settlement, is refused', () => {
    const s = stateWith(setup, {}, { angela: { units }, brad: { units } });
    expect(codes(check(setup, s, round()))).toEqual(['smc/wonder/not-owned']);
    const r = round();
    const attacking: SmcEntry = r.kind === 'battle-round' ? { ...r, defender: { ...r.defender, defendingSettlement: false } } : r;
    expect(codes(check(setup, stateWith(setup, {}, { angela: { units }, brad: { units, wonders: wall } }), attacking))).toEqual([
      'smc/battle/wonder-not-defending',
    ]);
  });
});
