/**
 * Civilization Advances acquisition (ee Phase 12): furthest on the A.S.T. first, each player buys in
 * one transaction. The price list shows each advance's cost, the colour credit and the specific
 * credit used (R-E2); Library's 40, Anatomy's free card, the colours chosen for Written Record and
 * Monument, Trade Empire's substitute and Mining's treasury are entered where the player holds them.
 * Then the cards he keeps (hand limit 8, Roadbuilding 9). "Plan my buy" (EePlanPanel) fills the purchase
 * from the engine's plans.
 */
import { useState } from 'preact/hooks';
import {
  COLOURS,
  COMMODITY_IDS,
  type AdvanceId,
  type CivilizationId,
  type Colour,
  type CommodityId,
  type Hand,
} from '../../../../engine/rulesets/eastern-empires';
import { treasuryRange } from '../../../../engine/rulesets/eastern-empires/views/ranges';
import { FORM_CITES, eeNextStop, type EeStep } from '../../../../engine/rulesets/eastern-empires/views/turn';
import {
  ANATOMY_FREE_BELOW,
  commoditiesInPlay,
  type FreeCreditAdvance,
  handLimitOf,
  handStart,
  purchaseChoices,
  purchasePreview,
  setValues,
} from '../../../../engine/rulesets/eastern-empires/views';
import { eeSignals, type EeGame } from '../../../../state/game-ee';
import { mySeat, oneTapFor } from '../../../../state/seat';
import { eeTypingIn } from '../typing';
import { eeKeptCardsOf, eeKeptHandEntry } from '../../../../state/sealed-hand';
import { t } from '../../../i18n';
import { OneTapCard } from '../../../components/OneTapCard';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { SubmitRow } from '../../../components/SubmitRow';
import { Why } from '../../../components/Why';
import { CivPick, HandFields } from '../fields';
import { CardsNote } from './CalamitySelectionForm';
import { advanceName, advancePicked, civName, colourName, commodityName } from '../names';
import { EePlanPanel } from './EePlanPanel';

export function PurchaseForm({ game, step }: { readonly game: EeGame; readonly step: EeStep }) {
  const [picked, setCiv] = useState<CivilizationId | ''>(step.waiting[0] ?? '');
  // My seat (several phones): a phone bound to a seat buys for its own civilization only.
  const seat = mySeat.value;
  const mine = seat === undefined ? undefined : game.setup.players[seat]?.civ;
  const civ = mine ?? picked;
  return (
    <>
      {step.waiting.length > 0 && (
        <p class="small" role="status" data-testid="still-to-buy">
          {t('eeui.buy.stillToBuy', { players: step.waiting.map((c) => game.names[c] ?? c) })}
        </p>
      )}
      {mine === undefined && <NothingForAll game={game} waiting={step.waiting} />}
      <CivPick id="ee-buy-civ" label={t('eeui.player')} value={civ} options={mine === undefined ? step.acting : [mine]} names={game.names} onChange={setCiv} />
      {civ !== '' && <CardsNote game={game} civ={civ} commodities />}
      {civ !== '' && !game.state.purchased.includes(civ) && <Buy key={`${civ}-${game.state.purchased.length}`} game={game} civ={civ} />}
      {civ !== '' && game.state.purchased.includes(civ) && <p class="ok-note">{t('eeui.buy.done')}</p>}
      {civ !== '' && <HandForm key={`hand-${civ}`} game={game} civ={civ} />}
    </>
  );
}

/**
 * ee Phase 12, one tap: everyone left buys nothing (one purchase entry each, furthest on the A.S.T.
 * first), but for a player on his own phone or with a purchase or hand typed; the hands kept stay
 * unknown (not 0 cards) unless typed. Then on to the next phase owed.
 */
function NothingForAll({ game, waiting }: { readonly game: EeGame; readonly waiting: readonly CivilizationId[] }) {
  const all = useEntry(eeSignals());
  const turn = game.state.turn;
  const forms = waiting.flatMap((civ) => [
    { civ, form: `purchase-${civ}` },
    { civ, form: `hand-${civ}` },
  ]);
  const seatOf = (civ: CivilizationId) => game.setup.players.findIndex((p) => p.civ === civ);
  const typing = eeTypingIn(turn, forms);
  const tap = oneTapFor(waiting, seatOf, (civ) => typing.includes(civ));
  if (waiting.length < 2) return null;
  return (
    <OneTapCard
      testid="nothing-for-all"
      form={all}
      ready={tap.record.length}
      typing={tap.typing.map(civName)}
      onPhones={tap.onPhones.map(civName)}
      label={t('eeui.buy.nothingForAll', { n: tap.record.length })}
      hint={t('eeui.buy.nothingForAllHint')}
      onTap={async () => {
        const held = eeTypingIn(turn, forms);
        for (const civ of oneTapFor(waiting, seatOf, (x) => held.includes(x)).record)
          if (!(await all.submit({ kind: 'purchase', civ, advances: [], paid: {}, treasury: 0 }))) return;
        // Everyone has bought: on to the A.S.T. (the phase stays a tap away for a hand to type).
        const ee = eeSignals();
        const view = ee.turn.value;
        const to =
          view === undefined || view.steps.some((s) => s.phase === 'advancesAcquisition' && !s.done) ? undefined : eeNextStop(view, 'advancesAcquisition');
        if (to !== undefined) ee.showPhase(to);
      }}
    />
  );
}

type FreeCredits = Partial<Record<FreeCreditAdvance, Partial<Record<Colour, number>>>>;

function Buy({ game, civ }: { readonly game: EeGame; readonly civ: CivilizationId }) {
  const form = useEntry(eeSignals(), { turn: game.state.turn, form: `purchase-${civ}` });
  const [advances, setAdvances] = useDraft<readonly AdvanceId[]>(form, 'advances', []);
  const [library, setLibrary] = useDraft<AdvanceId | ''>(form, 'library', '');
  const [anatomy, setAnatomy] = useDraft<AdvanceId | ''>(form, 'anatomy', '');
  const [free, setFree] = useDraft<FreeCredits>(form, 'free', {});
  const [paid, setPaid] = useDraft<Hand>(form, 'paid', {});
  const [subCard, setSubCard] = useDraft<CommodityId | ''>(form, 'subCard', '');
  const [subFor, setSubFor] = useDraft<CommodityId | ''>(form, 'subFor', '');
  const [treasury, setTreasury] = useDraft<number | null>(form, 'treasury', 0);
  const substitute = subCard !== '' && subFor !== '' ? { card: subCard, forSet: subFor } : undefined;
  const buyer = game.state.players.find((q) => q.civ === civ);
  const preview = purchasePreview(game.setup, game.state, {
    civ,
    advances,
    ...(library !== '' ? { libraryTarget: library } : {}),
    ...(anatomy !== '' ? { anatomyFree: anatomy } : {}),
    paid,
    ...(substitute ? { substitute } : {}),
    treasury: treasury ?? 0,
  });
  if (preview === undefined) return null;
  const commodities = commoditiesInPlay(game.setup);
  const acquired = preview.acquired;
  const toggle = (id: AdvanceId, on: boolean) => {
    form.touched();
    const next = on ? [...advances, id] : advances.filter((a) => a !== id);
    setAdvances(next);
    // A choice the new purchase no longer asks for is dropped (Library's target, Anatomy's free card).
    const choices = purchaseChoices(next);
    if (library !== '' && !(choices.libraryTargets ?? []).includes(library)) setLibrary('');
    if (!choices.anatomy) setAnatomy('');
  };
  const chosenFree = Object.fromEntries(Object.entries(free).filter(([a]) => preview.freeCredits.some((f) => f === a)));
  const entry = {
    kind: 'purchase' as const,
    civ,
    advances,
    ...(library !== '' ? { libraryTarget: library } : {}),
    ...(anatomy !== '' ? { anatomyFree: anatomy } : {}),
    ...(Object.keys(chosenFree).length > 0 ? { freeCredits: chosenFree } : {}),
    paid,
    ...(substitute ? { substitute } : {}),
    treasury: treasury ?? 0,
  };
  // Trade Empire: a card paid in may stand for another (the engine checks the pair).
  const paidCards = COMMODITY_IDS.filter((id) => (paid[id] ?? 0) > 0).map((id) => ({ value: id, label: commodityName(id) }));
  return (
    <form
      noValidate
      data-testid="ee-purchase-form"
      data-civ={civ}
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit(entry);
      }}
    >
      <p class="small" data-testid="credits">
        {t('eeui.buy.credits')}{' '}
        {COLOURS.map((c) => (
          <span key={c} class={`pill ee-${c}`}>
            {colourName(c)} {preview.credits[c]}
          </span>
        ))}
      </p>
      <EePlanPanel
        game={game}
        civ={civ}
        onUse={(plan) => {
          form.touched();
          setAdvances(plan.advances);
          setLibrary(plan.libraryTarget ?? '');
          setAnatomy(plan.anatomyFree ?? '');
          setFree(plan.freeCredits);
          setPaid(plan.payment.paid);
          setSubCard(plan.payment.substitute?.card ?? '');
          setSubFor(plan.payment.substitute?.forSet ?? '');
          setTreasury(plan.payment.treasury);
        }}
      />
      {advances.length > 0 && (
        <p class="small" data-testid="ee-chosen">
          {acquired.map((a) => (
            <span key={a} class="pill">
              {advanceName(a)}
            </span>
          ))}
        </p>
      )}
      <details class="why" data-testid="ee-prices">
        <summary>{t('eeui.buy.prices')}</summary>
        <ul class="shop plain" data-testid="ee-shop">
          {preview.prices.map((p) => (
            <li key={p.advance}>
              <label class="choice">
                <input
                  type="checkbox"
                  id={`ee-adv-${p.advance}`}
                  checked={advances.includes(p.advance)}
                  onChange={(e) => toggle(p.advance, e.currentTarget.checked)}
                />
                <span>
                  <span class={`pill ee-${p.colour}`}>{advancePicked(p.advance)}</span> {t('eeui.buy.price', { price: p.price })}
                  <span class="muted small">
                    {' '}
                    {t('eeui.buy.priceWhy', { cost: p.cost, colour: colourName(p.colour), colourCredit: p.colourCredit, specific: p.specificCredit })}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </details>
      {preview.libraryTargets !== null && (
        <SelectField<AdvanceId | ''>
          wide
          id="ee-library"
          label={t('eeui.buy.library')}
          value={library}
          none={t('eeui.none')}
          options={preview.libraryTargets.map((a) => ({ value: a, label: advanceName(a) }))}
          onChange={(v) => (form.touched(), setLibrary(v))}
        />
      )}
      {preview.anatomyChoices !== null && (
        <SelectField<AdvanceId | ''>
          wide
          id="ee-anatomy"
          label={t('eeui.buy.anatomy', { below: ANATOMY_FREE_BELOW })}
          value={anatomy}
          none={t('eeui.none')}
          options={preview.anatomyChoices.map((a) => ({ value: a, label: advanceName(a) }))}
          onChange={(v) => (form.touched(), setAnatomy(v))}
        />
      )}
      {preview.freeCredits.map((a) => (
        <fieldset class="inner" key={a}>
          <legend>{t('eeui.buy.freeCredits', { advance: advanceName(a) })}</legend>
          {COLOURS.map((c) => (
            <NumberField
              key={c}
              id={`ee-free-${a}-${c}`}
              label={colourName(c)}
              value={free[a]?.[c] ?? 0}
              onChange={(v) => (form.touched(), setFree({ ...free, [a]: { ...free[a], [c]: v ?? 0 } }))}
            />
          ))}
        </fieldset>
      ))}
      <HandFields id="ee-paid" label={t('eeui.buy.paid')} commodities={commodities} value={paid} onChange={(v) => (form.touched(), setPaid(v))} />
      {setValues(paid).length > 0 && (
        <p class="small muted">
          {setValues(paid)
            .map((s) => t('eeui.buy.set', { n: s.count, commodity: commodityName(s.id), value: s.value }))
            .join(' · ')}
        </p>
      )}
      {preview.tradeEmpire && (
        <fieldset class="inner">
          <legend>{t('eeui.buy.substitute')}</legend>
          <SelectField<CommodityId | ''>
            id="ee-sub-card"
            label={t('eeui.buy.substituteCard')}
            value={subCard}
            none={t('eeui.none')}
            options={paidCards}
            onChange={(v) => (form.touched(), setSubCard(v))}
          />
          <SelectField<CommodityId | ''>
            id="ee-sub-for"
            label={t('eeui.buy.substituteFor')}
            value={subFor}
            none={t('eeui.none')}
            options={paidCards}
            onChange={(v) => (form.touched(), setSubFor(v))}
          />
        </fieldset>
      )}
      <NumberField
        id="ee-buy-treasury"
        label={t('eeui.buy.treasury', { held: preview.treasuryHeld, value: preview.tokenValue })}
        {...(buyer === undefined ? {} : treasuryRange(buyer))}
        value={treasury}
        onChange={(v) => (form.touched(), setTreasury(v))}
      />
      <p data-testid="ee-quote">
        <strong>{t('eeui.buy.due', { due: preview.quote.due })}</strong> · {t('eeui.buy.funds', { funds: preview.funds })}
        {preview.quote.libraryDiscount > 0 && <span class="muted small"> · {t('eeui.buy.libraryDiscount', { n: preview.quote.libraryDiscount })}</span>}
      </p>
      <Why cite={[...preview.cite, ...FORM_CITES.purchase]} />
      <SubmitRow form={form} label={advances.length === 0 ? t('eeui.buy.nothing') : t('eeui.buy.record', { n: acquired.length })} />
    </form>
  );
}

/**
 * The cards kept for the next turn (ee Phase 12, "Hand limit"). On the phone bound to the player's own
 * seat the hand is sealed: only its count is sent (ee Phase 6: the number may not be concealed), the
 * cards stay on this phone for its forms next turn (state/sealed-hand.ts).
 */
function HandForm({ game, civ }: { readonly game: EeGame; readonly civ: CivilizationId }) {
  const p = game.state.players.find((x) => x.civ === civ);
  const form = useEntry(eeSignals(), { turn: game.state.turn, form: `hand-${civ}` });
  const [cards, setCards] = useDraft<Hand>(form, 'cards', () => (p === undefined ? {} : (eeKeptCardsOf(game.id, p) ?? handStart(game.state, civ))));
  const seat = mySeat.value;
  const seated = seat !== undefined && game.setup.players[seat]?.civ === civ;
  const [saved, setSaved] = useState(false);
  const limit = handLimitOf(game.state, civ);
  return (
    <form
      noValidate
      class="card"
      data-testid="ee-hand-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setSaved(await form.submit(eeKeptHandEntry({ game: game.id, seated }, civ, game.state.turn, cards)));
      }}
    >
      <h3>{t('eeui.hand.title', { max: limit })}</h3>
      <HandFields
        id="ee-hand"
        label={t('eeui.hand.kept')}
        commodities={commoditiesInPlay(game.setup)}
        value={cards}
        onChange={(v) => (form.touched(), setSaved(false), setCards(v))}
      />
      {seated && <p class="small muted">{t('eeui.hand.sealed')}</p>}
      {saved && <p class="ok-note">{t('eeui.hand.saved')}</p>}
      <Why cite={FORM_CITES.hand} />
      <SubmitRow form={form} label={t('eeui.hand.record')} look="plain" />
    </form>
  );
}
