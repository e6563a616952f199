/**
 * The end of the game (35.1 B): a hand kept sealed (31.71, its cards on its player's phone) is shown
 * for the score. A phone bound to the player's seat offers its own hand, filled in from the cards it
 * kept; the phone that holds the game offers each hand not yet revealed (its player's phone lost, say),
 * typed as the player shows it. The engine checks the cards against the count kept.
 */
import { commodityRange } from '../../../engine/rulesets/advciv/views/ranges';
import { useState } from 'preact/hooks';
import { COMMODITIES, type CommodityId } from '../../../engine/rulesets/advciv/commodities';
import type { NationId } from '../../../engine/rulesets/advciv/nations';
import type { AdvCivPlayer } from '../../../engine/rulesets/advciv/state';
import type { AdvCivGame } from '../../../state/game-advciv';
import { advcivSignals } from '../../../state/game-advciv';
import { seatPlayer } from '../../../state/seat';
import { sealedCardsOf, sealedSaltOf } from '../../../state/sealed-hand';
import { typedHand } from './phases/typing';
import { t } from '../../i18n';
import { commodityName, nationName } from '../../components/names';
import { NumberField } from '../../components/NumberField';
import { SubmitRow } from '../../components/SubmitRow';
import { useEntry } from '../../components/useEntry';

/**
 * On the game-over screen of a phone bound to a seat whose hand is still sealed (35.1 B): a pointer to
 * the reveal below (RevealHands, in the scores shown there), which it scrolls to and focuses; nothing
 * once the hand is shown, on a phone bound to no seat, or before the end.
 */
export function RevealPointer({ game }: { readonly game: AdvCivGame }) {
  if (game.state.ended === null) return null;
  const mine = seatPlayer(game.setup.players)?.nation;
  const p = game.state.players.find((x) => x.nation === mine && x.sealed !== undefined);
  if (p === undefined) return null;
  return (
    <p class="card" data-testid="reveal-pointer">
      {t('reveal.pointer', { n: p.sealed?.count ?? 0 })}{' '}
      <button
        type="button"
        class="btn"
        onClick={() => {
          const form = document.querySelector<HTMLElement>('[data-testid="reveal-hand"]');
          form?.scrollIntoView({ block: 'start' });
          form?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
        }}
      >
        {t('reveal.pointerGo')}
      </button>
    </p>
  );
}

export function RevealHands({ game }: { readonly game: AdvCivGame }) {
  const [chosen, setChosen] = useState<NationId | undefined>(undefined);
  if (game.state.ended === null) return null;
  const mine = seatPlayer(game.setup.players)?.nation;
  // A sealed hand is shown by its phone (or the table for a lost one); a hand nobody entered (31.71), by the table only.
  const sealed = game.state.players.filter(
    (p) => (p.sealed !== undefined && (mine === undefined || p.nation === mine)) || (p.unknownHand !== undefined && mine === undefined),
  );
  const p = sealed.find((x) => x.nation === chosen) ?? sealed[0];
  if (p === undefined) return null;
  return (
    <div class="card" data-testid="reveal-hand">
      {sealed.length > 1 && (
        <div class="field">
          <label for="reveal-player">{t('civ.player')}</label>
          <select id="reveal-player" value={p.nation} onChange={(e) => setChosen(e.currentTarget.value as NationId)}>
            {sealed.map((x) => (
              <option key={x.nation} value={x.nation}>
                {nationName(x.nation)}
              </option>
            ))}
          </select>
        </div>
      )}
      <RevealForm key={p.nation} game={game} p={p} />
    </div>
  );
}

function RevealForm({ game, p }: { readonly game: AdvCivGame; readonly p: AdvCivPlayer }) {
  const [hand, setHand] = useState<Partial<Record<CommodityId, number | null>>>(() => ({ ...(sealedCardsOf(game.id, p) ?? {}) }));
  const form = useEntry(advcivSignals());
  return (
    <form
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        // The salt this phone sealed the hand with (35.1 B): the host's phone, revealing for a lost phone, has none.
        const salt = sealedSaltOf(game.id, p);
        await form.submit({ kind: 'hand-reveal', nation: p.nation, cards: typedHand(hand), ...(salt === undefined ? {} : { salt }) });
      }}
    >
      {p.sealed === undefined && p.unknownHand !== undefined ? (
        <>
          <h3>{t('reveal.titleNotEntered', { nation: nationName(p.nation), n: p.unknownHand.atMost })}</h3>
          <p class="small">{t('reveal.hintNotEntered')}</p>
        </>
      ) : (
        <>
          <h3>{t('reveal.title', { nation: nationName(p.nation), n: p.sealed?.count ?? 0 })}</h3>
          <p class="small">{t('reveal.hint')}</p>
        </>
      )}
      <div class="grid2">
        {COMMODITIES.map((id) => (
          <NumberField
            key={id}
            compact
            id={`reveal-${p.nation}-${id}`}
            label={commodityName(id)}
            {...commodityRange(game.setup, id)}
            value={hand[id] ?? null}
            onChange={(v) => (form.touched(), setHand({ ...hand, [id]: v }))}
          />
        ))}
      </div>
      <SubmitRow form={form} label={t('reveal.record')} />
    </form>
  );
}
