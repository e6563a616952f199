import { describe, expect, test } from 'vitest';
import { commodityCardsMax, handCountOf } from '../../../../src/engine/rulesets/advciv/calc/hands';
import { parseAdvCivEntry } from '../../../../src/engine/rulesets/advciv/parse';
import { playerViews } from '../../../../src/engine/rulesets/advciv/views/players';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import type { CalamitiesEntry } from '../../../../src/engine/rulesets/advciv/entries/calamity-entry';
import type { CalamityId, CommodityId } from '../../../../src/engine/rulesets/advciv/commodities';
import type { NationId } from '../../../../src/engine/rulesets/advciv/nations';
import type { AdvCivState, Hand } from '../../../../src/engine/rulesets/advciv/state';
import type { VariantId } from '../../../../src/engine/rulesets/advciv/variants';
import { check, codes, play, rules, setupOf, stateOf } from './helpers';

// Three players in turn 2 after the trade-card draws: Africa kept two Grain last turn and drew from
// stacks 1-3; Italy kept nothing and drew from stacks 1-2; Crete kept three Ochre and drew from 1-3.
const THREE: readonly NationId[] = ['africa', 'italy', 'crete'];
const setup = (variants: VariantId[] = []) => setupOf(THREE, {}, variants);
const DRAWS: AdvCivState['draws'] = [
  { nation: 'italy', stacks: [1, 2], bought: 0 },
  { nation: 'africa', stacks: [1, 2, 3], bought: 0 },
  { nation: 'crete', stacks: [1, 2, 3], bought: 0 },
];
const kept: Partial<Record<NationId, Hand>> = { africa: { grain: 2 }, crete: { ochre: 3 } };
const drawn = (variants: VariantId[] = [], handsKnown: readonly NationId[] = THREE): AdvCivState =>
  stateOf(setup(variants), Object.fromEntries(THREE.map((n) => [n, { cities: n === 'italy' ? 2 : 3, hand: kept[n] ?? {}, treasury: 10 }])), {
    turn: 2,
    phase: 'trade-cards',
    draws: DRAWS,
    handsKnown,
  });

const side = (cards: number, named: CommodityId[], calamities: CalamityId[] = []) => ({ cards, named, calamities });
const trade = (from: NationId, to: NationId, gave = side(3, ['grain', 'ochre']), got = side(3, ['ochre', 'hides'])): AdvCivEntry => ({
  kind: 'trade',
  from,
  to,
  gave,
  got,
});
const buy = (nation: NationId, paid: Hand): AdvCivEntry => ({ kind: 'purchase', nation, cards: [], paid, treasury: 0, mining: null });
const keep = (nation: NationId, cards: Hand): AdvCivEntry => ({ kind: 'hand', nation, cards });
const noCalamities = (held: CalamitiesEntry['held'] = []): CalamitiesEntry => ({
  kind: 'calamities',
  held,
  tokens: { africa: 0, italy: 0, crete: 0 },
  resolutions: [],
});

describe('advciv 27.2, 31.71 the cards a player holds: kept last turn plus drawn this turn', () => {
  test('27.2 Africa kept 2 and drew 3: 5 cards; Italy kept 0 and drew 2; 28.3 Italy cannot trade, so his 2 are exact', () => {
    const s = drawn();
    expect(handCountOf(s, 'africa')).toMatchObject({ kept: 2, drawn: 3, ifRecorded: 5, exact: false });
    expect(handCountOf(s, 'italy')).toMatchObject({ kept: 0, drawn: 2, max: 2, exact: true });
  });
  test('31.71 a hand not entered last turn is not known: nothing is bounded', () => {
    expect(handCountOf(drawn([], ['africa', 'crete']), 'italy')).toMatchObject({ kept: null, max: null });
    expect(codes(check(setup(), drawn([], ['africa', 'crete']), buy('italy', { salt: 9 })))).toEqual([]);
  });
});

describe('advciv 28.3 trading: three cards or more on each side, two named truly', () => {
  test.each([
    ['28.3 a player with fewer than three trade cards may not trade (Italy holds 2)', trade('italy', 'africa'), 'trade/hand-too-small'],
    ['28.3 each side gives at least three cards', trade('africa', 'crete', side(2, ['grain', 'ochre'])), 'trade/too-few-cards'],
    ['28.3 at least two of the cards are named', trade('africa', 'crete', side(3, ['grain'])), 'trade/too-few-named'],
    ['28.3 no more cards named than given', trade('africa', 'crete', side(3, ['grain', 'ochre', 'hides', 'salt'])), 'trade/more-named-than-cards'],
    ['28.3 no more cards given than held (Africa holds 5)', trade('africa', 'crete', side(6, ['grain', 'ochre'])), 'trade/more-than-held'],
    ['28.3 a named card is one he can hold: no Gold without stack 9', trade('africa', 'crete', side(3, ['gold', 'grain'])), 'trade/named-not-held'],
    ['28.2 a deal is between two players', trade('africa', 'africa'), 'trade/same-player'],
  ] as const)('%s', (_rule, entry, code) => {
    const v = check(setup(), drawn(), entry);
    expect(codes(v)).toContain(code);
    expect(rules(v)).toContain(code === 'trade/same-player' ? '28.2' : '28.3');
  });
  test('28.3 a truthful trade of three for four is recorded and the counts follow it', () => {
    const s = play(setup(), drawn(), [trade('africa', 'crete', side(3, ['grain', 'iron']), side(4, ['ochre', 'hides']))]);
    expect(handCountOf(s, 'africa')).toMatchObject({ received: 4, given: 3, max: 6, exact: true });
    expect(handCountOf(s, 'crete')).toMatchObject({ received: 3, given: 4, max: 5, exact: true });
    // Italy could not trade (2 cards): still exactly 2.
    expect(handCountOf(s, 'italy')).toMatchObject({ max: 2, exact: true });
  });
});

describe('advciv 27.3, 29.2, 29.3 calamities passed in trade', () => {
  const passFamine = trade('africa', 'crete', side(3, ['grain', 'ochre'], ['famine']));
  test('27.3, 29.2 a non-tradable calamity (Famine) stays with the player who drew it', () => {
    const v = check(setup(), drawn(), passFamine);
    expect(codes(v)).toEqual(['trade/calamity-not-tradable']);
    expect(rules(v)).toEqual(['27.3', '29.2']);
  });
  test('39.3 with unlimited trading of calamities, Famine may be passed on', () => {
    expect(codes(check(setup(['39.3']), drawn(['39.3']), passFamine))).toEqual([]);
  });
  test('29.3 a tradable calamity may be traded again and again, only by whoever holds it', () => {
    const toCrete = trade('africa', 'crete', side(3, ['grain', 'ochre'], ['superstition']));
    // Italy drew no card of stack 3: he cannot hold Superstition.
    expect(codes(check(setup(), drawn(), trade('crete', 'italy', side(3, ['ochre', 'hides']))))).toContain('trade/hand-too-small');
    const s = play(setup(), drawn(), [toCrete]);
    // Africa passed it on: he cannot pass it again; Crete can pass it back.
    expect(codes(check(setup(), s, trade('africa', 'crete', side(3, ['grain', 'ochre'], ['superstition']))))).toContain('trade/calamity-not-held');
    expect(codes(check(setup(), s, trade('crete', 'africa', side(3, ['ochre', 'hides'], ['superstition']))))).toEqual([]);
  });
  test('29.3, 29.61 the calamity entry names the holder and trader the recorded trades leave', () => {
    const s = play(setup(), drawn(), [trade('africa', 'crete', side(3, ['grain', 'ochre'], ['superstition']))]);
    const at = (held: CalamitiesEntry['held']) => codes(check(setup(), s, noCalamities(held)));
    expect(at([{ calamity: 'superstition', holder: 'crete', tradedBy: 'africa' }])).not.toContain('calamity/trade-mismatch');
    expect(at([{ calamity: 'superstition', holder: 'africa', tradedBy: null }])).toContain('calamity/trade-mismatch');
    expect(at([])).toContain('calamity/trade-mismatch');
    // A calamity no recorded trade passed cannot have been traded.
    expect(at([{ calamity: 'treachery', holder: 'crete', tradedBy: 'africa' }])).toContain('calamity/trade-not-recorded');
  });
});

describe('advciv 39.6 (27.31) the Civil War holder trades no card at all', () => {
  test('a recorded trade of the player revealed as Civil War holder is refused at the calamity entry', () => {
    // Crete drew stack 4 here (Civil War) and traded with Africa.
    const s0 = { ...drawn(['39.6']), draws: [...DRAWS.filter((d) => d.nation !== 'crete'), { nation: 'crete' as const, stacks: [1, 2, 3, 4], bought: 0 }] };
    const s = play(setup(['39.6']), s0, [trade('africa', 'crete')]);
    const v = check(setup(['39.6']), s, noCalamities([{ calamity: 'civil-war', holder: 'crete', tradedBy: null }]));
    expect(codes(v)).toContain('calamity/civil-war-no-trade');
    expect(v.find((x) => x.code === 'calamity/civil-war-no-trade')?.cite).toEqual([{ doc: 'advciv', rule: '27.31', variant: '39.6' }]);
  });
});

describe('advciv 31.1, 31.71 commodity cards turned in and kept are cards the player holds', () => {
  test('31.1 Africa (5 cards, no trade possible for Italy but possible for him) is bounded by the cards in play until trades are recorded', () => {
    // Unrecorded trades could have brought him any card in play: 5 + 2 + 6 = 13.
    expect(commodityCardsMax(drawn(), 'africa')).toBe(13);
    expect(codes(check(setup(), drawn(), buy('africa', { salt: 9, grain: 5 })))).toContain('purchase/more-than-held');
  });
  test('31.1 with the trades recorded, the count is exact: 6 after three for four', () => {
    const s = play(setup(), drawn(), [trade('africa', 'crete', side(3, ['grain', 'iron']), side(4, ['ochre', 'hides']))]);
    expect(codes(check(setup(), s, buy('africa', { grain: 2, ochre: 4 })))).toEqual([]);
    const v = check(setup(), s, buy('africa', { grain: 2, ochre: 5 }));
    expect(codes(v)).toContain('purchase/more-than-held');
    expect(rules(v)).toContain('31.1');
    expect(v.find((x) => x.code === 'purchase/more-than-held')?.params).toMatchObject({ cards: 7, max: 6 });
  });
  test('29.7 a calamity held at the end of trading is not a commodity card: Italy holds 2 cards, one of them Treachery', () => {
    // As the calamity entry leaves it (aftermathOf): Italy held one calamity at the end of trading.
    const s: AdvCivState = { ...drawn(), phase: 'calamities', aftermath: { grainShown: {}, civilWar: null, calamitiesHeld: { italy: 1 }, calamitiesTotal: 1 } };
    expect(commodityCardsMax(s, 'italy')).toBe(1);
    expect(codes(check(setup(), s, buy('italy', { ochre: 2 })))).toContain('purchase/more-than-held');
  });
  test('31.71 the hand kept is at most what is left after the purchase', () => {
    const s = play(setup(), drawn(), [buy('italy', { ochre: 1 })]);
    expect(codes(check(setup(), s, keep('italy', { iron: 1 })))).toEqual([]);
    const v = check(setup(), s, keep('italy', { iron: 1, hides: 1 }));
    expect(codes(v)).toEqual(['hand/more-than-held']);
    expect(rules(v)).toContain('31.71');
  });
  test('27.2 of each commodity, only cards he can hold: no Gold without stack 9; one Ochre from one draw of stack 1', () => {
    const v = check(setup(), drawn(), buy('italy', { gold: 1 }));
    expect(codes(v)).toEqual(['purchase/commodity-not-held']);
    expect(rules(v)).toEqual(['31.1', '27.2', '28.3']);
    const s = play(setup(), drawn(), [buy('italy', { ochre: 1 })]);
    expect(codes(check(setup(), s, keep('italy', { ochre: 1 })))).toEqual(['hand/commodity-not-held']);
  });
  test('31.71 the hands entered this turn are known next turn', () => {
    const s = play(setup(), drawn(), [keep('africa', { grain: 2 }), keep('italy', {}), { kind: 'ast' }]);
    expect(s.handsKnown).toEqual(['africa', 'italy']);
    expect(handCountOf(s, 'crete')?.max).toBeNull();
  });
});

describe('the trade entry is read from a record like every other kind', () => {
  test('parse keeps the sides; calamities default to none', () => {
    const raw = {
      kind: 'trade',
      from: 'africa',
      to: 'crete',
      gave: { cards: 3, named: ['grain', 'iron'] },
      got: { cards: 4, named: ['ochre', 'hides'], calamities: ['superstition'] },
    };
    const r = parseAdvCivEntry(raw);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toEqual({ ...raw, gave: { ...raw.gave, calamities: [] } });
    expect(parseAdvCivEntry({ ...raw, gave: { cards: 3, named: ['famine'] } }).ok).toBe(false);
  });
});

describe('advciv 30.312 Grain shown against Famine may not be used to acquire civilization cards this turn', () => {
  // Africa (Pottery) kept two Grain and drew from stacks 1-3 (no Grain there); nobody else has three
  // cards to trade with him (28.3): he holds exactly his two Grain and shows both against Famine.
  const famineShown = (grain: number): AdvCivState => ({
    ...stateOf(
      setup(),
      {
        africa: { cities: 3, hand: { grain: 2 }, cards: { pottery: 1 } },
        italy: { cities: 2, hand: {} },
        crete: { cities: 0, hand: {} },
      },
      { turn: 2, phase: 'calamities', draws: DRAWS.filter((d) => d.nation !== 'crete'), handsKnown: THREE },
    ),
    aftermath: { grainShown: { africa: grain }, civilWar: null, calamitiesHeld: { africa: 1 }, calamitiesTotal: 1 },
  });
  test.each([
    [2, 1, ['purchase/shown-cards-used']],
    [1, 1, []],
    [1, 2, ['purchase/shown-cards-used']],
    [0, 2, []],
  ] as const)('%i Grain shown of the 2 he holds, %i paid: %j', (shown, paid, expected) => {
    const v = check(setup(), famineShown(shown), buy('africa', { grain: paid }));
    expect(codes(v).filter((c) => c.startsWith('purchase/shown'))).toEqual(expected);
    if (expected.length > 0) expect(rules(v)).toContain('30.312');
  });
});

describe('advciv 27.2, 27.3 the players view tells what the entries say of each hand this turn', () => {
  test('27.3 the stacks drawn say which non-tradable calamities only that player can hold', () => {
    const v = playerViews(setup(), drawn());
    const of = (n: NationId) => v.find((x) => x.player.nation === n)?.turnHand;
    expect(of('africa')).toMatchObject({ stacks: [1, 2, 3], nonTradable: ['volcano', 'famine'], cards: 13, exact: false });
    expect(of('italy')).toMatchObject({ stacks: [1, 2], nonTradable: ['volcano'], cards: 2, exact: true });
    expect(of('crete')?.cite.map((c) => c.rule)).toEqual(['27.2', '27.3', '28.3', '31.71']);
  });
  test('before the draws nothing is shown', () => {
    expect(playerViews(setup(), { ...drawn(), draws: [] }).every((x) => x.turnHand === undefined)).toBe(true);
  });
});
