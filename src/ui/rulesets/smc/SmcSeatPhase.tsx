/**
 * A Sid Meier's phase on a phone bound to one seat, where the phase's entries are the table's
 * (movement and trade, several phones): the read-only card with the figures the engine's seat view
 * gives this player (smc/views/seat-view.ts). The table ends the phase on the phone that holds the game.
 */
import { seatFigures, type SmcSeatFigure } from '../../../engine/rulesets/smc/views/seat-view';
import type { SmcGame } from '../../../state/game-smc';
import { t } from '../../i18n';
import { SeatCard } from '../../components/SeatCard';
import { phaseLabel, playerName, resourceName } from './names';

export function SmcSeatPhase({ g, player }: { readonly g: SmcGame; readonly player: string }) {
  const figures = seatFigures(g.state, g.state.phase, player);
  return (
    <SeatCard
      phase={phaseLabel(g.state.phase)}
      name={playerName(g, player)}
      waiting={[]}
      done={false}
      nothingToEnter={false}
      status={t('seat.phaseEnd')}
      lines={figures.map((f) => ({ kind: f.kind, text: figureText(f) }))}
    />
  );
}

function figureText(f: SmcSeatFigure): string {
  switch (f.kind) {
    case 'gold':
      return t('seat.fig.gold', { n: f.gold });
    case 'settlements':
      return t('seat.fig.settlements', { n: f.settlements });
    case 'units':
      return t('seat.fig.units', { n: f.units });
    case 'resources':
      return f.resources.length === 0 ? t('seat.fig.noResources') : t('seat.fig.resources', { resources: f.resources.map(resourceName) });
  }
}
