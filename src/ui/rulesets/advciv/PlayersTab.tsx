/**
 * Players: for each player cities, treasury, cards (by group colour), the price of every card not
 * held with its credits, the A.S.T. position with the next requirement, and victory points so far.
 */
import type { PlayerView } from '../../../engine/rulesets/advciv/views/players';
import { advcivSignals, type AdvCivGame } from '../../../state/game-advciv';
import { t } from '../../i18n';
import { calamityName, cardName, citeText, epochName, groupName, nationName } from '../../components/names';
import { CardGloss } from '../../components/Gloss';
import { Glyph } from '../../components/Glyph';
import { PlayerCardFrame, PlayersFrame } from '../../components/PlayersFrame';
import { PriceTable } from '../../components/PriceTable';
import { Why } from '../../components/Why';
import { astWhy } from '../../../engine/rulesets/advciv/views/why';
import { LeaveGame } from './LeaveGame';
import { JoinGame, WaitingPlayers } from './LateArrival';
import { VariantsSummary } from './VariantsField';

export function PlayersTab() {
  const advciv = advcivSignals();
  const g = advciv.game.value;
  if (g === undefined) return null;
  const views = advciv.players.value;
  // Leaving is an entry of the present, not of a table looked at in the past (the log's "as of").
  const now = g.shown === g.state && g.state.ended === null;
  return (
    <PlayersFrame turn={g.shown.turn}>
      <VariantsSummary variants={g.setup.variants} />
      {views.map((v) => (
        <PlayerCard key={v.player.nation} v={v} leaveIn={now ? g : undefined} />
      ))}
      {/* 15.5: late arrivals waiting for a Civil War, and joining (an entry of the present, like leaving). */}
      <WaitingPlayers state={g.shown} />
      {now && <JoinGame setup={g.setup} state={g.state} />}
    </PlayersFrame>
  );
}

/** `leaveIn`: the game a player may leave now (15.6), or undefined when leaving is not offered. */
function PlayerCard({ v, leaveIn }: { readonly v: PlayerView; readonly leaveIn: AdvCivGame | undefined }) {
  const p = v.player;
  const move = v.ast.move;
  return (
    <PlayerCardFrame
      id={p.nation}
      dataKey="nation"
      heading={
        <>
          {p.name} <span class="muted">({nationName(p.nation)})</span>
          {p.status === 'inert' && <span class="pill">{t('players.inert')}</span>}
        </>
      }
    >
      <p>
        {t('players.line', {
          cities: p.cities,
          treasury: p.treasury,
          hand: v.handCards === null ? t('players.handUnknown') : t('players.handKept', { n: v.handCards }),
          points: v.score?.total ?? 0,
        })}
      </p>
      <p class="small">
        {t('players.ast', { position: v.ast.position, finish: v.ast.finish, epoch: epochName(v.ast.epoch) })}{' '}
        {move.kind === 'advance'
          ? t('players.astAdvance')
          : move.kind === 'regress'
            ? t('players.astRegress')
            : move.kind === 'finished'
              ? t('players.astFinished')
              : ''}
      </p>
      {v.ast.next !== null && v.ast.next.requirements.length > 0 && (
        <>
          <p class="small">{t(v.ast.next.entering ? 'players.astNextEpoch' : 'players.astNext', { epoch: epochName(v.ast.next.epoch) })}</p>
          <ul class="small" data-testid="ast-next">
            {v.ast.next.requirements.map((q, i) => (
              <li key={i}>
                <Glyph kind={q.met ? 'met' : 'missing'} />{' '}
                {q.met ? t(`ast.needMet.${q.requirement.kind}`, { need: q.need }) : t(`ast.need.${q.requirement.kind}`, { have: q.have ?? 0, need: q.need })}
              </li>
            ))}
          </ul>
        </>
      )}
      {v.turnHand !== undefined && (
        <div data-testid="turn-hand">
          <p class="small">
            {t('players.drew', { stacks: v.turnHand.stacks })}{' '}
            {v.turnHand.cards === null ? '' : t(v.turnHand.exact ? 'players.holdsExactly' : 'players.holdsAtMost', { n: v.turnHand.cards })}
            {v.turnHand.nonTradable.length > 0 ? ` ${t('players.mayHold', { calamities: v.turnHand.nonTradable.map(calamityName) })}` : ''}
            {v.turnHand.revealed > 0 ? ` ${t('players.revealed', { n: v.turnHand.revealed })}` : ''}
            {v.turnHand.grainShown > 0 ? ` ${t('players.grainShown', { n: v.turnHand.grainShown })}` : ''}
            {v.turnHand.paid > 0 ? ` ${t('players.paid', { n: v.turnHand.paid })}` : ''}
          </p>
          <Why cite={v.turnHand.cite} />
        </div>
      )}
      <Why cite={move.cite} explain={astWhy(p.nation, move)} label={t('players.astWhy')} />
      <p class="small">
        {v.cards.length === 0
          ? t('players.noCards')
          : v.cards.map((c) => (
              <span key={c.card} class={`pill ${c.groups[0] ?? ''}`} title={c.groups.map(groupName).join(', ')}>
                {cardName(c.card)}
                <CardGloss card={c.card} />
              </span>
            ))}
      </p>
      <PriceTable
        rows={v.prices.map((row) => ({
          id: row.card,
          name: cardName(row.card),
          why: (
            <>
              {row.missing.length > 0 && <span class="muted"> · {t('shop.needs', { cards: row.missing.map(cardName) })}</span>}
              {row.credits.length > 0 && (
                <span class="muted"> · {row.credits.map((l) => `${cardName(l.from)} −${l.amount} (${citeText(l.cite)})`).join(', ')}</span>
              )}
            </>
          ),
          cost: row.cost,
          price: row.price,
        }))}
      />
      {leaveIn !== undefined && p.status === 'active' && <LeaveGame game={leaveIn} p={p} />}
    </PlayerCardFrame>
  );
}
