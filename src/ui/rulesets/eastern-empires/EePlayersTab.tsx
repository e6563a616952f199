/**
 * Players: each civilization's books (cities, tokens, treasury, ships, cards kept), its A.S.T.
 * position with the next requirement, its advances by colour and its credit tokens, the price of every
 * advance not held; and leaving the game (ee chapter 7).
 */
import { useState } from 'preact/hooks';
import { COLOURS, priceList } from '../../../engine/rulesets/eastern-empires';
import { FORM_CITES } from '../../../engine/rulesets/eastern-empires/views/turn';
import type { PlayerSheet } from '../../../engine/rulesets/eastern-empires/views/players';
import { eeSignals, type EeGame } from '../../../state/game-ee';
import { t } from '../../i18n';
import { PlayerCardFrame, PlayersFrame } from '../../components/PlayersFrame';
import { PriceTable } from '../../components/PriceTable';
import { useEntry } from '../../components/useEntry';
import { RefusalNotice } from '../../components/Violations';
import { Why } from '../../components/Why';
import { astWhy } from '../../../engine/rulesets/eastern-empires/views/why';
import { advanceName, civName, colourName, epochName } from './names';

export function EePlayersTab() {
  const ee = eeSignals();
  const g = ee.game.value;
  if (g === undefined) return null;
  return (
    <PlayersFrame class="ee" turn={g.shown.turn}>
      {ee.players.value.map((v) => (
        <PlayerCard key={v.player.civ} v={v} game={g} />
      ))}
    </PlayersFrame>
  );
}

function PlayerCard({ v, game }: { readonly v: PlayerSheet; readonly game: EeGame }) {
  const p = v.player;
  const move = v.move;
  const prices = p.status === 'active' ? priceList(p, game.shown.turn, game.setup.players.length) : [];
  return (
    <PlayerCardFrame
      id={p.civ}
      dataKey="civ"
      heading={
        <>
          {p.name} <span class="muted">({civName(p.civ)})</span>
          {p.status === 'left' && <span class="pill">{t('eeui.players.left')}</span>}
        </>
      }
    >
      <p>
        {t('eeui.players.line', {
          cities: p.cities,
          tokens: p.census,
          treasury: p.treasury,
          ships: p.ships,
          cards: v.hand ?? t('eeui.players.notEntered'),
          limit: v.handLimit,
        })}
      </p>
      <p class="small">
        {t('eeui.ast.at', { position: p.ast, final: v.finalSpace, epoch: epochName(v.epoch) })} ·{' '}
        {move.moves
          ? t('eeui.ast.moves', { to: move.to, epoch: epochName(move.epoch) })
          : move.reason === 'final-space'
            ? t('eeui.ast.final')
            : t(`eeui.ast.needs.${move.reason}`, {
                epoch: epochName(move.epoch),
                cities: move.need.cities,
                advances: move.need.advances,
                cost: move.need.minCost,
              })}
      </p>
      <Why cite={FORM_CITES.astTrack} explain={astWhy(p.civ, p.ast, move)} label={t('players.astWhy')} />
      <p class="small">
        {v.advances.length === 0
          ? t('eeui.players.noAdvances')
          : v.advances.map((a) => (
              <span key={a.id} class={`pill ee-${a.colours[0]}`} title={a.colours.map(colourName).join(', ')}>
                {advanceName(a.id)}
              </span>
            ))}
      </p>
      <p class="small" data-testid="credit-tokens">
        {t('eeui.players.credits')}{' '}
        {COLOURS.map((c) => (
          <span key={c} class={`pill ee-${c}`}>
            {colourName(c)} {v.credits[c]}
          </span>
        ))}
      </p>
      <p class="small muted">{t('eeui.players.rates', { rates: v.taxRates.join('/'), count: v.taxRates.length, support: v.supportRate })}</p>
      {prices.length > 0 && (
        <PriceTable
          rows={prices.map((r) => ({
            id: r.advance,
            name: advanceName(r.advance),
            why: (
              <span class="muted">
                {' '}
                · {t('eeui.buy.priceWhy', { cost: r.cost, colour: colourName(r.colour), colourCredit: r.colourCredit, specific: r.specificCredit })}
              </span>
            ),
            cost: r.cost,
            price: r.price,
          }))}
        />
      )}
      {p.status === 'active' && game.shown === game.state && <Leave civ={p.civ} />}
    </PlayerCardFrame>
  );
}

function Leave({ civ }: { readonly civ: PlayerSheet['player']['civ'] }) {
  const [asked, setAsked] = useState(false);
  const form = useEntry(eeSignals());
  return (
    <div>
      {!asked ? (
        <button type="button" class="btn" onClick={() => setAsked(true)}>
          {t('eeui.leave.ask', { civ: civName(civ) })}
        </button>
      ) : (
        <div class="actions">
          <p class="small">{t('eeui.leave.confirm')}</p>
          <button type="button" class="btn danger" disabled={form.busy} onClick={() => void form.submit({ kind: 'leave', civ })}>
            {t('eeui.leave.yes', { civ: civName(civ) })}
          </button>
          <button type="button" class="btn" onClick={() => setAsked(false)}>
            {t('eeui.leave.no')}
          </button>
        </div>
      )}
      <RefusalNotice refusal={form.refusal} />
    </div>
  );
}
