/**
 * Trade (28), optional: one deal at a time, who gave whom how many cards, the two (or more) cards each
 * named truly and the tradable calamities passed on (28.3, 29.3). The engine's tradeView says how many
 * cards each player holds and which calamities he can pass; its handler judges the deal.
 */
import { tradeCardsRange } from '../../../../engine/rulesets/advciv/views/ranges';
import { CALAMITIES, COMMODITIES, type CalamityId, type CommodityId } from '../../../../engine/rulesets/advciv/commodities';
import type { TradeEntry } from '../../../../engine/rulesets/advciv/entries/trade';
import type { NationId } from '../../../../engine/rulesets/advciv/nations';
import { tradePreview, tradeView } from '../../../../engine/rulesets/advciv/views/forms';
import { advcivSignals, type AdvCivGame } from '../../../../state/game-advciv';
import { t } from '../../../i18n';
import { calamityName, commodityName, nationName } from '../../../components/names';
import { NumberField } from '../../../components/NumberField';
import { SelectField } from '../../../components/SelectField';
import { SubmitRow } from '../../../components/SubmitRow';
import { useDraft, useEntry } from '../../../components/useEntry';
import { ViolationList } from '../../../components/Violations';
import { Why } from '../../../components/Why';

interface SideInput {
  readonly cards: number | null;
  readonly named: readonly (CommodityId | '')[];
  readonly calamities: readonly CalamityId[];
}
const EMPTY: SideInput = { cards: 3, named: ['', ''], calamities: [] };

export function TradeForm({ game }: { readonly game: AdvCivGame }) {
  const view = tradeView(game.setup, game.state);
  const form = useEntry(advcivSignals(), { turn: game.state.turn, form: 'trade' });
  const [from, setFrom, resetFrom] = useDraft<NationId | ''>(form, 'from', '');
  const [to, setTo, resetTo] = useDraft<NationId | ''>(form, 'to', '');
  const [gave, setGave, resetGave] = useDraft<SideInput>(form, 'gave', EMPTY);
  const [got, setGot, resetGot] = useDraft<SideInput>(form, 'got', EMPTY);
  const side = (s: SideInput) => ({
    cards: s.cards ?? 0,
    named: s.named.filter((n): n is CommodityId => n !== ''),
    calamities: s.calamities,
  });
  const entry: TradeEntry | undefined = from === '' || to === '' ? undefined : { kind: 'trade', from, to, gave: side(gave), got: side(got) };
  const open = entry === undefined ? [] : tradePreview(game.setup, game.state, entry);
  const nations = view.players.map((p) => ({
    value: p.nation,
    label: p.cards === null ? nationName(p.nation) : t('deal.playerCards', { nation: nationName(p.nation), n: p.cards }),
  }));
  const commodities = COMMODITIES.map((c) => ({ value: c, label: commodityName(c) }));
  const sideFields = (key: 'gave' | 'got', giver: NationId | '', s: SideInput, set: (s: SideInput) => void) => {
    const passable = view.players.find((p) => p.nation === giver)?.calamities ?? [];
    return (
      <fieldset class="card" data-side={key}>
        <legend>{giver === '' ? t(`deal.${key}`) : t(`deal.${key}By`, { nation: nationName(giver) })}</legend>
        <NumberField
          id={`trade-${key}-cards`}
          label={t('deal.cards')}
          {...tradeCardsRange(game.setup)}
          value={s.cards}
          onChange={(v) => (form.touched(), set({ ...s, cards: v }))}
        />
        {s.named.map((n, i) => (
          <SelectField<CommodityId | ''>
            key={i}
            id={`trade-${key}-named-${i}`}
            label={t('deal.named', { n: i + 1 })}
            value={n}
            none="–"
            options={commodities}
            onChange={(v) => (form.touched(), set({ ...s, named: s.named.map((x, k) => (k === i ? v : x)) }))}
          />
        ))}
        <button type="button" class="btn" onClick={() => (form.touched(), set({ ...s, named: [...s.named, ''] }))}>
          {t('deal.nameMore')}
        </button>
        {CALAMITIES.filter((c) => passable.includes(c) || s.calamities.includes(c)).map((c) => (
          <label class="choice" key={c}>
            <input
              type="checkbox"
              id={`trade-${key}-cal-${c}`}
              checked={s.calamities.includes(c)}
              onChange={(e) => (
                form.touched(), set({ ...s, calamities: e.currentTarget.checked ? [...s.calamities, c] : s.calamities.filter((x) => x !== c) })
              )}
            />
            <span>{t('deal.passes', { calamity: calamityName(c) })}</span>
          </label>
        ))}
      </fieldset>
    );
  };
  return (
    <form
      noValidate
      data-testid="deal-form"
      onSubmit={async (e) => {
        e.preventDefault();
        // Trades may be many (28): once a deal is recorded the form starts the next one blank, so the
        // same typing is not there to be recorded twice (issue 19 item 5).
        if (entry !== undefined && (await form.submit(entry))) {
          resetFrom('');
          resetTo('');
          resetGave(EMPTY);
          resetGot(EMPTY);
        }
      }}
    >
      <p class="small muted">{t('deal.hint')}</p>
      {view.trades.length > 0 && (
        <ol class="small" data-testid="trades">
          {view.trades.map((x, i) => (
            <li key={i}>{t('log.trade', { from: nationName(x.from), to: nationName(x.to), gave: x.gave.cards, got: x.got.cards })}</li>
          ))}
        </ol>
      )}
      <SelectField<NationId | ''>
        id="trade-from"
        label={t('deal.from')}
        value={from}
        none="–"
        options={nations}
        onChange={(v) => (form.touched(), setFrom(v))}
      />
      <SelectField<NationId | ''> id="trade-to" label={t('deal.to')} value={to} none="–" options={nations} onChange={(v) => (form.touched(), setTo(v))} />
      {sideFields('gave', from, gave, setGave)}
      {sideFields('got', to, got, setGot)}
      <Why cite={view.cite} />
      <ViolationList violations={open} title={t('cal.open')} />
      <SubmitRow form={form} label={t('deal.record')} incomplete={entry === undefined} />
    </form>
  );
}
