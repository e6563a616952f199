import { describe, expect, test } from 'vitest';
import { ERAS, type Era } from '../../../../src/engine/rulesets/smc/vocab';
import { advancedSetup, card, check, codes, must, player, settlement, site, standardSetup, stateWith } from './helpers';

describe('smc Standard Rules: Purchase Table, priced by era', () => {
  const setup = standardSetup();
  const prices: Record<'army' | 'fleet' | 'settler', Record<Era, number>> = {
    army: { ancient: 5, medieval: 10, gunpowder: 15, modern: 20 },
    fleet: { ancient: 10, medieval: 20, gunpowder: 30, modern: 40 },
    settler: { ancient: 5, medieval: 10, gunpowder: 15, modern: 20 },
  };
  const rows = ERAS.flatMap((era) => (['army', 'fleet', 'settler'] as const).map((item) => [item, era, prices[item][era]] as const));
  test.each(rows)('%s in the %s era costs %i', (item, era, price) => {
    const s = stateWith(setup, { phase: 'purchase', era }, { angela: { gold: 100 } });
    const entry =
      item === 'army'
        ? ({ item, kind: 'infantry', count: 2, technology: null } as const)
        : item === 'fleet'
          ? ({ item, count: 2, technology: null } as const)
          : ({ item, count: 2 } as const);
    const next = must(setup, s, { kind: 'purchase', player: 'angela', items: [entry] });
    expect(player(next, 'angela').gold).toBe(100 - 2 * price);
  });
  test.each(ERAS.map((era, i) => [era, [5, 10, 15, 20][i] as number] as const))('a village founded in the %s era costs %i and uses a settler', (era, price) => {
    const s = stateWith(setup, { phase: 'purchase', era }, { angela: { gold: 50 } });
    const next = must(setup, s, { kind: 'purchase', player: 'angela', items: [{ item: 'village', site: site('Mississippi', 'wine') }] });
    expect(player(next, 'angela').gold).toBe(50 - price);
    expect(player(next, 'angela').settlers).toBe(1);
    expect(player(next, 'angela').settlements.map((x) => x.region)).toContain('Mississippi');
  });
  test('aircraft only in the modern era, at 40', () => {
    const anc = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 100 } });
    const v = check(setup, anc, { kind: 'purchase', player: 'angela', items: [{ item: 'aircraft', count: 1, technology: null }] });
    expect(codes(v)).toEqual(['smc/purchase/not-in-era']);
    expect(v[0]?.cite[0]?.rule).toBe('Standard Rules: Purchasing military units');
    const mod = stateWith(setup, { phase: 'purchase', era: 'modern' }, { angela: { gold: 100 } });
    expect(player(must(setup, mod, { kind: 'purchase', player: 'angela', items: [{ item: 'aircraft', count: 1, technology: null }] }), 'angela').gold).toBe(60);
  });
  test('units bought belong to the current era', () => {
    const s = stateWith(setup, { phase: 'purchase', era: 'medieval' }, { angela: { gold: 100 } });
    const next = must(setup, s, { kind: 'purchase', player: 'angela', items: [{ item: 'army', kind: 'cavalry', count: 3, technology: null }] });
    expect(player(next, 'angela').units.medieval.cavalry).toBe(3);
  });
  test('purchases only in the purchase phase', () => {
    const s = stateWith(setup, { phase: 'trade' }, { angela: { gold: 100 } });
    expect(codes(check(setup, s, { kind: 'purchase', player: 'angela', items: [{ item: 'settler', count: 1 }] }))).toEqual(['smc/phase/wrong-phase']);
  });
});

describe('smc Standard Rules: Purchasing technologies, 10 + 10 per technology owned', () => {
  const setup = standardSetup();
  test.each([
    [0, 10],
    [1, 20],
    [2, 30],
    [7, 80],
  ])('with %i technologies the next costs %i', (owned, price) => {
    const technologies = Array.from({ length: owned }, (_, i) => ({ id: `t${i}`, era: 'ancient' as const, card: null, how: 'purchase' as const }));
    const s = stateWith(setup, { phase: 'purchase', era: 'medieval' }, { angela: { gold: 200, technologies } });
    const next = must(setup, s, { kind: 'purchase', player: 'angela', items: [{ item: 'technology', card: null, endRoll: null }] });
    expect(player(next, 'angela').gold).toBe(200 - price);
  });
  test('two in one purchase: 10 then 20', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 30 } });
    const t = { item: 'technology', card: null, endRoll: null } as const;
    const next = must(setup, s, { kind: 'purchase', player: 'angela', items: [t, t] });
    expect(player(next, 'angela').gold).toBe(0);
    expect(player(next, 'angela').technologies.map((x) => x.era)).toEqual(['ancient', 'ancient']);
  });
  test('the balance never goes negative: 30 gold does not buy 10 + 20 + 30', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 30 } });
    const t = { item: 'technology', card: null, endRoll: null } as const;
    const v = check(setup, s, { kind: 'purchase', player: 'angela', items: [t, t, t] });
    expect(codes(v)).toEqual(['smc/purchase/not-enough-gold']);
    expect(v[0]?.params).toMatchObject({ index: 2, price: 30, gold: 0 });
  });
  test('a technology card in the standard rules is refused (they are generic)', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 30 } });
    expect(
      codes(check(setup, s, { kind: 'purchase', player: 'angela', items: [{ item: 'technology', card: card('Wheel', 'ancient', 10), endRoll: null }] })),
    ).toEqual(['smc/rules/standard-only']);
  });
  test('none left: the era has 15 ancient technology cards', () => {
    const s = stateWith(setup, { phase: 'purchase', taken: { ancient: 15, medieval: 0, gunpowder: 0, modern: 0 } }, { angela: { gold: 30 } });
    expect(codes(check(setup, s, { kind: 'purchase', player: 'angela', items: [{ item: 'technology', card: null, endRoll: null }] }))).toEqual([
      'smc/technology/none-left',
    ]);
  });
});

describe('smc Standard Rules: Purchase Phase boundaries: exactly enough gold buys, one short is refused', () => {
  const setup = standardSetup();
  test.each([
    // [what, items, gold, allowed] in the medieval era: army 10, fleet 20, settler 10, technology 10 x (0 + 1)
    ['two armies with 20', [{ item: 'army', kind: 'infantry', count: 2, technology: null }], 20, true],
    ['two armies with 19', [{ item: 'army', kind: 'infantry', count: 2, technology: null }], 19, false],
    [
      'a fleet and a technology with 30',
      [
        { item: 'fleet', count: 1, technology: null },
        { item: 'technology', card: null, endRoll: null },
      ],
      30,
      true,
    ],
    [
      'a fleet and a technology with 29',
      [
        { item: 'fleet', count: 1, technology: null },
        { item: 'technology', card: null, endRoll: null },
      ],
      29,
      false,
    ],
    ['a settler with 10', [{ item: 'settler', count: 1 }], 10, true],
    ['a settler with 9', [{ item: 'settler', count: 1 }], 9, false],
  ] as const)('%s', (_what, items, gold, ok) => {
    const s = stateWith(setup, { phase: 'purchase', era: 'medieval' }, { angela: { gold } });
    const v = check(setup, s, { kind: 'purchase', player: 'angela', items });
    if (ok) {
      expect(v).toEqual([]);
      expect(player(must(setup, s, { kind: 'purchase', player: 'angela', items }), 'angela').gold).toBe(0);
    } else {
      expect(codes(v)).toEqual(['smc/purchase/not-enough-gold']);
      expect(v[0]?.cite[0]?.doc).toBe('smc');
    }
  });
  test("the era's supply: the 15th ancient technology can be bought, a 16th cannot", () => {
    const last = stateWith(setup, { phase: 'purchase', taken: { ancient: 14, medieval: 0, gunpowder: 0, modern: 0 } }, { angela: { gold: 10 } });
    expect(check(setup, last, { kind: 'purchase', player: 'angela', items: [{ item: 'technology', card: null, endRoll: null }] })).toEqual([]);
    const none = stateWith(setup, { phase: 'purchase', taken: { ancient: 15, medieval: 0, gunpowder: 0, modern: 0 } }, { angela: { gold: 10 } });
    const v = check(setup, none, { kind: 'purchase', player: 'angela', items: [{ item: 'technology', card: null, endRoll: null }] });
    expect(codes(v)).toEqual(['smc/technology/none-left']);
    expect(v[0]?.cite.map((c) => c.rule)).toEqual(['Contents', 'Standard Rules: The Eras']);
  });
});

describe('smc Standard Rules: Upgrading settlements, one size per settlement per turn', () => {
  const setup = standardSetup();
  const up = (region: string) => ({ item: 'upgrade', region, technology: null }) as const;
  test.each([
    [1, 5],
    [2, 10],
    [3, 20],
  ] as const)('from size %i costs %i (the price does not rise with the era)', (size, price) => {
    const s = stateWith(setup, { phase: 'purchase', era: 'modern' }, { angela: { gold: 50, settlements: [settlement('x', size)] } });
    const next = must(setup, s, { kind: 'purchase', player: 'angela', items: [up('x')] });
    expect(player(next, 'angela').gold).toBe(50 - price);
    expect(player(next, 'angela').settlements[0]?.size).toBe(size + 1);
  });
  test('a second size in the same turn is refused; the next turn it is allowed', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 50, settlements: [settlement('x', 1)] } });
    expect(codes(check(setup, s, { kind: 'purchase', player: 'angela', items: [up('x'), up('x')] }))).toEqual(['smc/purchase/upgraded-this-turn']);
    const once = must(setup, s, { kind: 'purchase', player: 'angela', items: [up('x')] });
    expect(codes(check(setup, once, { kind: 'purchase', player: 'angela', items: [up('x')] }))).toEqual(['smc/purchase/upgraded-this-turn']);
    const later = { ...once, turn: once.turn + 1 };
    expect(player(must(setup, later, { kind: 'purchase', player: 'angela', items: [up('x')] }), 'angela').settlements[0]?.size).toBe(3);
  });
  test('any number of settlements may each grow one size', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 50, settlements: [settlement('x', 1), settlement('y', 2), settlement('z', 3)] } });
    const next = must(setup, s, { kind: 'purchase', player: 'angela', items: [up('x'), up('y'), up('z')] });
    expect(player(next, 'angela').gold).toBe(50 - 5 - 10 - 20);
  });
  test.each([
    ['mountains', 1, 'smc/purchase/terrain-limit'],
    ['jungle', 2, 'smc/purchase/terrain-limit'],
    ['open', 4, 'smc/purchase/max-size'],
  ] as const)('%s: size %i cannot grow', (terrain, size, code) => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 50, settlements: [settlement('x', size, null, { terrain })] } });
    expect(codes(check(setup, s, { kind: 'purchase', player: 'angela', items: [up('x')] }))).toEqual([code]);
  });
  test('a settlement not owned cannot be upgraded', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 50 } });
    expect(codes(check(setup, s, { kind: 'purchase', player: 'angela', items: [up('brad-home-1')] }))).toEqual(['smc/settlement/not-owned']);
  });
});

describe('smc Purchasing new settlements: a settler, one settlement per region, none in a desert', () => {
  const setup = standardSetup();
  test('no settler, no village', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 50, settlers: 0 } });
    expect(codes(check(setup, s, { kind: 'purchase', player: 'angela', items: [{ item: 'village', site: site('Orinoco') }] }))).toEqual([
      'smc/purchase/no-settler',
    ]);
  });
  test('a settler bought this turn cannot found a village this turn; one already on the board can', () => {
    const none = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 50, settlers: 0 } });
    const v = check(setup, none, {
      kind: 'purchase',
      player: 'angela',
      items: [
        { item: 'settler', count: 1 },
        { item: 'village', site: site('Orinoco') },
      ],
    });
    expect(codes(v)).toEqual(['smc/purchase/settler-bought-this-turn']);
    expect(v[0]?.cite.map((c) => c.rule)).toEqual(['Standard Rules: Purchasing new settlements', 'Settlements']);
    // Two on the board, one bought: two villages, not three.
    const two = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 50 } });
    const bought = must(setup, two, {
      kind: 'purchase',
      player: 'angela',
      items: [
        { item: 'settler', count: 1 },
        { item: 'village', site: site('Orinoco') },
        { item: 'village', site: site('Andes') },
      ],
    });
    expect(player(bought, 'angela').settlers).toBe(1);
    expect(codes(check(setup, bought, { kind: 'purchase', player: 'angela', items: [{ item: 'village', site: site('Amazon') }] }))).toEqual([
      'smc/purchase/settler-bought-this-turn',
    ]);
    // Next turn the settler has had its movement phase.
    const later = must(setup, bought, { kind: 'advance-phase' });
    expect(later.settlersBought).toEqual({});
  });
  test('a region with a settlement is taken', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 50 } });
    expect(codes(check(setup, s, { kind: 'purchase', player: 'angela', items: [{ item: 'village', site: site('brad-home-1') }] }))).toEqual([
      'smc/settlement/region-taken',
    ]);
  });
  test('desert', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 50 } });
    expect(
      codes(check(setup, s, { kind: 'purchase', player: 'angela', items: [{ item: 'village', site: site('Gobi', null, { terrain: 'desert' }) }] })),
    ).toEqual(['smc/settlement/desert']);
  });
  test('standard rules: a village built this turn may grow (the one-turn wait is advanced only)', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 50 } });
    const next = must(setup, s, {
      kind: 'purchase',
      player: 'angela',
      items: [
        { item: 'village', site: site('Orinoco') },
        { item: 'upgrade', region: 'Orinoco', technology: null },
      ],
    });
    expect(player(next, 'angela').gold).toBe(40);
  });
});

describe('smc Advanced Rules: Purchasing Military Units, the printed example with fees', () => {
  // Medieval era. Angela owns Chivalry, Brad owns Feudalism, no one owns Engineering.
  const setup = advancedSetup();
  const owned = (name: string) => ({ id: name, era: 'medieval' as const, card: card(name, 'medieval', 60), how: 'purchase' as const });
  // The example does not list her settlements: a metropolis and a village take the five pieces.
  const s = stateWith(
    setup,
    { phase: 'purchase', era: 'medieval' },
    {
      angela: { gold: 100, technologies: [owned('Chivalry')], settlements: [settlement('angela-home-1', 4), settlement('angela-home-2', 1)] },
      brad: { gold: 0, technologies: [owned('Feudalism')] },
    },
  );
  test('two men-at-arms: 20 to the bank and 10 to Brad; three knights: 45 to the bank', () => {
    const next = must(setup, s, {
      kind: 'purchase',
      player: 'angela',
      items: [
        { item: 'army', kind: 'infantry', count: 2, technology: 'Feudalism' },
        { item: 'army', kind: 'cavalry', count: 3, technology: 'Chivalry' },
      ],
    });
    expect(player(next, 'angela').gold).toBe(100 - 30 - 45);
    expect(player(next, 'brad').gold).toBe(10);
  });
  test('the catapult (Engineering) cannot be bought: no one owns Engineering', () => {
    const v = check(setup, s, { kind: 'purchase', player: 'angela', items: [{ item: 'army', kind: 'artillery', count: 1, technology: 'Engineering' }] });
    expect(codes(v)).toEqual(['smc/purchase/technology-not-in-play']);
    expect(v[0]?.cite[0]?.rule).toBe('Advanced Rules: Purchasing Military Units');
  });
  test('advanced units need the allowing technology named', () => {
    expect(codes(check(setup, s, { kind: 'purchase', player: 'angela', items: [{ item: 'fleet', count: 1, technology: null }] }))).toEqual([
      'smc/purchase/technology-required',
    ]);
  });
  test.each([
    ['ancient', 10, 20, 5],
    ['medieval', 15, 30, 5],
    ['gunpowder', 20, 40, 10],
    ['modern', 25, 50, 10],
  ] as const)('%s era: army %i, fleet %i, fee %i per unit', (era, army, fleet, fee) => {
    const st = stateWith(setup, { phase: 'purchase', era }, { angela: { gold: 200 }, brad: { gold: 0, technologies: [owned('Feudalism')] } });
    const next = must(setup, st, {
      kind: 'purchase',
      player: 'angela',
      items: [
        { item: 'army', kind: 'infantry', count: 1, technology: 'Feudalism' },
        { item: 'fleet', count: 1, technology: 'Feudalism' },
      ],
    });
    expect(player(next, 'angela').gold).toBe(200 - army - fleet);
    expect(player(next, 'brad').gold).toBe(2 * fee);
  });
});

describe('smc Advanced Rules: Purchasing Military Units: as many pieces placed per turn as the sizes of the settlements', () => {
  // "You can place a single game piece in a land region with a village, two game pieces in a land
  // region with a town, etc. Fleets ... count towards the number of game pieces."
  const setup = advancedSetup();
  const bronze = { id: 'Bronze Working', era: 'ancient' as const, card: card('Bronze Working', 'ancient', 20), how: 'start' as const };
  const base = stateWith(
    setup,
    { phase: 'purchase' },
    { angela: { gold: 500, technologies: [bronze], settlements: [settlement('a-town', 2), settlement('a-village', 1)] } },
  );
  const army = (count: number) => ({ item: 'army', kind: 'infantry', count, technology: 'Bronze Working' }) as const;
  test.each([
    // [pieces bought: armies, fleets, settlers; a town and a village take 3]
    [3, 0, 0, true],
    [2, 1, 0, true],
    [1, 1, 1, true],
    [4, 0, 0, false],
    [2, 1, 1, false],
  ])('%i armies, %i fleets, %i settlers: allowed %s', (armies, fleets, settlers, ok) => {
    const items = [
      ...(armies > 0 ? [army(armies)] : []),
      ...(fleets > 0 ? [{ item: 'fleet', count: fleets, technology: 'Bronze Working' } as const] : []),
      ...(settlers > 0 ? [{ item: 'settler', count: settlers } as const] : []),
    ];
    const v = check(setup, base, { kind: 'purchase', player: 'angela', items });
    if (ok) expect(v).toEqual([]);
    else {
      expect(codes(v)).toEqual(['smc/purchase/placement-limit']);
      expect(v[0]?.params).toMatchObject({ count: armies + fleets + settlers, max: 3 });
      expect(v[0]?.cite[0]?.rule).toBe('Advanced Rules: Purchasing Military Units');
    }
  });
  test('the limit is per turn: a second purchase entry counts what the first placed; the next turn starts afresh', () => {
    const first = must(setup, base, { kind: 'purchase', player: 'angela', items: [army(2)] });
    expect(first.placed).toEqual({ angela: 2 });
    expect(codes(check(setup, first, { kind: 'purchase', player: 'angela', items: [army(2)] }))).toEqual(['smc/purchase/placement-limit']);
    expect(check(setup, first, { kind: 'purchase', player: 'angela', items: [army(1)] })).toEqual([]);
    const next = must(setup, first, { kind: 'advance-phase' });
    expect(next.placed).toEqual({});
  });
  test('standard rules: no placement limit in the text', () => {
    const std = standardSetup();
    const s = stateWith(std, { phase: 'purchase' }, { angela: { gold: 100 } });
    expect(check(std, s, { kind: 'purchase', player: 'angela', items: [{ item: 'army', kind: 'infantry', count: 6, technology: null }] })).toEqual([]);
  });
});

describe('smc Advanced Rules: settlers, villages, upgrades and improvements', () => {
  const setup = advancedSetup();
  const pottery = { id: 'Pottery', era: 'ancient' as const, card: card('Pottery', 'ancient', 20), how: 'purchase' as const };
  const base = stateWith(setup, { phase: 'purchase', era: 'gunpowder' }, { angela: { gold: 100 }, brad: { gold: 0, technologies: [pottery] } });
  test('settler 10 and village 10 in every era', () => {
    const next = must(setup, base, {
      kind: 'purchase',
      player: 'angela',
      items: [
        { item: 'settler', count: 1 },
        { item: 'village', site: site('Yunnan') },
      ],
    });
    expect(player(next, 'angela').gold).toBe(80);
  });
  test('upgrades cost 20, the allowing technology earns no fee, and not on the turn the village is built', () => {
    const next = must(setup, base, { kind: 'purchase', player: 'angela', items: [{ item: 'upgrade', region: 'angela-home-1', technology: 'Pottery' }] });
    expect(player(next, 'angela').gold).toBe(80);
    expect(player(next, 'brad').gold).toBe(0);
    const v = check(setup, base, {
      kind: 'purchase',
      player: 'angela',
      items: [
        { item: 'village', site: site('Yunnan') },
        { item: 'upgrade', region: 'Yunnan', technology: 'Pottery' },
      ],
    });
    expect(codes(v)).toEqual(['smc/purchase/founded-this-turn']);
    expect(codes(check(setup, base, { kind: 'purchase', player: 'angela', items: [{ item: 'upgrade', region: 'angela-home-1', technology: null }] }))).toEqual([
      'smc/purchase/technology-required',
    ]);
  });
  test('city improvements: 20 in the gunpowder era, 10 of it to the owner, one of each', () => {
    const granary = { item: 'improvement', name: 'Granary', technology: 'Pottery' } as const;
    const next = must(setup, base, { kind: 'purchase', player: 'angela', items: [granary] });
    expect(player(next, 'angela').gold).toBe(80);
    expect(player(next, 'brad').gold).toBe(10);
    expect(codes(check(setup, next, { kind: 'purchase', player: 'angela', items: [granary] }))).toEqual(['smc/purchase/improvement-owned']);
  });
  test('the printed example: Chris buys a granary, a marketplace, a temple and a courthouse, but never two of one', () => {
    const names = ['Granary', 'Marketplace', 'Temple', 'Courthouse'];
    const chris = stateWith(setup, { phase: 'purchase', era: 'ancient' }, { chris: { gold: 100 }, brad: { gold: 0, technologies: [pottery] } });
    const four = must(setup, chris, {
      kind: 'purchase',
      player: 'chris',
      items: names.map((name) => ({ item: 'improvement', name, technology: 'Pottery' }) as const),
    });
    // Ancient era: 10 each, 5 of each to Brad, who owns the allowing technology.
    expect([player(four, 'chris').gold, player(four, 'brad').gold]).toEqual([60, 20]);
    expect(player(four, 'chris').improvements).toEqual(names);
    const v = check(setup, four, { kind: 'purchase', player: 'chris', items: [{ item: 'improvement', name: 'Granary', technology: 'Pottery' }] });
    expect(codes(v)).toEqual(['smc/purchase/improvement-owned']);
    expect(v[0]?.cite[0]?.rule).toBe('Advanced Rules: Purchasing City Improvements');
  });
  test('improvements return to the pool when the era ends', () => {
    const next = must(setup, base, { kind: 'purchase', player: 'angela', items: [{ item: 'improvement', name: 'Granary', technology: 'Pottery' }] });
    const ended = must(setup, { ...next, eraEnd: { player: 'brad', trigger: 'next-era-technology' } }, { kind: 'advance-phase' });
    expect(ended.era).toBe('modern');
    expect(player(ended, 'angela').improvements).toEqual([]);
  });
  test('improvements are advanced only', () => {
    const std = standardSetup();
    const s = stateWith(std, { phase: 'purchase' }, { angela: { gold: 100 } });
    expect(codes(check(std, s, { kind: 'purchase', player: 'angela', items: [{ item: 'improvement', name: 'Granary', technology: 'Pottery' }] }))).toEqual([
      'smc/rules/advanced-only',
    ]);
  });
  test('Selling Military units: horsemen sell for 2 gold each once the medieval era has begun', () => {
    const s = stateWith(
      setup,
      { phase: 'purchase', era: 'medieval' },
      { angela: { gold: 0, units: { ...base.players[0]!.units, ancient: { ...base.players[0]!.units.ancient, cavalry: 3 } } } },
    );
    const next = must(setup, s, { kind: 'purchase', player: 'angela', items: [{ item: 'sell', era: 'ancient', kind: 'cavalry', count: 3 }] });
    expect(player(next, 'angela').gold).toBe(6);
    expect(player(next, 'angela').units.ancient.cavalry).toBe(0);
    expect(codes(check(setup, s, { kind: 'purchase', player: 'angela', items: [{ item: 'sell', era: 'medieval', kind: 'cavalry', count: 1 }] }))).toEqual([
      'smc/purchase/sell-current-era',
    ]);
  });
});

describe('smc Advanced Rules: Purchasing Technologies: printed cost, half for earlier eras, prerequisites in play', () => {
  const setup = advancedSetup();
  const base = stateWith(setup, { phase: 'purchase', era: 'medieval' }, { angela: { gold: 200 } });
  const buy = (c: ReturnType<typeof card>) => ({ kind: 'purchase', player: 'angela', items: [{ item: 'technology', card: c, endRoll: null }] }) as const;
  test('current era at the printed value', () => {
    expect(player(must(setup, base, buy(card('Monarchy', 'medieval', 90, { prerequisites: ['Masonry'] }))), 'angela').gold).toBe(110);
  });
  test.each([
    [80, 40],
    [50, 25],
    [45, 23], // odd printed value: half rounded up (R-S8)
  ])('an earlier era card printed %i costs %i', (cost, price) => {
    expect(player(must(setup, base, buy(card('Horseback Riding', 'ancient', cost))), 'angela').gold).toBe(200 - price);
  });
  test('prerequisites must be in play (owned by anyone), not owned by the buyer', () => {
    const v = check(setup, base, buy(card('Feudalism', 'medieval', 60, { prerequisites: ['Monarchy', 'Wheel'] })));
    expect(codes(v)).toEqual(['smc/technology/prerequisite-missing']);
    expect(v[0]?.params.missing).toEqual(['Monarchy']);
  });
  test('a card already in play cannot be bought again', () => {
    expect(codes(check(setup, base, buy(card('Masonry', 'ancient', 20))))).toEqual(['smc/technology/already-in-play']);
  });
  test('two eras ahead is refused; the next era is open and ends this era', () => {
    expect(codes(check(setup, base, buy(card('Computers', 'modern', 200))))).toEqual(['smc/technology/era-unavailable']);
    const next = must(setup, base, buy(card('Navigation', 'gunpowder', 120)));
    expect(next.eraEnd).toEqual({ player: 'angela', trigger: 'next-era-technology' });
    expect(next.era).toBe('medieval');
  });
  test("the card's wonder and units come with it (Owner Bonus): Feudalism gives Sun Tzu's Art of War", () => {
    const s = stateWith(
      setup,
      { phase: 'purchase', era: 'medieval' },
      { angela: { gold: 200 }, brad: { technologies: [{ id: 'Monarchy', era: 'medieval', card: card('Monarchy', 'medieval', 90), how: 'purchase' }] } },
    );
    // The printed example: the Art of War awards two free medieval infantry, received at once.
    const artOfWar = card('Feudalism', 'medieval', 60, {
      prerequisites: ['Monarchy'],
      wonder: "Sun Tzu's Art of War",
      ownerUnits: [{ era: 'medieval', kind: 'infantry', count: 2 }],
    });
    const next = must(setup, s, buy(artOfWar));
    expect(player(next, 'angela').wonders.map((w) => w.id)).toEqual(["Sun Tzu's Art of War"]);
    expect(player(next, 'angela').units.medieval.infantry).toBe(2);
    expect(player(next, 'angela').gold).toBe(140);
  });
});

describe('smc Advanced Rules: Military Unit Upgrades: catapults become trebuchets when Engineering is purchased', () => {
  test("every player's ancient artillery becomes medieval artillery", () => {
    const setup = advancedSetup();
    const base = stateWith(setup, { phase: 'purchase', era: 'medieval' }, { angela: { gold: 200 } });
    const withCatapults = {
      ...base,
      players: base.players.map((p) => ({ ...p, units: { ...p.units, ancient: { ...p.units.ancient, artillery: p.id === 'brad' ? 1 : 0 } } })),
    };
    const next = must(setup, withCatapults, {
      kind: 'purchase',
      player: 'angela',
      items: [{ item: 'technology', card: card('Engineering', 'medieval', 60), endRoll: null }],
    });
    expect(player(next, 'brad').units.ancient.artillery).toBe(0);
    expect(player(next, 'brad').units.medieval.artillery).toBe(1);
    // Swordsmen do not upgrade: a different era's piece.
    expect(player(next, 'brad').units.ancient.infantry).toBe(2);
  });
});
