/**
 * Property tests: random sequences of valid and invalid entries, undo, redo, truncation and stale
 * appends from a second tab never break the invariants. Entries go through a game session (the
 * engine judges once, in the state layer; storage appends at the expected seq and revision); the
 * second tab writes straight to storage against a log it saw earlier and is always refused as stale.
 * After every step the stored log equals a model log kept with the engine alone, it replays without
 * a violation to the state the session shows, counts are never negative and no nation has more than
 * 9 cities (advciv 25.1).
 * At the end, export then import gives an identical record apart from the new id.
 * Run against the real advciv module (registered in GAMES) and against the tally test module.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { AnyGameModule } from '../../src/engine/games';
import { GAMES } from '../../src/engine/games';
import { replay, stepNew } from '../../src/engine/log/replay';
import type { LoggedEntry, RulesetId } from '../../src/engine/types';
import type { AdvCivState } from '../../src/engine/rulesets/advciv/state';
import type { GameRegistry } from '../../src/persistence/restore';
import { checkText } from '../../src/persistence/text';
import { createGameSession } from '../../src/state/game';
import { harness } from './harness';
import { TALLY_GAMES, type TallyState } from './tally';

type Command =
  | { readonly op: 'append'; readonly entry: unknown }
  | { readonly op: 'stale-append'; readonly entry: unknown; readonly behind: number }
  | { readonly op: 'undo' }
  | { readonly op: 'redo' }
  | { readonly op: 'truncate'; readonly back: number };

interface Spec {
  readonly title: string;
  readonly games: GameRegistry;
  readonly ruleset: RulesetId;
  readonly setup: unknown;
  readonly entry: fc.Arbitrary<unknown>;
  readonly invariants: (state: unknown) => void;
}

function commands(entry: fc.Arbitrary<unknown>): fc.Arbitrary<Command[]> {
  const command: fc.Arbitrary<Command> = fc.oneof(
    { weight: 6, arbitrary: entry.map((e) => ({ op: 'append' as const, entry: e })) },
    { weight: 2, arbitrary: fc.record({ entry, behind: fc.integer({ min: 1, max: 3 }) }).map((c) => ({ op: 'stale-append' as const, ...c })) },
    { weight: 2, arbitrary: fc.constant({ op: 'undo' as const }) },
    { weight: 2, arbitrary: fc.constant({ op: 'redo' as const }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }).map((back) => ({ op: 'truncate' as const, back })) },
  );
  return fc.array(command, { minLength: 1, maxLength: 25 });
}

async function runSequence(spec: Spec, cmds: readonly Command[]): Promise<void> {
  const h = harness(spec.games);
  const tabB = h.openTab().repo;
  const module = spec.games[spec.ruleset] as AnyGameModule;
  const created = await h.repo.createGame({ name: 'Property', ruleset: spec.ruleset, setup: spec.setup });
  if (!created.ok) throw new Error(`createGame: ${created.error.code}`);
  const id = created.value.record.id;
  const setup = created.value.record.setup;
  let clock = 0;
  const s = createGameSession<unknown>({ repo: h.repo, games: spec.games, now: () => new Date(Date.UTC(2026, 0, 1, 0, clock)).toISOString() });
  if (!(await s.open(id)).ok) throw new Error('open failed');
  // The model: the log and redo stack storage must hold, kept with the engine alone.
  let log: LoggedEntry<unknown>[] = [];
  let redo: LoggedEntry<unknown>[] = [];
  let rev = 0;
  const modelState = () => replay(module, setup, log).state;

  for (const [i, cmd] of cmds.entries()) {
    clock = i;
    const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    if (cmd.op === 'append') {
      const result = await s.submitEntry(cmd.entry);
      const parsed = module.parseEntry(cmd.entry);
      if (!parsed.ok) {
        expect(!result.ok && result.error.kind === 'storage' && result.error.error.code).toBe('append/malformed');
        continue;
      }
      // A new entry: its own rules and the turn's order (GameModule.admit), as the session judges it.
      const stepped = stepNew(module, setup, modelState(), log as never, parsed.value);
      if (stepped.violations.length > 0) {
        expect(!result.ok && result.error.kind === 'violations' && result.error.violations.map((v) => v.code)).toEqual(stepped.violations.map((v) => v.code));
        continue;
      }
      if (checkText(parsed.value) !== undefined) {
        expect(!result.ok && result.error.kind === 'storage' && result.error.error.code).toBe('text/markup');
        continue;
      }
      expect(result).toEqual({ ok: true, value: log.length });
      log = [...log, { at, entry: parsed.value }];
      redo = [];
      rev++;
    } else if (cmd.op === 'stale-append') {
      // A tab that saw the log `behind` writes ago: refused whatever it writes, and nothing changes.
      const result = await tabB.appendEntry(id, { at, entry: cmd.entry }, log.length - cmd.behind, rev - cmd.behind);
      expect(!result.ok && result.error.code).toBe('append/stale');
      continue;
    } else if (cmd.op === 'undo') {
      const result = await s.undo();
      const last = log.at(-1);
      if (last === undefined) {
        expect(!result.ok && result.error.kind === 'storage' && result.error.error.code).toBe('undo/nothing');
        continue;
      }
      expect(result.ok && result.value).toEqual(last);
      log = log.slice(0, -1);
      redo = [...redo, last];
      rev++;
    } else if (cmd.op === 'truncate') {
      const keep = log.length - cmd.back;
      const result = await h.repo.truncate(id, keep, { entryCount: log.length, rev });
      if (keep < 0) {
        expect(!result.ok && result.error.code).toBe('undo/nothing');
        continue;
      }
      expect(result.ok && result.value.removed).toEqual(log.slice(keep));
      redo = [...redo, ...log.slice(keep).reverse()];
      log = log.slice(0, keep);
      rev++;
      // Written past the session: it catches up by the revision it hears.
      await expect.poll(() => s.game.value?.rev).toBe(rev);
    } else {
      const result = await s.redo();
      const top = redo.at(-1);
      if (top === undefined) {
        expect(!result.ok && result.error.kind === 'storage' && result.error.error.code).toBe('redo/nothing');
        continue;
      }
      expect(result.ok).toBe(true);
      log = [...log, top];
      redo = redo.slice(0, -1);
      rev++;
    }
    // The stored log is the model log, it replays without a violation, and to the state shown.
    const loaded = await tabB.loadGame(id);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.record.entries).toEqual(log);
    expect(loaded.value.redoDepth).toBe(redo.length);
    expect(loaded.value.rev).toBe(rev);
    expect(s.state.value).toEqual(loaded.value.state);
    expect(s.record.value?.entries).toEqual(log);
    expect(loaded.value.state).toEqual(modelState());
    spec.invariants(loaded.value.state);
  }
  s.close();

  // Export then import into another database gives the same record apart from the new id.
  const file = await h.repo.exportGame(id);
  if (!file.ok) throw new Error(`exportGame: ${file.error.code}`);
  const target = harness(spec.games);
  const imported = await target.repo.importFile(file.value.text);
  if (!imported.ok || imported.value[0] === undefined) throw new Error('importFile failed');
  const [original, copy] = await Promise.all([h.repo.loadGame(id), target.repo.loadGame(imported.value[0].id)]);
  if (!original.ok || !copy.ok) throw new Error('load after import failed');
  expect({ ...copy.value.record, id: original.value.record.id }).toEqual(original.value.record);
  expect(copy.value.state).toEqual(original.value.state);
}

// advciv: census (21), ships (22), cities (24-26) and the A.S.T. entry that ends the turn (33),
// with values on both sides of each limit, plus malformed entries.
const NATIONS = ['africa', 'italy'] as const;
const advcivEntry: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ kind: fc.constant('census'), tokens: fc.record({ africa: fc.integer({ min: 0, max: 60 }), italy: fc.integer({ min: 0, max: 60 }) }) }),
  fc.record({
    kind: fc.constant('ships'),
    nation: fc.constantFrom(...NATIONS),
    ships: fc.integer({ min: 0, max: 5 }),
    treasury: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ kind: fc.constant('cities'), cities: fc.record({ africa: fc.integer({ min: 0, max: 11 }), italy: fc.integer({ min: 0, max: 11 }) }) }),
  fc.constant({ kind: 'ast' }),
  fc.constantFrom({ kind: 'census', tokens: 'many' }, { kind: 'cities', cities: { africa: -1, italy: 0 } }, { kind: 'warp' }, 7),
);

function advcivInvariants(raw: unknown): void {
  const state = raw as AdvCivState;
  for (const p of state.players) {
    expect(p.cities).toBeGreaterThanOrEqual(0);
    expect(p.cities).toBeLessThanOrEqual(9); // advciv 25.1
    expect(p.treasury).toBeGreaterThanOrEqual(0);
    expect(p.ships).toBeGreaterThanOrEqual(0);
    if (p.census !== null) expect(p.census).toBeGreaterThanOrEqual(0);
    if (p.stock !== null) expect(p.stock).toBeGreaterThanOrEqual(0);
  }
}

const tallyEntry: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ kind: fc.constantFrom('build', 'lose'), player: fc.constantFrom('Ann', 'Bo', 'Cy'), n: fc.integer({ min: 0, max: 10 }) }),
  fc.record({ kind: fc.constant('note'), text: fc.constantFrom('ok', 'two\nlines', '<b>bold</b>') }),
);

function tallyInvariants(raw: unknown): void {
  for (const n of Object.values((raw as TallyState).cities)) {
    expect(n).toBeGreaterThanOrEqual(0);
    expect(n).toBeLessThanOrEqual(9);
  }
}

const SPECS: readonly Spec[] = [
  {
    title: 'advciv (the real module registered in GAMES)',
    games: GAMES,
    ruleset: 'advciv',
    setup: {
      players: [
        { name: 'Ann', nation: 'africa' },
        { name: 'Bo', nation: 'italy' },
      ],
      variants: [],
      settings: {},
    },
    entry: advcivEntry,
    invariants: advcivInvariants,
  },
  { title: 'tally (test module)', games: TALLY_GAMES, ruleset: 'smc', setup: { players: ['Ann', 'Bo'] }, entry: tallyEntry, invariants: tallyInvariants },
];

describe('property: entries, undo, redo and stale appends never break the stored log', () => {
  test.each(SPECS)(
    '$title',
    async (spec) => {
      expect(spec.games[spec.ruleset]).toBeDefined();
      await fc.assert(
        fc.asyncProperty(commands(spec.entry), (cmds) => runSequence(spec, cmds)),
        { numRuns: 40 },
      );
    },
    60_000,
  );
});
