import { describe, expect, test } from 'vitest';
import type { AdvCivEntry } from '../../../../../src/engine/rulesets/advciv/entries';
import { parseAdvCivEntry, parseAdvCivSetup } from '../../../../../src/engine/rulesets/advciv/parse';
import { replayAll, setupOf } from '../helpers';

// Two turns of a three-player Capitals game, as the browser test plays them: Africa's capital cities
// count twice from turn 2, once Africa holds Pottery (capitals 4.1, 4.2, 5.1-5.3).
const SETUP = setupOf(['crete', 'italy', 'africa'], {}, ['capitals']);
const TURN1: readonly AdvCivEntry[] = [
  { kind: 'census', tokens: { crete: 14, italy: 13, africa: 36 } },
  { kind: 'cities', cities: { crete: 2, italy: 2, africa: 6 }, capitals: { africa: ['carthage', 'troy'], crete: ['knossos'], italy: [] } },
  { kind: 'trade-cards', nation: 'italy', stacks: [1, 2], bought: 0 },
  { kind: 'trade-cards', nation: 'crete', stacks: [1, 2], bought: 0 },
  { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3, 4, 5, 6], bought: 0 },
  { kind: 'purchase', nation: 'africa', cards: ['pottery'], paid: { salt: 4 }, treasury: 0, mining: null },
  { kind: 'hand', nation: 'africa', cards: {} },
  { kind: 'hand', nation: 'crete', cards: {} },
  { kind: 'hand', nation: 'italy', cards: {} },
  { kind: 'ast' },
];
const TURN2: readonly AdvCivEntry[] = [
  { kind: 'taxation', stock: { crete: 25, italy: 25, africa: 25 } },
  { kind: 'census', tokens: { crete: 14, italy: 13, africa: 30 } },
  { kind: 'cities', cities: { crete: 2, italy: 2, africa: 9 }, capitals: { africa: ['carthage', 'troy', 'athens'], crete: ['knossos'], italy: [] } },
  { kind: 'trade-cards', nation: 'italy', stacks: [1, 2], bought: 0 },
  { kind: 'trade-cards', nation: 'crete', stacks: [1, 2, 3], bought: 0 },
  { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3, 4, 5, 6, 7, 8, 9], bought: 0 },
  { kind: 'trade-cards', nation: 'africa', stacks: [9, 8, 7], bought: 0, round: 'supplemental' },
];

describe('capitals: a stored Capitals game replays through the record gate (R-C1)', () => {
  test('setup and every entry survive the structural parsers unchanged', () => {
    expect(parseAdvCivSetup(JSON.parse(JSON.stringify(SETUP)))).toEqual({ ok: true, value: SETUP });
    for (const e of [...TURN1, ...TURN2]) expect(parseAdvCivEntry(JSON.parse(JSON.stringify(e)))).toEqual({ ok: true, value: e });
  });
  test('the whole log replays without a violation, to Africa drawing twelve cards in turn 2', () => {
    const r = replayAll(SETUP, [...TURN1, ...TURN2]);
    expect(r.violations).toEqual([]);
    expect(r.state.draws.filter((d) => d.nation === 'africa').flatMap((d) => d.stacks)).toHaveLength(12);
    expect(r.state.players.find((p) => p.nation === 'africa')?.capitals).toEqual(['carthage', 'troy', 'athens']);
  });
  test('the same log without the variant is refused where capitals matter', () => {
    const r = replayAll(setupOf(['crete', 'italy', 'africa']), [...TURN1, ...TURN2]);
    expect(r.violations.map((v) => [v.index, v.violations[0]?.code])).toContainEqual([1, 'capitals/variant-off']);
  });
});
