/**
 * The advciv GameModule: parsers, setup rules, the initial state and the entry handlers. Registered
 * in games.ts; the record gate and replay reach it through there.
 */
import type { GameModule } from '../../game';
import type { Violation } from '../../types';
import { ADVCIV_HANDLERS, type AdvCivEntry } from './entries';
import { FOUR_PLAYER_SIDES } from './nations';
import { parseAdvCivEntry, parseAdvCivSetup } from './parse';
import { advcivRuleset } from './ruleset';
import type { AdvCivSetup } from './setup';
import type { AdvCivState } from './state';
import { violation } from './violations';
import { tokensPerPlayer } from './entries/context';
import { resolveBidding } from './variants/bidding';
import { initialWaiting, validateLateArrivalSetup } from './late-arrivals';
import { admitAdvCiv } from './admit';

export function validateAdvCivSetup(setup: AdvCivSetup): readonly Violation[] {
  const { ruleset, problems } = advcivRuleset(setup.settings, setup.variants);
  const out: Violation[] = problems.map((p) =>
    p.code === 'setup/exclusive-variants' ? violation(p.code, '36.1', { variants: p.variants }, 'R-A14') : violation(p.code, '36.1', { variants: p.variants }),
  );
  const count = ruleset.playerCounts[setup.players.length];
  if (count === undefined) {
    out.push(violation('setup/player-count', '16.1', { players: setup.players.length }));
    return out;
  }
  const seen = new Set<string>();
  for (const p of setup.players) {
    if (seen.has(p.nation)) out.push(violation('setup/duplicate-nation', '15.3', { nation: p.nation }));
    seen.add(p.nation);
    if (!count.nations.includes(p.nation))
      out.push(violation('setup/nation-unavailable', [count.cite.rule, '16.12'], { nation: p.nation, players: setup.players.length }));
  }
  // Bidding (capitals 3, R-C2): the bids and ties are part of the setup exactly when the variant is on.
  if (ruleset.bidding !== undefined && setup.bidding === undefined) out.push({ code: 'bidding/missing', cite: ruleset.bidding.cite, params: {} });
  if (ruleset.bidding === undefined && setup.bidding !== undefined)
    out.push({ code: 'bidding/variant-off', cite: [{ doc: 'capitals', rule: '3.0', variant: 'bidding' }], params: {} });
  if (ruleset.bidding !== undefined && setup.bidding !== undefined)
    out.push(...resolveBidding(setup.bidding, setup.players.length, ruleset.bidding).violations);
  out.push(...validateLateArrivalSetup(setup)); // 15.5, 38.1 16.10, 38.21
  if (setup.players.length === 4 && !FOUR_PLAYER_SIDES.some((side) => setup.players.every((p) => side.includes(p.nation))))
    out.push(violation('setup/mixed-sides', '16.6', { nations: setup.players.map((p) => p.nation) }));
  return out;
}

/** Turn 1, before taxation; every marker on START (15.4), no cities, no cards, empty treasury. */
export function advcivInitialState(setup: AdvCivSetup): AdvCivState {
  const { ruleset } = advcivRuleset(setup.settings, setup.variants);
  const players = [...setup.players]
    .sort((a, b) => ruleset.nations.indexOf(a.nation) - ruleset.nations.indexOf(b.nation))
    .map((p) => ({
      nation: p.nation,
      name: p.name,
      status: 'active' as const,
      cities: 0,
      treasury: 0,
      stock: tokensPerPlayer(setup, p.nation) - 1, // 15.3: one token placed in a start area (capitals 3.5 with Bidding)
      census: 1,
      ships: 0,
      cards: {},
      hand: {},
      ast: 0,
      miningUsedTurn: null,
    }));
  const waiting = initialWaiting(setup); // 38.1 (16.10)
  return {
    turn: 1,
    phase: null,
    players,
    stackOut: ruleset.stacks.map(() => 0),
    draws: [],
    purchased: [],
    taxes: [],
    // 15.3: each player starts with one token on the board, what turn 1's expansion grows from (20.1).
    boardLast: Object.fromEntries(players.map((p) => [p.nation, p.census])),
    ended: null,
    ...(waiting.length > 0 ? { waiting } : {}),
  };
}

export const ADVCIV_GAME: GameModule<AdvCivSetup, AdvCivState, AdvCivEntry> = {
  id: 'advciv',
  parseSetup: parseAdvCivSetup,
  parseEntry: parseAdvCivEntry,
  validateSetup: validateAdvCivSetup,
  initialState: advcivInitialState,
  handlers: ADVCIV_HANDLERS,
  admit: admitAdvCiv,
};
