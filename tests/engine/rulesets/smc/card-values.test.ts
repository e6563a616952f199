/**
 * Sid Meier's Advanced Rules: the table types each technology card's printed values (R-S1). What it
 * types is bounded by what a card can print (issue 24 item 4): a name of a card's length (its
 * prerequisites' and wonder's too), a cost of at least 1, and the same card keeping the same values
 * for the rest of the game. Each is refused by the engine with its rule, in a purchase, a free
 * technology and a starting technology.
 */
import { describe, expect, test } from 'vitest';
import { smc } from '../../../../src/engine/rulesets/smc';
import { MAX_CARD_NAME } from '../../../../src/engine/rulesets/smc/data';
import { da, en } from '../../../../src/ui/messages/catalog';
import { advancedSetup, card, check, codes, must, player, stateWith } from './helpers';

const setup = advancedSetup();
const base = stateWith(setup, { phase: 'purchase', era: 'medieval' }, { angela: { gold: 200 } });
const buy = (c: ReturnType<typeof card>) => ({ kind: 'purchase', player: 'angela', items: [{ item: 'technology', card: c, endRoll: null }] }) as const;

describe('smc Advanced Rules: Purchasing Technologies, the printed values the table types (R-S1)', () => {
  test('a name longer than any card’s (a 36 kB name) is refused with R-S1, and the refusal shows only a card name’s length of it', () => {
    const v = check(setup, base, buy(card('x'.repeat(36_000), 'medieval', 60)));
    expect(codes(v)).toEqual(['smc/technology/card-name-too-long']);
    expect(v[0]?.cite).toEqual([{ doc: 'smc', rule: 'Advanced Rules: Purchasing Technologies', ruling: 'R-S1' }]);
    expect(String(v[0]?.params.name).length).toBe(MAX_CARD_NAME + 1);
    expect(v[0]?.params.max).toBe(MAX_CARD_NAME);
  });

  test('a name of a card’s length is taken: 40 characters', () => {
    const name = 'N'.repeat(MAX_CARD_NAME);
    expect(player(must(setup, base, buy(card(name, 'medieval', 60))), 'angela').technologies.map((t) => t.id)).toContain(name);
  });

  test('a prerequisite’s or a wonder’s name longer than a card’s is refused too', () => {
    const long = 'w'.repeat(MAX_CARD_NAME + 1);
    expect(codes(check(setup, base, buy(card('Chivalry', 'medieval', 60, { wonder: long }))))).toEqual(['smc/technology/card-name-too-long']);
    expect(codes(check(setup, base, buy(card('Chivalry', 'medieval', 60, { prerequisites: [long] }))))).toContain('smc/technology/card-name-too-long');
  });

  test('a cost of 0 is refused with R-S1: every technology card is bought for gold (at least 1)', () => {
    const v = check(setup, base, buy(card('Chivalry', 'medieval', 0)));
    expect(codes(v)).toEqual(['smc/technology/card-cost']);
    expect(v[0]?.params).toMatchObject({ technology: 'Chivalry', cost: 0 });
    expect(codes(check(setup, base, buy(card('Chivalry', 'medieval', 1))))).toEqual([]);
  });

  test('a card entered before keeps its values: the same name typed with another cost is refused with R-S1', () => {
    // Masonry is in play at 20 (a starting technology): typed again at 5 it is another card's values.
    const v = check(setup, base, buy(card('Masonry', 'ancient', 5)));
    expect(codes(v)).toContain('smc/technology/card-changed');
    expect(v.find((x) => x.code === 'smc/technology/card-changed')?.cite[0]?.ruling).toBe('R-S1');
  });

  test('a free technology (Exploration markers) is held to the same values', () => {
    const s = stateWith(setup, { phase: 'movement', era: 'medieval' }, { angela: { gold: 0 } });
    const v = check(setup, s, { kind: 'explore', player: 'angela', event: { type: 'free-technology', card: card('Chivalry', 'medieval', 0) } });
    expect(codes(v)).toContain('smc/technology/card-cost');
  });

  test('a starting technology typed at set-up is held to a card name’s length and a cost of at least 1', () => {
    const bad = { ...setup, players: setup.players.map((p, i) => (i === 0 ? { ...p, startingTechnology: card('y'.repeat(200), 'ancient', 0) } : p)) };
    const found = codes(smc.validateSetup(bad));
    expect(found).toContain('smc/technology/card-name-too-long');
    expect(found).toContain('smc/technology/card-cost');
    expect(smc.validateSetup(setup)).toEqual([]);
  });

  test('the refusals are in words, English and Danish', () => {
    for (const code of ['card-name-too-long', 'card-cost', 'card-changed'] as const) {
      expect(en[`violation.smc/technology/${code}`]).toBeTruthy();
      expect(da[`violation.smc/technology/${code}`]).toBeTruthy();
    }
  });
});
