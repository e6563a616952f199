/** Scores: victory points (Victory Points, both rule sets) ranked, each player's breakdown with the rule of every line. */
import { tableEnteredScoreParts } from '../../../engine/rulesets/smc/views';
import { smcSignals } from '../../../state/game-smc';
import { t } from '../../i18n';
import { citeText } from '../../components/names';
import { ScoreTable } from '../../components/ScoreTable';
import { partLabel, playerName } from './names';
import { lazyPart } from '../../Lazy';

/** The race turn by turn (issue 23): fetched only when the scores tab shows, never for the home screen. */
const Pictures = lazyPart<object>(() => import('./Pictures').then((m) => m.SmcPictures));

export function SmcScoresTab() {
  const { game, scores, status } = smcSignals();
  const g = game.value;
  const st = status.value;
  if (g === undefined || st === undefined) return null;
  const rows = scores.value;
  const typedIn = tableEnteredScoreParts(g.setup);
  return (
    <>
      <ScoreTable
        class="smc"
        dataKey="player"
        title={st.over !== null ? t('scores.final', { turn: st.turn }) : t('scores.title', { turn: st.turn })}
        rows={rows.map((r) => ({ id: r.player, place: r.rank, total: r.total, name: playerName(g, r.player) }))}
      >
        {rows.map((r) => (
          <details key={r.player} class="why" data-testid={`score-${r.player}`} open>
            <summary>{t('scores.breakdownOf', { name: playerName(g, r.player) })}</summary>
            <table class="figures small breakdown">
              <tbody>
                {r.lines.map((l) => (
                  <tr key={l.part} data-part={l.part} class={typedIn.includes(l.part) ? 'from-table' : ''}>
                    <td>
                      {partLabel(l)} × {l.count}
                      {typedIn.includes(l.part) && <span class="pill">{t('smcui.tableValue')}</span>}
                      <br />
                      <span class="cite muted">{citeText(l.cite)}</span>
                    </td>
                    <td>{l.points}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('table.total')}</th>
                  <td>{r.total}</td>
                </tr>
              </tbody>
            </table>
          </details>
        ))}
      </ScoreTable>
      <Pictures />
    </>
  );
}
