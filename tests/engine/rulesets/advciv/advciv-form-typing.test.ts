/**
 * What the advciv forms ask for and what their typing becomes in the entry (src/engine/rulesets/advciv/views):
 * the calamity form's declared breakdowns (26.41, 29.62), the map facts each calamity takes, the
 * secondary assignment and Civil War's factions with variant 39.9's whole first faction; the
 * capital sites the cities form asks for; the new-game form's bids (capitals 3); when the end is offered.
 */
import { describe, expect, test } from 'vitest';
import { explainCalamities } from '../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import {
  calamityResolution,
  capitalSitesAsked,
  EMPTY_RESOLUTION,
  enteredNumbers,
  lossBreakdown,
  supportReductions,
  type ResolutionInput,
} from '../../../../src/engine/rulesets/advciv/views/forms';
import type { BiddingSetup } from '../../../../src/engine/rulesets/advciv/variants/bidding';
import { bidRange, biddingAsked, biddingFor } from '../../../../src/engine/rulesets/advciv/views/setup';
import { readWholeNumber } from '../../../../src/ui/components/whole-number';
import { endGameOffered } from '../../../../src/engine/rulesets/advciv/views/turn';
import { calamityEntry, held, setupWith, tradePhase } from './variants/scenario';

describe('advciv 26.41, 29.62 a typed loss becomes the declared breakdown (lossBreakdown)', () => {
  test.each([
    // [why, typed, breakdown]
    [
      '26.41 the tokens left are spread over the reduced cities, the first ones taking the remainder',
      { tokens: 2, reduced: 3, left: 7, eliminated: 1 },
      { tokens: 2, citiesReduced: [3, 2, 2], citiesEliminated: 1 },
    ],
    [
      '26.41 a reduced city may leave nothing',
      { tokens: null, reduced: 2, left: null, eliminated: null },
      { tokens: 0, citiesReduced: [0, 0], citiesEliminated: 0 },
    ],
    [
      '29.62 tokens only: no city reduced, the tokens left are ignored',
      { tokens: 4, reduced: null, left: 3, eliminated: null },
      { tokens: 4, citiesReduced: [], citiesEliminated: 0 },
    ],
  ] as const)('%s', (_why, typed, expected) => {
    expect(lossBreakdown(typed)).toEqual(expected);
  });
  test('nothing typed: no breakdown', () => {
    expect(lossBreakdown(undefined)).toBeUndefined();
  });
});

describe('advciv 29.8, 26.31 cities reduced for lack of support leave the tokens typed (supportReductions)', () => {
  test('only players with a city reduced are named, each city with its tokens', () => {
    expect(
      supportReductions({
        egypt: { tokens: null, reduced: 2, left: 3, eliminated: null },
        crete: { tokens: null, reduced: 0, left: 4, eliminated: null },
      }),
    ).toEqual({ egypt: [2, 1] });
  });
  test('an empty field is left out of the entered numbers', () => {
    expect(enteredNumbers({ egypt: 3, crete: null, africa: 0 })).toEqual({ egypt: 3, africa: 0 });
  });
});

describe('advciv R-G2 the resolution carries only the map facts the calamity takes (calamityResolution)', () => {
  const typed: ResolutionInput = { ...EMPTY_RESOLUTION, volcano: false, earthquakeVictim: 'none', floodPlain: { egypt: 4 }, grain: { egypt: 2 } };
  test('30.21 Volcano/Earthquake: the volcano and the earthquake victim, nothing of Flood or Famine', () => {
    expect(calamityResolution([], 'volcano', typed, undefined)).toEqual({ calamity: 'volcano', volcano: false, earthquakeVictim: null });
  });
  test('30.51 Flood: the flood plain, nothing of the volcano', () => {
    expect(calamityResolution([], 'flood', typed, undefined)).toEqual({ calamity: 'flood', floodPlain: { egypt: 4 } });
  });
  test('29.62 the losses typed, victims with nothing removed left out', () => {
    const r = calamityResolution(
      [],
      'epidemic',
      {
        ...EMPTY_RESOLUTION,
        losses: { egypt: { tokens: 5, reduced: 1, left: 2, eliminated: null }, crete: { tokens: 0, reduced: null, left: null, eliminated: null } },
      },
      undefined,
    );
    expect(r.losses).toEqual({ egypt: { tokens: 5, citiesReduced: [2], citiesEliminated: 0 } });
  });
});

describe('advciv 30.41 Civil War: the factions as typed (calamityResolution)', () => {
  const setup = setupWith([]);
  const state = tradePhase(setup, { egypt: 5 });
  const h = [held('civil-war', 'egypt', 'babylon')];
  const step = explainCalamities(state, calamityEntry(setup, h, [{ calamity: 'civil-war' }]), setup).steps[0];
  const input: ResolutionInput = {
    ...EMPTY_RESOLUTION,
    civilWar: { ...EMPTY_RESOLUTION.civilWar, primaryCities: 1, primaryTokens: 10, beneficiaryCities: 2, beneficiaryTokens: 5, retained: 'second' },
  };
  test('the step names a beneficiary (30.412)', () => {
    expect(step?.civilWar?.beneficiary).not.toBeNull();
  });
  test('30.4121-30.4123 the primary victim and the beneficiary each select units', () => {
    expect(calamityResolution([], 'civil-war', input, step).civilWar).toEqual({
      primarySelects: { cities: 1, tokens: 10 },
      beneficiarySelects: { cities: 2, tokens: 5 },
      retained: 'second',
    });
  });
  test('39.9 (15.553) for a late arrival the second pair of fields is the whole first faction', () => {
    // The step as the engine gives it when a late arrival enters under 39.9 (late-arrivals.test.ts builds the real one).
    const late = step && { ...step, lateArrival: { entrant: { name: 'Dee', nation: 'thrace' as const, index: 0, cite: [] }, equalFactions: true } };
    expect(calamityResolution(['39.9'], 'civil-war', input, late).civilWar).toEqual({
      primarySelects: { cities: 1, tokens: 10 },
      beneficiarySelects: { cities: 0, tokens: 0 },
      firstFaction: { cities: 2, tokens: 5 },
      retained: 'second',
    });
  });
  test('30.41 without a beneficiary nothing of the factions is recorded', () => {
    expect(calamityResolution([], 'civil-war', input, undefined).civilWar).toBeUndefined();
  });
});

describe('capitals 2 the cities form asks which capital sites the cities stand on only with the variant (capitalSitesAsked)', () => {
  test.each([
    ['capitals 2: with the variant', ['capitals'] as const, true],
    ['advciv 24-26: the base game has no capital sites', [] as const, false],
  ])('%s', (_why, variants, asked) => {
    expect(capitalSitesAsked(setupWith(variants))).toBe(asked);
  });
});

describe('capitals 3 Bidding: the bids sized to the seats and the ties kept while they still match (biddingFor)', () => {
  const base: BiddingSetup = { method: 'easy', blankLost: false, bids: [], ties: [] };
  test('capitals 3.1 one bid per seat, a missing bid is 0, extra bids dropped', () => {
    expect(biddingFor({ ...base, bids: [3] }, 3).bids).toEqual([3, 0, 0]);
    expect(biddingFor({ ...base, bids: [3, 1, 2, 5] }, 2).bids).toEqual([3, 1]);
  });
  test("capitals 3.2 a tie's drawn order is kept while it names exactly the tied players", () => {
    const tied = biddingFor({ ...base, bids: [2, 2, 1], ties: [{ order: [1, 0] }] }, 3);
    expect(tied.ties).toEqual([{ order: [1, 0] }]);
    // The third player now bids 2 too: the group changed, the order must be drawn again.
    expect(biddingFor({ ...tied, bids: [2, 2, 2] }, 3).ties).toEqual([{ order: [] }]);
    // No tie left: no order.
    expect(biddingFor({ ...tied, bids: [3, 2, 1] }, 3).ties).toEqual([]);
  });
  test('capitals 3: the bids are asked only with the variant (biddingAsked)', () => {
    expect(biddingAsked(['bidding'])).toBe(true);
    expect(biddingAsked(['39.9'])).toBe(false);
  });
});

describe('advciv 34.1 B, 34.2 ending at the time limit is offered only between turns, once a turn is played (endGameOffered)', () => {
  test.each([
    ['34.2 between turns after turn 2', { phase: null, turn: 3 }, true],
    ['34.2 not in the middle of a turn', { phase: 'census', turn: 3 }, false],
    ['no turn played yet', { phase: null, turn: 1 }, false],
  ] as const)('%s', (_why, state, offered) => {
    expect(endGameOffered(state)).toBe(offered);
  });
});

describe('capitals 3.1 a bid box takes a whole number from 0 to 56, at least 1 once a blank token is lost (bidRange)', () => {
  test.each([
    // [why, blank token lost, typed, what the box reads]
    ['3.1 zero is a bid', false, '0', { kind: 'number', value: 0 }],
    ['3.1 fifty-six is the most', false, '56', { kind: 'number', value: 56 }],
    ['3.1 fifty-seven is refused, not clamped', false, '57', { kind: 'refused', problem: 'range' }],
    ['3.1 an integer: "2.5" is refused, never 25', false, '2.5', { kind: 'refused', problem: 'decimal' }],
    ['3.1 between 0 and 56: "-3" is refused, never 3', false, '-3', { kind: 'refused', problem: 'sign' }],
    ['3.1 "1e3" is refused, never 13', false, '1e3', { kind: 'refused', problem: 'exponent' }],
    ['3.1 with a blank token lost, zero is refused', true, '0', { kind: 'refused', problem: 'range' }],
    ['3.1 with a blank token lost, one is the least', true, '1', { kind: 'number', value: 1 }],
  ] as const)('%s', (_why, blankLost, typed, reading) => {
    expect(readWholeNumber(typed, bidRange(blankLost))).toEqual(reading);
  });
  test('3.1 the box takes exactly what the engine checks the bid against', () => {
    expect(bidRange(false)).toEqual({ min: 0, max: 56 });
    expect(bidRange(true)).toEqual({ min: 1, max: 56 });
  });
});
