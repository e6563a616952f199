/**
 * Purchase Phase: for a chosen player, the era's price list (each price citing its table), the
 * counts of what he buys, his settlements to grow one size, a new village, technologies; the
 * engine's own purchase run prices the whole entry and shows the gold left before it is recorded.
 * Advanced rules: the technology that allows a purchase and printed technology cards are typed in.
 * Each player says when he has finished his purchase phase ("Done buying", one tap); the phones
 * all buy at once and the list of who has still to buy shows on every screen. The table view can
 * say it for everyone left in one tap; ending the turn never waits for the list (it is information).
 */
import { useState } from 'preact/hooks';
import { COLONY_SHIP_PRICE } from '../../../../engine/rulesets/smc/data';
import { endRollEra } from '../../../../engine/rulesets/smc/entries/purchase';
import { purchasableEras } from '../../../../engine/rulesets/smc/entries/technology';
import type { PurchaseItem } from '../../../../engine/rulesets/smc/entries/types';
import type { RegionFacts } from '../../../../engine/rulesets/smc/setup';
import type { PlayerState } from '../../../../engine/rulesets/smc/state';
import { priceList, type PriceRow } from '../../../../engine/rulesets/smc/views';
import { purchaseCountRange, sellRange, type CountedPurchase } from '../../../../engine/rulesets/smc/views/ranges';
import { DIE_FACES, purchasePreview, sellableEras, smcFeatures } from '../../../../engine/rulesets/smc/views/forms';
import { stillToBuy, turnOrder } from '../../../../engine/rulesets/smc/views/turn';
import { ARMY_KINDS, ERAS, UNIT_KINDS, type Era, type UnitKind } from '../../../../engine/rulesets/smc/vocab';
import { smcSignals, type SmcGame } from '../../../../state/game-smc';
import { drafts } from '../../../../state/drafts';
import { editsInProgress } from '../../../../state/pwa';
import { mySeat, oneTapFor, seatedGuests } from '../../../../state/seat';
import { t } from '../../../i18n';
import { OneTapCard } from '../../../components/OneTapCard';
import { NumberField } from '../../../components/NumberField';
import { citesText, citeText, violationText } from '../../../components/names';
import { useDraft, useEntry } from '../../../components/useEntry';
import { SubmitRow } from '../../../components/SubmitRow';
import { RefusalNotice } from '../../../components/Violations';
import { CardFields, cardOf, emptyCard, emptyRegion, PlayerPick, RegionFields, type CardDraft } from '../fields';
import { SelectField } from '../../../components/SelectField';
import { eraName, playerName, sizeLabel, unitName } from '../names';

export function PurchaseForm({ g }: { readonly g: SmcGame }) {
  const order = turnOrder(g.state);
  const [picked, setChosen] = useState(order[0] ?? '');
  // My seat (several phones): a phone bound to a seat buys for its own player only.
  const seat = mySeat.value;
  const mine = seat === undefined ? undefined : g.setup.players[seat]?.id;
  const chosen = mine ?? picked;
  const p = g.state.players.find((x) => x.id === chosen) ?? g.state.players.find((x) => x.id === order[0]);
  if (p === undefined) return null;
  const waiting = stillToBuy(g.state);
  const finished = g.state.finishedBuying.includes(p.id);
  return (
    <div data-testid="purchase-form">
      <StillToBuy g={g} waiting={waiting} />
      {mine === undefined && waiting.length > 0 && <NoPurchaseRest g={g} waiting={waiting} />}
      {mine === undefined && <PlayerPick g={g} id="buyer" label={t('smcui.buyer')} value={p.id} onChange={setChosen} />}
      {finished ? (
        <p class="ok-note" data-testid="finished-buying">
          {t('smcui.finishedBuying', { player: playerName(g, p.id) })}
        </p>
      ) : (
        <>
          <Shop key={`${p.id}-${g.state.turn}`} g={g} p={p} />
          <DoneBuying
            key={`done-${p.id}-${g.state.turn}`}
            g={g}
            player={p.id}
            onDone={() => {
              // On to the next player in the order of play who has still to buy here (the list after this
              // entry; a player on his own phone buys there).
              const at = order.indexOf(p.id);
              const phones = seatedGuests.value;
              const rest = waiting.filter((id) => id !== p.id && !phones.includes(g.setup.players.findIndex((x) => x.id === id)));
              const next = [...order.slice(at + 1), ...order.slice(0, at)].find((id) => rest.includes(id));
              if (next !== undefined) setChosen(next);
            }}
          />
        </>
      )}
    </div>
  );
}

/** Who has still to buy this turn, in the order of play (Turn Phases; Purchasing technologies). */
function StillToBuy({ g, waiting }: { readonly g: SmcGame; readonly waiting: readonly string[] }) {
  if (waiting.length === 0) return null;
  return (
    <div>
      <p class="small" role="status" data-testid="still-to-buy">
        {t('smcui.stillToBuy', { players: waiting.map((id) => playerName(g, id)) })}
      </p>
      <p class="small muted">{t('smcui.stillToBuyEnd')}</p>
    </div>
  );
}

/** One tap: the player has finished his purchase phase this turn (a purchase-done entry). */
function DoneBuying({ g, player, onDone }: { readonly g: SmcGame; readonly player: string; readonly onDone: () => void }) {
  const entry = useEntry(smcSignals());
  return (
    <div class="end-phase" data-testid="done-buying">
      <p class="small muted">{t('smcui.doneBuyingHint', { player: playerName(g, player) })}</p>
      <RefusalNotice refusal={entry.refusal} />
      <button
        type="button"
        class="btn block"
        disabled={entry.busy}
        onClick={async () => {
          if (await entry.submit({ kind: 'purchase-done', player })) onDone();
        }}
      >
        {t('smcui.doneBuying')}
      </button>
    </div>
  );
}

/**
 * The table view, one tap: everyone still to buy buys nothing more this turn (one purchase-done each,
 * in order of play), but for a player with a purchase typed in his shop (recorded or cleared first)
 * and a player on his own phone (several phones: he buys and says he is done there, and stays on the
 * list of who has still to buy until he does).
 */
function NoPurchaseRest({ g, waiting }: { readonly g: SmcGame; readonly waiting: readonly string[] }) {
  const entry = useEntry(smcSignals());
  // Drawn again when typing starts or ends in any form (the signal counts the forms being edited).
  void editsInProgress.value;
  const typed = (player: string) => drafts.read({ game: g.id, turn: g.state.turn, form: `purchase-${player}` }) !== undefined;
  const seatOf = (player: string) => g.setup.players.findIndex((p) => p.id === player);
  const tap = oneTapFor(waiting, seatOf, typed);
  const names = (ids: readonly string[]) => ids.map((id) => playerName(g, id));
  return (
    <OneTapCard
      testid="no-purchase-rest"
      plain
      form={entry}
      ready={tap.record.length}
      label={t('smcui.noPurchaseRest')}
      typing={names(tap.typing)}
      sayTyping={(players) => t('smcui.typingFirst', { players })}
      onPhones={names(tap.onPhones)}
      onTap={async () => {
        // Read again at the tap; each is its own entry, checked by the engine; the first refusal stops the rest and shows.
        for (const player of oneTapFor(waiting, seatOf, typed).record) if (!(await entry.submit({ kind: 'purchase-done', player }))) return;
      }}
    />
  );
}

function Shop({ g, p }: { readonly g: SmcGame; readonly p: PlayerState }) {
  const features = smcFeatures(g.setup);
  const entry = useEntry(smcSignals(), { turn: g.state.turn, form: `purchase-${p.id}` });
  const [counts, setCounts, resetCounts] = useDraft<Readonly<Partial<Record<CountedPurchase, number | null>>>>(entry, 'counts', {});
  const [upgrades, setUpgrades, resetUpgrades] = useDraft<readonly string[]>(entry, 'upgrades', []);
  const [village, setVillage, resetVillage] = useDraft<RegionFacts | null>(entry, 'village', null, (raw) =>
    typeof raw === 'object' ? (raw as RegionFacts | null) : undefined,
  );
  const [allowing, setAllowing] = useDraft(entry, 'allowing', '');
  const [card, setCard, resetCard] = useDraft<CardDraft>(entry, 'card', () => emptyCard(g.state.era));
  const [endRoll, setEndRoll, resetEndRoll] = useDraft<number | null>(entry, 'endRoll', null);
  const [improvement, setImprovement, resetImprovement] = useDraft(entry, 'improvement', '');
  const [sell, setSell, resetSell] = useDraft<{ readonly era: Era; readonly kind: UnitKind; readonly count: number | null }>(entry, 'sell', {
    era: 'ancient',
    kind: 'infantry',
    count: null,
  });
  const [colonyShip, setColonyShip, resetColonyShip] = useDraft(entry, 'colonyShip', false);
  // The era of the units, improvement and standard technologies bought: the engine refuses an era
  // the rules do not allow now (Purchasing military units, Purchasing technologies).
  const [era, setEra] = useDraft<Era>(entry, 'era', g.state.era, (raw) => (ERAS.includes(raw as Era) ? (raw as Era) : undefined));
  const touched = entry.touched;
  const prices = priceList(g.setup, g.state, p.id);
  const price = (item: PriceRow['item']) => prices.find((r) => r.item === item);
  const n = (k: CountedPurchase) => counts[k] ?? 0;
  const technology = features.allowingTechnology ? allowing.trim() || null : null;
  const items: PurchaseItem[] = [
    ...ARMY_KINDS.filter((k) => n(k) > 0).map((kind): PurchaseItem => ({ item: 'army', kind, count: n(kind), technology, era })),
    ...(n('fleet') > 0 ? [{ item: 'fleet', count: n('fleet'), technology, era } as const] : []),
    ...(n('aircraft') > 0 ? [{ item: 'aircraft', count: n('aircraft'), technology, era } as const] : []),
    ...(n('settler') > 0 ? [{ item: 'settler', count: n('settler') } as const] : []),
    ...(village !== null ? [{ item: 'village', site: { ...village, region: village.region.trim() } } as const] : []),
    ...upgrades.map((region): PurchaseItem => ({ item: 'upgrade', region, technology })),
  ];
  if (features.technologyCards) {
    const c = cardOf(card);
    // Game Length: the end-of-game die belongs only to a technology of the era that ends the game.
    if (c !== null) items.push({ item: 'technology', card: c, endRoll: endRollEra(g.setup) === c.era ? endRoll : null });
  } else {
    for (let i = 0; i < n('technology'); i++) items.push({ item: 'technology', card: null, endRoll: null, era });
  }
  if (features.improvements && improvement.trim() !== '') items.push({ item: 'improvement', name: improvement.trim(), technology: allowing.trim(), era });
  if (features.selling && (sell.count ?? 0) > 0) items.push({ item: 'sell', era: sell.era, kind: sell.kind, count: sell.count ?? 0 });
  if (features.colonyShip && colonyShip) items.push({ item: 'colony-ship' });
  const preview = purchasePreview(g.setup, g.state, p.id, items);
  const earlier = sellableEras(g.state);
  const counter = (k: CountedPurchase, label: string, row: PriceRow | undefined) =>
    row !== undefined && row.price === null ? null : (
      <NumberField
        key={k}
        id={`buy-${k}`}
        label={row?.price != null ? t('smcui.each', { what: label, price: row.price }) : label}
        name={t('smcui.buyCountOf', { what: label, player: playerName(g, p.id) })}
        {...purchaseCountRange(g.setup, g.state, p.id, k, counts)}
        value={counts[k] ?? null}
        onChange={(v) => (touched(), setCounts({ ...counts, [k]: v }))}
      />
    );
  return (
    <form
      noValidate
      class="card"
      data-player={p.id}
      onSubmit={async (e) => {
        e.preventDefault();
        const ok = await entry.submit({ kind: 'purchase', player: p.id, items });
        if (ok) {
          resetCounts({});
          resetUpgrades([]);
          resetVillage(null);
          resetCard(emptyCard(g.state.era));
          resetEndRoll(null);
          resetImprovement('');
          resetSell({ ...sell, count: null });
          resetColonyShip(false);
        }
      }}
    >
      <h3>
        {playerName(g, p.id)}{' '}
        <span class="muted small" data-testid="buyer-gold">
          {t('smcui.goldNow', { gold: p.gold })}
        </span>
      </h3>
      <details class="why">
        <summary>{t('smcui.priceList')}</summary>
        <table class="figures small" data-testid="price-list">
          <tbody>
            {prices.map((r) => (
              <tr key={r.item} data-item={r.item}>
                <td>
                  {t(`smcui.item.${r.item}`)} <span class="cite muted">{citeText(r.cite)}</span>
                </td>
                <td>{r.price ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <SelectField<Era>
        id="buy-era"
        label={t(features.improvements ? 'smcui.eraBought.advanced' : 'smcui.eraBought.standard')}
        value={era}
        options={ERAS.map((e) => ({ value: e, label: eraName(e) }))}
        onChange={(v) => (touched(), setEra(v))}
      />
      {ARMY_KINDS.map((k) => counter(k, t(`smcui.unit.${k}`), price('army')))}
      {counter('fleet', t('smcui.unit.fleet'), price('fleet'))}
      {counter('aircraft', t('smcui.unit.aircraft'), price('aircraft'))}
      {counter('settler', t('smcui.settlers'), price('settler'))}
      {!features.technologyCards && counter('technology', t('smcui.technologies'), price('technology'))}
      {features.allowingTechnology && (
        <div class="num-row">
          <label for="buy-allowing">{t('smcui.allowing')}</label>
          <input id="buy-allowing" value={allowing} maxLength={40} onInput={(e) => (touched(), setAllowing(e.currentTarget.value))} />
        </div>
      )}
      {features.technologyCards && (
        <>
          <CardFields id="buy-card" value={card} eras={purchasableEras(g.state)} onChange={(v) => (touched(), setCard(v))} />
          {endRollEra(g.setup) === card.era && (
            <NumberField
              id="buy-end-roll"
              label={t('smcui.endRoll')}
              value={endRoll}
              min={DIE_FACES.min}
              max={DIE_FACES.max}
              onChange={(v) => (touched(), setEndRoll(v))}
            />
          )}
        </>
      )}
      {features.improvements && (
        <div class="num-row">
          <label for="buy-improvement">{t('smcui.improvement')}</label>
          <input id="buy-improvement" value={improvement} maxLength={40} onInput={(e) => (touched(), setImprovement(e.currentTarget.value))} />
        </div>
      )}
      {features.selling && earlier.length > 0 && (
        <fieldset class="inner">
          <legend>{t('smcui.sell')}</legend>
          <SelectField<Era>
            id="sell-era"
            label={t('smcui.battle.era')}
            value={sell.era}
            options={earlier.map((e) => ({ value: e, label: eraName(e) }))}
            onChange={(v) => (touched(), setSell({ ...sell, era: v }))}
          />
          <SelectField<UnitKind>
            id="sell-unit"
            label={t('smcui.battle.unit')}
            value={sell.kind}
            options={UNIT_KINDS.map((k) => ({ value: k, label: `${unitName(k)} (${p.units[sell.era][k]})` }))}
            onChange={(v) => (touched(), setSell({ ...sell, kind: v }))}
          />
          <NumberField
            id="sell-count"
            label={t('smcui.sellCount')}
            name={t('smcui.sellCountOf', { unit: unitName(sell.kind), player: playerName(g, p.id) })}
            {...sellRange(p, sell.era, sell.kind)}
            value={sell.count}
            onChange={(v) => (touched(), setSell({ ...sell, count: v }))}
          />
        </fieldset>
      )}
      {features.colonyShip && (
        <label class="choice">
          <input type="checkbox" checked={colonyShip} onChange={(e) => (touched(), setColonyShip(e.currentTarget.checked))} />
          <span>{t('smcui.colonyShip', { price: COLONY_SHIP_PRICE })}</span>
        </label>
      )}
      {p.settlements.length > 0 && (
        <fieldset class="inner">
          <legend>{t('smcui.upgrades')}</legend>
          {p.settlements.map((s) => (
            <label class="choice" key={s.region}>
              <input
                type="checkbox"
                data-region={s.region}
                checked={upgrades.includes(s.region)}
                onChange={(e) => (touched(), setUpgrades(e.currentTarget.checked ? [...upgrades, s.region] : upgrades.filter((r) => r !== s.region)))}
              />
              <span>{t('smcui.upgradeOne', { region: s.region, size: sizeLabel(s.size) })}</span>
            </label>
          ))}
        </fieldset>
      )}
      <label class="choice">
        <input type="checkbox" checked={village !== null} onChange={(e) => (touched(), setVillage(e.currentTarget.checked ? emptyRegion() : null))} />
        <span>{t('smcui.newVillage', { settlers: p.settlers })}</span>
      </label>
      {village !== null && <RegionFields id="buy-village" label={t('smcui.newVillageSite')} value={village} onChange={(v) => (touched(), setVillage(v))} />}
      <p data-testid="purchase-total" class="total">
        {items.length === 0
          ? t('smcui.nothingChosen')
          : preview.price === null
            ? t('smcui.unpriced')
            : t('smcui.total', { price: preview.price, left: preview.goldAfter ?? 0 })}
      </p>
      {entry.refusal === undefined && preview.violations.length > 0 && (
        // What the engine would say, before the player records it (the refusal repeats it).
        <ul class="small muted preview" data-testid="purchase-preview">
          {preview.violations.map((v, i) => (
            <li key={`${v.code}-${i}`} data-preview-code={v.code}>
              {violationText(v)} <span class="cite">({citesText(v.cite)})</span>
            </li>
          ))}
        </ul>
      )}
      <SubmitRow form={entry} label={t('smcui.recordPurchase', { player: playerName(g, p.id) })} incomplete={items.length === 0} />
    </form>
  );
}
