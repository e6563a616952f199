import { describe, expect, test } from 'vitest';
import { ADVCIV } from '../../../../src/engine/rulesets/advciv/ruleset';
import { advcivRuleset } from '../../../../src/engine/rulesets/advciv/ruleset';
import { DEFAULT_SETTINGS } from '../../../../src/engine/rulesets/advciv/settings';
import { resolveTaxes, taxDue, type TaxPayer } from '../../../../src/engine/rulesets/advciv/calc/taxes';
import type { NationId } from '../../../../src/engine/rulesets/advciv/nations';
import { taxPreview, taxRows } from '../../../../src/engine/rulesets/advciv/views/forms';
import { cards, check, codes, FIVE, play, rules, setupOf, stateOf } from './helpers';

const payer = (nation: NationId, cities: number, stock: number, extra: Partial<TaxPayer> = {}): TaxPayer => ({
  nation,
  active: true,
  cities,
  stock,
  rate: 2,
  democracy: false,
  ...extra,
});

describe('advciv 19.1, 19.2 taxation rate', () => {
  test.each([
    [{ cities: 4, stock: 20, rate: 2 }, 8, 0, '19.1 two tokens per city'],
    [{ cities: 4, stock: 20, rate: 1 }, 4, 0, '19.2 Coinage: one per city'],
    [{ cities: 4, stock: 20, rate: 3 }, 12, 0, '19.2 Coinage: three per city'],
    [{ cities: 5, stock: 5, rate: 3 }, 3, 4, '19.2 a rate may make cities revolt'],
  ] as const)('%j pays %i, %i revolt (%s)', (p, paid, revolting, _source) => {
    expect(taxDue({ ...p, democracy: false }, 'whole-cities')).toEqual({ paid, revolting });
  });
});

describe('advciv 19.31, R-A11 shortfall', () => {
  test.each([
    ['whole-cities', 5, 4, 2, 'R-A11: pays for two whole cities (4 tokens), two revolt'],
    ['all-stock', 5, 5, 2, 'R-A11 setting: pays all 5, the uncovered 3 mean two cities revolt'],
    ['whole-cities', 7, 6, 1, 'R-A11: 3 cities paid, 1 revolts'],
    ['all-stock', 7, 7, 1, 'R-A11 setting: pays 7 of 8, one city revolts'],
  ] as const)('%s: 4 cities, stock %i -> pays %i, %i revolt (%s)', (mode, stock, paid, revolting, _source) => {
    expect(taxDue({ cities: 4, stock, rate: 2, democracy: false }, mode)).toEqual({ paid, revolting });
  });
  test('19.34 Democracy never revolts; he pays what he has', () => {
    expect(taxDue({ cities: 4, stock: 3, rate: 2, democracy: true }, 'whole-cities')).toEqual({ paid: 3, revolting: 0 });
  });
});

describe('advciv 19.32, 19.33 beneficiaries (R-A10, R-A11, R-A12)', () => {
  test('19.32 most units in stock takes the cities (city in stock = 5, token = 1)', () => {
    // Africa revolts 2; Crete: 9 tokens + 4 cities in stock x5 = 29; Egypt 20 tokens + 1 city in stock = 25.
    const r = resolveTaxes(ADVCIV, [payer('africa', 4, 4), payer('crete', 5, 19), payer('egypt', 8, 36)], 'whole-cities');
    expect(r.outcomes.find((o) => o.nation === 'africa')).toMatchObject({ revolted: 2, takenBy: [{ nation: 'crete', cities: 2 }], eliminated: 0 });
    expect(r.after.map((a) => [a.nation, a.cities])).toEqual([
      ['africa', 2],
      ['crete', 7],
      ['egypt', 8],
    ]);
  });
  test('R-A10 equal units in stock: A.S.T. order decides (Illyria before Egypt)', () => {
    const r = resolveTaxes(ADVCIV, [payer('africa', 3, 0), payer('illyria', 5, 10), payer('egypt', 5, 10)], 'whole-cities');
    expect(r.outcomes[0]?.takenBy).toEqual([{ nation: 'illyria', cities: 3 }]);
  });
  test('19.32 beneficiary without enough cities in stock: the next takes the rest; 19.33 the rest are eliminated', () => {
    const r = resolveTaxes(ADVCIV, [payer('africa', 6, 0), payer('crete', 8, 100), payer('egypt', 7, 10)], 'whole-cities');
    expect(r.outcomes[0]).toMatchObject({
      revolted: 6,
      takenBy: [
        { nation: 'crete', cities: 1 },
        { nation: 'egypt', cities: 2 },
      ],
      eliminated: 3,
    });
  });
  test('R-A11 the revolting player is never his own beneficiary; R-A12 inert nations take nothing', () => {
    const r = resolveTaxes(ADVCIV, [payer('africa', 2, 1), payer('crete', 1, 50, { active: false }), payer('egypt', 9, 18)], 'whole-cities');
    expect(r.outcomes[0]).toMatchObject({ revolted: 2, takenBy: [], eliminated: 2 });
  });
  test('variant 39.5: revolting cities become Pirate cities, no beneficiary', () => {
    const v = advcivRuleset(DEFAULT_SETTINGS, ['39.5']).ruleset;
    const r = resolveTaxes(v, [payer('africa', 4, 4), payer('crete', 1, 30)], 'whole-cities');
    expect(r.outcomes[0]).toMatchObject({ revolted: 2, takenBy: [], eliminated: 0 });
    expect(r.after[0]?.cities).toBe(2);
  });
});

describe('advciv 19 taxation entry', () => {
  const setup = setupOf(FIVE);
  const base = stateOf(setup, { africa: { cities: 3 }, egypt: { cities: 2, cards: cards('coinage') } }, { turn: 2 });
  test('derives treasury, stock and cities after revolts', () => {
    const s = play(setup, base, [{ kind: 'taxation', stock: { africa: 3, egypt: 10 }, rates: { egypt: 3 } }]);
    const africa = s.players.find((p) => p.nation === 'africa');
    const egypt = s.players.find((p) => p.nation === 'egypt');
    expect([africa?.treasury, africa?.cities, africa?.stock]).toEqual([2, 1, 1]);
    expect([egypt?.treasury, egypt?.stock]).toEqual([6, 4]);
    // the 2 revolting cities go to the player with most units in stock: Illyria/Crete/Babylon have 46 tokens + 45.
    expect(s.taxes[0]).toMatchObject({ nation: 'africa', revolted: 2, takenBy: [{ nation: 'illyria', cities: 2 }] });
  });
  test.each([
    [{ kind: 'taxation', stock: { africa: 3, egypt: 10 }, rates: { africa: 3 } }, 'taxation/rate-not-allowed', '19.2'],
    [{ kind: 'taxation', stock: { africa: 3, egypt: 10 }, rates: { egypt: 4 } }, 'taxation/rate-not-allowed', '19.2'],
    [{ kind: 'taxation', stock: { africa: 3 } }, 'player/missing', '19.1'],
    [{ kind: 'taxation', stock: { africa: 48, egypt: 1 } }, 'taxation/stock-out-of-range', '19.1'],
  ] as const)('%j is refused: %s (%s)', (entry, code, rule) => {
    const vs = check(setup, base, entry);
    expect(codes(vs)).toContain(code);
    expect(rules(vs)).toContain(rule);
  });
  test('19.32 when a city revolts, a player whose stock is unknown (no cities, stock changed by a cities entry) must enter it', () => {
    const unknown = stateOf(setup, { africa: { cities: 3 }, egypt: { cities: 2, cards: cards('coinage') }, illyria: { cities: 0, stock: null } }, { turn: 2 });
    // Africa can pay for one city of three: a revolt; Illyria's units in stock decide the beneficiary.
    const v = check(setup, unknown, { kind: 'taxation', stock: { africa: 3, egypt: 10 } });
    expect(v.map((x) => [x.code, x.params.nation, x.cite.map((c) => c.rule)])).toEqual([['player/missing', 'illyria', ['19.32']]]);
    // Illyria enters 2 tokens: 2 + 45 = 47 units, below Crete and Babylon (46 + 45 = 91): Crete (A.S.T. order) takes both.
    const s = play(setup, unknown, [{ kind: 'taxation', stock: { africa: 3, egypt: 10, illyria: 2 } }]);
    expect(s.taxes[0]).toMatchObject({ nation: 'africa', revolted: 2, takenBy: [{ nation: 'crete', cities: 2 }] });
    // Without a revolt his stock plays no part and need not be entered (19.1).
    expect(check(setup, unknown, { kind: 'taxation', stock: { africa: 6, egypt: 10 } })).toEqual([]);
  });
  test('19.32 the form asks for the stock of a player without cities while a city revolts, and its preview names the beneficiary the entry will', () => {
    const unknown = stateOf(setup, { africa: { cities: 3 }, egypt: { cities: 2, cards: cards('coinage') }, illyria: { cities: 0, stock: null } }, { turn: 2 });
    const typed = { africa: 3, egypt: 10 };
    // No revolt with these stocks: only the taxed players are asked.
    expect(taxRows(setup, unknown, { africa: 6, egypt: 10 }, {}).map((r) => r.nation)).toEqual(['africa', 'egypt']);
    // A revolt: Illyria's row appears, untaxed, citing 19.32; the preview names no beneficiary yet.
    const rows = taxRows(setup, unknown, typed, {});
    expect(rows.map((r) => [r.nation, r.taxed])).toEqual([
      ['africa', true],
      ['illyria', false],
      ['egypt', true],
    ]);
    expect(rows.find((r) => r.nation === 'illyria')?.cite.map((c) => c.rule)).toEqual(['19.32']);
    const waiting = taxPreview(setup, unknown, typed, {});
    expect(waiting.stockNeeded).toEqual(['illyria']);
    expect(waiting.outcomes.find((o) => o.nation === 'africa')?.takenBy).toEqual([]);
    // Illyria has 40 tokens in stock: 40 + 45 = 85 units against Crete's 91: Crete; with 47 tokens (92), Illyria.
    for (const [illyria, beneficiary] of [
      [40, 'crete'],
      [47, 'illyria'],
    ] as const) {
      const stock = { ...typed, illyria };
      const preview = taxPreview(setup, unknown, stock, {});
      expect(preview.stockNeeded).toEqual([]);
      const recorded = play(setup, unknown, [{ kind: 'taxation', stock }]);
      expect(preview.outcomes.find((o) => o.nation === 'africa')?.takenBy).toEqual([{ nation: beneficiary, cities: 2 }]);
      expect(recorded.taxes[0]?.takenBy).toEqual([{ nation: beneficiary, cities: 2 }]);
    }
  });
  test('19.1 taxes are collected once a turn', () => {
    const s = play(setup, base, [{ kind: 'taxation', stock: { africa: 30, egypt: 10 } }]);
    expect(codes(check(setup, s, { kind: 'taxation', stock: { africa: 30, egypt: 10 } }))).toEqual(['taxation/already-taxed']);
  });
});
