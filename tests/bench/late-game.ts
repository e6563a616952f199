/**
 * A nine-player (variant 38.1) late-game advciv record for the UI benchmarks, built turn by turn
 * through the engine so every entry is valid: taxes, census, ships, cities, every draw in trade
 * order, calamities (none held), one purchase per player per turn paid with treasury where it can
 * be, hands, and the A.S.T.; then the next turn's taxes, so the game stands at a census.
 */
import type { AdvCivEntry } from '../../src/engine/rulesets/advciv/entries';
import { step } from '../../src/engine/log/replay';
import { ADVCIV_GAME, advcivInitialState } from '../../src/engine/rulesets/advciv/game';
import { NATIONS, type NationId } from '../../src/engine/rulesets/advciv/nations';
import { DEFAULT_SETTINGS } from '../../src/engine/rulesets/advciv/settings';
import type { AdvCivSetup } from '../../src/engine/rulesets/advciv/setup';
import type { AdvCivState } from '../../src/engine/rulesets/advciv/state';
import type { LoggedEntry } from '../../src/engine/types';
import { drawRows, purchasePreview } from '../../src/engine/rulesets/advciv/views/forms';
import { turnView } from '../../src/engine/rulesets/advciv/views/turn';

export function lateGame(turns: number): { readonly setup: AdvCivSetup; readonly record: readonly LoggedEntry<AdvCivEntry>[]; readonly state: AdvCivState } {
  const setup: AdvCivSetup = { players: NATIONS.map((nation) => ({ name: nation, nation })), variants: ['38.1'], settings: DEFAULT_SETTINGS };
  const record: LoggedEntry<AdvCivEntry>[] = [];
  let state = advcivInitialState(setup);
  const push = (entry: AdvCivEntry): boolean => {
    const r = step(ADVCIV_GAME, setup, state, entry);
    if (r.violations.length > 0) return false;
    state = r.state;
    record.push({ at: `2026-01-01T00:${String(Math.floor(record.length / 60) % 60).padStart(2, '0')}:00.000Z`, entry });
    return true;
  };
  const each = <T>(f: (n: NationId, i: number) => T) => Object.fromEntries(state.players.map((p, i) => [p.nation, f(p.nation, i)])) as Record<NationId, T>;
  const of = (n: NationId) => state.players.find((p) => p.nation === n);
  for (let t = 1; t <= turns && state.ended === null; t++) {
    if (state.players.some((p) => p.cities > 0)) push({ kind: 'taxation', stock: each((n) => 2 * (of(n)?.cities ?? 0)) });
    push({ kind: 'census', tokens: each((n) => Math.min(20, 47 - (of(n)?.treasury ?? 0))) });
    // Ship construction (22): every nation says it keeps none, so each phase of the turn has entries.
    for (const p of state.players) push({ kind: 'ships', nation: p.nation, ships: 0, treasury: 0 });
    // Cities staggered so the orders differ; at most four so no marker reaches the Late Iron Age.
    push({ kind: 'cities', cities: each((_n, i) => Math.max(0, Math.min(4, Math.floor((t - 1 - (i % 3)) / 2)))) });
    const order =
      turnView(setup, state, [])
        .steps.find((s) => s.phase === 'trade-cards')
        ?.players.map((p) => p.nation) ?? [];
    for (const row of drawRows(setup, state, order)) push({ kind: 'trade-cards', nation: row.nation, stacks: row.stacks ?? [], bought: 0 });
    // Calamities (29): none held at the end of trading; the tokens on the board as in the census.
    push({ kind: 'calamities', held: [], tokens: each((n) => of(n)?.census ?? 0), resolutions: [] });
    for (const p of state.players) {
      const base = purchasePreview(setup, state, p.nation, { cards: [], hand: {}, paid: {}, treasury: 0, mining: null });
      const pick = base?.prices.filter((r) => !r.held && r.missing.length === 0 && !r.free && r.price <= 81 + p.treasury).sort((a, b) => a.price - b.price)[0];
      const cards = [...(base?.forced ?? []), ...(pick === undefined ? [] : [pick.card])];
      const due = pick?.price ?? 0;
      const treasury = Math.min(due, p.treasury);
      const gold = due - treasury > 0 ? Math.min(5, Math.ceil(Math.sqrt((due - treasury) / 9))) : 0;
      if (cards.length > 0)
        push({
          kind: 'purchase',
          nation: p.nation,
          cards,
          paid: gold > 0 ? { gold } : {},
          treasury: gold > 0 ? Math.max(0, due - 9 * gold * gold) : treasury,
          mining: null,
        });
      push({ kind: 'hand', nation: p.nation, cards: {} });
    }
    push({ kind: 'ast' });
  }
  // The next turn's taxes (19.1), so the table stands at its census: a census is refused while the
  // taxes of its turn are owed (18.1), and the benchmarks tap "Record census" first.
  if (state.ended === null && state.players.some((p) => p.cities > 0)) push({ kind: 'taxation', stock: each((n) => 2 * (of(n)?.cities ?? 0)) });
  return { setup, record, state };
}

/** The game file of `game` (a backup of one game, "Late game"), as the home screen imports it. */
export function lateGameFile(game: { readonly setup: AdvCivSetup; readonly record: readonly LoggedEntry<AdvCivEntry>[] }): string {
  return JSON.stringify({
    schemaVersion: 1,
    id: 'late',
    name: 'Late game',
    createdAt: '2026-01-01T00:00:00.000Z',
    ruleset: 'advciv',
    setup: game.setup,
    entries: game.record,
  });
}
