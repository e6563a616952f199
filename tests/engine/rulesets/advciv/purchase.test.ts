import { describe, expect, test } from 'vitest';
import { ADVCIV } from '../../../../src/engine/rulesets/advciv/ruleset';
import { cardPrice } from '../../../../src/engine/rulesets/advciv/calc/credits';
import { checkPurchase, paymentValue, priceList, whatCanIBuy } from '../../../../src/engine/rulesets/advciv/calc/purchase';
import type { PurchaseEntry } from '../../../../src/engine/rulesets/advciv/entries/purchase';
import { cards, check, codes, FIVE, play, rules, setupOf, stateOf } from './helpers';

const setup = setupOf(FIVE);
const turn = 3;
const civCards = (s: { phase: null }) => s; // phase cursor is free at turn start
const buy = (e: Omit<PurchaseEntry, 'kind' | 'nation' | 'mining'> & { mining?: PurchaseEntry['mining'] }): PurchaseEntry => ({
  kind: 'purchase',
  nation: 'egypt',
  mining: null,
  ...e,
});

describe('advciv 2.8 Democracy example', () => {
  test('Drama & Poetry, Architecture and Literacy reduce Democracy (200) by 45', () => {
    const p = cardPrice(ADVCIV, ['drama-poetry', 'architecture', 'literacy'], 'democracy');
    expect(p.creditTotal).toBe(45);
    expect(p.price).toBe(155);
    expect(p.credits.map((l) => [l.from, l.amount])).toEqual([
      ['drama-poetry', 10],
      ['architecture', 10],
      ['literacy', 25],
    ]);
  });
});

describe('advciv 31.58 no change is given: the Music example', () => {
  // Mysticism held from a previous round; three Grain, two Papyrus, one Hides (45) and ten treasury.
  const state = stateOf(setup, { egypt: { cards: cards('mysticism'), treasury: 10 } }, { turn, ...civCards({ phase: null }) });
  const hand = { grain: 3, papyrus: 2, hides: 1 } as const;
  test('example: 5 credit + 45 cards + 10 treasury = 60 buys Music exactly', () => {
    expect(paymentValue(ADVCIV, hand, null).value).toBe(45);
    expect(check(setup, state, buy({ cards: ['music'], paid: hand, treasury: 10 }))).toEqual([]);
  });
  test.each([
    [9, 'purchase/not-enough-funds', '31.58'],
    [11, 'purchase/treasury-exceeds-holdings', '31.41'],
  ] as const)('paying %i treasury is refused with %s (%s)', (treasury, code, rule) => {
    const vs = check(setup, state, buy({ cards: ['music'], paid: hand, treasury }));
    expect(codes(vs)).toContain(code);
    expect(rules(vs)).toContain(rule);
  });
  test('31.41, R-A4 treasury spent where the cards already cover the price is refused', () => {
    const vs = check(setup, state, buy({ cards: ['pottery'], paid: hand, treasury: 10 }));
    expect(codes(vs)).toEqual(['purchase/treasury-overspent']);
    expect(vs[0]?.cite).toEqual([{ doc: 'advciv', rule: '31.41', ruling: 'R-A4' }]);
  });
  test('31.58 excess commodity value is lost, not refused', () => {
    const p = stateOf(setup, { egypt: { cards: cards('mysticism') } }, { turn });
    const r = checkPurchase(ADVCIV, setup.settings, p.players[4]!, turn, { cards: ['deism'], paid: { grain: 4, salt: 2 }, treasury: 0, mining: null });
    expect(r.violations).toEqual([]);
    expect([r.due, r.value, r.lost]).toEqual([65, 76, 11]);
  });
});

describe('advciv 31.53, 31.54, 31.55 credits', () => {
  test('31.54 Astronomy credits both Coinage and Medicine in one turn, once each (R-A4 pooled)', () => {
    const state = stateOf(setup, { egypt: { cards: cards('astronomy') } }, { turn });
    const r = checkPurchase(ADVCIV, setup.settings, state.players[4]!, turn, { cards: ['coinage', 'medicine'], paid: { gold: 5 }, treasury: 0, mining: null });
    expect(r.due).toBe(90 + 120);
    expect(r.violations).toEqual([]);
  });
  test('31.53 a card acquired this turn gives no credit this turn', () => {
    const state = stateOf(setup, { egypt: { cards: { astronomy: turn } } }, { turn });
    const row = priceList(ADVCIV, state.players[4]!, turn).find((p) => p.card === 'coinage');
    expect(row?.creditTotal).toBe(0);
    expect(row?.held).toBe(false);
  });
  test('31.55 Engineering receives credits from Crafts and Sciences cards', () => {
    expect(cardPrice(ADVCIV, ['pottery', 'astronomy'], 'engineering').creditTotal).toBe(30);
  });
});

describe('advciv 31.61, 31.62 restrictions', () => {
  test.each([
    ['roadbuilding', {}, 'purchase/missing-prerequisite', '31.62'],
    ['roadbuilding', {}, 'purchase/missing-prerequisite', '32.253'],
    ['mining', {}, 'purchase/missing-prerequisite', '32.263'],
    ['roadbuilding', { engineering: turn }, 'purchase/missing-prerequisite', '31.62'], // acquired this turn: not earlier
    ['democracy', { literacy: 1 }, 'purchase/missing-prerequisite', '32.823'],
    ['philosophy', { literacy: 1 }, 'purchase/missing-prerequisite', '32.842'],
    ['monotheism', { mysticism: 1 }, 'purchase/missing-prerequisite', '32.944'],
    ['theology', { mysticism: 1 }, 'purchase/missing-prerequisite', '32.953'],
    ['pottery', { pottery: 1 }, 'purchase/already-held', '31.61'],
  ] as const)('%s with %j is refused: %s (%s)', (card, held, code, rule) => {
    const state = stateOf(setup, { egypt: { cards: held, treasury: 300 } }, { turn });
    const vs = check(setup, state, buy({ cards: [card], paid: { gold: 5, ivory: 4 }, treasury: 0 }));
    expect(codes(vs)).toContain(code);
    expect(rules(vs)).toContain(rule);
  });
  test('31.62 Roadbuilding with Engineering from an earlier turn is accepted', () => {
    const state = stateOf(setup, { egypt: { cards: { engineering: 1 } } }, { turn });
    expect(check(setup, state, buy({ cards: ['roadbuilding'], paid: { gold: 4 }, treasury: 0 }))).toEqual([]);
  });
  test('31.61 the same card twice in one purchase is refused', () => {
    const state = stateOf(setup, {}, { turn });
    expect(codes(check(setup, state, buy({ cards: ['pottery', 'pottery'], paid: { gold: 4 }, treasury: 0 })))).toContain('purchase/duplicate-card');
  });
  test('R-A4 one pooled purchase per player per turn', () => {
    const state = stateOf(setup, {}, { turn, purchased: ['egypt'] });
    expect(codes(check(setup, state, buy({ cards: ['pottery'], paid: { gold: 3 }, treasury: 0 })))).toEqual(['purchase/already-purchased']);
  });
  test("31.71 the hand is kept after purchases: a purchase after the player's hand entry is refused; the next turn it is not", () => {
    const state = stateOf(setup, { egypt: { treasury: 45 } }, { turn });
    const kept = play(setup, state, [{ kind: 'hand', nation: 'egypt', cards: { gold: 3 } }]);
    const v = check(setup, kept, buy({ cards: ['pottery'], paid: {}, treasury: 45 }));
    expect(codes(v)).toEqual(['purchase/after-hand']);
    expect(rules(v)).toEqual(['31.71']);
    expect(check(setup, play(setup, kept, [{ kind: 'ast' }]), buy({ cards: ['pottery'], paid: {}, treasury: 45 }))).toEqual([]);
  });
  test('8.1, 28.52 a set larger than the cards printed is refused', () => {
    const state = stateOf(setup, {}, { turn });
    expect(codes(check(setup, state, buy({ cards: ['pottery'], paid: { ivory: 5 }, treasury: 0 })))).toContain('purchase/set-too-large');
  });
});

describe('advciv 31.57 free cards must be taken (R-A5)', () => {
  // Pottery, Cloth Making, Metalworking, Agriculture, Engineering held: Roadbuilding? 140 - 50 = 90; Pottery-type: none free.
  // Drama & Poetry held + others: Mysticism 50 - (5+5+5+5+5) = 25. Make a free card: Deism 80 with Mysticism 15 ... not free.
  // Military 180 with Metalworking 20 is not free either; a free card needs credits >= cost: Pottery (45) with 60 of credits.
  const held = { 'cloth-making': 1, metalworking: 1, agriculture: 1, engineering: 1, mining: 2 } as const;
  test('Pottery covered by credits (60 >= 45) must be taken with any purchase', () => {
    const state = stateOf(setup, { egypt: { cards: held } }, { turn });
    const vs = check(setup, state, buy({ cards: ['astronomy'], paid: { gold: 4 }, treasury: 0 }));
    expect(codes(vs)).toEqual(['purchase/free-card-not-taken']);
    expect(vs[0]?.cite).toEqual([{ doc: 'advciv', rule: '31.57', ruling: 'R-A5' }]);
    expect(check(setup, state, buy({ cards: ['astronomy', 'pottery'], paid: { gold: 4 }, treasury: 0 }))).toEqual([]);
  });
  test('R-A5 a player who makes neither a purchase nor a hand entry is reminded when the turn ends (33.1)', () => {
    const state = stateOf(setup, { egypt: { cards: held } }, { turn, phase: 'civ-cards' });
    const vs = check(setup, state, { kind: 'ast' });
    expect(vs.map((v) => [v.code, v.params.nation, v.cite])).toEqual([
      ['purchase/free-card-not-taken', 'egypt', [{ doc: 'advciv', rule: '31.57', ruling: 'R-A5' }]],
    ]);
    const took = play(setup, state, [buy({ cards: ['pottery'], paid: {}, treasury: 0 })]);
    expect(check(setup, took, { kind: 'ast' })).toEqual([]);
    const optional = setupOf(FIVE, { freeCards: 'optional' });
    expect(check(optional, stateOf(optional, { egypt: { cards: held } }, { turn }), { kind: 'ast' })).toEqual([]);
  });
  test('R-A5 setting "optional" lets the player leave it', () => {
    const optional = setupOf(FIVE, { freeCards: 'optional' });
    const state = stateOf(optional, { egypt: { cards: held } }, { turn });
    expect(check(optional, state, buy({ cards: ['astronomy'], paid: { gold: 4 }, treasury: 0 }))).toEqual([]);
  });
  test('R-A5 a player who buys nothing is reminded at the hand entry (31.71)', () => {
    const state = stateOf(setup, { egypt: { cards: held } }, { turn });
    expect(codes(check(setup, state, { kind: 'hand', nation: 'egypt', cards: {} }))).toEqual(['purchase/free-card-not-taken']);
  });
});

describe('advciv 32.261, 28.53 Mining (R-A6)', () => {
  const mine = stateOf(setup, { egypt: { cards: { engineering: 1, mining: 2 } } }, { turn });
  test.each([
    [{ iron: 3 }, 'iron', 32, '32.261 example: three Iron count as four'],
    [{ gems: 2 }, 'gems', 72, '32.261 example: two Gems worth 72 rather than 32'],
    [{ bronze: 3 }, 'bronze', 96, '28.53 example: three Bronze 54 -> 96'],
    [{ silver: 5 }, null, 150, '28.53 never beyond the printed limit: five Silver stay 150'],
  ] as const)('%j with Mining on the set is worth %s', (paid, mined, value, _source) => {
    const pv = paymentValue(ADVCIV, paid, Object.keys(paid)[0] as 'iron');
    expect(pv).toEqual({ value, mined });
  });
  test('32.261 Mining cannot raise both Iron and Gems in one turn', () => {
    const used = { ...mine, players: mine.players.map((p) => (p.nation === 'egypt' ? { ...p, miningUsedTurn: turn } : p)) };
    const vs = check(setup, used, buy({ cards: ['pottery'], paid: { gems: 2 }, treasury: 0, mining: 'gems' }));
    expect(codes(vs)).toEqual(['purchase/mining-used']);
    expect(vs[0]?.cite[0]).toEqual({ doc: 'advciv', rule: '28.53', ruling: 'R-A6' });
  });
  test('R-A6 Mining used on a purchase is spent for the turn; an attempt with no effect is not', () => {
    const a = checkPurchase(ADVCIV, setup.settings, mine.players[4]!, turn, { cards: ['pottery'], paid: { iron: 3 }, treasury: 0, mining: 'iron' });
    expect(a.mined).toBe('iron');
    const b = checkPurchase(ADVCIV, setup.settings, mine.players[4]!, turn, { cards: ['astronomy'], paid: { silver: 5 }, treasury: 0, mining: 'silver' });
    expect(b.mined).toBeNull();
  });
  test.each([
    ['mining-not-held', { engineering: 1 }, { iron: 3 }, 'iron', '32.261'],
    // 31.53: cards acquired this turn are collected together; Mining bought now raises no set now.
    ['mining-not-held', { engineering: 1, mining: turn }, { iron: 3 }, 'iron', '32.261'],
    ['mining-not-allowed', { engineering: 1, mining: 1 }, { grain: 3, iron: 1 }, 'grain', '28.53'],
    ['mining-not-allowed', { engineering: 1, mining: 1 }, { grain: 3 }, 'iron', '28.53'],
  ] as const)('purchase/%s (%s)', (code, held, paid, mining, rule) => {
    const state = stateOf(setup, { egypt: { cards: held } }, { turn });
    const vs = check(setup, state, buy({ cards: ['pottery'], paid, treasury: 0, mining }));
    expect(codes(vs)).toContain(`purchase/${code}`);
    expect(rules(vs)).toContain(rule);
  });
});

describe('advciv 31 what can I buy with this hand', () => {
  const state = stateOf(setup, { egypt: { cards: cards('mysticism'), treasury: 10 } }, { turn });
  const egypt = state.players[4]!;
  const answer = whatCanIBuy(ADVCIV, setup.settings, egypt, turn, { grain: 3, papyrus: 2, hides: 1 }, 10);
  test('the Music example hand can buy Music, with nothing left', () => {
    const music = answer.options.find((o) => o.cards.length === 1 && o.cards[0] === 'music');
    expect(music).toMatchObject({ due: 55, treasury: 10, lost: 0, leftover: { hand: {}, treasury: 0 } });
  });
  test('every option is a purchase the engine accepts, and no affordable single card is missing', () => {
    for (const o of answer.options) {
      const r = checkPurchase(ADVCIV, setup.settings, egypt, turn, { cards: o.cards, paid: o.pay.cards, treasury: o.treasury, mining: o.pay.mined });
      expect(r.violations).toEqual([]);
    }
    const singles = priceList(ADVCIV, egypt, turn).filter((p) => !p.held && p.missing.length === 0 && p.price <= 55);
    expect(singles.length).toBeGreaterThan(0);
    for (const s of singles) expect(answer.options.some((o) => o.cards.length === 1 && o.cards[0] === s.card)).toBe(true);
  });
  test('31.58, R-A4 the cheapest payment is chosen: Pottery (45) from Grain 36 + Papyrus 8 + Hides 1, no treasury', () => {
    const pottery = answer.options.find((o) => o.cards.length === 1 && o.cards[0] === 'pottery');
    expect(pottery).toMatchObject({ due: 45, treasury: 0, lost: 0, leftover: { treasury: 10 } });
  });
});
