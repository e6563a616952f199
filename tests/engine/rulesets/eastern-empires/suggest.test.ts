/** ee: every figure a form prefills is the engine's, with where it comes from (issue 19 item 1). */
import { describe, expect, test } from 'vitest';
import { eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import type { EeState } from '../../../../src/engine/rulesets/eastern-empires/state';
import { eeBoardSuggestion, eeCitiesSuggestion, eeStockSuggestion } from '../../../../src/engine/rulesets/eastern-empires/views/suggest';

const setup: EeSetup = { players: (['saba', 'maurya', 'babylon'] as const).map((civ) => ({ name: civ, civ })), settings: DEFAULT_EE_SETTINGS };
const state = (): EeState => {
  const s = eeInitialState(setup);
  return { ...s, players: s.players.map((p) => (p.civ === 'saba' ? { ...p, cities: 3, census: 28, treasury: 6 } : p)) };
};

describe('ee chapter 3, Phase 1a the tax stock: 55 tokens less the board and the treasury', () => {
  test('ee Phase 1a: 21 = 55 tokens - 28 on the board - 6 in treasury', () => {
    expect(eeStockSuggestion(state(), 'saba')).toEqual({
      value: 21,
      source: { kind: 'stock', tokens: 55, board: 28, treasury: 6 },
      cite: [
        { doc: 'ee', rule: 'Phase 1a' },
        { doc: 'ee', rule: 'chapter 3' },
      ],
    });
  });
});

describe('ee Phase 5a the board after new cities: at least six tokens a city leave it', () => {
  test('ee Phase 5a: with the cities held, the board as last entered', () => {
    expect(eeBoardSuggestion(state(), 'saba', undefined)).toMatchObject({ value: 28, source: { built: 0, intoCities: 0 } });
    expect(eeCitiesSuggestion(state(), 'saba')).toMatchObject({ value: 3, source: { kind: 'cities', cities: 3 } });
  });
  test('ee Phase 5a: two new cities typed take at least 12 tokens: at most 16 stay on the board', () => {
    expect(eeBoardSuggestion(state(), 'saba', 5)).toMatchObject({ value: 16, source: { kind: 'board', board: 28, built: 2, intoCities: 12 } });
  });
});
