/**
 * An advciv phase on a phone bound to one seat, where the phase's entries are the table's (several
 * phones): the read-only card with who the table waits for and the figures the engine's seat view
 * gives this player (views/seat-view.ts). No rule here: the figures and who is waited for are the
 * engine's.
 */
import type { NationId } from '../../../engine/rulesets/advciv/nations';
import { seatFigures, type AdvCivSeatFigure } from '../../../engine/rulesets/advciv/views/seat-view';
import type { TurnStep } from '../../../engine/rulesets/advciv/views/turn';
import type { AdvCivGame } from '../../../state/game-advciv';
import { t } from '../../i18n';
import { calamityName, epochName, nationName, phaseName } from '../../components/names';
import { SeatCard } from '../../components/SeatCard';

export function SeatPhase({ game, step, nation }: { readonly game: AdvCivGame; readonly step: TurnStep; readonly nation: NationId }) {
  const nameOf = (n: NationId) => game.state.players.find((p) => p.nation === n)?.name ?? nationName(n);
  const figures = seatFigures(game.setup, game.state, step.phase, nation);
  return (
    <SeatCard
      phase={phaseName(step.phase)}
      name={nameOf(nation)}
      waiting={step.waiting.map((n) => `${nameOf(n)} (${nationName(n)})`)}
      done={step.done}
      nothingToEnter={step.kinds.length === 0}
      lines={figures.map((f) => ({ kind: f.kind, text: figureText(f) }))}
    />
  );
}

function figureText(f: AdvCivSeatFigure): string {
  switch (f.kind) {
    case 'cities':
      return t('seat.fig.cities', { n: f.cities });
    case 'census':
      return f.tokens === null ? t('seat.fig.noCensus') : t('seat.fig.census', { n: f.tokens });
    case 'stock':
      return f.tokens === null ? t('seat.fig.noStock') : t('seat.fig.stock', { n: f.tokens });
    case 'treasury':
      return t('seat.fig.treasury', { n: f.tokens });
    case 'ships':
      return t('seat.fig.ships', { n: f.ships });
    case 'taxDue':
      return t('seat.fig.taxDue', { n: f.tokens, cities: f.cities });
    case 'taxPaid':
      return f.revolted > 0
        ? `${t('seat.fig.taxPaid', { n: f.tokens })} · ${t('seat.fig.revolted', { n: f.revolted })}`
        : t('seat.fig.taxPaid', { n: f.tokens });
    case 'handCards':
      return t(f.exact ? 'seat.fig.handCards' : 'seat.fig.handCardsAtMost', { n: f.cards });
    case 'mayHold':
      return t('seat.fig.mayHold', { calamities: f.calamities.map(calamityName) });
    case 'calamitiesHeld':
      return t('seat.fig.calamitiesHeld', { n: f.n });
    case 'ast': {
      const move = f.ast.move.kind;
      const at = t('players.ast', { position: f.ast.position, finish: f.ast.finish, epoch: epochName(f.ast.epoch) });
      const next =
        move === 'advance' ? t('players.astAdvance') : move === 'regress' ? t('players.astRegress') : move === 'finished' ? t('players.astFinished') : '';
      return next === '' ? at : `${at} ${next}`;
    }
  }
}
