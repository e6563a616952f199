/**
 * A player leaves the game (15.6, R-A12): his nation becomes inert, keeps its civilization cards
 * (15.63) and one commodity card per city, drawn at random at the table (15.62): the table enters them.
 * On the phone bound to the leaving player's own seat they stay sealed (15.62: they stay secret; the
 * count only leaves the phone, the cards are kept here for the score at the end, 35.1 B).
 */
import { commodityRange } from '../../../engine/rulesets/advciv/views/ranges';
import { useState } from 'preact/hooks';
import { COMMODITIES, type CommodityId } from '../../../engine/rulesets/advciv/commodities';
import type { AdvCivPlayer } from '../../../engine/rulesets/advciv/state';
import { t } from '../../i18n';
import { commodityName, nationName } from '../../components/names';
import { NumberField } from '../../components/NumberField';
import { useEntry } from '../../components/useEntry';
import { ConfirmRow, useConfirm } from '../../components/ConfirmRow';
import { consequenceSentences } from './consequences';
import { advcivSignals, type AdvCivGame } from '../../../state/game-advciv';
import { seatPlayer } from '../../../state/seat';
import { leaveEntry } from '../../../state/sealed-hand';
import { typedHand } from './phases/typing';

export function LeaveGame({ game, p }: { readonly game: AdvCivGame; readonly p: AdvCivPlayer }) {
  const [hand, setHand] = useState<Partial<Record<CommodityId, number | null>>>({});
  const form = useEntry(advcivSignals());
  const kept = typedHand(hand);
  // 15.6: leaving is said in words and recorded on a second tap.
  const confirm = useConfirm(consequenceSentences(game.setup, game.state, { kind: 'leave', nation: p.nation, hand: kept }));
  return (
    <details class="why">
      <summary>{t('leave.title', { nation: nationName(p.nation) })}</summary>
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (!confirm.pass()) return;
          // 15.62: the player's own phone sends the count only and keeps the cards here.
          const seated = seatPlayer(game.setup.players)?.nation === p.nation;
          await form.submit(leaveEntry({ game: game.id, seated }, p.nation, game.state.turn, kept));
        }}
      >
        <p class="small">{t('leave.hint', { cities: p.cities })}</p>
        <div class="grid2">
          {COMMODITIES.map((id) => (
            <NumberField
              key={id}
              compact
              id={`leave-${p.nation}-${id}`}
              label={commodityName(id)}
              {...commodityRange(game.setup, id)}
              value={hand[id] ?? null}
              onChange={(v) => (form.touched(), setHand({ ...hand, [id]: v }))}
            />
          ))}
        </div>
        <ConfirmRow form={form} label={t('leave.record', { nation: nationName(p.nation) })} confirm={confirm} />
      </form>
    </details>
  );
}
