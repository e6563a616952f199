/**
 * Trade cards acquisition (ee Phase 6): in order of fewest cities, each player draws one card from
 * stacks 1 to his city count (6a), then buys extra cards (6b): stack 9 for 15 treasury and what his
 * advances allow. The cost shown is the entry's own (the engine applies the typed purchase).
 */
import { FORM_CITES } from '../../../../engine/rulesets/eastern-empires/views/turn';
import { tradeCardCost, tradeCardRows, type TradeCardRow } from '../../../../engine/rulesets/eastern-empires/views';
import { eeSignals, type EeGame } from '../../../../state/game-ee';
import { mySeat, oneTapFor, seatPlayer } from '../../../../state/seat';
import { eeTypingIn } from '../typing';
import { t } from '../../../i18n';
import { OneTapCard } from '../../../components/OneTapCard';
import { NumberField } from '../../../components/NumberField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { SubmitRow } from '../../../components/SubmitRow';
import { Why } from '../../../components/Why';
import { advanceName, civName } from '../names';

export function TradeCardsForm({ game }: { readonly game: EeGame }) {
  const rows = tradeCardRows(game.state);
  const next = rows.find((r) => !r.done);
  // My seat (several phones): a phone bound to a seat shows its own civilization's draw only, in the engine's order (ee Phase 6).
  const mine = seatPlayer(game.setup.players)?.civ;
  if (mine !== undefined) {
    const own = rows.find((r) => r.civ === mine);
    return (
      <div data-testid="ee-trade-cards">
        {own === undefined ? (
          <p class="muted">{t('eeui.cards.seatNone', { civ: civName(mine) })}</p>
        ) : own.done ? (
          <p class="ok-note">{t('eeui.cards.seatDone', { civ: civName(mine) })}</p>
        ) : own === next ? (
          <DrawForm key={own.civ} game={game} row={own} />
        ) : (
          <p class="small" role="status" data-testid="ee-draw-waits">
            {t('eeui.cards.seatWaits', { civ: civName(mine), next: civName(next?.civ ?? mine) })}
          </p>
        )}
      </div>
    );
  }
  return (
    <div data-testid="ee-trade-cards">
      {rows.length === 0 && <p class="muted">{t('eeui.cards.nobody')}</p>}
      {mySeat.value === undefined && <DrawAll game={game} rows={rows} />}
      {next && <DrawForm key={next.civ} game={game} row={next} />}
    </div>
  );
}

const drawForm = (civ: TradeCardRow['civ']) => `trade-${civ}`;

/**
 * ee Phase 6a, one tap: everyone left draws from his stacks and buys nothing (6b), one entry each in
 * the order of fewest cities; it stops before a player drawing on his own phone or with typing kept
 * (the players after him wait for his draw).
 */
function DrawAll({ game, rows }: { readonly game: EeGame; readonly rows: readonly TradeCardRow[] }) {
  const all = useEntry(eeSignals());
  const pending = rows.filter((r) => !r.done).map((r) => r.civ);
  const turn = game.state.turn;
  const forms = pending.map((civ) => ({ civ, form: drawForm(civ) }));
  const seatOf = (civ: TradeCardRow['civ']) => game.setup.players.findIndex((p) => p.civ === civ);
  const typing = eeTypingIn(turn, forms);
  const tap = oneTapFor(pending, seatOf, (civ) => typing.includes(civ), true);
  if (pending.length < 2) return null;
  return (
    <OneTapCard
      testid="draw-all"
      form={all}
      ready={tap.record.length}
      typing={tap.typing.map(civName)}
      onPhones={tap.onPhones.map(civName)}
      label={t('eeui.cards.recordAll', { n: tap.record.length })}
      hint={t('eeui.cards.recordAllHint')}
      onTap={async () => {
        const held = eeTypingIn(turn, forms);
        for (const civ of oneTapFor(pending, seatOf, (x) => held.includes(x), true).record)
          if (!(await all.submit({ kind: 'trade-cards', civ, bought: [] }))) return;
      }}
    />
  );
}

function DrawForm({ game, row }: { readonly game: EeGame; readonly row: TradeCardRow }) {
  const form = useEntry(eeSignals(), { turn: game.state.turn, form: drawForm(row.civ) });
  const [counts, setCounts] = useDraft<readonly (number | null)[]>(form, 'counts', () => row.offers.map(() => 0));
  const bought = row.offers.flatMap((o, i) => Array.from({ length: counts[i] ?? 0 }, () => o.stack));
  const cost = tradeCardCost(game.setup, game.state, row.civ, bought);
  return (
    <form
      noValidate
      class="card"
      data-testid="ee-draw-form"
      data-civ={row.civ}
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit({ kind: 'trade-cards', civ: row.civ, bought });
      }}
    >
      <h3>{t('eeui.cards.for', { civ: civName(row.civ), name: game.names[row.civ] ?? '' })}</h3>
      <p class="small">{t('eeui.cards.drawn', { stacks: row.drawn.join(', ') })}</p>
      <p class="small muted">{t('eeui.cards.treasury', { treasury: row.treasury })}</p>
      {row.offers.map((o, i) => (
        <NumberField
          key={`${o.stack}-${o.advance ?? ''}-${i}`}
          id={`ee-buy-${o.stack}-${o.advance ?? 'default'}`}
          label={
            o.advance
              ? t('eeui.cards.offerBy', { stack: o.stack, price: o.price, advance: advanceName(o.advance) })
              : t('eeui.cards.offer', { stack: o.stack, price: o.price })
          }
          value={counts[i] ?? 0}
          max={o.once ? 1 : undefined}
          onChange={(v) => (form.touched(), setCounts(counts.map((c, k) => (k === i ? v : c))))}
        />
      ))}
      <p class="small" data-testid="cards-cost">
        {t('eeui.cards.cost', { cost })}
      </p>
      <Why cite={FORM_CITES.tradeCards} />
      <SubmitRow form={form} label={t('eeui.cards.record', { civ: civName(row.civ) })} />
    </form>
  );
}
