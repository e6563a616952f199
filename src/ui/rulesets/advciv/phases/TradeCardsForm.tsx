/**
 * Trade cards (27): players in draw order (fewest cities first, 27.1), each with the stacks he draws
 * from (27.2, empty stacks skipped 27.21) and the ninth-stack cards he buys with treasury (27.51).
 * The next player in order has his own form (to buy from stack 9); one tap records the draw of every
 * player left who buys nothing, each as his own entry in order. A player with nothing to draw (no
 * cities) is not asked; he has a form to buy from stack 9 while the engine says he still can (27.51).
 */
import { drawRows, stacksDrawn, type DrawRow } from '../../../../engine/rulesets/advciv/views/forms';
import type { TurnStep } from '../../../../engine/rulesets/advciv/views/turn';
import { advcivSignals, type AdvCivGame } from '../../../../state/game-advciv';
import { mySeat, oneTapFor, seatPlayer } from '../../../../state/seat';
import { t } from '../../../i18n';
import { OneTapCard } from '../../../components/OneTapCard';
import { Glyph } from '../../../components/Glyph';
import { nationName } from '../../../components/names';
import { NumberField } from '../../../components/NumberField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { SubmitRow } from '../../../components/SubmitRow';
import { Why } from '../../../components/Why';
import { typingIn } from './typing';

const formOf = (r: DrawRow) => `trade-${r.nation}${r.round === undefined ? '' : `-${r.round}`}`;

export function TradeCardsForm({ game, step }: { readonly game: AdvCivGame; readonly step: TurnStep }) {
  const order = step.players.map((p) => p.nation);
  const rows = drawRows(game.setup, game.state, order);
  const pending = rows.filter((r) => r.stacks !== null && r.stacks.length > 0);
  const nextUp = pending[0];
  const all = useEntry(advcivSignals());
  // The principal draws first, then (Capitals 5.2) the supplemental ones: one round per tap.
  const round = pending.filter((r) => r.round === nextUp?.round);
  const forms = round.map((r) => ({ nation: r.nation, form: formOf(r) }));
  const typing = typingIn(game.state.turn, forms);
  // A player on his own phone (several phones) draws there; the draws after his wait for it (27.1).
  const seatOf = (r: DrawRow) => game.setup.players.findIndex((p) => p.nation === r.nation);
  // 27.21: a stack in doubt (the engine's `inDoubt`) is the table's to say: the tap stops before that player (27.1).
  const doubt = (r: DrawRow) => (r.inDoubt ?? []).length > 0;
  const tap = oneTapFor(round, seatOf, (r) => typing.includes(r.nation), true, doubt);
  const ready = tap.record;
  const recordAll = async () => {
    const held = typingIn(game.state.turn, forms);
    for (const r of oneTapFor(round, seatOf, (x) => held.includes(x.nation), true, doubt).record) {
      // The engine's row after the draws just recorded: one of them may have put a stack of his in doubt (27.21).
      const now = advcivSignals().game.value;
      const fresh = now === undefined ? r : drawRows(now.setup, now.state, order).find((x) => x.nation === r.nation && x.round === r.round);
      if (fresh === undefined || fresh.stacks === null || doubt(fresh)) return;
      const ok = await all.submit({
        kind: 'trade-cards',
        nation: r.nation,
        stacks: fresh.stacks,
        bought: 0,
        ...(r.round === undefined ? {} : { round: r.round }),
      });
      if (!ok) return;
    }
  };
  // My seat (several phones): a phone bound to a seat shows its own player's draw only (27), in the engine's order.
  const mine = seatPlayer(game.setup.players)?.nation;
  const shown = mine === undefined ? rows : rows.filter((r) => r.nation === mine);
  return (
    <div data-testid="trade-form">
      {/* A phone bound to one seat records its own player's draw only (several phones). */}
      {round.length > 1 && mySeat.value === undefined && (
        <OneTapCard
          testid="draw-all"
          form={all}
          ready={ready.length}
          label={t('trade.recordAll', { n: ready.length })}
          hint={t('trade.recordAllHint')}
          typing={typing.map(nationName)}
          onPhones={tap.onPhones.map((r) => nationName(r.nation))}
          sayOnPhones={(nations) => t('trade.onPhones', { nations })}
          onTap={recordAll}
        >
          {tap.ask !== undefined && (
            <p class="small" data-testid="draw-in-doubt">
              {t('trade.stopsInDoubt', { nation: nationName(tap.ask.nation), stacks: tap.ask.inDoubt ?? [], n: (tap.ask.inDoubt ?? []).length })}
            </p>
          )}
        </OneTapCard>
      )}
      {shown.map((r) =>
        r.drawnStacks !== null ? (
          <p key={`${r.nation}-${r.round ?? ''}`} class="small" data-nation={r.nation}>
            <Glyph kind="done" /> {r.round === 'supplemental' ? `${t('variant.capitals.supplemental')}: ` : ''}
            {t('trade.drawn', { nation: nationName(r.nation), stacks: r.drawnStacks.length > 0 ? r.drawnStacks : ['–'], bought: r.bought })}
          </p>
        ) : r === nextUp || (r.stacks?.length === 0 && r.canStillBuy) ? (
          <DrawCard key={`${r.nation}-${r.round ?? ''}-${game.state.turn}`} row={r} turn={game.state.turn} primary={round.length <= 1 || mine !== undefined} />
        ) : r.stacks?.length === 0 ? (
          <p key={`${r.nation}-${r.round ?? ''}`} class="small muted" data-nation={r.nation} data-testid="draws-nothing">
            {t('trade.drawsNothing', { nation: nationName(r.nation) })}
          </p>
        ) : (
          <p key={`${r.nation}-${r.round ?? ''}`} class="small muted" data-nation={r.nation}>
            {r.round === 'supplemental' ? `${t('variant.capitals.supplemental')}: ` : ''}
            {t('trade.waits', { nation: nationName(r.nation), stacks: (r.stacks ?? []).length > 0 ? (r.stacks ?? []) : ['–'], n: (r.stacks ?? []).length })}
          </p>
        ),
      )}
    </div>
  );
}

function DrawCard({ row, turn, primary }: { readonly row: DrawRow; readonly turn: number; readonly primary: boolean }) {
  const form = useEntry(advcivSignals(), { turn, form: formOf(row) });
  const [bought, setBought] = useDraft<number | null>(form, 'bought', 0);
  // 27.21: stacks a sealed hand (31.71) may have emptied; the table ticks those it finds empty.
  const [empty, setEmpty] = useDraft<readonly number[]>(form, 'empty', []);
  const stacks = stacksDrawn(row, empty);
  const buyOnly = stacks.length === 0;
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
      {(row.inDoubt ?? []).map((s) => (
        <label key={s} class="choice">
          <input
            type="checkbox"
            checked={empty.includes(s)}
            onChange={(e) => (form.touched(), setEmpty(e.currentTarget.checked ? [...empty, s] : empty.filter((x) => x !== s)))}
          />
          <span>{t('trade.stackEmpty', { stack: s })}</span>
        </label>
      ))}
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
      <SubmitRow
        form={form}
        look={primary && !buyOnly ? 'primary' : 'plain'}
        incomplete={buyOnly && (bought ?? 0) === 0}
        label={buyOnly ? t('trade.recordBuy', { nation: nationName(row.nation) }) : t('trade.record', { nation: nationName(row.nation) })}
      />
    </form>
  );
}
