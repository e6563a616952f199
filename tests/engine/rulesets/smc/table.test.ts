import { describe, expect, test } from 'vitest';
import type { SmcEntry } from '../../../../src/engine/rulesets/smc/entries/types';
import { addUnits, noUnits } from '../../../../src/engine/rulesets/smc/state';
import { ADVANCE, advancedSetup, card, check, codes, must, player, settlement, site, standardSetup, stateWith } from './helpers';

const give = (from: string, to: string, extra: Partial<Extract<SmcEntry, { kind: 'give' }>>): SmcEntry => ({
  kind: 'give',
  from,
  to,
  gold: 0,
  technologies: [],
  wonders: [],
  settlements: [],
  settlers: 0,
  units: [],
  ...extra,
});

describe('smc Trade Phase: permanent trades of gold, technologies, wonders, settlements and units', () => {
  const setup = standardSetup();
  const s = stateWith(setup, { phase: 'trade' }, { angela: { technologies: [{ id: 'ancient-1', era: 'ancient', card: null, how: 'purchase' }] } });
  test('gold changes hands; never more than the giver has', () => {
    const next = must(setup, s, give('angela', 'brad', { gold: 15 }));
    expect([player(next, 'angela').gold, player(next, 'brad').gold]).toEqual([5, 35]);
    const v = check(setup, s, give('angela', 'brad', { gold: 21 }));
    expect(codes(v)).toEqual(['smc/trade/not-enough-gold']);
    expect(v[0]?.params).toMatchObject({ gold: 20, amount: 21 });
  });
  test('a technology, a settlement, settlers and units move together', () => {
    const next = must(
      setup,
      s,
      give('angela', 'brad', {
        technologies: ['ancient-1'],
        settlements: ['angela-home-2'],
        settlers: 1,
        units: [{ era: 'ancient', kind: 'infantry', count: 2 }],
      }),
    );
    expect(player(next, 'brad').technologies.map((t) => t.id)).toEqual(['ancient-1']);
    expect(player(next, 'brad').settlements.map((x) => x.region)).toEqual(['brad-home-1', 'brad-home-2', 'angela-home-2']);
    expect([player(next, 'angela').settlers, player(next, 'brad').settlers]).toEqual([1, 3]);
    expect([player(next, 'angela').units.ancient.infantry, player(next, 'brad').units.ancient.infantry]).toEqual([0, 4]);
  });
  test('what the giver lacks is refused, each thing by its code', () => {
    const v = check(
      setup,
      s,
      give('brad', 'angela', {
        technologies: ['ancient-1'],
        wonders: ['ancient-villages'],
        settlements: ['angela-home-1'],
        settlers: 3,
        units: [{ era: 'ancient', kind: 'infantry', count: 3 }],
      }),
    );
    expect(codes(v)).toEqual([
      'smc/trade/technology-not-owned',
      'smc/trade/wonder-not-owned',
      'smc/settlement/not-owned',
      'smc/units/not-enough-settlers',
      'smc/units/not-enough',
    ]);
  });
  test('empty trades, trading with oneself and trading outside the trade phase are refused', () => {
    expect(codes(check(setup, s, give('angela', 'brad', {})))).toEqual(['smc/trade/empty']);
    expect(codes(check(setup, s, give('angela', 'angela', { gold: 1 })))).toEqual(['smc/trade/same-player']);
    expect(codes(check(setup, { ...s, phase: 'purchase' }, give('angela', 'brad', { gold: 1 })))).toEqual(['smc/phase/wrong-phase']);
    expect(codes(check(setup, s, give('angela', 'zed', { gold: 1 })))).toEqual(['smc/player/unknown']);
  });
});

describe('smc Exploration markers: Events', () => {
  const setup = standardSetup();
  const s = stateWith(setup, {});
  test('Treasure: 10 gold', () => {
    expect(player(must(setup, s, { kind: 'explore', player: 'brad', event: { type: 'treasure' } }), 'brad').gold).toBe(30);
  });
  test('Free Technology: one of the current era, free', () => {
    const next = must(setup, { ...s, era: 'gunpowder' }, { kind: 'explore', player: 'brad', event: { type: 'free-technology', card: null } });
    expect(player(next, 'brad').technologies).toEqual([{ id: 'gunpowder-1', era: 'gunpowder', card: null, how: 'free' }]);
    expect(player(next, 'brad').gold).toBe(20);
  });
  test('Free Technology in the advanced rules: current era, prerequisites owned', () => {
    const adv = advancedSetup();
    const a = stateWith(adv, {});
    expect(codes(check(adv, a, { kind: 'explore', player: 'brad', event: { type: 'free-technology', card: card('Monarchy', 'medieval', 90) } }))).toEqual([
      'smc/technology/era-unavailable',
    ]);
    expect(
      codes(
        check(adv, a, {
          kind: 'explore',
          player: 'brad',
          event: { type: 'free-technology', card: card('Currency', 'ancient', 40, { prerequisites: ['Bronze Working'] }) },
        }),
      ),
    ).toEqual([]);
  });
  test('Minor Civilization: the roll winner gets a village and an army in the region', () => {
    const next = must(setup, s, { kind: 'explore', player: 'chris', event: { type: 'minor-civilization', site: site('Java', 'spices'), unit: 'cavalry' } });
    expect(player(next, 'chris').settlements.at(-1)).toMatchObject({ region: 'Java', size: 1, resource: 'spices' });
    expect(player(next, 'chris').units.ancient.cavalry).toBe(1);
  });
  test.each([
    ['treasure', { type: 'treasure' } as const, ['smc/explore/no-settler']],
    ['free technology', { type: 'free-technology', card: null } as const, ['smc/explore/no-settler']],
    // The roll's winner takes the minor civilization; he need not be the settler's owner.
    ['minor civilization', { type: 'minor-civilization', site: site('Java'), unit: 'infantry' } as const, []],
  ])('Settlers: only settlers explore: %s without a settler', (_name, event, expected) => {
    const v = check(setup, stateWith(setup, {}, { brad: { settlers: 0 } }), { kind: 'explore', player: 'brad', event });
    expect(codes(v)).toEqual(expected);
    if (expected.length > 0) expect(v[0]?.cite[0]).toEqual({ doc: 'smc', rule: 'Settlers' });
  });
  test('only in the movement phase', () => {
    expect(codes(check(setup, { ...s, phase: 'production' }, { kind: 'explore', player: 'brad', event: { type: 'treasure' } }))).toEqual([
      'smc/phase/wrong-phase',
    ]);
  });
});

describe('smc Exploration markers: Plague, the printed example (gunpowder era)', () => {
  // Angela: town in Tanganika, village in Eritrea, two dragoons in Kalahari, a settler in Funa.
  // Brad: a musketman and a cannon in Atlantia, a city in Nigeria. The map decides; the table enters it.
  const setup = standardSetup();
  const s = stateWith(
    setup,
    { era: 'gunpowder' },
    {
      angela: { settlements: [settlement('Tanganika', 2), settlement('Eritrea', 1)], units: addUnits(noUnits(), 'gunpowder', 'cavalry', 2), settlers: 1 },
      brad: { settlements: [settlement('Nigeria', 3)], units: addUnits(addUnits(noUnits(), 'gunpowder', 'infantry', 1), 'gunpowder', 'artillery', 1) },
    },
  );
  test("Angela's settler and dragoons are lost, her town becomes a village", () => {
    const next = must(setup, s, {
      kind: 'lose',
      player: 'angela',
      units: [{ era: 'gunpowder', kind: 'cavalry', count: 2 }],
      settlers: 1,
      reduce: ['Tanganika'],
    });
    expect(player(next, 'angela').settlements.map((x) => x.size)).toEqual([1, 1]);
    expect(player(next, 'angela').units.gunpowder.cavalry).toBe(0);
    expect(player(next, 'angela').settlers).toBe(0);
  });
  test("Brad's city becomes a town; his musketman and cannon are lost", () => {
    const next = must(setup, s, {
      kind: 'lose',
      player: 'brad',
      units: [
        { era: 'gunpowder', kind: 'infantry', count: 1 },
        { era: 'gunpowder', kind: 'artillery', count: 1 },
      ],
      settlers: 0,
      reduce: ['Nigeria'],
    });
    expect(player(next, 'brad').settlements[0]?.size).toBe(2);
  });
  test('villages cannot be reduced by a plague', () => {
    const v = check(setup, s, { kind: 'lose', player: 'angela', units: [], settlers: 0, reduce: ['Eritrea'] });
    expect(codes(v)).toEqual(['smc/losses/village']);
    expect(v[0]?.cite[0]?.rule).toBe('Exploration markers: Plague');
  });
});

describe('smc capturing settlements', () => {
  test('standard: the settlement changes owner with its size and city card', () => {
    const setup = standardSetup();
    const s = stateWith(setup, {}, { chris: { settlements: [settlement('Orinoco', 4, 'oil'), settlement('Gran Chaco', 1)] } });
    const next = must(setup, s, { kind: 'capture', from: 'chris', to: 'brad', region: 'Orinoco' });
    expect(player(next, 'brad').settlements.at(-1)).toMatchObject({ region: 'Orinoco', size: 4, resource: 'oil' });
    expect(player(next, 'chris').settlements.map((x) => x.region)).toEqual(['Gran Chaco']);
  });
  test('advanced: losing the last settlement eliminates: gold and wonders to the captor, technologies set aside', () => {
    const setup = advancedSetup();
    const s = stateWith(
      setup,
      {},
      { chris: { gold: 33, settlements: [settlement('Orinoco', 2)], wonders: [{ id: 'Great Wall', era: 'ancient', how: 'purchase' }] } },
    );
    const next = must(setup, s, { kind: 'capture', from: 'chris', to: 'brad', region: 'Orinoco' });
    expect(player(next, 'chris').eliminated).toBe(true);
    expect(player(next, 'brad').gold).toBe(53);
    expect(player(next, 'brad').wonders.map((w) => w.id)).toEqual(['Great Wall']);
    expect(next.setAside.map((c) => c.name)).toEqual(['Masonry']);
    // Set-aside technologies still count as in play but pay no fee.
    const buy = must(
      setup,
      { ...next, phase: 'purchase' },
      { kind: 'purchase', player: 'angela', items: [{ item: 'army', kind: 'infantry', count: 1, technology: 'Masonry' }] },
    );
    expect(player(buy, 'angela').gold).toBe(10);
    expect(codes(check(setup, next, { kind: 'explore', player: 'chris', event: { type: 'treasure' } }))).toEqual(['smc/player/eliminated']);
  });
  test('the starting player skips an eliminated player', () => {
    const setup = advancedSetup();
    const s = stateWith(setup, { phase: 'purchase' }, { brad: { eliminated: true, settlements: [] } });
    expect(must(setup, s, ADVANCE).startingPlayer).toBe('chris');
  });
});

describe("smc Advanced Rules: the long game's declared victories and total conquest", () => {
  const setup = advancedSetup('long');
  test('the United Nations owner may declare a diplomatic victory; the game ends at the end of the turn', () => {
    const s = stateWith(setup, { phase: 'trade' }, { brad: { wonders: [{ id: 'United Nations', era: 'modern', how: 'purchase' }] } });
    const declared = must(setup, s, { kind: 'declare-victory', player: 'brad', victory: 'diplomatic' });
    expect(declared.gameEnd).toEqual({ victory: 'diplomatic', player: 'brad' });
    expect(codes(check(setup, s, { kind: 'declare-victory', player: 'angela', victory: 'military' }))).toEqual(['smc/victory/wonder-required']);
    const over = must(setup, { ...declared, phase: 'purchase' }, ADVANCE);
    expect(over.over?.victory).toBe('diplomatic');
  });
  test('only in the long game', () => {
    const short = advancedSetup('short');
    expect(codes(check(short, stateWith(short, {}), { kind: 'declare-victory', player: 'brad', victory: 'diplomatic' }))).toEqual([
      'smc/victory/long-game-only',
    ]);
  });
  test('the colony ship: 200 gold once Fusion is in play; the game ends at the end of the turn', () => {
    const fusion = { id: 'Fusion', era: 'modern' as const, card: card('Fusion', 'modern', 150), how: 'purchase' as const };
    const s = stateWith(setup, { phase: 'purchase', era: 'modern' }, { angela: { gold: 250 }, chris: { technologies: [fusion] } });
    const bought = must(setup, s, { kind: 'purchase', player: 'angela', items: [{ item: 'colony-ship' }] });
    expect(player(bought, 'angela').gold).toBe(50);
    expect(bought.gameEnd?.victory).toBe('space');
    expect(
      codes(
        check(setup, stateWith(setup, { phase: 'purchase', era: 'modern' }, { angela: { gold: 250 } }), {
          kind: 'purchase',
          player: 'angela',
          items: [{ item: 'colony-ship' }],
        }),
      ),
    ).toEqual(['smc/purchase/colony-ship-unavailable']);
  });
  test('total conquest: one player with settlements at the end of a turn', () => {
    const s = stateWith(setup, { phase: 'purchase' }, { angela: { settlements: [] }, brad: { settlements: [] } });
    expect(must(setup, s, ADVANCE).over).toEqual({ victory: 'conquest', player: 'chris' });
  });
});
