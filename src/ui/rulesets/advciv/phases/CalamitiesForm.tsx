/**
 * Calamities (29, 30): who holds which calamity and who traded it (29.61), the tokens on the board
 * at the end of trading, then each calamity in the order of resolution (29.6) with every victim's
 * loss and its modifiers explained (CalamityStep.tsx), the secondary victims the primary names
 * within their caps, and the declared breakdown (29.63, R-A8), then the Monotheism conversions
 * (32.941, Conversions.tsx). The engine's explanation drives every number shown. What is typed is
 * a draft that survives a reload until recorded (useDraft).
 */
import { conversionRanges, grainRange, supportRanges, tradingTokensRange } from '../../../../engine/rulesets/advciv/views/ranges';
import type { CalamitiesEntry } from '../../../../engine/rulesets/advciv/entries/calamity-entry';
import { CALAMITIES, type CalamityId } from '../../../../engine/rulesets/advciv/commodities';
import type { NationId } from '../../../../engine/rulesets/advciv/nations';
import {
  calamityDrawers,
  calamityPreview,
  calamityResolution,
  civilWarCapitalsOf,
  grainAskedOf,
  EMPTY_LOSS,
  EMPTY_RESOLUTION,
  enteredNumbers,
  supportReductions,
  type LossInput,
  type ResolutionInput,
} from '../../../../engine/rulesets/advciv/views/forms';
import { advcivSignals, type AdvCivGame } from '../../../../state/game-advciv';
import { boardSuggestion, suggestedValues, suggestionsOf } from '../../../../engine/rulesets/advciv/views/suggest';
import { Suggested } from '../../../components/Suggested';
import { suggestionText } from '../suggest';
import { locale, t, translate } from '../../../i18n';
import { calamityName, nationName } from '../../../components/names';
import { calamityChoiceName } from '../../../components/Gloss';
import { NumberField } from '../../../components/NumberField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { SelectField } from '../../../components/SelectField';
import { ConfirmRow, useConfirm } from '../../../components/ConfirmRow';
import { consequenceSentences } from '../consequences';
import { ViolationList } from '../../../components/Violations';
import { Why } from '../../../components/Why';
import { monotheismHolders } from '../../../../engine/rulesets/advciv/entries/calamity-conversion';
import { ConversionFields, conversionsOf, type ConversionInputs } from './Conversions';
import { StepCard } from './CalamityStep';

interface HeldRow {
  readonly calamity: CalamityId | '';
  readonly holder: NationId | '';
  readonly tradedBy: NationId | '';
}

export function CalamitiesForm({ game }: { readonly game: AdvCivGame }) {
  const active = game.state.players.filter((p) => p.status === 'active');
  // The typing survives a reload until recorded (a draft per turn, src/state/drafts.ts).
  const form = useEntry(advcivSignals(), { turn: game.state.turn, form: 'calamities' });
  const [held, setHeld] = useDraft<readonly HeldRow[]>(form, 'held', []);
  // 29.62: the tokens on the board now, after the cities built this turn (25.2) and every earlier entry (views/suggest.ts).
  const suggested = suggestionsOf(game.state, (n) => boardSuggestion(game.state, n));
  const [tokens, setTokens] = useDraft<Partial<Record<NationId, number | null>>>(form, 'tokens', () => suggestedValues(suggested));
  const [inputs, setInputs] = useDraft<Readonly<Partial<Record<CalamityId, ResolutionInput>>>>(form, 'inputs', {});
  const [drawn, setDrawn] = useDraft<Readonly<Partial<Record<NationId, readonly CalamityId[]>>>>(form, 'drawn', {});
  const [support, setSupport] = useDraft<Readonly<Partial<Record<NationId, LossInput>>>>(form, 'support', {});
  const [converting, setConverting] = useDraft<ConversionInputs>(form, 'conversions', {});
  const holders = monotheismHolders(game.state);
  const conversions = conversionsOf(holders, converting);
  // Nothing typed at all: "no calamities" is the entry (a row begun keeps the form waiting for it).
  const none = held.length === 0 && conversions.length === 0;
  const touch = form.touched;

  const heldEntries = held.flatMap((h) =>
    h.calamity !== '' && h.holder !== '' ? [{ calamity: h.calamity, holder: h.holder, tradedBy: h.tradedBy === '' ? null : h.tradedBy }] : [],
  );
  // 29.5, R-G3 (39.6: 29.51-29.52): who enters the calamities drawn at the table is the engine's.
  const many = calamityDrawers(game.setup, game.state, heldEntries);
  const drawnEntered = Object.fromEntries(many.flatMap((n) => (drawn[n] === undefined ? [] : [[n, drawn[n]]])));
  // 29.8, 26.31: cities reduced for lack of support, each leaving the tokens entered.
  const supportEntered = supportReductions(support);
  const base: CalamitiesEntry = {
    kind: 'calamities',
    held: heldEntries,
    ...(Object.keys(drawnEntered).length > 0 ? { drawn: drawnEntered } : {}),
    tokens: enteredNumbers(tokens),
    resolutions: [],
    ...(Object.keys(supportEntered).length > 0 ? { support: supportEntered } : {}),
    ...(conversions.length > 0 ? { conversions } : {}),
  };
  // First pass: the order and which calamities spread to secondary victims.
  const first = calamityPreview(game.setup, game.state, {
    ...base,
    resolutions: calamityPreview(game.setup, game.state, base).applies.map((h) => ({ calamity: h.calamity })),
  });
  const resolutions = first.applies.map((h) => {
    const step = first.steps.find((s) => s.calamity === h.calamity);
    return calamityResolution(game.setup.variants, h.calamity, inputs[h.calamity] ?? EMPTY_RESOLUTION, step);
  });
  const entry: CalamitiesEntry = { ...base, resolutions };
  const preview = calamityPreview(game.setup, game.state, entry);
  // 29-30: cities and tokens lost are said in words and recorded on a second tap.
  const confirm = useConfirm(consequenceSentences(game.setup, game.state, entry));
  const setInput = (c: CalamityId, f: (i: ResolutionInput) => ResolutionInput) => {
    touch();
    setInputs({ ...inputs, [c]: f(inputs[c] ?? EMPTY_RESOLUTION) });
  };

  const setRow = (i: number, patch: Partial<HeldRow>) => (touch(), setHeld(held.map((x, k) => (k === i ? { ...x, ...patch } : x))));
  const calamityOptions = CALAMITIES.map((c) => ({ value: c, label: calamityChoiceName(c) }));
  const nationOptions = active.map((p) => ({ value: p.nation, label: nationName(p.nation) }));
  return (
    <form
      noValidate
      data-testid="calamity-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!confirm.pass()) return;
        await form.submit(entry);
      }}
    >
      <h3>{t('cal.held')}</h3>
      {held.map((h, i) => (
        <fieldset class="card" key={i} data-row={i}>
          <legend>{t('cal.card', { n: i + 1 })}</legend>
          <SelectField<CalamityId | ''>
            id={`cal-${i}`}
            label={t('cal.calamity')}
            value={h.calamity}
            none="–"
            options={calamityOptions}
            onChange={(v) => setRow(i, { calamity: v })}
          />
          <SelectField<NationId | ''>
            id={`cal-holder-${i}`}
            label={t('cal.holder')}
            value={h.holder}
            none="–"
            options={nationOptions}
            onChange={(v) => setRow(i, { holder: v })}
          />
          <SelectField<NationId | ''>
            id={`cal-trader-${i}`}
            label={t('cal.tradedBy')}
            value={h.tradedBy}
            none={t('cal.drawnHimself')}
            options={nationOptions}
            onChange={(v) => setRow(i, { tradedBy: v })}
          />
          <button type="button" class="btn" onClick={() => (touch(), setHeld(held.filter((_, k) => k !== i)))}>
            {t('cal.remove')}
          </button>
        </fieldset>
      ))}
      <button type="button" class="btn block" onClick={() => (touch(), setHeld([...held, { calamity: '', holder: '', tradedBy: '' }]))}>
        {t('cal.add')}
      </button>
      {heldEntries.length > 0 && (
        <>
          <h3>{t('cal.tokens')}</h3>
          {active.map((p) => (
            <div key={p.nation}>
              <NumberField
                id={`cal-tokens-${p.nation}`}
                label={nationName(p.nation)}
                name={t('cal.tokensOf', { nation: nationName(p.nation) })}
                {...tradingTokensRange(game.setup, game.state, p.nation)}
                value={tokens[p.nation] ?? null}
                onChange={(v) => (touch(), setTokens({ ...tokens, [p.nation]: v }))}
              />
              <Suggested id={`cal-tokens-${p.nation}`} text={suggestionText(suggested[p.nation])} cite={suggested[p.nation]?.cite ?? []} />
            </div>
          ))}
          {many.map((n) => (
            <fieldset key={n}>
              <legend>{t('cal.drawTwo', { nation: nationName(n) })}</legend>
              {heldEntries
                .filter((h) => h.holder === n)
                .map((h) => (
                  <label class="choice" key={h.calamity}>
                    <input
                      type="checkbox"
                      checked={(drawn[n] ?? []).includes(h.calamity)}
                      onChange={(e) => {
                        touch();
                        const now = drawn[n] ?? [];
                        setDrawn({ ...drawn, [n]: e.currentTarget.checked ? [...now, h.calamity] : now.filter((c) => c !== h.calamity) });
                      }}
                    />
                    <span>{calamityName(h.calamity)}</span>
                  </label>
                ))}
            </fieldset>
          ))}
          <h3>{translate(locale.value, 'calamity.order.title')}</h3>
          <ol class="order" data-testid="calamity-order">
            {preview.applies.map((h) => (
              <li key={h.calamity}>
                {calamityName(h.calamity)} · {nationName(h.holder)}
                {h.tradedBy !== null ? ` · ${translate(locale.value, 'calamity.tradedBy', { nation: nationName(h.tradedBy) })}` : ''}
              </li>
            ))}
          </ol>
          <Why cite={preview.orderCite} />
          {preview.steps.map((s) => (
            <StepCard
              key={s.calamity}
              step={s}
              input={inputs[s.calamity] ?? EMPTY_RESOLUTION}
              set={(f) => setInput(s.calamity, f)}
              others={active.map((p) => p.nation).filter((n) => n !== s.primary)}
              variants={game.setup.variants}
              capitalsHeld={civilWarCapitalsOf(game.setup, game.state, s.primary)}
              grainFrom={grainAskedOf(
                game.state,
                active.map((p) => p.nation),
              )}
              grainRange={(n) => grainRange(game.setup, game.state, n)}
            />
          ))}
          <details class="why">
            <summary>{translate(locale.value, 'calamity.support.title')}</summary>
            <p class="small muted">{t('cal.supportHint')}</p>
            {active.map((p) => {
              const l = support[p.nation] ?? EMPTY_LOSS;
              // 29.8, 26.31, 26.41: from his units after the calamities typed above.
              const range = supportRanges(preview.end[p.nation]);
              return (
                <div key={p.nation}>
                  <NumberField
                    id={`support-${p.nation}-reduced`}
                    label={t('cal.supportReduced', { nation: nationName(p.nation) })}
                    {...range.reduced}
                    value={l.reduced}
                    onChange={(n) => (touch(), setSupport({ ...support, [p.nation]: { ...l, reduced: n } }))}
                  />
                  {(l.reduced ?? 0) > 0 && (
                    <NumberField
                      id={`support-${p.nation}-left`}
                      label={t('cal.lossLeft')}
                      name={t('cal.supportLeft', { nation: nationName(p.nation) })}
                      {...range.left}
                      value={l.left}
                      onChange={(n) => (touch(), setSupport({ ...support, [p.nation]: { ...l, left: n } }))}
                    />
                  )}
                </div>
              );
            })}
          </details>
          <ViolationList violations={preview.violations} title={t('cal.open')} />
        </>
      )}
      <ConversionFields
        holders={holders}
        others={active.map((p) => p.nation)}
        inputs={converting}
        set={(c) => (touch(), setConverting(c))}
        ranges={(from) => conversionRanges(game.setup, game.state, from)}
      />
      {heldEntries.length === 0 && <ViolationList violations={preview.violations} title={t('cal.open')} />}
      {/* 29: no calamity held is recorded too (one entry of none), so the phase is done and the walker goes on. */}
      <ConfirmRow
        form={form}
        label={none ? t('cal.none') : t('cal.record')}
        incomplete={!none && heldEntries.length === 0 && conversions.length === 0}
        confirm={confirm}
      />
    </form>
  );
}
