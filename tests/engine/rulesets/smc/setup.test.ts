import { describe, expect, test } from 'vitest';
import { parseEntry } from '../../../../src/engine/rulesets/smc/entries/parse';
import { optionsOf, parseSetup, validateSetup, type SmcSetup } from '../../../../src/engine/rulesets/smc/setup';
import { initialState } from '../../../../src/engine/rulesets/smc/state';
import { advancedSetup, card, codes, site, standardSetup } from './helpers';

describe('smc Set-Up: 20 gold, two villages, two swordsmen, two settlers', () => {
  test('initial state of every player', () => {
    const s = initialState(standardSetup(['a', 'b']));
    for (const p of s.players) {
      expect(p.gold).toBe(20);
      expect(p.settlements.map((x) => x.size)).toEqual([1, 1]);
      expect(p.units.ancient.infantry).toBe(2);
      expect(p.settlers).toBe(2);
      expect(p.technologies).toEqual([]);
    }
    expect([s.turn, s.era, s.phase, s.startingPlayer]).toEqual([1, 'ancient', 'movement', 'a']);
  });
  test('advanced: each player starts with the dealt ancient technology (Angela Masonry, Brad Bronze Working, Chris Pottery)', () => {
    const setup: SmcSetup = {
      ...advancedSetup(),
      players: advancedSetup().players.map((p, i) => ({
        ...p,
        startingTechnology: card(['Masonry', 'Bronze Working', 'Pottery/Specialization'][i] ?? 'x', 'ancient', 20),
      })),
    };
    expect(validateSetup(setup)).toEqual([]);
    expect(initialState(setup).players.map((p) => p.technologies.map((t) => t.id))).toEqual([['Masonry'], ['Bronze Working'], ['Pottery/Specialization']]);
  });
});

describe('smc setup checks', () => {
  test.each([
    ['one player', { ...standardSetup(['a']) }, 'smc/setup/player-count'],
    ['seven players', standardSetup(['a', 'b', 'c', 'd', 'e', 'f', 'g']), 'smc/setup/player-count'],
    ['unknown first player', { ...standardSetup(), firstPlayer: 'zed' }, 'smc/setup/unknown-player'],
    ['duplicate player', standardSetup(['a', 'a']), 'smc/setup/duplicate-player'],
    ['advanced without a game length', { ...advancedSetup(), length: null }, 'smc/setup/length-missing'],
    ['standard with a game length', { ...standardSetup(), length: 'short' as const }, 'smc/setup/length-standard'],
    [
      'one starting region',
      { ...standardSetup(), players: standardSetup().players.map((p) => ({ ...p, start: p.start.slice(0, 1) })) },
      'smc/setup/starting-regions',
    ],
    [
      'starting in a desert',
      {
        ...standardSetup(),
        players: standardSetup().players.map((p, i) => (i === 0 ? { ...p, start: [site('Gobi', null, { terrain: 'desert' }), site('Steppe')] } : p)),
      },
      'smc/setup/desert-start',
    ],
    [
      'two players in one region',
      { ...standardSetup(), players: standardSetup().players.map((p) => ({ ...p, start: [site('Mississippi'), site(`${p.id}-2`)] })) },
      'smc/setup/region-taken',
    ],
    [
      'advanced without starting technology',
      { ...advancedSetup(), players: advancedSetup().players.map((p) => ({ ...p, startingTechnology: null })) },
      'smc/setup/starting-technology-missing',
    ],
    [
      'advanced starting technology with prerequisites',
      {
        ...advancedSetup(),
        players: advancedSetup().players.map((p) => ({ ...p, startingTechnology: card(`${p.id}-tech`, 'ancient', 30, { prerequisites: ['Wheel'] }) })),
      },
      'smc/setup/starting-technology-invalid',
    ],
    [
      'advanced starting technology dealt twice',
      { ...advancedSetup(), players: advancedSetup().players.map((p) => ({ ...p, startingTechnology: card('Wheel', 'ancient', 20) })) },
      'smc/setup/starting-technology-duplicate',
    ],
    [
      'standard with a starting technology',
      { ...standardSetup(), players: standardSetup().players.map((p) => ({ ...p, startingTechnology: card('Wheel', 'ancient', 20) })) },
      'smc/setup/starting-technology-standard',
    ],
  ] as const)('%s', (_name, setup, code) => {
    expect(codes(validateSetup(setup as SmcSetup))).toContain(code);
  });
  test('a correct setup has no violations', () => {
    expect(validateSetup(standardSetup(['a', 'b', 'c', 'd', 'e', 'f']))).toEqual([]);
    expect(validateSetup(advancedSetup('medium'))).toEqual([]);
  });
});

describe('smc parseSetup and parseEntry: the structural gate for untrusted data', () => {
  test('a setup round-trips through JSON', () => {
    const s = advancedSetup('short');
    const parsed = parseSetup(JSON.parse(JSON.stringify(s)));
    expect(parsed).toEqual({ ok: true, value: s });
  });
  test('settings: absent in an old record (defaults apply), read and checked when present (R-S5)', () => {
    const base = { rules: 'standard', firstPlayer: 'a', players: [{ id: 'a', name: 'A', start: [{ region: 'X' }, { region: 'Y' }] }] };
    const old = parseSetup(base);
    expect(old.ok && old.value.options).toBeUndefined();
    expect(old.ok && optionsOf(old.value)).toEqual({ villageMilestone: 'villages' });
    const chosen = parseSetup({ ...base, options: { villageMilestone: 'settlements' } });
    expect(chosen.ok && optionsOf(chosen.value)).toEqual({ villageMilestone: 'settlements' });
    const wrong = parseSetup({ ...base, options: { villageMilestone: 'towns' } });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error).toContainEqual(expect.objectContaining({ path: 'options.villageMilestone', code: 'shape/unknown-value' }));
    const round = { ...standardSetup(), options: { villageMilestone: 'settlements' as const } };
    expect(parseSetup(JSON.parse(JSON.stringify(round)))).toEqual({ ok: true, value: round });
  });
  test('defaults: no resource, not fertile, open terrain', () => {
    const parsed = parseSetup({ rules: 'standard', firstPlayer: 'a', players: [{ id: 'a', name: 'A', start: [{ region: 'X' }, { region: 'Y' }] }] });
    expect(parsed.ok && parsed.value.players[0]?.start[0]).toEqual({ region: 'X', resource: null, fertile: false, terrain: 'open' });
  });
  test.each([
    [null, '', 'shape/wrong-type'],
    [{ rules: 'basic', firstPlayer: 'a', players: [] }, 'rules', 'shape/unknown-value'],
    [{ rules: 'standard', players: [] }, 'firstPlayer', 'shape/missing'],
    [
      { rules: 'standard', firstPlayer: 'a', players: [{ id: 'a', name: 'A', start: [{ region: 'X', resource: 'gold' }] }] },
      'players[0].start[0].resource',
      'shape/unknown-value',
    ],
    [{ rules: 'standard', firstPlayer: 'a', players: [{ id: 'a', name: 'x'.repeat(81), start: [] }] }, 'players[0].name', 'shape/too-large'],
  ])('setup %j: %s %s', (raw, path, code) => {
    const parsed = parseSetup(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContainEqual(expect.objectContaining({ path, code }));
  });
  test.each([
    [{ kind: 'advance-phase' }, { kind: 'advance-phase' }],
    [
      { kind: 'critical-roll', dice: [3, 4] },
      { kind: 'critical-roll', dice: [3, 4] },
    ],
    [
      { kind: 'produce', player: 'a' },
      { kind: 'produce', player: 'a', cityValues: {} },
    ],
    [
      { kind: 'purchase', player: 'a', items: [{ item: 'army', kind: 'cavalry', count: 2 }, { item: 'technology' }] },
      {
        kind: 'purchase',
        player: 'a',
        items: [
          { item: 'army', kind: 'cavalry', count: 2, technology: null },
          { item: 'technology', card: null, endRoll: null },
        ],
      },
    ],
    [
      {
        kind: 'battle-round',
        attacker: { player: 'a', era: 'ancient', unit: 'cavalry', roll: 3 },
        defender: { player: 'b', era: 'ancient', unit: 'infantry', roll: 5 },
      },
      {
        kind: 'battle-round',
        attacker: { player: 'a', era: 'ancient', unit: 'cavalry', level: 1, aircraft: null, roll: 3, defendingSettlement: false, wonder: null },
        defender: { player: 'b', era: 'ancient', unit: 'infantry', level: 1, aircraft: null, roll: 5, defendingSettlement: false, wonder: null },
      },
    ],
  ])('entry %j is read with its defaults', (raw, expected) => {
    expect(parseEntry(raw)).toEqual({ ok: true, value: expected });
  });
  test.each([
    [{ kind: 'census' }, 'kind', 'shape/unknown-value'],
    [{ kind: 'critical-roll', dice: [3, 7000] }, 'dice[1]', 'shape/out-of-range'],
    [{ kind: 'critical-roll', dice: [3] }, 'dice', 'shape/out-of-range'],
    [{ kind: 'purchase', player: 'a', items: [{ item: 'army', kind: 'fleet', count: 1 }] }, 'items[0].kind', 'shape/unknown-value'],
    [{ kind: 'purchase', player: 'a', items: [{ item: 'settler', count: 0 }] }, 'items[0].count', 'shape/out-of-range'],
    [{ kind: 'give', from: 'a', to: 'b', gold: -5 }, 'gold', 'shape/out-of-range'],
    [{ kind: 'produce', player: 'a', cityValues: { X: 'four' } }, 'cityValues.X', 'shape/wrong-type'],
    [{ kind: 'claim-wonder', player: 'a', milestone: 'ancient-gold' }, 'milestone', 'shape/unknown-value'],
  ])('entry %j: %s %s', (raw, path, code) => {
    const parsed = parseEntry(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContainEqual(expect.objectContaining({ path, code }));
  });
});
