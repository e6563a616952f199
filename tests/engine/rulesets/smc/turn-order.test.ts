/**
 * The order of a Sid Meier's turn for new entries (issue 19): the phases run in order (Game Turn
 * Sequence, Turn Phases) and the production phase is left only once it has had every entry it owes;
 * the roll, each player's collection and each player's "done buying" are once per turn, purchases are
 * several (Purchase Phase: "you use the gold you have accumulated to purchase new military units,
 * settlers, settlements, technologies, etc."). The entries' own checks hold them (GameModule.admit
 * adds nothing for smc); each row is judged as the state layer and a linked phone's host judge a new
 * entry (judgeNew).
 */
import { describe, expect, test } from 'vitest';
import { judgeNew } from '../../../../src/engine/log/replay';
import type { SmcEntry } from '../../../../src/engine/rulesets/smc/entries/types';
import { smc } from '../../../../src/engine/rulesets/smc/game';
import type { SmcState } from '../../../../src/engine/rulesets/smc/state';
import { ADVANCE, must, standardSetup, stateWith } from './helpers';

const setup = standardSetup();
const judge = (state: SmcState, entry: SmcEntry) => judgeNew(smc, setup, state, [], entry);
const production = () => stateWith(setup, { phase: 'production' }, { angela: { gold: 50 }, brad: { gold: 50 }, chris: { gold: 50 } });
const rolled = () => must(setup, production(), { kind: 'critical-roll', dice: [1, 2] });
const collected = () => ['angela', 'brad', 'chris'].reduce((st, p) => must(setup, st, { kind: 'produce', player: p, cityValues: {} }), rolled());
const buying = () => must(setup, collected(), ADVANCE);
const settler = (p: string): SmcEntry => ({ kind: 'purchase', player: p, items: [{ item: 'settler', count: 1 }] });

describe('smc once per turn: the production roll, each collection and each "done buying"', () => {
  test.each<[string, () => SmcState, SmcEntry, string, string]>([
    [
      'smc City production and critical resource: one roll a production phase',
      rolled,
      { kind: 'critical-roll', dice: [3, 4] },
      'smc/production/already-rolled',
      'Standard Rules: City production and critical resource',
    ],
    [
      'smc Game Turn Sequence: each player collects once a turn',
      () => must(setup, rolled(), { kind: 'produce', player: 'brad', cityValues: {} }),
      { kind: 'produce', player: 'brad', cityValues: {} },
      'smc/production/already-produced',
      'Standard Rules: Game Turn Sequence',
    ],
    [
      'smc Turn Phases, Purchasing technologies: "done buying" once',
      () => must(setup, buying(), { kind: 'purchase-done', player: 'angela' }),
      { kind: 'purchase-done', player: 'angela' },
      'smc/purchase/already-finished',
      'Standard Rules: Turn Phases',
    ],
  ])('%s', (_rule, state, entry, code, rule) => {
    const vs = judge(state(), entry);
    expect(vs.map((v) => v.code)).toEqual([code]);
    expect(vs[0]?.cite.map((c) => c.rule)).toContain(rule);
  });

  test('smc Purchase Phase: purchases are several, one entry per thing bought, until he is done', () => {
    const once = must(setup, buying(), settler('angela'));
    expect(judge(once, settler('angela'))).toEqual([]);
  });
});

describe('smc Game Turn Sequence: the phases in order, production complete before the purchases', () => {
  test.each<[string, () => SmcState, SmcEntry, string, string]>([
    ['smc Turn Phases: no purchase in the production phase', rolled, settler('angela'), 'smc/phase/wrong-phase', 'Standard Rules: Turn Phases'],
    [
      'smc Turn Phases: no collection in the movement phase',
      () => stateWith(setup, { phase: 'movement' }),
      { kind: 'produce', player: 'angela', cityValues: {} },
      'smc/phase/wrong-phase',
      'Standard Rules: Turn Phases',
    ],
    [
      'smc City production and critical resource: the roll before the purchase phase',
      production,
      ADVANCE,
      'smc/production/not-rolled',
      'Standard Rules: City production and critical resource',
    ],
    [
      'smc Game Turn Sequence: every collection before the purchase phase',
      () => must(setup, rolled(), { kind: 'produce', player: 'angela', cityValues: {} }),
      ADVANCE,
      'smc/phase/production-incomplete',
      'Standard Rules: Game Turn Sequence',
    ],
  ])('%s', (_rule, state, entry, code, rule) => {
    const vs = judge(state(), entry);
    expect(vs.map((v) => v.code)).toContain(code);
    expect(vs.find((v) => v.code === code)?.cite.map((c) => c.rule)).toContain(rule);
  });

  test('smc Game Turn Sequence: the production phase owes the players who have not collected, by name', () => {
    const vs = judge(must(setup, rolled(), { kind: 'produce', player: 'angela', cityValues: {} }), ADVANCE);
    expect(vs.find((v) => v.code === 'smc/phase/production-incomplete')?.params).toEqual({ players: ['brad', 'chris'] });
  });

  test('smc Turn Phases: movement and trade owe nothing: the table moves on with no entry in them', () => {
    expect(judge(stateWith(setup, { phase: 'movement' }), ADVANCE)).toEqual([]);
    expect(judge(stateWith(setup, { phase: 'trade' }), ADVANCE)).toEqual([]);
  });
});
