/**
 * Scores (ee Phase 13d): 1 VP per city, 1/3/6 per advance by printed cost (R-E6), 5 per A.S.T. step,
 * the Late Iron Age bonus; places with the tie-break step (I-VIII) that decided each tie.
 */
import { eeSignals } from '../../../state/game-ee';
import { t } from '../../i18n';
import { ScoreTable } from '../../components/ScoreTable';
import { Why } from '../../components/Why';
import { civName } from './names';
import { FORM_CITES } from '../../../engine/rulesets/eastern-empires/views/turn';
import { lazyPart } from '../../Lazy';

/** The game as pictures (issue 23): fetched only when the scores tab shows, never for the home screen. */
const Pictures = lazyPart<object>(() => import('./Pictures').then((m) => m.EePictures));

export function EeScoresTab() {
  const ee = eeSignals();
  const g = ee.game.value;
  if (g === undefined) return null;
  const rows = ee.scores.value;
  const ended = g.shown.ended;
  return (
    <>
      <ScoreTable
        class="ee"
        testid="ee-score-table"
        dataKey="civ"
        title={ended ? t('scores.final', { turn: ended.turn }) : t('scores.title', { turn: g.shown.turn })}
        rows={rows.map((r) => ({
          id: r.civ,
          place: r.place,
          total: r.total,
          name: (
            <>
              {g.names[r.civ]} <span class="muted small">({civName(r.civ)})</span>
              {r.decidedBy !== undefined && (
                <span class="small muted" data-testid="tie-break">
                  {' '}
                  · {t(`eeui.tie.${r.decidedBy}`)}
                </span>
              )}
            </>
          ),
        }))}
      >
        {rows.map((r) => (
          <Why key={r.civ} label={t('scores.breakdownOf', { name: g.names[r.civ] ?? civName(r.civ) })} cite={FORM_CITES.score}>
            <ul>
              <li>{t('eeui.score.cities', { n: r.cities })}</li>
              <li>{t('eeui.score.advances', { n: r.advances })}</li>
              <li>{t('eeui.score.ast', { n: r.ast })}</li>
              <li>{t('eeui.score.bonus', { n: r.bonus })}</li>
            </ul>
          </Why>
        ))}
      </ScoreTable>
      <Pictures />
    </>
  );
}
