/**
 * The new-game form's optional variants: each with its name, a one-line summary and the rules it
 * amends (advciv section VII; Capitals and Bidding, seed 003). With Bidding on, the bids, the tie
 * method and each tie's outcome (capitals 3, R-C2): the app may draw a tie's order with the
 * browser's random source (R-G3), and the complex method asks the player coming last to raise or
 * decline, one decision at a time. The engine derives the order of choice and checks it all.
 */
import { useState } from 'preact/hooks';
import { VARIANTS, VARIANT_IDS, type VariantId } from '../../../engine/rulesets/advciv/variants';
import { DEFAULT_TIE_METHOD, drawTieOrder, resolveBidding, TIE_METHODS, tieGroups, type BiddingSetup } from '../../../engine/rulesets/advciv/variants/bidding';
import { bidRange, biddingAsked, biddingFor, lateArrivalsAtSetup } from '../../../engine/rulesets/advciv/views/setup';
import { t } from '../../i18n';
import { citesText } from '../../components/names';
import { NumberField } from '../../components/NumberField';

export const EMPTY_BIDDING: BiddingSetup = { method: DEFAULT_TIE_METHOD, blankLost: false, bids: [], ties: [] };

/** The bidding sized to the seats is the engine's (advciv-setup biddingFor); the new-game screen reads it from here. */
export { biddingFor };

interface Props {
  readonly variants: readonly VariantId[];
  readonly onVariants: (v: readonly VariantId[]) => void;
  readonly seats: readonly string[];
  readonly bidding: BiddingSetup;
  readonly onBidding: (b: BiddingSetup) => void;
  /** 38.1 (16.10, 16.M): the names of the 10th and later players, waiting from the start. */
  readonly late: readonly string[];
  readonly onLate: (names: readonly string[]) => void;
}

/** 38.1 (16.10): players beyond nine join later; when the list is offered is the engine's (lateArrivalsAtSetup). */
export const offersLateArrivals = (variants: readonly VariantId[], seats: number): boolean => lateArrivalsAtSetup(variants, seats);

export function VariantsField({ variants, onVariants, seats, bidding, onBidding, late, onLate }: Props) {
  return (
    <fieldset data-testid="variants">
      <legend>{t('new.variants')}</legend>
      <div class="choices">
        {VARIANT_IDS.map((id) => {
          const amends = VARIANTS.find((v) => v.id === id)?.amends ?? [];
          return (
            <label class="choice" key={id}>
              <input
                type="checkbox"
                name={`variant-${id}`}
                checked={variants.includes(id)}
                onChange={(e) => onVariants(e.currentTarget.checked ? [...variants, id] : variants.filter((v) => v !== id))}
              />
              <span>
                <strong>{t(`variant.${id}.name`)}</strong> <span class="muted small">({citesText(amends)})</span>
                <br />
                <span class="small">{t(`variant.${id}.summary`)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {offersLateArrivals(variants, seats.length) && <LateArrivalsField first={seats.length + 1} names={late} onNames={onLate} />}
      {biddingAsked(variants) && <BiddingField seats={seats} bidding={biddingFor(bidding, seats.length)} onBidding={onBidding} />}
    </fieldset>
  );
}

/** The players who join later (38.1, 16.10): names only; the engine checks them with the setup (validateLateArrivalSetup). */
function LateArrivalsField({
  first,
  names,
  onNames,
}: {
  readonly first: number;
  readonly names: readonly string[];
  readonly onNames: (names: readonly string[]) => void;
}) {
  return (
    <fieldset class="inner" data-testid="late-setup">
      <legend>{t('late.setup.title')}</legend>
      <p class="muted small">{t('late.setup.hint')}</p>
      {names.map((name, i) => {
        const label = t('late.setup.name', { n: first + i });
        return (
          <div class="seat" key={i}>
            <input
              aria-label={label}
              placeholder={label}
              value={name}
              maxLength={40}
              onInput={(e) => onNames(names.map((x, k) => (k === i ? e.currentTarget.value : x)))}
            />
            <button type="button" class="btn" onClick={() => onNames(names.filter((_, k) => k !== i))}>
              {t('late.setup.remove', { n: first + i })}
            </button>
          </div>
        );
      })}
      <button type="button" class="btn" onClick={() => onNames([...names, ''])}>
        {t('late.setup.add')}
      </button>
    </fieldset>
  );
}

function BiddingField({
  seats,
  bidding,
  onBidding,
}: {
  readonly seats: readonly string[];
  readonly bidding: BiddingSetup;
  readonly onBidding: (b: BiddingSetup) => void;
}) {
  const outcome = resolveBidding(bidding, seats.length);
  // capitals 3.1: the engine's range; a box refuses typing beyond it, naming the bid (NumberField).
  const range = bidRange(bidding.blankLost);
  // The boxes emptied while typing: they show no number (never a 0 written over the typing).
  const [empty, setEmpty] = useState<readonly number[]>([]);
  const groups = tieGroups(bidding.bids);
  const setTie = (k: number, tie: BiddingSetup['ties'][number]) => onBidding({ ...bidding, ties: bidding.ties.map((x, i) => (i === k ? tie : x)) });
  return (
    <fieldset class="inner" data-testid="bidding">
      <legend>{t('variant.bidding.name')}</legend>
      {seats.map((name, i) => (
        <NumberField
          key={i}
          id={`bid-${i}`}
          label={t('variant.bidding.bidOf', { name })}
          min={range.min}
          max={range.max}
          value={empty.includes(i) ? null : (bidding.bids[i] ?? 0)}
          onChange={(v) => {
            // An empty box is a blank bid, 0 (capitals 3.1; biddingFor); the box stays empty while typed.
            setEmpty(v === null ? [...empty.filter((k) => k !== i), i] : empty.filter((k) => k !== i));
            onBidding(biddingFor({ ...bidding, bids: bidding.bids.map((b, k) => (k === i ? (v ?? 0) : b)) }, seats.length));
          }}
        />
      ))}
      <label class="choice">
        <input type="checkbox" checked={bidding.blankLost} onChange={(e) => onBidding({ ...bidding, blankLost: e.currentTarget.checked })} />
        <span>{t('variant.bidding.blankLost')}</span>
      </label>
      <div class="choices">
        {TIE_METHODS.map((m) => (
          <label class="choice" key={m}>
            <input
              type="radio"
              name="tie-method"
              checked={bidding.method === m}
              onChange={() => onBidding({ ...bidding, method: m, ties: bidding.ties.map((x) => ({ order: x.order })) })}
            />
            <span>{t(`variant.tieMethod.${m}`)}</span>
          </label>
        ))}
      </div>
      {groups.map((g, k) => {
        const tie = bidding.ties[k] ?? { order: [] };
        const promotions = tie.promotions ?? [];
        return (
          <div class="card" key={`${g.bid}-${k}`}>
            <p class="small">{t('variant.bidding.tie', { bid: g.bid, names: g.players.map((p) => seats[p] ?? '') })}</p>
            {tie.order.length === 0 ? (
              // R-G3: the order is drawn here with the browser's random source, or at the table.
              <button type="button" class="btn" onClick={() => setTie(k, { order: drawTieOrder(g.players, Math.random) })}>
                {t('variant.bidding.draw')}
              </button>
            ) : (
              <p class="small">{t('variant.bidding.drawn', { names: tie.order.map((p) => seats[p] ?? '') })}</p>
            )}
            {bidding.method === 'complex' && tie.order.length > 0 && outcome.pending !== null && g.players.includes(outcome.pending) && (
              <div class="choices">
                <span class="small">{t('variant.bidding.raise', { name: seats[outcome.pending] ?? '' })}</span>
                <button type="button" class="btn" onClick={() => setTie(k, { ...tie, promotions: [...promotions, true] })}>
                  {t('variant.bidding.yes')}
                </button>
                <button type="button" class="btn" onClick={() => setTie(k, { ...tie, promotions: [...promotions, false] })}>
                  {t('variant.bidding.no')}
                </button>
              </div>
            )}
          </div>
        );
      })}
      <ol class="small" data-testid="choice-order">
        {outcome.order.map((p) => (
          <li key={p}>{t('variant.bidding.order', { name: seats[p] ?? '', bid: outcome.bids[p] ?? 0, tokens: outcome.tokens[p] ?? 0 })}</li>
        ))}
      </ol>
    </fieldset>
  );
}

/** The variants a game plays with, named with the rules they amend (the game's summary). */
export function VariantsSummary({ variants }: { readonly variants: readonly VariantId[] }) {
  if (variants.length === 0) return null;
  return (
    <p class="small" data-testid="game-variants">
      {t('variant.summary', {
        variants: VARIANT_IDS.filter((id) => variants.includes(id)).map(
          (id) => `${t(`variant.${id}.name`)} (${citesText(VARIANTS.find((v) => v.id === id)?.amends ?? [])})`,
        ),
      })}
    </p>
  );
}
