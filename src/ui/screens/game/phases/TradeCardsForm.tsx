/**
 * Trade cards (27): players in draw order (fewest cities first, 27.1), each with the stacks he draws
 * from (27.2, empty stacks skipped 27.21) and the ninth-stack cards he buys with treasury (27.51).
 * Only the next player in order has a button; the rest wait their turn.
 */
import { drawRows, type DrawRow } from '../../../../engine/rulesets/advciv/views/forms';
import type { TurnStep } from '../../../../engine/rulesets/advciv/views/turn';
import { advcivSignals, type AdvCivGame } from '../../../../state/game-advciv';
import { t } from '../../../i18n';
import { nationName } from '../../../components/names';
import { NumberField } from '../../../components/NumberField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { SubmitRow } from '../../../components/SubmitRow';
import { Why } from '../../../components/Why';

export function TradeCardsForm({ game, step }: { readonly game: AdvCivGame; readonly step: TurnStep }) {
  const rows = drawRows(
    game.setup,
    game.state,
    step.players.map((p) => p.nation),
  );
  const nextUp = rows.find((r) => r.stacks !== null);
  return (
    <div data-testid="trade-form">
      {rows.map((r) =>
        r.drawnStacks !== null ? (
          <p key={`${r.nation}-${r.round ?? ''}`} class="small" data-nation={r.nation}>
            ✓ {r.round === 'supplemental' ? `${t('variant.capitals.supplemental')}: ` : ''}
            {t('trade.drawn', { nation: nationName(r.nation), stacks: r.drawnStacks.length > 0 ? r.drawnStacks : ['–'], bought: r.bought })}
          </p>
        ) : r === nextUp ? (
          <DrawCard key={`${r.nation}-${r.round ?? ''}-${game.state.turn}`} row={r} turn={game.state.turn} />
        ) : (
          <p key={`${r.nation}-${r.round ?? ''}`} class="small muted" data-nation={r.nation}>
            {r.round === 'supplemental' ? `${t('variant.capitals.supplemental')}: ` : ''}
            {t('trade.waits', { nation: nationName(r.nation), stacks: (r.stacks ?? []).length > 0 ? (r.stacks ?? []) : ['–'] })}
          </p>
        ),
      )}
    </div>
  );
}

function DrawCard({ row, turn }: { readonly row: DrawRow; readonly turn: number }) {
  const form = useEntry(advcivSignals(), { turn, form: `trade-${row.nation}${row.round === undefined ? '' : `-${row.round}`}` });
  const [bought, setBought] = useDraft<number | null>(form, 'bought', 0);
  const stacks = row.stacks ?? [];
  return (
    <form
      noValidate
      class="card"
      data-nation={row.nation}
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit({ kind: 'trade-cards', nation: row.nation, stacks, bought: bought ?? 0, ...(row.round === undefined ? {} : { round: row.round }) });
      }}
    >
      <h3>
        {nationName(row.nation)}
        {row.round === 'supplemental' ? ` · ${t('variant.capitals.supplemental')}` : ''}
      </h3>
      <p data-testid="stacks">{stacks.length > 0 ? t('trade.stacks', { stacks, n: stacks.length }) : t('trade.noStacks')}</p>
      {row.canBuy > 0 && (
        <NumberField
          id={`buy-${row.nation}`}
          label={t('trade.buy', { price: row.price, treasury: row.treasury })}
          value={bought}
          max={row.canBuy}
          onChange={(v) => (form.touched(), setBought(v))}
        />
      )}
      <Why cite={row.cite} />
      <SubmitRow form={form} label={t('trade.record', { nation: nationName(row.nation) })} />
    </form>
  );
}
