import { describe, expect, test } from 'vitest';
import { calamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity';
import { explainCalamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import type { CalamitiesEntry, CalamityResolution } from '../../../../../src/engine/rulesets/advciv/entries/calamity-entry';
import { calamityResolution, EMPTY_RESOLUTION } from '../../../../../src/engine/rulesets/advciv/views/forms';
import type { CalamityId } from '../../../../../src/engine/rulesets/advciv/commodities';
import type { NationId } from '../../../../../src/engine/rulesets/advciv/nations';
import type { CardId } from '../../../../../src/engine/rulesets/advciv/cards';
import type { AdvCivState } from '../../../../../src/engine/rulesets/advciv/state';
import { EVERY_STACK_DRAWN, cards, setupOf, stateOf } from '../helpers';

const FIVE: readonly NationId[] = ['africa', 'italy', 'crete', 'babylon', 'egypt'];
const SETUP = setupOf(FIVE);
const TOKENS = { africa: 20, italy: 20, crete: 20, babylon: 20, egypt: 20 } as const;
const L = (tokens: number, citiesReduced: number[] = [], citiesEliminated = 0) => ({ tokens, citiesReduced, citiesEliminated });
function trading(cities: Partial<Record<NationId, number>> = {}, held: Partial<Record<NationId, CardId[]>> = {}): AdvCivState {
  const changes = Object.fromEntries(FIVE.map((n) => [n, { cities: cities[n] ?? 3, stock: null, cards: cards(...(held[n] ?? [])) }]));
  return stateOf(SETUP, changes, { turn: 2, phase: 'trade', draws: EVERY_STACK_DRAWN });
}
const one = (calamity: CalamityId, holder: NationId, tradedBy: NationId | null, r: Omit<CalamityResolution, 'calamity'> = {}): CalamitiesEntry => ({
  kind: 'calamities',
  held: [{ calamity, holder, tradedBy }],
  tokens: TOKENS,
  resolutions: [{ calamity, ...r }],
});
const choosers = (s: AdvCivState, e: CalamitiesEntry) =>
  explainCalamities(s, e, SETUP).steps[0]?.choosers?.map((c) => [c.choice, c.role, c.nations, c.cite.rule]);

describe('advciv 30 who chooses: each step names the primary victim, the trader or the beneficiary', () => {
  test('30.221 Treachery traded: the trader selects the city', () => {
    expect(choosers(trading(), one('treachery', 'egypt', 'crete'))).toEqual([['cities', 'trader', ['crete'], '30.221']]);
  });
  test('30.222, R-A13 Treachery untraded: the primary victim reduces one of his own cities', () => {
    expect(choosers(trading(), one('treachery', 'egypt', null))).toEqual([['cities', 'primary', ['egypt'], '30.221']]);
  });
  test('30.911, 30.912 Piracy: the trader selects the victim’s cities, the primary victim the others’', () => {
    expect(choosers(trading(), one('piracy', 'egypt', 'africa'))).toEqual([
      ['cities', 'trader', ['africa'], '30.911'],
      ['secondary-split', 'primary', ['egypt'], '30.912'],
    ]);
  });
  test('30.5251 Barbarian Hordes untraded: the player with most units in stock picks between areas', () => {
    // Italy has one city, so most cities in stock (8 x 5 + stock tokens); ties would go by A.S.T. order.
    expect(choosers(trading({ italy: 1 }), one('barbarian-hordes', 'egypt', null))?.[0]).toEqual(['barbarian-area', 'most-stock', ['italy'], '30.5251']);
  });
  test('30.4121-30.4123, 30.415 Civil War: primary victim and beneficiary build the first faction, the victim keeps one', () => {
    const roles = choosers(trading({ egypt: 5, babylon: 1 }), one('civil-war', 'egypt', null))?.map((c) => [c[1], c[3]]);
    expect(roles).toEqual([
      ['primary', '30.4121'],
      ['beneficiary', '30.4123'],
      ['primary', '30.415'],
    ]);
  });
  test('30.512 Flood: the primary victim divides the ten; each secondary victim chooses his own units', () => {
    const e = one('flood', 'egypt', null, {
      floodPlain: { egypt: 22, babylon: 9, italy: 4 },
      assigned: [
        { player: 'babylon', amount: 6 },
        { player: 'italy', amount: 4 },
      ],
      losses: { egypt: L(2, [], 3), babylon: L(1, [], 1), italy: L(4) },
    });
    const c = choosers(trading({ egypt: 4 }), e);
    expect(c?.[0]).toEqual(['secondary-split', 'primary', ['egypt'], '30.512']);
    expect(c?.[1]).toEqual(['units', 'secondary', ['babylon', 'italy'], '30.512']);
  });
});

describe('advciv 30.512 forced secondary victims are filled in by the engine', () => {
  const s = trading({ egypt: 4 });
  test('30.512 ten unit points or less on the plain: every other player there is a secondary victim automatically', () => {
    const e = one('flood', 'egypt', null, { floodPlain: { egypt: 22, babylon: 5, italy: 4 }, losses: { egypt: L(2, [], 3), babylon: L(5), italy: L(4) } });
    const step = explainCalamities(s, e, SETUP).steps[0];
    expect(step?.secondary?.forced).toEqual([
      { player: 'italy', amount: 4 },
      { player: 'babylon', amount: 5 },
    ]);
    // No assignment typed: the engine's is used and the losses it asks for are checked.
    expect(calamities.validate(s, e, SETUP)).toEqual([]);
    const short = one('flood', 'egypt', null, { floodPlain: { egypt: 22, babylon: 5, italy: 4 }, losses: { egypt: L(2, [], 3), babylon: L(5) } });
    expect(calamities.validate(s, short, SETUP).map((v) => v.code)).toContain('calamity/loss-too-small');
  });
  test('30.512 more than ten on the plain: the primary victim divides them (nothing forced)', () => {
    const e = one('flood', 'egypt', null, { floodPlain: { egypt: 22, babylon: 9, italy: 4 } });
    expect(explainCalamities(s, e, SETUP).steps[0]?.secondary?.forced).toBeUndefined();
  });
  test('R-A9 the form sends no assignment when it is forced, whatever was typed before', () => {
    const e = one('flood', 'egypt', null, { floodPlain: { egypt: 22, babylon: 5, italy: 4 } });
    const step = explainCalamities(s, e, SETUP).steps[0];
    const typed = { ...EMPTY_RESOLUTION, assigned: { babylon: 9 } };
    expect(calamityResolution([], 'flood', typed, step).assigned).toEqual([]);
  });
});
