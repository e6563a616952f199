/**
 * The race turn by turn as a panel (shared): the figures to chart (a ruleset's series, named in
 * words), the chart with one line per player, who is which line, and the same figures as a table
 * (the text alternative). Every figure comes from the ruleset's view through `value`.
 */
import { useState } from 'preact/hooks';
import { t } from '../i18n';
import type { Mark } from './marks';
import { RaceChartSvg } from './RaceChart';
import { ShapeMark } from './Shape';

export interface RacePanelProps<S extends string> {
  /** Each figure charted, named in words, with the rule that makes it (its citation, as the ruleset words it) where the ruleset gives one. */
  readonly series: readonly { readonly id: S; readonly label: string; readonly cite?: string }[];
  readonly players: readonly { readonly id: string; readonly name: string; readonly mark: Mark }[];
  readonly turns: readonly { readonly turn: number; readonly ended: boolean }[];
  /** The figure of `series` for player `id` at the `index`-th turn; null = not known then. */
  readonly value: (series: S, index: number, id: string) => number | null;
  /** The attribute that names a player's cells: 'nation' gives data-nation. */
  readonly dataKey: 'nation' | 'civ' | 'player';
}

export function RacePanel<S extends string>({ series, players, turns, value, dataKey }: RacePanelProps<S>) {
  const [shown, setShown] = useState<S | undefined>(series[0]?.id);
  const current = series.find((s) => s.id === shown) ?? series[0];
  if (current === undefined) return null;
  const lines = players.map((p) => ({ id: p.id, mark: p.mark, values: turns.map((_, i) => value(current.id, i, p.id)) }));
  return (
    <section aria-labelledby="race-picture-h" data-testid="race-picture" data-series={current.id}>
      <h3 id="race-picture-h">{t('pictures.show.race')}</h3>
      <fieldset class="choices">
        <legend>{t('pictures.race.series')}</legend>
        {series.map((s) => (
          <button key={s.id} type="button" class="btn" aria-pressed={s.id === current.id} onClick={() => setShown(s.id)}>
            {s.label}
          </button>
        ))}
      </fieldset>
      <div class="picture-fit-box">
        <RaceChartSvg
          turns={turns.map((tu) => tu.turn)}
          lines={lines}
          turnLabel={t('pictures.race.turn')}
          label={t('pictures.race.label', { series: current.label })}
        />
      </div>
      <ul class="legend small" aria-label={t('pictures.race.legend')}>
        {players.map((p) => (
          <li key={p.id}>
            <svg width="26" height="12" aria-hidden="true">
              <line x1="1" x2="25" y1="6" y2="6" stroke={p.mark.colour} stroke-width="2" stroke-dasharray={p.mark.dash || undefined} />
              <ShapeMark shape={p.mark.shape} x={13} y={6} r={4} fill={p.mark.colour} />
            </svg>{' '}
            <strong>{p.mark.label}</strong> {p.name}
          </li>
        ))}
      </ul>
      {current.cite !== undefined && (
        <p class="small muted" data-testid="race-cite">
          {current.cite}
        </p>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region wider than the phone scrolls sideways, so it takes the focus for a keyboard to scroll it (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <section class="table-scroll" aria-label={t('pictures.race.table', { series: current.label })} tabIndex={0}>
        <table class="figures" data-testid="race-table">
          <caption>{t('pictures.race.table', { series: current.label })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pictures.race.turn')}</th>
              {players.map((p) => (
                <th key={p.id} scope="col">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {turns.map((turn, i) => (
              <tr key={turn.turn} data-turn={turn.turn}>
                <th scope="row">{turn.ended ? turn.turn : t('pictures.race.turnNow', { turn: turn.turn })}</th>
                {lines.map((l) => {
                  const v = l.values[i];
                  return (
                    <td key={l.id} {...{ [`data-${dataKey}`]: l.id }}>
                      {v === null || v === undefined ? <span title={t('pictures.race.unknown')}>–</span> : v}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
