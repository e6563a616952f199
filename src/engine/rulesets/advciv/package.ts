/** Advanced Civilization's package: its game module, the 13 phases of a turn (18.1) and the replay report. */
import type { AdvCivEntry } from './entries';
import type { RulesetPackage } from '../../package';
import { ADVCIV_GAME } from './game';
import type { AdvCivSetup } from './setup';
import { PHASES, type AdvCivState, type PhaseId } from './state';
import { astOutlookView, priceListView, scoreView } from './views';

/** Per player: holdings, the price of every card not held (31.62: with what it still needs), A.S.T. and score. */
function report(setup: AdvCivSetup, state: AdvCivState): Readonly<Record<string, unknown>> {
  const ast = astOutlookView(setup, state);
  const scores = scoreView(setup, state);
  const players = state.players.map((p) => {
    const a = ast.find((r) => r.nation === p.nation);
    return {
      nation: p.nation,
      name: p.name,
      status: p.status,
      cities: p.cities,
      treasury: p.treasury,
      cards: p.cards,
      prices: Object.fromEntries(
        priceListView(setup, state, p.nation)
          .filter((r) => !r.held)
          .map((r) => [r.card, r.missing.length > 0 ? { price: r.price, needs: r.missing } : r.price]),
      ),
      ast: { position: p.ast, epoch: a?.epoch, next: a?.next.kind },
      score: scores.find((s) => s.nation === p.nation),
    };
  });
  return { turn: state.turn, phase: state.phase, ended: state.ended, players };
}

export const ADVCIV_PACKAGE: RulesetPackage<AdvCivSetup, AdvCivState, AdvCivEntry, PhaseId> = {
  id: 'advciv',
  game: ADVCIV_GAME,
  phases: PHASES,
  report,
};
