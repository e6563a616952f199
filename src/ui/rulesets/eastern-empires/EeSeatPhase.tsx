/**
 * An Eastern Empires phase on a phone bound to one seat, where the phase's entries are the table's
 * (several phones): the read-only card with who the table waits for and the figures the engine's
 * seat view gives this player (eastern-empires/views/seat-view.ts). No rule here.
 */
import type { CivilizationId } from '../../../engine/rulesets/eastern-empires';
import { seatFigures, type EeSeatFigure } from '../../../engine/rulesets/eastern-empires/views/seat-view';
import type { EeStep } from '../../../engine/rulesets/eastern-empires/views/turn';
import type { EeGame } from '../../../state/game-ee';
import { t } from '../../i18n';
import { SeatCard } from '../../components/SeatCard';
import { calamityName, civName, eePhaseName, epochName } from './names';

export function EeSeatPhase({ game, step, civ }: { readonly game: EeGame; readonly step: EeStep; readonly civ: CivilizationId }) {
  const nameOf = (c: CivilizationId) => game.state.players.find((p) => p.civ === c)?.name ?? civName(c);
  const figures = seatFigures(game.setup, game.state, step.phase, civ);
  return (
    <SeatCard
      phase={`${step.number}. ${eePhaseName(step.phase)}`}
      name={nameOf(civ)}
      waiting={step.waiting.map((c) => `${nameOf(c)} (${civName(c)})`)}
      done={step.done}
      nothingToEnter={step.kinds.length === 0}
      lines={figures.map((f) => ({ kind: f.kind, text: figureText(f) }))}
    />
  );
}

function figureText(f: EeSeatFigure): string {
  switch (f.kind) {
    case 'cities':
      return t('seat.fig.cities', { n: f.cities });
    case 'census':
      return t('seat.fig.census', { n: f.tokens });
    case 'treasury':
      return t('seat.fig.treasury', { n: f.tokens });
    case 'ships':
      return t('seat.fig.ships', { n: f.ships });
    case 'taxDue':
      return f.rates.length > 1
        ? `${t('seat.fig.taxDue', { n: f.tokens, cities: f.cities })} · ${t('seat.fig.taxRates', { rates: f.rates })}`
        : t('seat.fig.taxDue', { n: f.tokens, cities: f.cities });
    case 'taxPaid':
      return f.revolted > 0
        ? `${t('seat.fig.taxPaid', { n: f.tokens })} · ${t('seat.fig.revolted', { n: f.revolted })}`
        : t('seat.fig.taxPaid', { n: f.tokens });
    case 'handCards':
      return t('seat.fig.handCardsAtMost', { n: f.cards });
    case 'handKept':
      return f.cards === null ? t('seat.fig.handKeptUnknown', { limit: f.limit }) : t('seat.fig.handKept', { n: f.cards, limit: f.limit });
    case 'calamitiesKept':
      return t('seat.fig.calamitiesKept', { calamities: f.calamities.map(calamityName) });
    case 'calamitiesPending':
      return t('seat.fig.calamitiesPending', { calamities: f.calamities.map(calamityName) });
    case 'ast': {
      const at = t('eeui.ast.at', { position: f.position, final: f.finalSpace, epoch: epochName(f.epoch) });
      const c = f.check;
      const move = c.moves
        ? t('eeui.ast.moves', { to: c.to, epoch: epochName(c.epoch) })
        : c.reason === 'final-space'
          ? t('eeui.ast.final')
          : t(`eeui.ast.needs.${c.reason}`, { epoch: epochName(c.epoch), cities: c.need.cities, advances: c.need.advances, cost: c.need.minCost });
      return `${at} · ${move}`;
    }
  }
}
