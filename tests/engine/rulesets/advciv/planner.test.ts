import { describe, expect, test } from 'vitest';
import { ADVCIV } from '../../../../src/engine/rulesets/advciv/ruleset';
import { planEntry, planPurchase, type PlanGoal, type PlanInput, type PurchasePlan } from '../../../../src/engine/rulesets/advciv/calc/planner';
import type { AdvCivPlayer, AdvCivState, Hand } from '../../../../src/engine/rulesets/advciv/state';
import { unusableCards } from '../../../../src/engine/rulesets/advciv/entries/purchase';
import { purchasePlanView } from '../../../../src/engine/rulesets/advciv/views';
import { cards, check, FIVE, setupOf, stateOf } from './helpers';

const setup = setupOf(FIVE);
const turn = 3;
const egyptOf = (s: AdvCivState): AdvCivPlayer => s.players.find((p) => p.nation === 'egypt')!;

function plan(state: AdvCivState, hand: Hand, goal: PlanGoal, extra: Partial<PlanInput> = {}, s = setup) {
  const egypt = egyptOf(state);
  return planPurchase({
    ruleset: ADVCIV,
    settings: s.settings,
    player: egypt,
    turn: state.turn,
    hand,
    treasury: egypt.treasury,
    unusable: unusableCards(state, 'egypt'),
    goal,
    ...extra,
  });
}

const names = (p: PurchasePlan | undefined) => [...(p?.cards ?? [])].sort();
const codesOf = (p: PurchasePlan | undefined) => p?.reasons.map((r) => r.code) ?? [];

/** Every plan listed is a purchase the engine accepts when entered. */
function expectAccepted(state: AdvCivState, plans: readonly PurchasePlan[], s = setup) {
  for (const p of plans) expect(check(s, state, planEntry('egypt', p))).toEqual([]);
}

describe('advciv 31.58 no change is given: the Music example is the first plan for most points', () => {
  // Mysticism held from a previous round; three Grain, two Papyrus, one Hides (45) and ten treasury.
  const state = stateOf(setup, { egypt: { cards: cards('mysticism'), treasury: 10 } }, { turn });
  const hand = { grain: 3, papyrus: 2, hides: 1 } as const;
  const answer = plan(state, hand, { kind: 'points' });
  test('Music (60) for 5 credit + 45 in cards + 10 treasury, nothing left and nothing lost', () => {
    const first = answer.plans[0];
    expect(first?.cards).toEqual(['music']);
    expect(first?.payment).toMatchObject({ due: 55, paid: hand, paidValue: 45, treasury: 10, lost: 0, keptTreasury: 0, keptValue: 0 });
    expect(first?.reasons.find((r) => r.code === 'plan/price')?.params).toEqual({ card: 'music', cost: 60, credits: 5, price: 55 });
    expect(first?.reasons.find((r) => r.code === 'plan/treasury')?.cite).toEqual([{ doc: 'advciv', rule: '31.41', ruling: 'R-A4' }]);
  });
  test('Drama & Poetry, as many points, follows: Music gives more credits toward later cards (32.622, 32.612)', () => {
    expect(answer.plans[1]?.cards).toEqual(['drama-poetry']);
    expect(answer.plans[0]!.creditsGained).toBeGreaterThan(answer.plans[1]!.creditsGained);
  });
  test('every plan listed is accepted by the purchase check', () => expectAccepted(state, answer.plans));
});

describe('advciv 31.54 Astronomy credits Coinage and Medicine once each in one pooled purchase (R-A4)', () => {
  const state = stateOf(setup, { egypt: { cards: cards('astronomy') } }, { turn });
  const answer = plan(state, { gold: 5 }, { kind: 'points' }, { limit: Number.POSITIVE_INFINITY });
  test('Coinage and Medicine for 90 + 120 = 210 is a listed plan, paid with the five Gold (15 lost, 31.58)', () => {
    const both = answer.plans.find((p) => names(p).join() === 'coinage,medicine');
    expect(both?.payment).toMatchObject({ due: 210, paid: { gold: 5 }, treasury: 0, lost: 15 });
    expect(codesOf(both)).toContain('plan/change-lost');
  });
  test('no listed plan beats the first for points (35.1 A), and all are accepted', () => {
    for (const p of answer.plans) expect(p.points).toBeLessThanOrEqual(answer.plans[0]!.points);
    expect(answer.plans[0]!.points).toBe(250);
    expectAccepted(state, answer.plans);
  });
});

describe('advciv 28.53, 32.261 Mining raises one set turned in (R-A6)', () => {
  test.each([
    [{ bronze: 3 }, 'bronze', 96, '28.53 example: three Bronze 54 -> 96'],
    [{ iron: 3 }, 'iron', 32, '32.261 example: three Iron count as four'],
    [{ gems: 2, iron: 3 }, 'gems', 72 + 18, '32.261 example: Gems 32 -> 72, never both Gems and Iron'],
  ] as const)('%j: Mining on %s, funds %i (%s)', (hand, mined, funds, _source) => {
    const state = stateOf(setup, { egypt: { cards: { engineering: 1, mining: 2 } } }, { turn });
    const answer = plan(state, hand, { kind: 'points' });
    expect(answer.funds).toBe(funds);
    const top = answer.plans.find((p) => p.payment.paidValue === funds);
    expect(top?.payment.mining).toBe(mined);
    expect(top?.reasons.find((r) => r.code === 'plan/mining')?.cite.map((c) => c.rule)).toEqual(['28.53', '32.261']);
    expectAccepted(state, answer.plans);
  });
  test('R-A6 Mining used this turn raises nothing', () => {
    const state = stateOf(setup, { egypt: { cards: { engineering: 1, mining: 2 }, miningUsedTurn: turn } }, { turn });
    expect(plan(state, { bronze: 3 }, { kind: 'points' }).funds).toBe(54);
  });
  test('31.53 Mining bought this turn raises nothing this turn', () => {
    const state = stateOf(setup, { egypt: { cards: { engineering: 1, mining: turn } } }, { turn });
    expect(plan(state, { bronze: 3 }, { kind: 'points' }).funds).toBe(54);
  });
});

describe('advciv 31.53, 31.62 credits and prerequisites count only from an earlier turn', () => {
  test('31.62 Engineering acquired this turn: neither Roadbuilding nor Mining is ever planned', () => {
    const state = stateOf(setup, { egypt: { cards: { engineering: turn }, treasury: 60 } }, { turn });
    const answer = plan(state, { gold: 5, ivory: 4 }, { kind: 'points' }, { limit: Number.POSITIVE_INFINITY });
    expect(answer.plans.length).toBeGreaterThan(0);
    for (const p of answer.plans) expect(p.cards.some((c) => c === 'roadbuilding' || c === 'mining')).toBe(false);
  });
  test('31.62 with Engineering from an earlier turn, Mining is planned', () => {
    const state = stateOf(setup, { egypt: { cards: { engineering: 1 } } }, { turn });
    const answer = plan(state, { gold: 5 }, { kind: 'points' }, { limit: Number.POSITIVE_INFINITY });
    expect(answer.plans.some((p) => p.cards.includes('mining'))).toBe(true);
  });
  test('31.53 Astronomy acquired this turn gives Coinage no credit', () => {
    const state = stateOf(setup, { egypt: { cards: { astronomy: turn } } }, { turn });
    const coinage = plan(state, { gold: 4 }, { kind: 'points' }, { limit: Number.POSITIVE_INFINITY }).plans.find((p) => names(p).join() === 'coinage');
    expect(coinage?.payment.due).toBe(110);
  });
});

describe('advciv 31.57 free cards (R-A5)', () => {
  const held = { 'cloth-making': 1, metalworking: 1, agriculture: 1, engineering: 1, mining: 2 } as const;
  test('required: every plan takes Pottery, covered by credits', () => {
    const state = stateOf(setup, { egypt: { cards: held, treasury: 40 } }, { turn });
    const answer = plan(state, { grain: 3 }, { kind: 'points' }, { limit: Number.POSITIVE_INFINITY });
    expect(answer.plans.length).toBeGreaterThan(1);
    for (const p of answer.plans) expect(p.cards[0]).toBe('pottery');
    expect(codesOf(answer.plans[0])).toContain('plan/free-card');
    expectAccepted(state, answer.plans);
  });
  test('setting "optional": Pottery is a card like any other, at price 0', () => {
    const optional = setupOf(FIVE, { freeCards: 'optional' });
    const state = stateOf(optional, { egypt: { cards: held, treasury: 40 } }, { turn });
    const answer = plan(state, { grain: 3 }, { kind: 'points' }, { limit: Number.POSITIVE_INFINITY }, optional);
    expect(answer.plans.some((p) => !p.cards.includes('pottery'))).toBe(true);
    expect(answer.plans[0]?.cards).toContain('pottery');
    expectAccepted(state, answer.plans, optional);
  });
});

describe('advciv 30.312 Grain shown against Famine pays nothing this turn but stays in the hand', () => {
  const state = stateOf(setup, { egypt: { cards: cards('pottery'), treasury: 50 } }, { turn, aftermath: { grainShown: { egypt: 4 }, civilWar: null } });
  const answer = plan(state, { grain: 4, gold: 2 }, { kind: 'points' }, { limit: Number.POSITIVE_INFINITY });
  test('no plan pays with Grain; Grain is kept; the note cites 30.312', () => {
    expect(answer.funds).toBe(36 + 50);
    for (const p of answer.plans) {
      expect(p.payment.paid.grain ?? 0).toBe(0);
      expect(p.payment.kept.grain).toBe(4);
    }
    expect(answer.notes.map((n) => [n.code, n.cite[0]?.rule])).toContainEqual(['plan/grain-shown', '30.312']);
    expectAccepted(state, answer.plans);
  });
});

describe('advciv 31.71 cards over the hand limit are surrendered anyway: the planner pays with them first', () => {
  // Twelve cards, limit 8: the four Ochre are surrendered unless paid; paying them costs nothing kept.
  const state = stateOf(setup, { egypt: { treasury: 30 } }, { turn });
  const hand = { ochre: 4, gold: 4, ivory: 4 } as const;
  test('Pottery (45) is paid with Ochre (16) and treasury, Gold and Ivory kept', () => {
    const answer = plan(state, hand, { kind: 'points' }, { limit: Number.POSITIVE_INFINITY });
    const pottery = answer.plans.find((p) => names(p).join() === 'pottery');
    expect(pottery?.payment).toMatchObject({ paid: { ochre: 4 }, treasury: 29, lost: 0, kept: { gold: 4, ivory: 4 }, surrendered: {}, keptValue: 288 + 1 });
  });
  test('with the hand limit every plan keeps at most 8 cards and says what is surrendered', () => {
    const answer = plan(state, hand, { kind: 'points' }, { limit: Number.POSITIVE_INFINITY });
    for (const p of answer.plans) expect(Object.values(p.payment.kept).reduce((s, n) => s + (n ?? 0), 0)).toBeLessThanOrEqual(8);
    expectAccepted(state, answer.plans);
  });
});

describe('goal: most credits toward a target card (31.53, 31.62)', () => {
  test('the target itself when affordable: Democracy with Law from an earlier turn', () => {
    const state = stateOf(setup, { egypt: { cards: cards('law') } }, { turn });
    const first = plan(state, { gold: 5 }, { kind: 'target', card: 'democracy' }).plans[0];
    expect(first?.cards).toContain('democracy');
    expect(codesOf(first)).toContain('plan/target-bought');
  });
  test('31.62 without Law, Law comes first: Democracy may be bought next turn', () => {
    const state = stateOf(setup, {}, { turn });
    const first = plan(state, { gold: 5 }, { kind: 'target', card: 'democracy' }).plans[0];
    expect(first?.cards).toContain('law');
    expect(first?.reasons.find((r) => r.code === 'plan/target-enabled')?.cite).toEqual([{ doc: 'advciv', rule: '31.62' }]);
  });
  test('32.711 Literacy (25 toward Philosophy) beats Music (20, 32.622) for the same funds', () => {
    const state = stateOf(setup, { egypt: { cards: cards('law'), treasury: 30 } }, { turn });
    const answer = plan(state, { gold: 3 }, { kind: 'target', card: 'philosophy' });
    expect(answer.plans[0]?.cards).toEqual(['literacy']);
    expect(answer.plans[0]?.reasons.find((r) => r.code === 'plan/target-credits')?.params).toEqual({ card: 'philosophy', credits: 25, price: 215 });
    expectAccepted(state, answer.plans);
  });
  test('31.61 a target already held is said so, and the plans rank by points', () => {
    const state = stateOf(setup, { egypt: { cards: cards('law') } }, { turn });
    const answer = plan(state, { gold: 5 }, { kind: 'target', card: 'law' });
    expect(answer.notes.map((n) => n.code)).toContain('plan/target-held');
    expect(answer.plans.length).toBeGreaterThan(0);
  });
});

describe('goal: the cheapest buy meeting the next epoch (33.23 Late Bronze Age: three groups)', () => {
  // Egypt's track (reference 2): Stone 1-3, Early Bronze 4-6, Late Bronze from 7. At 5, the space aimed at is 7.
  const state = stateOf(setup, { egypt: { cards: cards('pottery'), treasury: 20, ast: 5, cities: 2 } }, { turn });
  const answer = plan(state, { grain: 3, papyrus: 2 }, { kind: 'ast' }, { limit: Number.POSITIVE_INFINITY });
  test('31.551 Mysticism (Religion and Arts) alone brings Crafts to three groups: the first plan', () => {
    expect(answer.plans[0]?.cards).toEqual(['mysticism']);
    expect(codesOf(answer.plans[0])).toContain('plan/ast-met');
  });
  test('the note names the space aimed at and the cities still missing (33.23)', () => {
    expect(answer.notes.find((n) => n.code === 'plan/ast-aim')?.params).toMatchObject({ space: 7, away: 2, epoch: 'late-bronze' });
    expect(answer.notes.find((n) => n.code === 'plan/ast-cities')?.params).toEqual({ have: 2, need: 3 });
    expect(answer.notes.find((n) => n.code === 'plan/ast-cities')?.cite).toEqual([{ doc: 'advciv', rule: '33.23' }]);
  });
  test('a plan one group short says what is missing', () => {
    const dp = answer.plans.find((p) => names(p).join() === 'drama-poetry');
    expect(dp?.reasons.find((r) => r.code === 'plan/ast-unmet')?.params).toEqual({ requirement: 'groups', have: 2, need: 3 });
  });
  test('33.25 Late Iron Age: the card points of the next space', () => {
    const li = stateOf(
      setup,
      { egypt: { cards: cards('mathematics', 'law', 'philosophy', 'theology', 'enlightenment', 'military', 'medicine'), ast: 13, cities: 5 } },
      { turn },
    );
    const a = plan(li, { gold: 3 }, { kind: 'ast' });
    // 1360 held; Egypt's next space asks 1600 (reference 2): 240 more in face value than 81 in Gold can buy.
    expect(a.notes.find((n) => n.code === 'plan/ast-aim')?.params).toMatchObject({ space: 14, points: 1600 });
    expect(a.plans[0]?.reasons.find((r) => r.code === 'plan/ast-unmet')?.params).toMatchObject({ requirement: 'card-points-of-space', need: 1600 });
  });
});

describe('goal: keep a set whose value grows (28.51)', () => {
  const state = stateOf(setup, { egypt: { treasury: 30 } }, { turn });
  test('the set that grows most (Gold: 81 -> 144) is kept out of every payment', () => {
    const answer = plan(state, { gold: 3, grain: 4, hides: 2 }, { kind: 'keep', commodity: null }, { limit: Number.POSITIVE_INFINITY });
    expect(answer.notes.find((n) => n.code === 'plan/set-kept')?.params).toEqual({ commodity: 'gold', cards: 3, value: 81, next: 144 });
    expect(answer.plans.length).toBeGreaterThan(0);
    for (const p of answer.plans) {
      expect(p.payment.paid.gold ?? 0).toBe(0);
      expect(p.payment.kept.gold).toBe(3);
    }
    expectAccepted(state, answer.plans);
  });
  test('a named set is kept', () => {
    const answer = plan(state, { gold: 3, grain: 4, hides: 2 }, { kind: 'keep', commodity: 'grain' });
    for (const p of answer.plans) expect(p.payment.paid.grain ?? 0).toBe(0);
  });
});

describe('the card phase view plans with the player own limits (31.71, 31.83 variant 39.6, 30.312)', () => {
  // Babylon's example (31.83): Democracy and Music held, Civil War drawn: eleven cards may be kept, not eight.
  const variant = setupOf(FIVE, {}, ['39.6']);
  const held = { democracy: 1, music: 1, law: 1 } as const;
  const hand = { ochre: 4, hides: 4, salt: 4, ivory: 4 } as const; // sixteen cards
  const keptCards = (p: PurchasePlan | undefined) => Object.values(p?.payment.kept ?? {}).reduce((s, n) => s + (n ?? 0), 0);
  const direct = (state: AdvCivState, handLimit: number) =>
    planPurchase({
      ruleset: ADVCIV,
      settings: variant.settings,
      player: egyptOf(state),
      turn,
      hand,
      treasury: 0,
      handLimit,
      wholeSets: true,
      limit: 6,
      goal: { kind: 'keep', commodity: 'ivory' },
    });
  test('the Civil War victim plans with eleven cards kept, the others with eight', () => {
    const war = stateOf(variant, { egypt: { cards: held, treasury: 0 } }, { turn, aftermath: { grainShown: {}, civilWar: 'egypt' } });
    const peace = stateOf(variant, { egypt: { cards: held, treasury: 0 } }, { turn });
    const a = purchasePlanView(variant, war, 'egypt', hand, 0, { kind: 'keep', commodity: 'ivory' });
    const b = purchasePlanView(variant, peace, 'egypt', hand, 0, { kind: 'keep', commodity: 'ivory' });
    expect(a).toEqual(direct(war, 11));
    expect(b).toEqual(direct(peace, 8));
    expect(a).not.toEqual(b);
    for (const p of a?.plans ?? []) expect(keptCards(p)).toBeLessThanOrEqual(11);
  });
  test('30.312 the view knows the Grain shown: whole sets only, so a shown Grain set pays nothing', () => {
    const state = stateOf(setup, { egypt: { cards: cards('pottery'), treasury: 20 } }, { turn, aftermath: { grainShown: { egypt: 1 }, civilWar: null } });
    const answer = purchasePlanView(setup, state, 'egypt', { grain: 4, gold: 2 }, 20, { kind: 'points' });
    expect(answer?.funds).toBe(36 + 20);
    for (const p of answer?.plans ?? []) expect(check(setup, state, planEntry('egypt', p))).toEqual([]);
  });
});
