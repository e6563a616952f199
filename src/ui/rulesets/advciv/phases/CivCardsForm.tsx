/**
 * Civilization cards (31): for each player in A.S.T. order, the shop (every card with its price after
 * credits and why), the hand entered as commodity counts plus treasury, live funds (sets 28.51, Mining
 * 28.53) against the total due (31.58, R-A4), forced free cards (31.57, R-A5), the purchase, then the
 * commodity cards kept (31.71). "Plan my buy" (PlanPanel) fills the purchase from the engine's plans.
 * Until the player ticks a set or types treasury himself, the sets to turn in and the treasury to add
 * are the engine's payment for the cards picked (the one that leaves the most, purchasePaymentView).
 * Players who buy nothing keep their hands with one tap for everyone left, one entry each.
 */
import { commodityRange } from '../../../../engine/rulesets/advciv/views/ranges';
import { useState } from 'preact/hooks';
import type { CardId } from '../../../../engine/rulesets/advciv/cards';
import { COMMODITIES, type CommodityId } from '../../../../engine/rulesets/advciv/commodities';
import type { NationId } from '../../../../engine/rulesets/advciv/nations';
import { handSize, type AdvCivPlayer } from '../../../../engine/rulesets/advciv/state';
import { handStart, handsWithoutPurchase, purchasePreview } from '../../../../engine/rulesets/advciv/views/forms';
import { handSets, purchasePaymentView } from '../../../../engine/rulesets/advciv/views';
import type { TurnStep } from '../../../../engine/rulesets/advciv/views/turn';
import { advcivSignals, type AdvCivGame } from '../../../../state/game-advciv';
import { mySeat, oneTapFor } from '../../../../state/seat';
import { keptCardsOf, keptHandEntry } from '../../../../state/sealed-hand';
import { ConfirmRow, confirmOf, useConfirmState } from '../../../components/ConfirmRow';
import { consequenceSentences } from '../consequences';
import { t } from '../../../i18n';
import { OneTapCard } from '../../../components/OneTapCard';
import { cardName, citeText, citesText, commodityName, nationName } from '../../../components/names';
import { CardGloss } from '../../../components/Gloss';
import { NumberField } from '../../../components/NumberField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { RefusalNotice } from '../../../components/Violations';
import { RecordButton } from '../../../components/SubmitRow';
import { Why } from '../../../components/Why';
import { PlanPanel } from './PlanPanel';
import { typedHand, typingIn } from './typing';

export function CivCardsForm({ game, step }: { readonly game: AdvCivGame; readonly step: TurnStep }) {
  const waiting = step.waiting;
  const [chosen, setChosen] = useState<NationId | undefined>(undefined);
  // My seat (several phones): a phone bound to a seat shows its own player's shop and hand only.
  const seat = mySeat.value;
  const mine = seat === undefined ? undefined : game.setup.players[seat]?.nation;
  if (mine !== undefined) {
    const me = game.state.players.find((p) => p.nation === mine);
    return (
      <div data-testid="civ-form">
        <StillToBuy game={game} waiting={waiting} />
        {me !== undefined && waiting.includes(mine) ? (
          <Shop key={`${me.nation}-${game.state.turn}`} game={game} p={me} />
        ) : (
          <p class="ok-note">{t('civ.seatDone')}</p>
        )}
      </div>
    );
  }
  const current = chosen !== undefined && waiting.includes(chosen) ? chosen : waiting[0];
  const player = game.state.players.find((p) => p.nation === current);
  return (
    <div data-testid="civ-form">
      <StillToBuy game={game} waiting={waiting} />
      <NoneForAll game={game} waiting={waiting} />
      {waiting.length > 1 && (
        <div class="field">
          <label for="civ-player">{t('civ.player')}</label>
          <select id="civ-player" value={current} onChange={(e) => setChosen(e.currentTarget.value as NationId)}>
            {waiting.map((n) => (
              <option key={n} value={n}>
                {nationName(n)}
              </option>
            ))}
          </select>
        </div>
      )}
      {player && <Shop key={`${player.nation}-${game.state.turn}`} game={game} p={player} />}
    </div>
  );
}

/** The card purchase runs on every phone at once (several phones): who has still to buy and keep a hand (31, 31.71). */
function StillToBuy({ game, waiting }: { readonly game: AdvCivGame; readonly waiting: readonly NationId[] }) {
  if (waiting.length === 0) return null;
  const names = waiting.map((n) => `${nationName(n)} (${game.state.players.find((p) => p.nation === n)?.name ?? ''})`);
  return (
    <p class="small" role="status" data-testid="still-to-buy">
      {t('civ.stillToBuy', { players: names })}
    </p>
  );
}

/** 31.71: every waiting player who bought nothing and has nothing typed keeps the hand the engine gives for him; one hand entry each, in order. */
function NoneForAll({ game, waiting }: { readonly game: AdvCivGame; readonly waiting: readonly NationId[] }) {
  const all = useEntry(advcivSignals());
  const turn = game.state.turn;
  const hands = handsWithoutPurchase(game.setup, game.state, waiting).filter((h) => h.entry !== null);
  const left = hands.map((h) => h.nation);
  const forms = left.flatMap((nation) => [
    { nation, form: `purchase-${nation}` },
    { nation, form: `hand-${nation}` },
  ]);
  const typing = typingIn(turn, forms);
  // A player on his own phone (several phones) buys or keeps his hand there: left out, still waiting.
  const seatOf = (n: NationId) => game.setup.players.findIndex((p) => p.nation === n);
  const tap = oneTapFor(left, seatOf, (n) => typing.includes(n));
  const ready = tap.record;
  if (left.length < 2) return null;
  const record = async () => {
    const held = typingIn(turn, forms);
    const asked = oneTapFor(left, seatOf, (n) => held.includes(n)).record;
    // 31.71: the engine's entry for each (a hand kept sealed last turn stays sealed: its cards are on the player's phone).
    for (const { entry } of hands.filter((h) => asked.includes(h.nation))) {
      if (entry !== null && !(await all.submit(entry))) return;
    }
  };
  return (
    <OneTapCard
      testid="none-for-all"
      form={all}
      ready={ready.length}
      label={t('civ.noneForAll', { n: ready.length })}
      hint={t('civ.noneForAllHint')}
      typing={[...new Set(typing)].map(nationName)}
      onPhones={tap.onPhones.map(nationName)}
      onTap={record}
    />
  );
}

function Shop({ game, p }: { readonly game: AdvCivGame; readonly p: AdvCivPlayer }) {
  const purchased = game.state.purchased.includes(p.nation);
  // The typing survives a reload until recorded (drafts per turn, form and player).
  const buy = useEntry(advcivSignals(), { turn: game.state.turn, form: `purchase-${p.nation}` });
  const keep = useEntry(advcivSignals(), { turn: game.state.turn, form: `hand-${p.nation}` });
  // 31.71: a hand this phone kept sealed (its seat's) comes from this device; others' are known to all.
  const [hand, setHand] = useDraft<Partial<Record<CommodityId, number | null>>>(buy, 'hand', () => ({
    ...(keptCardsOf(game.id, p) ?? handStart(game.state, p.nation)),
  }));
  const [turnIn, setTurnIn] = useDraft<readonly CommodityId[]>(buy, 'turnIn', []);
  // False while the payment is the engine's (sets and treasury found for the cards picked); true once the player sets it himself.
  const [manual, setManual] = useDraft<boolean>(buy, 'manual', false);
  const [treasury, setTreasury] = useDraft<number | null>(buy, 'treasury', 0);
  const [mining, setMining] = useDraft<CommodityId | ''>(buy, 'mining', '');
  const [picked, setPicked] = useDraft<readonly CardId[] | undefined>(buy, 'picked', undefined, (raw) => (Array.isArray(raw) ? (raw as CardId[]) : undefined));
  const [kept, setKept] = useDraft<Partial<Record<CommodityId, number | null>> | undefined>(keep, 'kept', undefined);
  const handNow = typedHand(hand);
  const keepArm = useConfirmState();
  const base = purchasePreview(game.setup, game.state, p.nation, { cards: [], hand: handNow, paid: {}, treasury: 0, mining: null });
  if (base === undefined) return null;
  const cards = picked ?? base.forced;
  // 31.58, R-A4: the amount due for the cards picked, then the engine's payment of it (whole sets, treasury on top).
  const due = purchasePreview(game.setup, game.state, p.nation, { cards, hand: handNow, paid: {}, treasury: 0, mining: null })?.due ?? 0;
  const found = manual || due === 0 ? null : purchasePaymentView(game.setup, game.state, p.nation, handNow, p.treasury, due);
  const turnInNow: readonly CommodityId[] = manual ? turnIn : COMMODITIES.filter((id) => (found?.paid[id] ?? 0) > 0);
  const treasuryNow = manual ? treasury : (found?.treasury ?? 0);
  const miningNow: CommodityId | '' = manual ? mining : (found?.mining ?? '');
  const paid: Partial<Record<CommodityId, number>> = {};
  for (const id of turnInNow) if ((handNow[id] ?? 0) > 0) paid[id] = handNow[id] ?? 0;
  const preview =
    purchasePreview(game.setup, game.state, p.nation, { cards, hand: handNow, paid, treasury: treasuryNow ?? 0, mining: miningNow || null }) ?? base;
  const sets = handSets(game.setup, handNow);
  const touched = () => buy.touched();
  // The player takes the payment over: what was found stays as the starting point.
  const takeOver = () => {
    if (manual) return;
    setManual(true);
    setTurnIn(turnInNow);
    setTreasury(treasuryNow);
    setMining(miningNow);
  };
  const leftover = kept ?? { ...preview.leftover.hand };
  const keptNow = typedHand(purchased ? leftover : hand);
  const keepConfirm = confirmOf(keepArm, consequenceSentences(game.setup, game.state, { kind: 'hand', nation: p.nation, cards: keptNow }));
  const toggleCard = (card: CardId, on: boolean) => (touched(), setPicked(on ? [...cards, card] : cards.filter((c) => c !== card)));
  return (
    <div class="card" data-nation={p.nation}>
      <h3>{t('civ.for', { nation: nationName(p.nation), name: p.name })}</h3>
      {!purchased && (
        <form
          noValidate
          data-testid="purchase-form"
          onSubmit={async (e) => {
            e.preventDefault();
            const ok = await buy.submit({
              kind: 'purchase',
              nation: p.nation,
              cards,
              paid,
              treasury: treasuryNow ?? 0,
              mining: preview.mined ?? (miningNow || null),
            });
            if (ok) setKept({ ...preview.leftover.hand });
          }}
        >
          <details class="why" open>
            <summary>{t('civ.hand', { n: handSize(handNow) })}</summary>
            {preview.cardsMax !== null && (
              <p class="small muted" data-testid="hand-max">
                {t('civ.handMax', { n: preview.cardsMax })}
              </p>
            )}
            <div class="grid2">
              {COMMODITIES.map((id) => (
                <NumberField
                  key={id}
                  compact
                  id={`hand-${p.nation}-${id}`}
                  label={commodityName(id)}
                  {...commodityRange(game.setup, id)}
                  value={hand[id] ?? null}
                  onChange={(v) => (touched(), setHand({ ...hand, [id]: v }))}
                />
              ))}
            </div>
            {sets.length > 0 && (
              <p class="small" data-testid="sets">
                {t('civ.sets', { sets: sets.map((x) => t('civ.set', { commodity: commodityName(x.commodity), n: x.cards, value: x.value })) })}
              </p>
            )}
            {COMMODITIES.filter((id) => (handNow[id] ?? 0) > 0).map((id) => (
              <label class="choice" key={id}>
                <input
                  type="checkbox"
                  checked={turnInNow.includes(id)}
                  onChange={(e) => {
                    touched();
                    takeOver();
                    setTurnIn(e.currentTarget.checked ? [...turnInNow, id] : turnInNow.filter((x) => x !== id));
                  }}
                />
                <span>{t('civ.turnIn', { commodity: commodityName(id) })}</span>
              </label>
            ))}
            {found !== null && (
              <p class="small muted" data-testid="payment-found">
                {t('civ.paymentFound')}
              </p>
            )}
          </details>
          <NumberField
            id={`civ-treasury-${p.nation}`}
            label={t('civ.treasury', { held: p.treasury })}
            value={treasuryNow}
            max={p.treasury}
            onChange={(v) => (touched(), takeOver(), setTreasury(v))}
          />
          {base.miningAvailable && (
            <div class="num-row">
              <label for={`mining-${p.nation}`}>{t('civ.mining')}</label>
              <select
                id={`mining-${p.nation}`}
                value={miningNow}
                onChange={(e) => (touched(), takeOver(), setMining(e.currentTarget.value as CommodityId | ''))}
              >
                <option value="">–</option>
                {turnInNow.map((id) => (
                  <option key={id} value={id}>
                    {commodityName(id)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <PlanPanel
            game={game}
            nation={p.nation}
            hand={handNow}
            onUse={(plan) => {
              touched();
              setManual(true);
              setPicked(plan.cards);
              setTurnIn(COMMODITIES.filter((id) => (plan.payment.paid[id] ?? 0) > 0));
              setTreasury(plan.payment.treasury);
              setMining(plan.payment.mining ?? '');
            }}
          />
          <h4>{t('civ.shop')}</h4>
          <ul class="list shop" data-testid="shop">
            {preview.prices
              .filter((row) => !row.held)
              .map((row) => {
                const disabled = row.held || row.missing.length > 0;
                return (
                  <li key={row.card} data-card={row.card}>
                    <input
                      type="checkbox"
                      id={`buy-${p.nation}-${row.card}`}
                      checked={cards.includes(row.card)}
                      disabled={row.held}
                      onChange={(e) => toggleCard(row.card, e.currentTarget.checked)}
                    />
                    <label for={`buy-${p.nation}-${row.card}`} class={disabled ? 'muted' : ''}>
                      <span>
                        {cardName(row.card)}
                        <CardGloss card={row.card} />
                        {row.held && ` · ${t('civ.held')}`}
                        {row.free && !row.held && ` · ${t('civ.free')}`}
                        {row.missing.length > 0 && ` · ${t('shop.needs', { cards: row.missing.map(cardName) })}`}
                        {!row.held && row.missing.length === 0 && base.affordable.includes(row.card) && ` · ${t('civ.affordable')}`}
                      </span>
                    </label>
                    <span data-testid="price">{row.held ? '' : row.price}</span>
                    {!row.held && row.credits.length > 0 && (
                      <div style="grid-column: 1 / -1">
                        <Why cite={row.cite}>
                          <p class="small">
                            {t('civ.priceWhy', {
                              cost: row.cost,
                              credits: row.credits.map((l) => `${cardName(l.from)} −${l.amount} (${citeText(l.cite)})`).join(', '),
                              price: row.price,
                            })}
                          </p>
                        </Why>
                      </div>
                    )}
                  </li>
                );
              })}
          </ul>
          {/* 31.61: a card held is not bought again; the cards held fold away so the shop is shorter. */}
          {preview.prices.some((row) => row.held) && (
            <details class="why" data-testid="held-cards">
              <summary>{t('civ.heldCards', { n: preview.prices.filter((row) => row.held).length })}</summary>
              <p class="small">{t('civ.heldList', { cards: preview.prices.filter((row) => row.held).map((row) => cardName(row.card)) })}</p>
            </details>
          )}
          <p data-testid="funds">
            {t('civ.funds', { due: preview.due, value: preview.value, treasury: treasuryNow ?? 0, funds: preview.funds })}
            {preview.mined && ` ${t('civ.mined', { commodity: commodityName(preview.mined) })}`}
          </p>
          {preview.funds >= preview.due && preview.due > 0 && <p class="small">{t('civ.lost', { n: preview.lost })}</p>}
          <Why cite={preview.cite} />
          <RefusalNotice refusal={buy.refusal} />
          <RecordButton class="btn primary block" disabled={buy.busy || cards.length === 0}>
            {t('civ.buy', { n: cards.length })}
          </RecordButton>
          {buy.dirty && (
            <button type="button" class="btn block" data-testid="draft-discard" onClick={buy.discard}>
              {t('table.draftDiscard')}
            </button>
          )}
        </form>
      )}
      <form
        noValidate
        data-testid="hand-form"
        onSubmit={async (e) => {
          e.preventDefault();
          // 31.71: a hand kept empty by a player known to hold cards is said first and takes a second tap.
          if (!keepConfirm.pass()) return;
          // 27.4, 31.71: a phone bound to the player's seat sends the count only and keeps the cards here.
          const seated = mySeat.value !== undefined;
          await keep.submit(keptHandEntry({ game: game.id, seated }, p.nation, game.state.turn, keptNow));
        }}
      >
        {purchased && (
          <>
            <p class="ok-note">{t('civ.bought')}</p>
            <p class="small">{t('civ.keepHint', { treasury: p.treasury })}</p>
            {COMMODITIES.filter((id) => (leftover[id] ?? 0) > 0 || kept?.[id] !== undefined).map((id) => (
              <NumberField
                key={id}
                id={`kept-${p.nation}-${id}`}
                label={commodityName(id)}
                {...commodityRange(game.setup, id)}
                value={leftover[id] ?? null}
                onChange={(v) => (keep.touched(), setKept({ ...leftover, [id]: v }))}
              />
            ))}
          </>
        )}
        <ConfirmRow
          form={{ busy: keep.busy, refusal: keep.refusal }}
          label={purchased ? t('civ.keep') : t('civ.keepNoPurchase', { n: handSize(handNow) })}
          confirm={keepConfirm}
          look={purchased ? 'primary' : 'plain'}
        />
        <p class="small muted">{citesText(base.handCite)}</p>
      </form>
    </div>
  );
}
