import { describe, expect, test } from 'vitest';
import { ADVCIV_GAME, advcivInitialState } from '../../../../../src/engine/rulesets/advciv/game';
import { NATIONS } from '../../../../../src/engine/rulesets/advciv/nations';
import { playerCountOptions } from '../../../../../src/engine/rulesets/advciv/views/setup';
import { codes, rules, setupOf } from '../helpers';

describe('advciv 38.1 Multi-Player Variant (3.1, 16.1, 16.9)', () => {
  test.each([
    ['16.9 nine players with the variant: every nation, 47 tokens each', ['38.1'] as const, []],
    ['16.1 base rules: nine players are refused', [] as const, ['setup/player-count']],
  ])('%s', (_name, variants, expected) => {
    expect(codes(ADVCIV_GAME.validateSetup(setupOf(NATIONS, {}, [...variants])))).toEqual(expected);
  });
  test('16.9 each of the nine starts with 47 tokens, one on the board (15.3)', () => {
    expect(advcivInitialState(setupOf(NATIONS, {}, ['38.1'])).players.map((p) => p.stock)).toEqual(Array(9).fill(46));
  });
  test('the new-game screen offers nine players only with the variant, citing 16.9 as 38.1 rewrites it', () => {
    const nine = playerCountOptions(['38.1']).find((o) => o.players === 9);
    expect(nine).toMatchObject({ tokens: 47, cite: { rule: '16.9', variant: '38.1' } });
    expect(playerCountOptions([]).some((o) => o.players === 9)).toBe(false);
  });
  test('R-A14 38.1 and 38.2 are never both on', () => {
    const v = ADVCIV_GAME.validateSetup(setupOf(NATIONS, {}, ['38.1', '38.2']));
    expect(codes(v)).toEqual(['setup/exclusive-variants']);
    expect(v[0]?.cite[0]?.ruling).toBe('R-A14');
    expect(rules(v)).toEqual(['36.1']);
  });
});
