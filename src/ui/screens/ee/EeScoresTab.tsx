/**
 * Scores (ee Phase 13d): 1 VP per city, 1/3/6 per advance by printed cost (R-E6), 5 per A.S.T. step,
 * the Late Iron Age bonus; places with the tie-break step (I-VIII) that decided each tie.
 */
import { eeGame } from '../../../state/game-ee';
import { t } from '../../../state/i18n';
import { Why } from '../../components/Why';
import { civName } from './names';

export function EeScoresTab() {
  const ee = eeGame();
  const g = ee.game.value;
  if (g === undefined) return null;
  const rows = ee.scores.value;
  const ended = g.shown.ended;
  return (
    <section aria-labelledby="scores-h" class="ee">
      <h2 id="scores-h">{ended ? t('scores.final', { turn: ended.turn }) : t('scores.title', { turn: g.shown.turn })}</h2>
      <div class="table-scroll">
        <table class="figures" data-testid="ee-score-table">
          <thead>
            <tr>
              <th scope="col">{t('scores.place')}</th>
              <th scope="col">{t('table.player')}</th>
              <th scope="col">{t('table.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.civ} data-civ={r.civ}>
                <td>{r.place}</td>
                <td>
                  {g.names[r.civ]} <span class="muted small">({civName(r.civ)})</span>
                  {r.decidedBy !== undefined && (
                    <span class="small muted" data-testid="tie-break">
                      {' '}
                      · {t(`eeui.tie.${r.decidedBy}`)}
                    </span>
                  )}
                </td>
                <td>{r.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.map((r) => (
        <Why key={r.civ} label={t('scores.breakdownOf', { name: g.names[r.civ] ?? civName(r.civ) })} cite={[{ doc: 'ee', rule: 'Phase 13d' }]}>
          <ul>
            <li>{t('eeui.score.cities', { n: r.cities })}</li>
            <li>{t('eeui.score.advances', { n: r.advances })}</li>
            <li>{t('eeui.score.ast', { n: r.ast })}</li>
            <li>{t('eeui.score.bonus', { n: r.bonus })}</li>
          </ul>
        </Why>
      ))}
    </section>
  );
}
