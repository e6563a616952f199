/**
 * The Eastern Empires signals (src/state/game-ee.ts) and the views they read
 * (engine/rulesets/eastern-empires/views) over a real game session on fake IndexedDB and the real
 * ee module: the turn walker through the 13 phases (and its cursor kept across a reload), the worked
 * examples of the rulebook that the screens show (tax revolt, trade-card order, credits and prices),
 * calamity effects, the A.S.T. preview, scores with the tie-break, and a refused entry that changes nothing.
 */
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine/games';
import type { CivilizationId, EeEntry, EeSetup } from '../../src/engine/rulesets/eastern-empires';
import { DEFAULT_EE_SETTINGS } from '../../src/engine/rulesets/eastern-empires';
import {
  astPreview,
  calamityPreview,
  handLimits,
  purchasePreview,
  taxPreview,
  tradeCardCost,
  tradeCardRows,
} from '../../src/engine/rulesets/eastern-empires/views';
import { pendingCalamities } from '../../src/engine/rulesets/eastern-empires/views/turn';
import { createGameSession } from '../../src/state/game';
import { createEeSignals } from '../../src/state/game-ee';
import type { CursorStore } from '../../src/state/ruleset-signals';
import { memoryCursors } from './cursors';
import { harness } from '../persistence/harness';

const FIVE: EeSetup = {
  players: [
    { name: 'Ronald', civ: 'saba' },
    { name: 'Michael', civ: 'maurya' },
    { name: 'Judith', civ: 'babylon' },
    { name: 'Tony', civ: 'dravidia' },
    { name: 'Frank', civ: 'kushan' },
  ],
  settings: DEFAULT_EE_SETTINGS,
};

const SEVEN: EeSetup = {
  players: [...FIVE.players, { name: 'Flo', civ: 'persia' }, { name: 'John', civ: 'nubia' }],
  settings: DEFAULT_EE_SETTINGS,
};

async function openEe(setup: EeSetup = FIVE, store: CursorStore = memoryCursors()) {
  const h = harness(GAMES);
  const created = await h.repo.createGame({ name: 'Friday', ruleset: 'eastern-empires', setup });
  if (!created.ok) throw new Error(created.error.code);
  let tick = 0;
  const s = createGameSession({ repo: h.repo, games: GAMES, now: () => `2026-03-01T00:00:${String(tick++).padStart(2, '0')}.000Z` });
  expect((await s.open(created.value.record.id)).ok).toBe(true);
  return { h, s, v: createEeSignals(s, { cursors: store }), id: created.value.record.id };
}

type Session = Awaited<ReturnType<typeof openEe>>['s'];

async function must(s: Session, entry: EeEntry) {
  const r = await s.submitEntry(entry);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
}

const each = (setup: EeSetup, n: number) => Object.fromEntries(setup.players.map((p) => [p.civ, n]));

/**
 * ee Phase 2a: from the one starting token (chapter 4) expansion at most doubles the board each turn, so
 * turns 1-5 without a city take it to 2, 4, 8, 16 and 32 tokens (no city, no draw, no tax: Phase 1a, 6a).
 */
async function grown(s: Session, setup: EeSetup) {
  for (let board = 2; board <= 32; board *= 2) {
    await must(s, { kind: 'census', tokens: each(setup, board) });
    await must(s, { kind: 'cities', step: 'construction', cities: each(setup, 0), tokens: each(setup, board) });
    await must(s, { kind: 'cities', step: 'surplus', cities: each(setup, 0), tokens: each(setup, board) });
    await must(s, { kind: 'ast' });
  }
}

/** Turn 6 to the end of city construction with the given cities (each player had 40 tokens on the board, grown from 32). */
async function citiesAt(s: Session, setup: EeSetup, cities: Partial<Record<CivilizationId, number>>) {
  await grown(s, setup);
  await must(s, { kind: 'census', tokens: each(setup, 40) });
  await must(s, { kind: 'cities', step: 'construction', cities: { ...each(setup, 0), ...cities }, tokens: each(setup, 20) });
}

/**
 * Turn 1 to the end of ee Phase 6: every player built `n` cities and drew one card per city (ee Phase
 * 6a), so with trading each may hold up to all the cards less 3 (ee Phase 7, hands.ts).
 */
async function dealt(s: Session, v: ReturnType<typeof createEeSignals>, setup: EeSetup, n = 3) {
  await citiesAt(s, setup, each(setup, n));
  for (const civ of v.turn.value?.steps.find((x) => x.phase === 'tradeCardsAcquisition')?.waiting ?? [])
    await must(s, { kind: 'trade-cards', civ, bought: [] });
}

/** Through ee Phase 11 (surplus population removed, the cities kept): the advances can be bought (Phase 12, chapter 6). */
async function toAdvances(s: Session, v: ReturnType<typeof createEeSignals>, setup: EeSetup, n = 3) {
  await dealt(s, v, setup, n);
  await must(s, { kind: 'cities', step: 'surplus', cities: each(setup, n), tokens: each(setup, 20) });
}

describe('ee chapter 6: the turn walker over the 13 phases', () => {
  test('a new game: turn 1, nothing to tax (no cities, ee Phase 1a), so population expansion first', async () => {
    const { v } = await openEe();
    expect(v.game.value?.names).toMatchObject({ saba: 'Ronald', kushan: 'Frank' });
    expect(v.turn.value?.turn).toBe(1);
    expect(v.turn.value?.steps.map((x) => x.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(v.phase.value).toBe('populationExpansion');
  });

  test('the walker stops only where an entry is owed: optional phases and those done at the table are passed, and stay open', async () => {
    const { s, v } = await openEe();
    await must(s, { kind: 'census', tokens: each(FIVE, 2) });
    // ee Phase 3 ships are optional, Phase 4 conflict is done at the table: on to the cities (Phase 5).
    expect(v.phase.value).toBe('cityConstruction');
    expect(v.turn.value?.steps.find((x) => x.phase === 'movement')).toMatchObject({ need: 'optional', open: true });
    await must(s, { kind: 'cities', step: 'construction', cities: each(FIVE, 0), tokens: each(FIVE, 2) });
    // Nobody has a city, so nobody draws (ee Phase 6a) and no calamity comes (Phase 8); nothing was
    // resolved, so Phase 11 has nothing to remove: the walker stops at the purchases (Phase 12).
    expect(v.phase.value).toBe('advancesAcquisition');
    expect(v.turn.value?.steps.find((x) => x.phase === 'tradeCardsAcquisition')?.done).toBe(true);
    expect(v.turn.value?.steps.find((x) => x.phase === 'removeSurplusPopulation')).toMatchObject({ need: 'nothing', done: true, required: false });
    expect(v.turn.value?.steps.find((x) => x.phase === 'movement')?.open).toBe(false);
  });

  test('ee Phase 8: once cards were drawn the walker stops at the calamities until every player has said what he holds', async () => {
    const { s, v } = await openEe();
    await dealt(s, v, FIVE);
    expect(v.phase.value).toBe('calamitySelection');
    for (const civ of ['saba', 'maurya', 'babylon', 'dravidia'] as const) await must(s, { kind: 'calamity-selection', civ, held: [], discarded: [] });
    expect(v.turn.value?.steps.find((x) => x.phase === 'calamitySelection')?.waiting).toEqual(['kushan']);
    await must(s, { kind: 'calamity-selection', civ: 'kushan', held: [], discarded: [] });
    // No calamity to resolve, no special ability held, the board as Phase 5 left it: the purchases (Phase 12).
    expect(v.phase.value).toBe('advancesAcquisition');
  });

  test('the table skips ahead; the cursor survives a reload and is dropped when the turn ends', async () => {
    const store = memoryCursors();
    const { s, v, id } = await openEe(FIVE, store);
    await must(s, { kind: 'census', tokens: each(FIVE, 2) });
    v.showPhase('cityConstruction');
    expect(v.phase.value).toBe('cityConstruction');
    // A reload: new signals over the same stored cursor.
    const again = createEeSignals(s, { cursors: store });
    expect(again.phase.value).toBe('cityConstruction');
    expect(store.value).toContain(id);
    await must(s, { kind: 'cities', step: 'construction', cities: each(FIVE, 0), tokens: each(FIVE, 2) });
    await must(s, { kind: 'cities', step: 'surplus', cities: each(FIVE, 0), tokens: each(FIVE, 2) });
    await must(s, { kind: 'ast' });
    expect(again.turn.value?.turn).toBe(2);
    expect(again.phase.value).toBe('populationExpansion');
  });

  test('an undo past a skip cancels it: the undone entry is asked for again (the walker every ruleset shares)', async () => {
    const { s, v } = await openEe();
    await must(s, { kind: 'census', tokens: each(FIVE, 2) });
    v.showPhase('cityConstruction');
    expect((await s.undo()).ok).toBe(true);
    expect(v.phase.value).toBe('populationExpansion');
  });

  test('the walker cannot be moved back behind the engine (ee chapter 6: no return to a passed phase)', async () => {
    const { s, v } = await openEe();
    await must(s, { kind: 'census', tokens: each(FIVE, 2) });
    await must(s, { kind: 'cities', step: 'construction', cities: each(FIVE, 0), tokens: each(FIVE, 2) });
    v.showPhase('populationExpansion');
    expect(v.phase.value).toBe('advancesAcquisition');
  });
});

describe("ee Phase 1: the tax preview is the entry's own resolution", () => {
  test('Phase 1a example: John, 5 cities, transfers 10 tokens from stock to treasury', async () => {
    const { s, v } = await openEe();
    await citiesAt(s, FIVE, { kushan: 5 });
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    const r = taxPreview(g.state, { kushan: 30 }, {}).find((x) => x.civ === 'kushan');
    expect(r).toMatchObject({ rate: 2, collected: 10, revolting: 0 });
  });

  test('Phase 1b example: Michael, 5 cities and 7 tokens in stock, pays 7; 2 cities revolt to the player with most cities in stock', async () => {
    const { s, v } = await openEe();
    await citiesAt(s, FIVE, { maurya: 5, saba: 3, babylon: 3, dravidia: 3 });
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    // Frank (Kushan) has no city: 9 in stock, the most (ee chapter 6, "Determination of the beneficiary").
    const r = taxPreview(g.state, { maurya: 7, saba: 20, babylon: 20, dravidia: 20 }, {}).find((x) => x.civ === 'maurya');
    expect(r).toMatchObject({ collected: 7, revolting: 2, takenBy: [{ civ: 'kushan', cities: 2 }] });
    // Taxes come at the start of the next turn; this turn the walker is at the trade cards.
    expect(v.turn.value?.suggested).toBe('tradeCardsAcquisition');
  });
});

describe('ee Phase 6: trade cards in order of fewest cities', () => {
  test('Phase 6a example: Ronald (3 cities) first, then Judith before Tony (5 each, Babylon #6 above Dravidia #8); Tony draws from stacks 1-5', async () => {
    const { s, v } = await openEe();
    await citiesAt(s, FIVE, { saba: 3, babylon: 5, dravidia: 5 });
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    const rows = tradeCardRows(g.state);
    expect(rows.map((r) => r.civ)).toEqual(['saba', 'babylon', 'dravidia']);
    expect(rows.find((r) => r.civ === 'dravidia')?.drawn).toEqual([1, 2, 3, 4, 5]);
    expect(v.turn.value?.steps.find((x) => x.phase === 'tradeCardsAcquisition')?.waiting).toEqual(['saba', 'babylon', 'dravidia']);
  });

  test.each([
    [[], 0, 'no extra card'],
    [[9], 15, 'Phase 6b: stack 9 for 15 treasury'],
    [[9, 9], 30, 'Phase 6b: two from stack 9'],
  ] as const)('extra cards %j cost %i treasury (%s)', async (bought, cost, _source) => {
    const { s, v } = await openEe();
    await citiesAt(s, FIVE, { saba: 3 });
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    expect(tradeCardRows(g.state)[0]?.offers).toEqual([{ stack: 9, price: 15 }]);
    expect(tradeCardCost(g.setup, g.state, 'saba', bought)).toBe(cost);
  });

  test('a player drawing out of turn is refused with Phase 6a, and nothing is stored', async () => {
    const { s, v } = await openEe();
    await citiesAt(s, FIVE, { saba: 3, babylon: 5 });
    await must(s, { kind: 'trade-cards', civ: 'babylon', bought: [] });
    const before = v.game.value?.entries.length;
    const r = await s.submitEntry({ kind: 'trade-cards', civ: 'saba', bought: [] });
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.kind === 'violations') {
      expect(r.error.violations.map((x) => x.code)).toEqual(['ee/cards/out-of-order']);
      expect(r.error.violations[0]?.cite).toEqual([{ doc: 'ee', rule: 'Phase 6a' }]);
    }
    expect(v.game.value?.entries.length).toBe(before);
  });
});

describe('ee Phase 12: prices with colour and specific credits', () => {
  test('ee chapter 4 starting credits: with 5 players 10 of each colour, so Pottery (60) costs 50 in turn 1', async () => {
    const { v } = await openEe();
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    const p = purchasePreview(g.setup, g.state, { civ: 'saba', advances: ['pottery'], paid: {}, treasury: 0 });
    expect(p?.credits).toEqual({ green: 10, blue: 10, orange: 10, red: 10, yellow: 10 });
    expect(p?.quote.due).toBe(50);
    expect(p?.prices.find((x) => x.advance === 'pottery')).toMatchObject({ cost: 60, colour: 'orange', colourCredit: 10, price: 50 });
  });

  test('Example 1: Music bought a previous turn: Drama and Poetry for 70, Mysticism for 40 (the higher colour only, R-E2)', async () => {
    const { s, v } = await openEe(SEVEN);
    await toAdvances(s, v, SEVEN);
    await must(s, { kind: 'purchase', civ: 'nubia', advances: ['music'], paid: { silk: 3 }, treasury: 0 });
    await must(s, { kind: 'ast' });
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    const p = purchasePreview(g.setup, g.state, { civ: 'nubia', advances: ['dramaAndPoetry', 'mysticism'], paid: {}, treasury: 0 });
    expect(p?.prices.find((x) => x.advance === 'dramaAndPoetry')?.price).toBe(70);
    expect(p?.prices.find((x) => x.advance === 'mysticism')).toMatchObject({ colour: 'blue', colourCredit: 10, price: 40 });
    expect(p?.quote.due).toBe(110);
  });

  test('Example 2: Pottery and Masonry held: Agriculture for 90 (20 orange + 10 specific)', async () => {
    const { s, v } = await openEe(SEVEN);
    await toAdvances(s, v, SEVEN);
    await must(s, { kind: 'purchase', civ: 'persia', advances: ['pottery', 'masonry'], paid: { silk: 4 }, treasury: 0 });
    await must(s, { kind: 'ast' });
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    const p = purchasePreview(g.setup, g.state, { civ: 'persia', advances: ['agriculture'], paid: { silk: 3 }, treasury: 0 });
    expect(p?.prices.find((x) => x.advance === 'agriculture')).toMatchObject({ colourCredit: 20, specificCredit: 10, price: 90 });
    expect(p).toMatchObject({ cards: 81, funds: 81, tokenValue: 1 });
  });

  test('a purchase short of funds is refused with Phase 12 and R-E2; the books do not change', async () => {
    const { s, v } = await openEe();
    await toAdvances(s, v, FIVE);
    const r = await s.submitEntry({ kind: 'purchase', civ: 'saba', advances: ['pottery'], paid: { flax: 2 }, treasury: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.kind === 'violations') {
      expect(r.error.violations.map((x) => x.code)).toEqual(['ee/purchase/not-enough-funds']);
      expect(r.error.violations[0]?.cite).toEqual([{ doc: 'ee', rule: 'Phase 12', ruling: 'R-E2' }]);
      expect(r.error.violations[0]?.params).toMatchObject({ due: 50, paid: 4 });
    }
    expect(v.players.value.find((x) => x.player.civ === 'saba')?.advances).toEqual([]);
  });
});

describe('ee Phase 12: the special purchase effects the purchase screen shows', () => {
  test('Example 3: Agriculture held: Democracy (220) costs 200 (20 specific credits)', async () => {
    const { s, v } = await openEe(SEVEN);
    await toAdvances(s, v, SEVEN);
    await must(s, { kind: 'purchase', civ: 'maurya', advances: ['agriculture'], paid: { silk: 4 }, treasury: 0 });
    await must(s, { kind: 'ast' });
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    const p = purchasePreview(g.setup, g.state, { civ: 'maurya', advances: ['democracy'], paid: {}, treasury: 0 });
    expect(p?.prices.find((x) => x.advance === 'democracy')).toMatchObject({ cost: 220, specificCredit: 20, price: 200 });
  });

  test.each([
    ['pottery', 40, 'chapter 9 Library: 40 off another advance bought with it'],
    ['mysticism', 40, 'Library: 40 off, R-E5 applies it after credits'],
  ] as const)('Library with %s: %i off (%s)', async (target, off, _source) => {
    const { v } = await openEe(SEVEN);
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    const p = purchasePreview(g.setup, g.state, { civ: 'saba', advances: ['library', target], libraryTarget: target, paid: {}, treasury: 0 });
    expect(p?.quote.libraryDiscount).toBe(off);
    expect(p?.quote.due).toBe(220 + (p?.prices.find((x) => x.advance === target)?.price ?? 0) - off);
  });

  test('Anatomy offers the science advances (green) printed below 100 (chapter 9 Anatomy, R-E5)', async () => {
    const { v } = await openEe(SEVEN);
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    const p = purchasePreview(g.setup, g.state, { civ: 'saba', advances: ['anatomy'], paid: {}, treasury: 0 });
    expect(p?.anatomyChoices).toEqual(['empiricism', 'writtenRecord', 'astronavigation', 'coinage']);
  });

  test('Mining held since an earlier turn: a treasury token is worth 2 (chapter 9 Mining); Roadbuilding: hand limit 9', async () => {
    const { s, v } = await openEe(SEVEN);
    await toAdvances(s, v, SEVEN);
    await must(s, { kind: 'purchase', civ: 'saba', advances: ['mining', 'roadbuilding'], paid: { pearls: 5, silk: 4, dye: 4 }, treasury: 0 });
    const g1 = v.game.value;
    if (g1 === undefined) throw new Error('no game');
    // Attributes count from the end of the transaction: the same turn's preview still says 1.
    expect(purchasePreview(g1.setup, g1.state, { civ: 'saba', advances: [], paid: {}, treasury: 0 })?.tokenValue).toBe(1);
    expect(handLimits(g1.state)).toMatchObject({ saba: 9, maurya: 8 });
    await must(s, { kind: 'ast' });
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    const p = purchasePreview(g.setup, g.state, { civ: 'saba', advances: ['pottery'], paid: {}, treasury: 3 });
    expect(p).toMatchObject({ tokenValue: 2, funds: 6 });
    expect(p?.cite).toContainEqual({ doc: 'ee', rule: 'chapter 9, Mining' });
  });
});

describe('ee Phase 8-9: calamities kept and their order of resolution', () => {
  test('Phase 8 Example 1: David holds Famine, Treachery and Barbarian Hordes (8 players), discards Treachery; Famine (stack 3) resolves before Barbarian Hordes (stack 5)', async () => {
    const EIGHT: EeSetup = { players: [...SEVEN.players, { name: 'David', civ: 'indus' }], settings: DEFAULT_EE_SETTINGS };
    const { s, v } = await openEe(EIGHT);
    await dealt(s, v, EIGHT, 5); // stacks 1-5: Famine (3) drawn by David himself
    await must(s, { kind: 'calamity-selection', civ: 'indus', held: ['famine', 'treachery', 'barbarianHordes'], discarded: ['treachery'] });
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    expect(pendingCalamities(g.state)).toEqual([
      { civ: 'indus', calamity: 'famine' },
      { civ: 'indus', calamity: 'barbarianHordes' },
    ]);
    expect(v.turn.value?.steps.find((x) => x.phase === 'calamityResolution')).toMatchObject({ required: true, done: false, waiting: ['indus', 'indus'] });
  });

  test('Phase 9b: Non Tradeable before Tradeable of the same stack, whoever holds them', async () => {
    const { s, v } = await openEe(SEVEN);
    await dealt(s, v, SEVEN);
    await must(s, { kind: 'calamity-selection', civ: 'saba', held: ['treachery'], discarded: [] });
    await must(s, { kind: 'calamity-selection', civ: 'nubia', held: ['volcanicEruption'], discarded: [] });
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    expect(pendingCalamities(g.state).map((c) => c.calamity)).toEqual(['volcanicEruption', 'treachery']);
  });
});

describe("ee chapter 8: each victim's effect with his own advances", () => {
  test.each([
    ['primary', 10, 'Famine: the primary victim loses 10 unit points and names 3 secondary victims'],
    ['secondary', 5, 'Famine: each secondary victim loses 5'],
  ] as const)('%s victim of Famine loses %i (%s)', async (role, points, _source) => {
    const { v } = await openEe();
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    const p = calamityPreview(g.setup, g.state, { civ: 'dravidia', calamity: 'famine', secondaries: ['saba'] });
    const e = p?.effects.find((x) => x.effect.role === role)?.effect;
    expect(e?.losses).toEqual([{ kind: 'damage', points, from: 'any' }]);
    if (role === 'primary') expect(e?.secondary?.count).toBe(3);
    expect(p?.others).toEqual(['saba', 'maurya', 'babylon', 'kushan']);
  });
});

describe('ee Phase 13: A.S.T. preview, scores and the tie-break', () => {
  test('ee chapter 4 game limits: after the agreed last turn the walker shows the end', async () => {
    const { s, v } = await openEe({ ...FIVE, settings: { ...DEFAULT_EE_SETTINGS, turnLimit: 1 } });
    await must(s, { kind: 'census', tokens: each(FIVE, 2) });
    await must(s, { kind: 'cities', step: 'construction', cities: each(FIVE, 0), tokens: each(FIVE, 2) });
    await must(s, { kind: 'cities', step: 'surplus', cities: each(FIVE, 0), tokens: each(FIVE, 2) });
    await must(s, { kind: 'ast' });
    expect(v.turn.value?.ended).toEqual({ reason: 'turnLimit', turn: 1 });
  });

  test('Early Bronze Age needs 2 cities: with none every marker stays; with 2 a marker moves to space 5', async () => {
    const { s, v } = await openEe();
    await citiesAt(s, FIVE, { babylon: 2 });
    const g = v.game.value;
    if (g === undefined) throw new Error('no game');
    const rows = astPreview(g.state);
    // Stone Age spaces have no requirement: turns 1-4 took every marker to space 4 (Babylon's Early Bronze Age starts at 5).
    expect(rows.find((r) => r.civ === 'babylon')?.check).toMatchObject({ moves: true, to: 5, epoch: 'earlyBronzeAge' });
    expect(rows.find((r) => r.civ === 'dravidia')?.check).toMatchObject({ moves: false, reason: 'cities', have: 0 });
  });

  test('Phase 13d: equal points and equal keys I-VII are decided by VIII, A.S.T.-ranking', async () => {
    const { v } = await openEe();
    const rows = v.scores.value;
    expect(rows.map((r) => [r.civ, r.place, r.total])).toEqual([
      ['saba', 1, 0],
      ['maurya', 2, 0],
      ['babylon', 3, 0],
      ['dravidia', 4, 0],
      ['kushan', 5, 0],
    ]);
    expect(rows.every((r) => r.decidedBy === 'astRanking')).toBe(true);
  });

  test('Phase 13d: 1 VP per city; more points, a better place (no tie-break named)', async () => {
    const { s, v } = await openEe();
    await citiesAt(s, FIVE, { dravidia: 1, maurya: 2 });
    const rows = v.scores.value;
    // Saba's marker is one Stone Age space further (5 VP a step: 25); Maurya and Dravidia stand on space 4 (20).
    expect(rows.map((r) => [r.civ, r.total])).toEqual([
      ['saba', 25],
      ['maurya', 22],
      ['dravidia', 21],
      ['babylon', 20],
      ['kushan', 20],
    ]);
    expect(rows[1]).toMatchObject({ civ: 'maurya', cities: 2, place: 2 });
    expect(rows[2]).toMatchObject({ civ: 'dravidia', cities: 1, place: 3 });
    expect(rows[1]?.decidedBy).toBeUndefined();
    expect(rows[2]?.decidedBy).toBeUndefined();
  });

  test('the players tab: credits, hand limit, tax rates and the "as of" table', async () => {
    const { s, v } = await openEe();
    await toAdvances(s, v, FIVE);
    await must(s, { kind: 'purchase', civ: 'saba', advances: ['pottery'], paid: { silk: 3 }, treasury: 0 });
    const saba = v.players.value.find((x) => x.player.civ === 'saba');
    expect(saba?.advances.map((a) => a.id)).toEqual(['pottery']);
    expect(saba?.credits).toMatchObject({ orange: 20, blue: 15 });
    expect(saba).toMatchObject({ handLimit: 8, taxRates: [2], supportRate: 2 });
    s.showAsOf(1);
    expect(v.players.value.find((x) => x.player.civ === 'saba')?.advances).toEqual([]);
  });
});
