/**
 * "Why?" says why in words, then the rule, in every ruleset: each kind of explanation the engine
 * gives has a sentence in both languages, every rule the views cite is said in words (its own
 * sentence or its section's), and a few explanations read with the players' own numbers.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { EXPLANATION_CODES, type Explanation } from '../../../src/engine/explain';
import { replay } from '../../../src/engine/log/replay';
import { ADVCIV_GAME } from '../../../src/engine/rulesets/advciv/game';
import { DEFAULT_SETTINGS } from '../../../src/engine/rulesets/advciv/settings';
import type { AdvCivSetup } from '../../../src/engine/rulesets/advciv/setup';
import type { AdvCivState } from '../../../src/engine/rulesets/advciv/state';
import { astOutlookView, censusOrderView, priceListView, scoreView, tradeOrderView } from '../../../src/engine/rulesets/advciv/views/index';
import { cityAttackPreview, populationPreview, shipsPreview, supportPreview } from '../../../src/engine/rulesets/advciv/views/board';
import {
  astPreview,
  calamityPreview,
  censusPreview,
  drawRows,
  purchasePreview,
  taxPreview,
  taxRows,
  tradeView,
} from '../../../src/engine/rulesets/advciv/views/forms';
import type { AdvCivEntry } from '../../../src/engine/rulesets/advciv/entries';
import { playerViews } from '../../../src/engine/rulesets/advciv/views/players';
import { turnView } from '../../../src/engine/rulesets/advciv/views/turn';
import { astWhy, orderWhy as advcivOrderWhy } from '../../../src/engine/rulesets/advciv/views/why';
import { calamityEffect } from '../../../src/engine/rulesets/eastern-empires/calc/calamity-effects';
import { EE_GAME } from '../../../src/engine/rulesets/eastern-empires/game';
import type { EeSetup } from '../../../src/engine/rulesets/eastern-empires/setup';
import type { EeState } from '../../../src/engine/rulesets/eastern-empires/state';
import { CALAMITY_IDS } from '../../../src/engine/rulesets/eastern-empires/trade-cards';
import { eeTurnView, FORM_CITES } from '../../../src/engine/rulesets/eastern-empires/views/turn';
import { scoreRows } from '../../../src/engine/rulesets/eastern-empires/views';
import { checkAstMove } from '../../../src/engine/rulesets/eastern-empires/calc/ast';
import { astWhy as eeAstWhy, orderWhy as eeOrderWhy } from '../../../src/engine/rulesets/eastern-empires/views/why';
import { CITE as SMC_CITE } from '../../../src/engine/rulesets/smc/cite';
import type { RuleCitation } from '../../../src/engine/types';
import { languageChoice } from '../../../src/state/preferences';
import { explanationText, whyKeys } from '../../../src/ui/components/why-text';
import { messagesFor } from '../../../src/ui/i18n';
import { CATALOG } from '../../../src/ui/messages/catalog';
import { placeholders } from '../../../src/ui/messages/format';

const load = (file: string) => JSON.parse(readFileSync(new URL(`../../fixtures/games/${file}`, import.meta.url), 'utf8'));

/** Every rule citation anywhere in a view's answer. */
function citesIn(x: unknown, into: Map<string, RuleCitation>): void {
  if (x === null || typeof x !== 'object') return;
  if (Array.isArray(x)) {
    for (const v of x) citesIn(v, into);
    return;
  }
  const o = x as Record<string, unknown>;
  if (typeof o.doc === 'string' && typeof o.rule === 'string') into.set(`${o.doc} ${o.rule}`, o as unknown as RuleCitation);
  for (const v of Object.values(o)) citesIn(v, into);
}

const said = (c: RuleCitation, lang: 'en' | 'da'): boolean => whyKeys(c).some((k) => CATALOG[lang][k] !== undefined);

describe('every kind of explanation has words in both languages', () => {
  test.each(EXPLANATION_CODES)('why.%s', (code) => {
    const key = `why.${code}`;
    expect(CATALOG.en[key], 'English').toBeTruthy();
    expect(CATALOG.da[key], 'Danish').toBeTruthy();
    expect(CATALOG.da[key]).not.toBe(CATALOG.en[key]);
    expect(placeholders(CATALOG.da[key] ?? '')).toEqual(placeholders(CATALOG.en[key] ?? ''));
  });
});

describe('every rule a view cites is said in words, in both languages', () => {
  const cites = new Map<string, RuleCitation>();
  // advciv: the golden games, every third entry, through the views the screens show.
  for (const file of ['advciv-golden-5p-10t.json', 'advciv-golden-calamities-5p-10t.json', 'advciv-golden-board-3p-5t.json']) {
    const r = load(file);
    const setup = r.setup as AdvCivSetup;
    for (let n = 0; n <= r.entries.length; n += 3) {
      const state = replay(ADVCIV_GAME, setup, r.entries, n).state as AdvCivState;
      for (const v of [turnView(setup, state, []), playerViews(setup, state), scoreView(setup, state), censusOrderView(setup, state)]) citesIn(v, cites);
      for (const v of [tradeOrderView(setup, state), astOutlookView(setup, state), taxRows(setup, state)]) citesIn(v, cites);
      for (const v of [populationPreview(state, {}, {}), supportPreview(state, {}), taxPreview(setup, state, {}, {}), tradeView(setup, state)])
        citesIn(v, cites);
      citesIn(
        drawRows(
          setup,
          state,
          setup.players.map((p) => p.nation),
        ),
        cites,
      );
      for (const p of setup.players) {
        citesIn(priceListView(setup, state, p.nation), cites);
        citesIn(shipsPreview(setup, state, p.nation, 1), cites);
        citesIn(purchasePreview(setup, state, p.nation, { cards: [], hand: {}, paid: {}, treasury: 0, mining: null }), cites);
        const other = setup.players.find((q) => q.nation !== p.nation);
        if (other !== undefined) citesIn(cityAttackPreview(state, p.nation, other.nation), cites);
      }
    }
    // The calamity form's view of each calamity phase the game records, every victim's figure with its terms.
    r.entries.forEach((logged: { readonly entry: AdvCivEntry }, n: number) => {
      if (logged.entry.kind !== 'calamities') return;
      const state = replay(ADVCIV_GAME, setup, r.entries, n).state as AdvCivState;
      citesIn(calamityPreview(setup, state, logged.entry), cites);
    });
  }
  // Eastern Empires: every form's rules, the turn walker and the scores of the golden game, every calamity's effect.
  citesIn(FORM_CITES, cites);
  const e = load('ee-7p.json');
  for (let n = 0; n <= e.entries.length; n += 3) {
    const state = replay(EE_GAME, e.setup as EeSetup, e.entries, n).state as EeState;
    citesIn(eeTurnView(state, []), cites);
    citesIn(scoreRows(e.setup as EeSetup, state), cites);
  }
  for (const c of CALAMITY_IDS) citesIn(calamityEffect(c, { role: 'primary', holds: [], cities: 3 }), cites);
  // Sid Meier's: the headings its "Why?" panels cite (eras, wonders, trade, battles).
  citesIn(
    [SMC_CITE.stdEras, SMC_CITE.advEras, SMC_CITE.stdWonders, SMC_CITE.trade, SMC_CITE.stdBattleDice, SMC_CITE.stdBattles, SMC_CITE.advBattleModifiers],
    cites,
  );

  test.each([...cites.keys()].sort())('%s', (key) => {
    const c = cites.get(key) as RuleCitation;
    expect(said(c, 'en'), `English words for ${key}`).toBe(true);
    expect(said(c, 'da'), `Danish words for ${key}`).toBe(true);
  });
});

describe('a rule is said by its own sentence, else by its section’s', () => {
  test.each([
    [{ doc: 'advciv', rule: '31.52' }, ['why.advciv.31.52', 'why.advciv.31']],
    [{ doc: 'ee', rule: 'Phase 13b' }, ['why.ee.Phase 13b', 'why.ee.Phase 13']],
    [{ doc: 'ee', rule: 'chapter 8, Famine' }, ['why.ee.chapter 8, Famine', 'why.ee.chapter 8']],
  ] as const)('%j', (cite, keys) => {
    expect(whyKeys(cite)).toEqual(keys);
  });
});

const SETUP: AdvCivSetup = {
  players: [
    { name: 'Ann', nation: 'crete' },
    { name: 'Bo', nation: 'italy' },
    { name: 'Cy', nation: 'africa' },
    { name: 'Di', nation: 'egypt' },
    { name: 'Ed', nation: 'babylon' },
  ],
  variants: [],
  settings: DEFAULT_SETTINGS,
};

const textsIn = async (lang: 'en' | 'da', why: readonly Explanation[]): Promise<string[]> => {
  languageChoice.value = lang;
  await messagesFor('rest');
  return why.map(explanationText);
};

afterEach(() => {
  languageChoice.value = 'auto';
});

describe('advciv 21.1, 21.2, 23.21: the census order says why in the players’ numbers', () => {
  const state = replay(ADVCIV_GAME, SETUP, []).state as AdvCivState;

  test('21.1 most tokens first; 21.2 a tie of 12 between Italy and Egypt goes by the A.S.T. (Italy first)', async () => {
    const order = censusPreview(SETUP, state, { crete: 14, italy: 12, africa: 9, egypt: 12, babylon: 3 });
    const why = advcivOrderWhy(SETUP, 'census', order);
    expect(why.map((w) => w.code)).toEqual(['order/most-tokens-first', 'order/tie']);
    expect(why[0]?.params).toEqual({ who: 'crete', count: 14 });
    expect(why[0]?.cite).toEqual([{ doc: 'advciv', rule: '21.1' }]);
    expect(why[1]?.params).toEqual({ tied: ['italy', 'egypt'], count: 12, who: 'italy' });
    expect(why[1]?.cite).toEqual([{ doc: 'advciv', rule: '21.2', ruling: 'R-A10' }]);
    const [first, tie] = await textsIn('en', why);
    expect(first).toBe('Crete goes first with the most tokens on the board: 14.');
    expect(tie).toBe('Italy and Egypt are level at 12; the order on the A.S.T. breaks the tie, so Italy goes before the others.');
    const [firstDa, tieDa] = await textsIn('da', why);
    expect(firstDa).toBe('Kreta går først med flest brikker på brættet: 14.');
    expect(tieDa).toBe('Italien og Egypten står lige med 12; rækkefølgen på A.S.T. afgør det, så Italien går foran de andre.');
  });

  test('23.21 the holder of Military moves after everyone else, named with the card in each language', async () => {
    const why = advcivOrderWhy(SETUP, 'census', [
      { nation: 'italy', count: 10, movesLast: false },
      { nation: 'crete', count: 16, movesLast: true },
    ]);
    expect(why.map((w) => w.code)).toEqual(['order/most-tokens-first', 'order/moves-last']);
    expect(why[1]?.cite).toEqual([
      { doc: 'advciv', rule: '23.21' },
      { doc: 'advciv', rule: '22.11' },
    ]);
    expect((await textsIn('en', why))[1]).toBe('Crete holds Military and moves after everyone else.');
    expect((await textsIn('da', why))[1]).toBe('Kreta har Militær og flytter efter alle de andre.');
  });

  test('27.1 trade cards: the fewest cities first', async () => {
    const why = advcivOrderWhy(SETUP, 'trade', [
      { nation: 'africa', count: 2, movesLast: false },
      { nation: 'crete', count: 5, movesLast: false },
    ]);
    expect(why.map((w) => [w.code, w.cite[0]?.rule])).toEqual([['order/fewest-cities-first', '27.1']]);
    expect(await textsIn('en', why)).toEqual(['Africa goes first with the fewest cities: 2.']);
  });
});

describe('ee Phase 3, chapter 6: the movement order says why in the players’ numbers', () => {
  const setup: EeSetup = {
    players: ['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia'].map((civ, i) => ({
      name: `P${i + 1}`,
      civ: civ as EeSetup['players'][number]['civ'],
    })),
    settings: { civilWarThreshold: 'moving', iconoclasmModifiers: 'allVictims', turnLimit: null },
  };
  const state = replay(EE_GAME, setup, []).state as EeState;

  test('ee Phase 3 highest census first; ee chapter 6 Maurya and Persia level at 11, A.S.T.-ranking puts Maurya first', async () => {
    const why = eeOrderWhy(state, 'census', [], { saba: 10, maurya: 11, babylon: 10, dravidia: 9, kushan: 8, persia: 11 });
    expect(why.map((w) => [w.code, w.params, w.cite.map((c) => c.rule)])).toEqual([
      ['order/most-tokens-first', { who: 'maurya', count: 11 }, ['Phase 3']],
      ['order/tie', { tied: ['maurya', 'persia'], count: 11, who: 'maurya' }, ['chapter 6']],
      ['order/tie', { tied: ['saba', 'babylon'], count: 10, who: 'saba' }, ['chapter 6']],
    ]);
    const en = await textsIn('en', why);
    expect(en[0]).toBe('Maurya goes first with the most tokens on the board: 11.');
    const da = await textsIn('da', why);
    expect(da[1]).toMatch(/^Maurya og Persien står lige med 11/);
  });
});

describe('advciv 33.1, 33.11, 33.23: the A.S.T. says why a marker moves or stays, in the nation’s numbers', () => {
  // The golden calamities game before its last A.S.T. alteration (turn 10): Crete holds cards of two
  // groups only, Africa meets the Late Bronze Age (see golden-calamities.test.ts).
  const r = load('advciv-golden-calamities-5p-10t.json');
  const last = r.entries.map((e: { readonly entry: AdvCivEntry }) => e.entry.kind).lastIndexOf('ast');
  const state = replay(ADVCIV_GAME, r.setup as AdvCivSetup, r.entries, last).state as AdvCivState;
  const rows = astPreview(r.setup as AdvCivSetup, state);
  const whyOf = (nation: string) => {
    const row = rows.find((x) => x.nation === nation);
    return row === undefined ? [] : astWhy(nation, row.move);
  };

  test('33.23, 33.11 Crete stays on space 8: the Late Bronze Age needs cards of 3 groups, Crete has 2', async () => {
    const why = whyOf('crete');
    expect(why.map((w) => [w.code, w.params, w.cite.map((c) => c.rule)])).toEqual([
      ['ast/needs-groups', { who: 'crete', from: 8, need: 3, have: 2 }, ['33.23', '33.11']],
    ]);
    expect(await textsIn('en', why)).toEqual(['Crete stays on space 8: the next space needs cards of 3 groups, and he has 2.']);
    expect(await textsIn('da', why)).toEqual(['Kreta bliver på felt 8: næste felt kræver kort fra 3 grupper, og han har 2.']);
  });

  test('33.1 Africa moves from 8 to 9', async () => {
    const why = whyOf('africa');
    expect(why.map((w) => [w.code, w.params, w.cite.map((c) => c.rule)])).toEqual([['ast/advance', { who: 'africa', from: 8, to: 9 }, ['33.1', '33.23']]]);
    expect(await textsIn('en', why)).toEqual(['Africa meets what space 9 requires, so the marker moves from 8 to 9.']);
  });
});

describe('ee Phase 13: the A.S.T. says why a marker moves or stays, in the player’s numbers', () => {
  test('Babylon on space 10 with Pottery, Masonry and Mysticism: the Late Bronze Age needs 3 advances costing at least 100, he has 0', async () => {
    const why = eeAstWhy('babylon', 10, checkAstMove({ civ: 'babylon', position: 10, cities: 3, advances: ['pottery', 'masonry', 'mysticism'] }));
    expect(why.map((w) => [w.code, w.params, w.cite.map((c) => c.rule)])).toEqual([
      ['ast/needs-advances-costing', { who: 'babylon', from: 10, need: 3, have: 0, cost: 100 }, ['Phase 13']],
    ]);
    expect(await textsIn('en', why)).toEqual(['Babylon stays on space 10: the next space needs 3 advances costing at least 100, and he has 0.']);
    expect(await textsIn('da', why)).toEqual(['Babylon bliver på felt 10: næste felt kræver 3 fremskridt til mindst 100, og han har 0.']);
  });

  test('Babylon on space 13 with 3 cities: the Early Iron Age needs 4 cities; Wonder of the World counts as one (ee chapter 9)', async () => {
    const advances = ['agriculture', 'law', 'medicine', 'democracy', 'library'] as const;
    const blocked = eeAstWhy('babylon', 13, checkAstMove({ civ: 'babylon', position: 13, cities: 3, advances }));
    expect(blocked.map((w) => [w.code, w.params])).toEqual([['ast/needs-cities', { who: 'babylon', from: 13, need: 4, have: 3 }]]);
    expect(await textsIn('en', blocked)).toEqual(['Babylon stays on space 13: the next space needs 4 cities in play, and he has 3.']);
    const moves = eeAstWhy('babylon', 13, checkAstMove({ civ: 'babylon', position: 13, cities: 3, advances: [...advances, 'wonderOfTheWorld'] }));
    expect(moves.map((w) => [w.code, w.params])).toEqual([['ast/advance', { who: 'babylon', from: 13, to: 14 }]]);
  });
});
