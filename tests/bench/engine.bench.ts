/**
 * Engine benchmarks (`npx vitest bench --run --project unit`):
 * - replay of a generated nine-player (variant 38.1), twenty-turn advciv record (target < 50 ms);
 * - "what can I buy" for a twelve-card hand (target < 5 ms).
 * The record is built with the engine's own views so that every entry is valid; the bench refuses
 * to run on a record with violations.
 */
import { bench, describe } from 'vitest';
import { replay, step } from '../../src/engine/log/replay';
import { ADVCIV_GAME, advcivInitialState } from '../../src/engine/rulesets/advciv/game';
import { ADVCIV } from '../../src/engine/rulesets/advciv/ruleset';
import { DEFAULT_SETTINGS } from '../../src/engine/rulesets/advciv/settings';
import type { AdvCivSetup } from '../../src/engine/rulesets/advciv/setup';
import type { AdvCivEntry } from '../../src/engine/rulesets/advciv/entries';
import { NATIONS, type NationId } from '../../src/engine/rulesets/advciv/nations';
import { priceListView, tradeOrderView } from '../../src/engine/rulesets/advciv/views';
import { whatCanIBuy } from '../../src/engine/rulesets/advciv/calc/purchase';
import { setValue } from '../../src/engine/rulesets/advciv/calc/sets';
import type { AdvCivState } from '../../src/engine/rulesets/advciv/state';
import type { LoggedEntry } from '../../src/engine/types';

const setup: AdvCivSetup = {
  players: NATIONS.map((nation) => ({ name: nation, nation })),
  variants: ['38.1'],
  settings: { ...DEFAULT_SETTINGS, turnLimit: 20 },
};

function generate(turns: number): readonly LoggedEntry<AdvCivEntry>[] {
  const log: LoggedEntry<AdvCivEntry>[] = [];
  let state: AdvCivState = advcivInitialState(setup);
  const push = (entry: AdvCivEntry) => {
    const r = step(ADVCIV_GAME, setup, state, entry);
    if (r.violations.length > 0) throw new Error(`generated entry refused: ${JSON.stringify(entry)} ${JSON.stringify(r.violations)}`);
    state = r.state;
    log.push({ at: `t${log.length}`, entry });
  };
  const byNation = <T>(f: (n: NationId, i: number) => T) => Object.fromEntries(state.players.map((p, i) => [p.nation, f(p.nation, i)])) as Record<NationId, T>;
  for (let t = 1; t <= turns; t++) {
    if (state.players.some((p) => p.cities > 0))
      push({ kind: 'taxation', stock: byNation((n) => 2 * (state.players.find((p) => p.nation === n)?.cities ?? 0)) });
    push({ kind: 'census', tokens: byNation((n) => Math.min(20, 47 - (state.players.find((p) => p.nation === n)?.treasury ?? 0))) });
    // One more city every other turn, staggered so that orders differ, at most four: the markers
    // freeze before the Late Iron Age (33.25 needs five) instead of ending the game before turn 20.
    push({ kind: 'cities', cities: byNation((_n, i) => Math.max(0, Math.min(4, Math.floor((t - 1 - (i % 3)) / 2)))) });
    for (const row of tradeOrderView(setup, state)) push({ kind: 'trade-cards', nation: row.nation, stacks: row.stacks, bought: 0 });
    for (const p of state.players) {
      const prices = priceListView(setup, state, p.nation).filter((r) => !r.held && r.missing.length === 0);
      const free = prices.filter((r) => r.free).map((r) => r.card);
      // The dearest card the player can pay for, so that the treasury is spent and never piles up.
      const pick = prices.filter((r) => !r.free && r.price <= 225 + p.treasury).sort((a, b) => b.price - a.price)[0];
      const cards = pick === undefined ? free : [...free, pick.card];
      const due = pick?.price ?? 0;
      if (cards.length === 0) continue;
      // Gold, Ochre and Hides sets chosen so that as much treasury as possible is spent (31.41 allows
      // treasury only for what the cards leave uncovered), so the treasury never piles up.
      let best: { gold: number; ochre: number; hides: number; value: number } | null = null;
      for (let gold = 0; gold <= 5; gold++)
        for (let ochre = 0; ochre <= 7; ochre++)
          for (let hides = 0; hides <= 7; hides++) {
            const value = setValue(ADVCIV.commodities.gold, gold) + setValue(ADVCIV.commodities.ochre, ochre) + setValue(ADVCIV.commodities.hides, hides);
            const fromTreasury = due - value;
            if (fromTreasury > p.treasury) continue;
            const better =
              best === null || (fromTreasury >= 0 ? due - best.value < 0 || fromTreasury > due - best.value : due - best.value < 0 && value < best.value);
            if (better) best = { gold, ochre, hides, value };
          }
      if (best === null) {
        if (free.length > 0) push({ kind: 'purchase', nation: p.nation, cards: free, paid: {}, treasury: 0, mining: null });
        continue;
      }
      const paid = Object.fromEntries(Object.entries({ gold: best.gold, ochre: best.ochre, hides: best.hides }).filter(([, n]) => n > 0));
      push({ kind: 'purchase', nation: p.nation, cards, paid, treasury: Math.max(0, due - best.value), mining: null });
    }
    push({ kind: 'ast' });
  }
  return log;
}

const record = generate(20);
const check = replay(ADVCIV_GAME, setup, record);
if (check.violations.length > 0) throw new Error(`generated record has violations: ${JSON.stringify(check.violations[0])}`);

const hand = { grain: 3, salt: 2, bronze: 2, gems: 1, iron: 2, ochre: 1, spices: 1 } as const; // 12 cards
const buyer = {
  ...check.state.players[0]!,
  cards: { pottery: 1, 'cloth-making': 1, engineering: 2, mining: 3, mysticism: 1, astronomy: 2 },
  miningUsedTurn: null,
};

describe('advciv engine', () => {
  bench(`replay: 9 players, 20 turns (${record.length} entries), target < 50 ms`, () => {
    replay(ADVCIV_GAME, setup, record);
  });
  bench('what can I buy: 12-card hand + 40 treasury, Mining held, target < 5 ms', () => {
    whatCanIBuy(ADVCIV, setup.settings, buyer, 10, hand, 40);
  });
});
