/**
 * What the calamity phase leaves for the rest of the turn (state.aftermath): Grain shown against
 * Famine pays for nothing this turn (30.312) and, with variant 39.6, the player who drew Civil War
 * keeps more commodity cards (31.83). Both go through the real entries.
 */
import { describe, expect, test } from 'vitest';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import type { CalamitiesEntry } from '../../../../src/engine/rulesets/advciv/entries/calamity-entry';
import type { CardId } from '../../../../src/engine/rulesets/advciv/cards';
import type { NationId } from '../../../../src/engine/rulesets/advciv/nations';
import type { AdvCivState } from '../../../../src/engine/rulesets/advciv/state';
import { whatCanIBuyView } from '../../../../src/engine/rulesets/advciv/views';
import { cards, check, codes, FIVE, play, rules, setupOf, stateOf, EVERY_STACK_DRAWN } from './helpers';

const L = (tokens: number) => ({ tokens, citiesReduced: [], citiesEliminated: 0 });
const TOKENS: Readonly<Partial<Record<NationId, number>>> = {
  africa: 20,
  illyria: 20,
  crete: 20,
  babylon: 20,
  egypt: 20,
  italy: 0,
  thrace: 0,
  asia: 0,
  assyria: 0,
};
const tokens = (over: Partial<Record<NationId, number>> = {}) => Object.fromEntries(FIVE.map((n) => [n, over[n] ?? TOKENS[n]]));

/** Turn 2, trade phase over, every stack drawn from; three cities each; Crete holds Pottery since turn 1. */
function tradeDone(variants: readonly string[] = [], over: Partial<Record<NationId, Partial<AdvCivState['players'][number]>>> = {}) {
  const setup = setupOf(FIVE, {}, variants as never);
  const base = Object.fromEntries(FIVE.map((n) => [n, { cities: 3, treasury: 0, stock: null, cards: {} }]));
  const state = stateOf(
    setup,
    { ...base, crete: { cities: 3, treasury: 0, stock: null, cards: { pottery: 1 } }, ...over },
    {
      turn: 2,
      phase: 'trade',
      draws: EVERY_STACK_DRAWN,
    },
  );
  return { setup, state };
}

/** Egypt's Famine (30.311): 10 for Egypt, 8 + 8 + 4 for Africa, Illyria and Crete; Crete shows `grain` Grain (30.312). */
const famine = (grain: number): CalamitiesEntry => ({
  kind: 'calamities',
  held: [{ calamity: 'famine', holder: 'egypt', tradedBy: null }],
  tokens: tokens(),
  resolutions: [
    {
      calamity: 'famine',
      assigned: [
        { player: 'africa', amount: 8 },
        { player: 'illyria', amount: 8 },
        { player: 'crete', amount: 4 },
      ],
      losses: { egypt: L(10), africa: L(8), illyria: L(8), crete: L(Math.max(0, 4 - 4 * grain)) },
      ...(grain > 0 ? { grain: { crete: grain } } : {}),
    },
  ],
});

/** Crete buys Agriculture (110 - 10 from Pottery = 100) with `n` Grain (n^2 x 4, 28.51). */
const agricultureWithGrain = (n: number): AdvCivEntry => ({
  kind: 'purchase',
  nation: 'crete',
  cards: ['agriculture'],
  paid: { grain: n },
  treasury: 0,
  mining: null,
});

describe('advciv 30.312 Grain shown against Famine may not be used to acquire civilization cards until the following turn', () => {
  test.each([
    // 8.1: eight Grain cards exist; two shown leave at most six to pay with.
    [2, 6, []],
    [2, 7, ['purchase/shown-cards-used']],
    [1, 7, []],
    [1, 8, ['purchase/shown-cards-used']],
    [0, 8, []],
  ] as const)('%i Grain shown, %i Grain paid: %j', (shown, paid, expected) => {
    const { setup, state } = tradeDone();
    const after = play(setup, state, [famine(shown)]);
    const v = check(setup, after, agricultureWithGrain(paid));
    expect(codes(v)).toEqual(expected);
    if (expected.length > 0) expect(rules(v)).toContain('30.312');
  });

  test('the calamity entry records the Grain shown; the A.S.T. entry ends the turn and frees it', () => {
    const { setup, state } = tradeDone();
    const after = play(setup, state, [famine(2)]);
    expect(after.aftermath?.grainShown).toEqual({ crete: 2 });
    const next = play(setup, after, [{ kind: 'ast' }]);
    expect(next.aftermath).toBeUndefined();
    expect(codes(check(setup, next, agricultureWithGrain(7)))).toEqual([]);
  });

  test('29.1 the calamity phase is entered once a turn', () => {
    const { setup, state } = tradeDone();
    const after = play(setup, state, [famine(0)]);
    const v = check(setup, after, famine(0));
    expect(codes(v)).toContain('calamity/already-resolved');
    expect(rules(v)).toContain('29.1');
    // The next turn's calamities are entered afresh (its trade-card draws made).
    const next = play(setup, after, [{ kind: 'ast' }]);
    expect(codes(check(setup, { ...next, draws: state.draws }, famine(0)))).not.toContain('calamity/already-resolved');
  });

  test('30.312 only a victim of the Famine shows Grain against it', () => {
    const { setup, state } = tradeDone([], { babylon: { cities: 3, treasury: 0, stock: null, cards: { pottery: 1 } } });
    const e = famine(1);
    const withBabylon: CalamitiesEntry = { ...e, resolutions: e.resolutions.map((r) => ({ ...r, grain: { crete: 1, babylon: 2 } })) };
    expect(codes(check(setup, state, withBabylon))).toContain('calamity/not-a-victim');
  });

  test('what can I buy: shown Grain pays nothing this turn but stays in the hand', () => {
    const { setup, state } = tradeDone();
    const after = play(setup, state, [famine(2)]);
    // Three Grain held, two shown: one Grain (4) pays; Pottery's credit cannot bring anything under 4.
    const answer = whatCanIBuyView(setup, after, 'crete', { grain: 3 }, 0);
    expect(answer?.options).toEqual([]);
    const rich = whatCanIBuyView(setup, after, 'crete', { grain: 8 }, 0);
    // Six usable Grain = 144: Agriculture (100) is affordable, paid with 5 Grain (100) exactly; 3 Grain stay.
    const agri = rich?.options.find((o) => o.cards.length === 1 && o.cards[0] === 'agriculture');
    expect(agri?.pay.cards).toEqual({ grain: 5 });
    expect(agri?.leftover.hand).toEqual({ grain: 3 });
    expect(rich?.options.every((o) => (o.pay.cards.grain ?? 0) <= 6)).toBe(true);
  });
});

describe('advciv variant 39.6, 31.83 the player who drew Civil War may keep more commodity cards', () => {
  /** Babylon draws Civil War but has most units in stock: no Civil War (30.411), the card is still his. */
  const civilWar = (): CalamitiesEntry => ({
    kind: 'calamities',
    held: [{ calamity: 'civil-war', holder: 'babylon', tradedBy: null }],
    tokens: tokens({ babylon: 2 }),
    resolutions: [{ calamity: 'civil-war' }],
  });
  const keep = (n: number): AdvCivEntry => ({ kind: 'hand', nation: 'babylon', cards: { ochre: Math.min(n, 7), hides: Math.max(0, n - 7) } });
  const babylon = (held: readonly CardId[]) => ({ babylon: { cities: 1, treasury: 0, stock: null, cards: cards(...held) } });

  test.each([
    // 31.83 example: Democracy and Music let the Babylonian player keep 11 instead of 8.
    ['39.6, Democracy and Music (the example)', ['39.6'], ['democracy', 'music'], 11],
    ['39.6, Music, Drama & Poetry and Democracy (cumulative)', ['39.6'], ['democracy', 'music', 'drama-poetry'], 12],
    ['39.6, no such card', ['39.6'], [], 8],
    ['no variant: 31.71 eight cards', [], ['democracy', 'music'], 8],
  ] as const)('%s: %i cards', (_what, variants, held, limit) => {
    const { setup, state } = tradeDone(variants, babylon(held));
    const after = play(setup, state, [civilWar()]);
    expect(after.aftermath?.civilWar).toBe('babylon');
    expect(codes(check(setup, after, keep(limit)))).toEqual([]);
    const v = check(setup, after, keep(limit + 1));
    expect(codes(v)).toEqual(['hand/over-limit']);
    expect(rules(v)).toContain('31.71');
    if (limit > 8) expect(v[0]?.cite).toContainEqual({ doc: 'advciv', rule: '31.83', variant: '39.6' });
  });

  test('39.6 another player keeps eight, whatever he holds', () => {
    const { setup, state } = tradeDone(['39.6'], { ...babylon([]), egypt: { cities: 3, treasury: 0, stock: null, cards: cards('democracy', 'music') } });
    const after = play(setup, state, [civilWar()]);
    expect(codes(check(setup, after, { kind: 'hand', nation: 'egypt', cards: { ochre: 7, hides: 2 } }))).toEqual(['hand/over-limit']);
  });
});
