import { describe, expect, test } from 'vitest';
import type { SmcEntry } from '../../../../src/engine/rulesets/smc/entries/types';
import { addUnits, noUnits, type OwnedTechnology } from '../../../../src/engine/rulesets/smc/state';
import { victoryDeclarable, wonderMilestones } from '../../../../src/engine/rulesets/smc/views';
import type { Era, MilestoneId } from '../../../../src/engine/rulesets/smc/vocab';
import { advancedSetup, check, codes, must, player, settlement, standardSetup, stateWith } from './helpers';

const techs = (era: Era, n: number): OwnedTechnology[] => Array.from({ length: n }, (_, i) => ({ id: `${era}-w${i}`, era, card: null, how: 'purchase' }));
const claim = (who: string, milestone: MilestoneId): SmcEntry => ({ kind: 'claim-wonder', player: who, milestone });

describe('smc Standard Rules: Wonders: milestones of the current era, claimed by announcement', () => {
  const setup = standardSetup();
  const six = Array.from({ length: 6 }, (_, i) => settlement(`r${i}`, 1));
  test.each([
    // [milestone, era, the player's holdings that reach it, and one short of it]
    ['ancient-villages', 'ancient', { settlements: six }, { settlements: six.slice(1) }],
    ['ancient-technologies', 'ancient', { technologies: techs('ancient', 2) }, { technologies: techs('ancient', 1) }],
    [
      'ancient-armies',
      'ancient',
      { units: addUnits(addUnits(noUnits(), 'ancient', 'infantry', 5), 'ancient', 'cavalry', 3) },
      { units: addUnits(noUnits(), 'ancient', 'infantry', 7) },
    ],
    ['medieval-technologies', 'medieval', { technologies: techs('medieval', 2) }, { technologies: [...techs('ancient', 5), ...techs('medieval', 1)] }],
    [
      'medieval-fleets',
      'medieval',
      { units: addUnits(noUnits(), 'medieval', 'fleet', 2) },
      { units: addUnits(addUnits(noUnits(), 'medieval', 'fleet', 1), 'ancient', 'fleet', 3) },
    ],
    ['medieval-gold', 'medieval', { gold: 60 }, { gold: 59 }],
    ['gunpowder-technologies', 'gunpowder', { technologies: techs('gunpowder', 2) }, { technologies: techs('gunpowder', 1) }],
    ['gunpowder-fleets', 'gunpowder', { units: addUnits(noUnits(), 'gunpowder', 'fleet', 2) }, { units: addUnits(noUnits(), 'gunpowder', 'fleet', 1) }],
    ['gunpowder-gold', 'gunpowder', { gold: 80 }, { gold: 79 }],
    [
      'modern-metropolises',
      'modern',
      { settlements: Array.from({ length: 10 }, (_, i) => settlement(`m${i}`, 4)) },
      { settlements: Array.from({ length: 10 }, (_, i) => settlement(`m${i}`, i === 0 ? 3 : 4)) },
    ],
    ['modern-technologies', 'modern', { technologies: techs('modern', 2) }, { technologies: techs('modern', 1) }],
    ['modern-gold', 'modern', { gold: 100 }, { gold: 99 }],
  ] as const)('%s (%s era)', (milestone, era, reached, short) => {
    const ok = stateWith(setup, { era }, { angela: reached });
    const claimed = must(setup, ok, claim('angela', milestone));
    expect(player(claimed, 'angela').wonders.map((w) => w.id)).toEqual([milestone]);
    expect(claimed.claims[milestone]).toBe('angela');
    const v = check(setup, stateWith(setup, { era }, { angela: short }), claim('angela', milestone));
    expect(codes(v)).toEqual(['smc/wonder/milestone-not-reached']);
    expect(v[0]?.cite[0]?.rule).toBe('Standard Rules: Wonders');
  });
  test('the first announcement wins, even if another player reached it first', () => {
    const s = stateWith(setup, { era: 'medieval' }, { angela: { gold: 90 }, brad: { gold: 60 } });
    const brad = must(setup, s, claim('brad', 'medieval-gold'));
    const v = check(setup, brad, claim('angela', 'medieval-gold'));
    expect(codes(v)).toEqual(['smc/wonder/claimed']);
    expect(v[0]?.params.player).toBe('brad');
  });
  test("an era's wonders are not available in another era", () => {
    const s = stateWith(setup, { era: 'medieval' }, { angela: { settlements: six } });
    expect(codes(check(setup, s, claim('angela', 'ancient-villages')))).toEqual(['smc/wonder/wrong-era']);
  });
  test("a milestone announced in the turn that set off the era's end still counts; the next turn it has lapsed (R-S9)", () => {
    const s = stateWith(
      setup,
      { phase: 'purchase', eraEnd: { player: 'brad', trigger: 'third-technology' } },
      { angela: { technologies: techs('ancient', 2) } },
    );
    expect(check(setup, s, claim('angela', 'ancient-technologies'))).toEqual([]);
    const next = must(setup, s, { kind: 'advance-phase' });
    expect(next.era).toBe('medieval');
    expect(codes(check(setup, next, claim('angela', 'ancient-technologies')))).toEqual(['smc/wonder/wrong-era']);
  });
  test('one player may claim several milestones of an era', () => {
    const s = stateWith(setup, { era: 'medieval' }, { angela: { gold: 60, technologies: techs('medieval', 2) } });
    const both = must(setup, must(setup, s, claim('angela', 'medieval-gold')), claim('angela', 'medieval-technologies'));
    expect(player(both, 'angela').wonders).toHaveLength(2);
  });
  test('the milestone view shows who is close and who claimed', () => {
    const s = stateWith(setup, { era: 'medieval' }, { angela: { gold: 60 }, brad: { gold: 45 } });
    const view = wonderMilestones(setup, must(setup, s, claim('angela', 'medieval-gold')));
    const gold = view.milestones.find((m) => m.milestone === 'medieval-gold');
    expect(view.milestones.map((m) => m.milestone)).toEqual(['medieval-technologies', 'medieval-fleets', 'medieval-gold']);
    expect(gold?.claimedBy).toBe('angela');
    expect(gold?.players.find((p) => p.player === 'brad')).toMatchObject({ value: 45, target: 60, reached: false });
  });
  test('the milestone view lists the closest player first, seat order among equals', () => {
    const s = stateWith(setup, { era: 'medieval' }, { angela: { gold: 10 }, brad: { gold: 45 } });
    const gold = wonderMilestones(setup, s).milestones.find((m) => m.milestone === 'medieval-gold');
    const order = gold?.players.map((p) => p.player) ?? [];
    expect(order[0]).toBe('brad');
    expect(order.indexOf('brad')).toBeLessThan(order.indexOf('angela'));
    const values = gold?.players.map((p) => p.value) ?? [];
    expect(values).toEqual([...values].sort((x, y) => y - x));
  });
  test('a second claim of a claimed milestone cites the one-wonder-per-milestone ruling (R-S4)', () => {
    const s = stateWith(setup, { era: 'medieval' }, { angela: { gold: 90 }, brad: { gold: 60 } });
    const v = check(setup, must(setup, s, claim('brad', 'medieval-gold')), claim('angela', 'medieval-gold'));
    expect(v[0]?.cite[0]).toEqual({ doc: 'smc', rule: 'Standard Rules: Wonders', ruling: 'R-S4' });
  });
  test('advanced rules: wonders come with technologies, not milestones', () => {
    const adv = advancedSetup();
    expect(codes(check(adv, stateWith(adv, {}, { angela: { gold: 100 } }), claim('angela', 'ancient-villages')))).toEqual(['smc/rules/standard-only']);
  });
});

describe('smc Standard Rules: Wonders, "6 Villages": size-one settlements, or any size by setting (R-S5)', () => {
  // Settlements: "Village (size one settlements)"; the modern "10 Metropolises" also counts by size.
  const mixed = [...Array.from({ length: 5 }, (_, i) => settlement(`v${i}`, 1)), settlement('t', 2)];
  const sixVillages = Array.from({ length: 6 }, (_, i) => settlement(`v${i}`, 1));
  test.each([
    // [setting, settlements, counted, reached]
    ['default (villages)', undefined, mixed, 5, false],
    ['default (villages)', undefined, sixVillages, 6, true],
    ['villages', 'villages', mixed, 5, false],
    ['settlements of any size', 'settlements', mixed, 6, true],
    ['settlements of any size', 'settlements', mixed.slice(1), 5, false],
  ] as const)('%s: %#', (_name, villageMilestone, settlements, value, reached) => {
    const base = standardSetup();
    const setup = villageMilestone === undefined ? base : { ...base, options: { villageMilestone } };
    const s = stateWith(setup, {}, { angela: { settlements } });
    const row = wonderMilestones(setup, s)
      .milestones.find((m) => m.milestone === 'ancient-villages')
      ?.players.find((p) => p.player === 'angela');
    expect(row).toMatchObject({ value, target: 6, reached });
    const v = check(setup, s, claim('angela', 'ancient-villages'));
    if (reached) expect(v).toEqual([]);
    else {
      expect(codes(v)).toEqual(['smc/wonder/milestone-not-reached']);
      expect(v[0]?.cite[0]).toEqual({ doc: 'smc', rule: 'Standard Rules: Wonders', ruling: 'R-S5' });
    }
  });
  test('the view reports the setting so the screen can say what counts', () => {
    const setup = { ...standardSetup(), options: { villageMilestone: 'settlements' as const } };
    expect(wonderMilestones(setup, stateWith(setup, {})).villageMilestone).toBe('settlements');
    expect(wonderMilestones(standardSetup(), stateWith(standardSetup(), {})).villageMilestone).toBe('villages');
  });
});

describe('smc Advanced Rules: Game Length: victory is declared only in the long game', () => {
  test.each([
    ['advanced, long', advancedSetup('long'), true],
    ['advanced, medium', advancedSetup('medium'), false],
    ['advanced, short', advancedSetup('short'), false],
    ['standard rules', standardSetup(), false],
  ] as const)('%s', (_name, setup, declarable) => {
    expect(victoryDeclarable(setup)).toBe(declarable);
  });
});
