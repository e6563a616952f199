/**
 * Scores: the victory-point table (35.1) with its breakdown and places (35.2), any time; final ranking
 * at the end. Stopping at the time limit (34.1 B) is offered here, between turns, with a confirmation:
 * out of the turn's routine flow, where the scores it makes final are in view.
 */
import { advcivSignals } from '../../../state/game-advciv';
import { session } from '../../../state/game';
import { t } from '../../i18n';
import { citeText, citesText, nationName } from '../../components/names';
import { ScoreTable } from '../../components/ScoreTable';
import { Why } from '../../components/Why';
import { endGameOffered } from '../../../engine/rulesets/advciv/views/turn';
import { EndGame } from './phases/EndGame';
import { RevealHands } from './RevealHand';
import { lazyPart } from '../../Lazy';
import type { PicturesProps } from './Pictures';

/** The game as pictures (issue 23): fetched only when the scores tab shows, never for the home screen. */
const Pictures = lazyPart<PicturesProps>(() => import('./Pictures').then((m) => m.AdvCivPictures));
export function ScoresTab() {
  const advciv = advcivSignals();
  const g = advciv.game.value;
  if (g === undefined) return null;
  const rows = advciv.scores.value;
  const names = new Map(g.shown.players.map((p) => [p.nation, p.name]));
  const ended = g.shown.ended;
  // 35.1 B, 35.2: sealed hands (31.71) count once revealed; until then the totals leave them out and
  // the places are provisional, never final (the engine's mark: the nations whose hands are unrevealed).
  const provisional = rows[0]?.provisional ?? null;
  // Of those, the hands kept that nobody entered (31.71: unknown, never counted as empty).
  const notEntered = rows.filter((r) => r.notEntered !== null).map((r) => r.nation);
  const unrevealed = (provisional ?? []).filter((n) => !notEntered.includes(n));
  const title = ended
    ? provisional === null
      ? t('scores.final', { turn: ended.turn })
      : t('scores.endedProvisional', { turn: ended.turn })
    : t('scores.title', { turn: g.shown.turn });
  return (
    <>
      <ScoreTable
        dataKey="nation"
        title={title}
        rows={rows.map((r) => ({
          id: r.nation,
          place: r.place ?? '–',
          total: r.total,
          name: (
            <>
              {names.get(r.nation)} <span class="muted small">({nationName(r.nation)})</span>
            </>
          ),
        }))}
      >
        {rows.map((r) => (
          <Why key={r.nation} label={t('scores.breakdownOf', { name: names.get(r.nation) ?? nationName(r.nation) })} cite={[r.cite.place]}>
            <ul>
              <li>
                {t('scores.cards', { n: r.cards })} ({citeText(r.cite.cards)})
              </li>
              <li>
                {r.commodities === null
                  ? r.notEntered !== null
                    ? t('scores.commoditiesNotEntered', { n: r.notEntered })
                    : t('scores.commoditiesSealed', { n: r.unrevealed ?? 0 })
                  : t('scores.commodities', { n: r.commodities })}{' '}
                ({citeText(r.cite.commodities)})
              </li>
              <li>
                {t('scores.treasury', { n: r.treasury })} ({citeText(r.cite.treasury)})
              </li>
              <li>
                {t('scores.ast', { n: r.ast })} ({citeText(r.cite.ast)})
              </li>
              <li>
                {t('scores.cities', { n: r.cities })} ({citeText(r.cite.cities)})
              </li>
            </ul>
          </Why>
        ))}
        {unrevealed.length > 0 && (
          <p class="small muted" data-testid="hands-unrevealed">
            {t('scores.handsUnrevealed', { players: unrevealed.map((n) => names.get(n) ?? nationName(n)) })}
          </p>
        )}
        {notEntered.length > 0 && (
          <p class="small muted" data-testid="hands-not-entered">
            {t('scores.handsNotEntered', { players: notEntered.map((n) => names.get(n) ?? nationName(n)) })}
          </p>
        )}
        {provisional !== null && (
          <p class="small" data-testid="places-provisional">
            {t('scores.placesProvisional', { players: provisional.map((n) => names.get(n) ?? nationName(n)) })}
          </p>
        )}
      </ScoreTable>
      {session().asOf.value === null && <RevealHands game={g} />}
      {endGameOffered(g.state) && g.state.ended === null && session().asOf.value === null && <EndGame />}
      <Pictures citesText={citesText} />
    </>
  );
}
