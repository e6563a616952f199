/**
 * Second golden replay: the five-player, ten-turn game of advciv-golden-5p-10t.json with a harder
 * turn 10 calamity phase (tests/fixtures/games/advciv-golden-calamities-5p-10t.json): calamities with
 * secondary victims, a traded calamity, card modifiers and city reductions for support. Every number
 * below is worked out by hand from the rules; nothing here was produced by running the engine.
 *
 * Turn 10 before the calamity phase (entries 87-94 of the first golden game): cities Africa 8,
 * Illyria 6, Crete 6, Babylon 7, Egypt 5; tokens on the board at the end of trading 16, 12, 12, 14,
 * 10 (every player exactly at support, 26.31: two tokens per city). Everybody holds Pottery; Babylon
 * and Egypt hold Medicine; nobody holds Roadbuilding or a card that changes Superstition for Crete.
 *
 * Order (29.6): Famine (3, non-tradable), Superstition (3), Epidemic (6).
 * - Famine, Africa (drew it, 30.311): Africa loses 10 = two cities eliminated (29.62: 5 each);
 *   8 cities -> 6, 16 tokens. Secondary 20 (at most 8 each): Babylon 8, Egypt 8, Illyria 4.
 *   Babylon: one city eliminated + 3 tokens = 8 -> 6 cities, 11 tokens. Egypt shows two Grain with
 *   Pottery (30.312): 8 - 2 x 4 = 0. Illyria: 4 tokens -> 6 cities, 8 tokens.
 * - Superstition, Crete (traded by Illyria, 30.321): three cities reduced, two tokens left in each
 *   -> 3 cities, 12 + 6 = 18 tokens.
 * - Epidemic, Babylon (traded by Crete, 30.611; the 29.61 example's shape): 16 - 8 for Medicine
 *   (30.613) = 8 tokens -> 6 cities, 3 tokens. Secondary 25 (at most 10 each), Crete excluded as
 *   the trader (29.61): Africa 10 -> 6 cities, 6 tokens; Illyria 5 -> 6 cities, 3 tokens; Egypt 10,
 *   less 5 for Medicine (30.613) = 5 -> 5 cities, 5 tokens.
 * - Support (29.8, 26.31, 26.41), one city at a time, each reduced city leaving two tokens:
 *   Africa 6c/6t -> 5c/8t -> 4c/10t (8 needed): 4 cities. Illyria 6c/3t -> 5c/5t -> 4c/7t -> 3c/9t:
 *   3 cities. Babylon the same: 3 cities. Egypt 5c/5t -> 4c/7t -> 3c/9t: 3 cities. Crete 3c/18t.
 * Egypt's purchase of Democracy (price 170: Pottery, Cloth Making and Music give 10 each) pays two
 * Grain: with two shown, 2 + 2 <= 8 Grain cards (30.312, 8.1), accepted.
 * A.S.T. at the end of turn 10 (33.3): Africa, Illyria, Babylon and Egypt move 8 -> 9 inside Late
 * Bronze, which needs three cities (33.23): all have at least three. Crete stays frozen at 8.
 *
 *   nation   cards  commodities  treasury  A.S.T.      cities     total
 *   Africa   390    32            13       9 -> 900    4 -> 200   390 + 32 + 13 + 900 + 200 = 1535
 *   Illyria  215     0            20       9 -> 900    3 -> 150   215 +  0 + 20 + 900 + 150 = 1285
 *   Crete    280    13            19       8 -> 800    3 -> 150   280 + 13 + 19 + 800 + 150 = 1262
 *   Babylon  505    36            29       9 -> 900    3 -> 150   505 + 36 + 29 + 900 + 150 = 1620
 *   Egypt    770     2             9       9 -> 900    3 -> 150   770 +  2 +  9 + 900 + 150 = 1831
 * (cards, commodities and treasury as in the first golden game: the calamities change only cities.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import { explainCalamities } from '../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import type { CalamitiesEntry } from '../../../../src/engine/rulesets/advciv/entries/calamity-entry';
import { replay } from '../../../../src/engine/log/replay';
import { parseRecord } from '../../../../src/engine/record';
import { ADVCIV_GAME } from '../../../../src/engine/rulesets/advciv/game';
import type { AdvCivSetup } from '../../../../src/engine/rulesets/advciv/setup';
import { scoreView } from '../../../../src/engine/rulesets/advciv/views';
import type { LoggedEntry } from '../../../../src/engine/types';

const raw: unknown = JSON.parse(readFileSync(new URL('../../../fixtures/games/advciv-golden-calamities-5p-10t.json', import.meta.url), 'utf8'));
const parsed = parseRecord(raw);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
const setup = parsed.value.setup as AdvCivSetup;
const entries = parsed.value.entries as readonly LoggedEntry<AdvCivEntry>[];
const final = replay(ADVCIV_GAME, setup, entries);
const at = entries.findIndex((e) => e.entry.kind === 'calamities');
const before = replay(ADVCIV_GAME, setup, entries, at).state;
const phase = explainCalamities(before, entries[at]?.entry as CalamitiesEntry, setup);

describe('advciv golden replay with secondary victims: five players, ten turns', () => {
  test('every entry is valid and the game ended on its time limit (34.1 B)', () => {
    expect(final.violations).toEqual([]);
    expect(final.state.ended).toEqual({ reason: 'time-limit', turn: 10 });
  });

  test('29.6 Famine, then Superstition, then Epidemic', () => {
    expect(phase.order.map((h) => h.calamity)).toEqual(['famine', 'superstition', 'epidemic']);
  });

  test.each([
    // [calamity, nation, role, unit points required] from the hand computation in the header.
    ['famine', 'africa', 'primary', 10], // 30.311
    ['famine', 'babylon', 'secondary', 8], // 30.311
    ['famine', 'egypt', 'secondary', 0], // 30.312: 8 - 2 Grain x 4
    ['famine', 'illyria', 'secondary', 4], // 30.311
    ['epidemic', 'babylon', 'primary', 8], // 30.611, 30.613: 16 - 8 Medicine
    ['epidemic', 'africa', 'secondary', 10], // 30.611
    ['epidemic', 'illyria', 'secondary', 5], // 30.611
    ['epidemic', 'egypt', 'secondary', 5], // 30.613: 10 - 5 Medicine
  ] as const)('%s: %s (%s) loses %i unit points', (calamity, nation, role, points) => {
    const victim = phase.steps.find((s) => s.calamity === calamity)?.victims.find((v) => v.nation === nation);
    expect(victim?.role).toBe(role);
    expect(victim?.requirement).toMatchObject({ kind: 'unit-points', points: { value: points } });
  });

  test('29.61 Crete, who traded Epidemic to Babylon, cannot be a secondary victim of it', () => {
    const plan = phase.steps.find((s) => s.calamity === 'epidemic')?.secondary;
    const crete = plan?.candidates.find((c) => c.player === 'crete');
    expect(crete?.eligible).toBe(false);
    expect(crete?.excludedBy.map((x) => [x.kind, x.cite.rule])).toContainEqual(['trader', '29.61']);
  });

  test('29.8 after the support check: Africa 4 cities, Illyria 3, Crete 3, Babylon 3, Egypt 3', () => {
    expect(replay(ADVCIV_GAME, setup, entries, at + 1).state.players.map((p) => [p.nation, p.cities])).toEqual([
      ['africa', 4],
      ['illyria', 3],
      ['crete', 3],
      ['babylon', 3],
      ['egypt', 3],
    ]);
  });

  test("30.312 the calamity entry leaves Egypt's two Grain shown for the purchase check", () => {
    expect(replay(ADVCIV_GAME, setup, entries, at + 1).state.aftermath?.grainShown).toEqual({ egypt: 2 });
  });

  test.each([
    ['africa', 390, 32, 13, 900, 200, 1535, 3],
    ['illyria', 215, 0, 20, 900, 150, 1285, 4],
    ['crete', 280, 13, 19, 800, 150, 1262, 5],
    ['babylon', 505, 36, 29, 900, 150, 1620, 2],
    ['egypt', 770, 2, 9, 900, 150, 1831, 1],
  ] as const)(
    '35.1 %s: cards %i, commodities %i, treasury %i, A.S.T. %i, cities %i = %i, place %i',
    (nation, cards, commodities, treasury, ast, cities, total, place) => {
      expect(scoreView(setup, final.state).find((r) => r.nation === nation)).toMatchObject({ cards, commodities, treasury, ast, cities, total, place });
    },
  );
});
