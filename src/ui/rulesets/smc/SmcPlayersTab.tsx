/**
 * Players: what each player has (gold, settlements with their markers, settlers, units,
 * technologies, wonders, resource cards held this turn) and his gold ledger: every change with the
 * entry that made it, so the balance on the screen can be traced back to the log.
 */
import type { Holdings, LedgerLine } from '../../../engine/rulesets/smc/views/players';
import { smcSignals, type SmcGame } from '../../../state/game-smc';
import { t } from '../../i18n';
import { PlayerCardFrame, PlayersFrame } from '../../components/PlayersFrame';
import { Glyph } from '../../components/Glyph';
import { eraName, playerName, resourceName, sizeLabel, technologyName, terrainName, unitName, wonderName } from './names';
import { entryLabel } from './describe';

export function SmcPlayersTab() {
  const { game, players: holdings, ledger } = smcSignals();
  const g = game.value;
  if (g === undefined) return null;
  return (
    <PlayersFrame class="smc" turn={g.shown.turn}>
      {holdings.value.map((h) => (
        <PlayerCard key={h.player} g={g} h={h} ledger={ledger.value.filter((l) => l.player === h.player)} />
      ))}
    </PlayersFrame>
  );
}

function PlayerCard({ g, h, ledger }: { readonly g: SmcGame; readonly h: Holdings; readonly ledger: readonly LedgerLine[] }) {
  return (
    <PlayerCardFrame
      id={h.player}
      dataKey="player"
      heading={
        <>
          {playerName(g, h.player)}{' '}
          <span class="gold" data-testid={`gold-${h.player}`}>
            {t('smc.gold', { gold: h.gold })}
          </span>
          {h.eliminated && <span class="pill">{t('smcui.eliminated')}</span>}
        </>
      }
    >
      <ul class="small plain">
        {h.settlements.map((s) => (
          <li key={s.region}>
            {s.region}: {sizeLabel(s.size)}
            {s.resource !== null && ` · ${resourceName(s.resource)}`}
            {s.fertile && ` · ${t('smcui.region.fertileShort')}`}
            {s.terrain !== 'open' && ` · ${terrainName(s.terrain)}`}
          </li>
        ))}
      </ul>
      <p class="small">
        {t('smcui.settlersLine', { n: h.settlers })}
        {h.units.length > 0 && ` · ${h.units.map((u) => `${u.count} ${unitName(u.kind)} (${eraName(u.era)})`).join(', ')}`}
      </p>
      <p class="small">
        {h.technologies.length === 0
          ? t('smcui.noTechnologies')
          : h.technologies.map((x) =>
              x.card === null ? (
                <span key={x.id} class="pill">
                  {technologyName(x)}
                </span>
              ) : (
                // Advanced rules: the printed values were typed in by the players (R-S1).
                <span key={x.id} class="pill from-table" title={t('smcui.fromTable')}>
                  {t('smcui.printedCard', { name: x.card.name, cost: x.card.cost })}
                  {x.card.seminal && (
                    <>
                      {' '}
                      <Glyph kind="seminal" />
                    </>
                  )}
                </span>
              ),
            )}
        {h.wonders.map((w) => (
          <span key={w.id} class="pill wonder">
            {wonderName(w.id)}
          </span>
        ))}
      </p>
      <p class="small">{h.resources.length === 0 ? t('smcui.noResources') : t('smcui.held', { resources: h.resources.map(resourceName) })}</p>
      <details class="why" data-testid={`ledger-${h.player}`}>
        <summary>{t('smcui.ledger', { n: ledger.length })}</summary>
        <table class="figures small">
          <thead>
            <tr>
              <th scope="col">{t('smcui.ledger.entry')}</th>
              <th scope="col">{t('smcui.ledger.change')}</th>
              <th scope="col">{t('smcui.ledger.balance')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{t('smcui.ledger.start')}</td>
              <td />
              <td>{ledger[0]?.before ?? h.gold}</td>
            </tr>
            {ledger.map((l) => (
              <tr key={`${l.index}`}>
                <td>
                  {t('table.turn', { turn: l.turn })} · {l.index + 1}. {entryLabel(l.kind)}
                </td>
                <td>{l.delta > 0 ? `+${l.delta}` : l.delta}</td>
                <td>{l.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </PlayerCardFrame>
  );
}
