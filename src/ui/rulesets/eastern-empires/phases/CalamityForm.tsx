/**
 * Calamity resolution (ee Phase 9): the calamities kept in Phase 8 in the order of ee Phase 9a/9b, one
 * entry each: who traded it (the beneficiary), the map facts it depends on (R-G2), the secondary
 * victims named, and what each victim lost. Each victim's effect is shown with his own advances
 * (ee chapter 8; R-E4), and the engine checks the losses against it.
 */
import type { CivilizationId, Hand } from '../../../../engine/rulesets/eastern-empires';
import type { CalamityEffect } from '../../../../engine/rulesets/eastern-empires/calc/calamity-effects';
import { outcomeRange } from '../../../../engine/rulesets/eastern-empires/views/ranges';
import {
  COLLATERAL_OUTCOMES,
  OUTCOME_NUMBERS,
  calamityFields,
  calamityPreview,
  commoditiesInPlay,
  outcomeFields,
  type OutcomeNumber,
} from '../../../../engine/rulesets/eastern-empires/views';
import { FORM_CITES, pendingCalamities, type PendingCalamity } from '../../../../engine/rulesets/eastern-empires/views/turn';
import { eeSignals, type EeGame } from '../../../../state/game-ee';
import { t } from '../../../i18n';
import { NumberField } from '../../../components/NumberField';
import { useDraft, useEntry } from '../../../components/useEntry';
import { ConfirmRow, useConfirm } from '../../../components/ConfirmRow';
import { eeConsequenceSentences } from '../consequences';
import { Why } from '../../../components/Why';
import { Check, CivPick, HandFields, who } from '../fields';
import { EffectText } from '../effects';
import { calamityName, civName } from '../names';

interface Outcome {
  readonly citiesReduced: number | null;
  readonly tokensPlaced: number | null;
  readonly citiesDestroyed: number | null;
  readonly citiesLost: number | null;
  readonly tokensRemoved: number | null;
  readonly treasuryLost: number | null;
  readonly astBack: number | null;
  readonly prevented: number | null;
  readonly exhausted: boolean;
  readonly discarded: Hand;
  readonly coastalCities: number | null;
}

const empty = (): Outcome => ({
  citiesReduced: 0,
  tokensPlaced: 0,
  citiesDestroyed: 0,
  citiesLost: 0,
  tokensRemoved: 0,
  treasuryLost: 0,
  astBack: 0,
  prevented: 0,
  exhausted: false,
  discarded: {},
  coastalCities: null,
});

export function CalamityForm({ game }: { readonly game: EeGame }) {
  const pending = pendingCalamities(game.state);
  if (pending.length === 0) return <p class="ok-note">{t('eeui.calamity.none')}</p>;
  const first = pending[0];
  return (
    <div data-testid="ee-calamities">
      <ol class="order small" data-testid="calamity-order">
        {pending.map((c) => (
          <li key={`${c.civ}-${c.calamity}`}>
            {calamityName(c.calamity)} · {civName(c.civ)}
          </li>
        ))}
      </ol>
      <Why cite={FORM_CITES.calamity} />
      {first && <ResolveForm key={`${first.civ}-${first.calamity}-${game.state.resolved.length}`} game={game} c={first} />}
    </div>
  );
}

function ResolveForm({ game, c }: { readonly game: EeGame; readonly c: PendingCalamity }) {
  const form = useEntry(eeSignals(), { turn: game.state.turn, form: `calamity-${c.civ}-${c.calamity}-${game.state.resolved.length}` });
  const [tradedBy, setTradedBy] = useDraft<CivilizationId | ''>(form, 'tradedBy', '');
  const [volcano, setVolcano] = useDraft(form, 'volcano', true);
  const [floodPlain, setFloodPlain] = useDraft(form, 'floodPlain', true);
  const [secondaries, setSecondaries] = useDraft<readonly CivilizationId[]>(form, 'secondaries', []);
  const [outcomes, setOutcomes] = useDraft<Readonly<Partial<Record<CivilizationId, Outcome>>>>(form, 'outcomes', {});
  const [annexCities, setAnnexCities] = useDraft<number | null>(form, 'annexCities', 0);
  const [annexTokens, setAnnexTokens] = useDraft<number | null>(form, 'annexTokens', 0);
  const fields = calamityFields(c.calamity);
  const outcomeOf = (civ: CivilizationId) => outcomes[civ] ?? empty();
  // The engine's range of each outcome box for this player (views/ranges.ts outcomeRange, ee chapter 3, 8).
  const rangeOf = (civ: CivilizationId, key: string, effect?: CalamityEffect) => {
    const p = game.state.players.find((q) => q.civ === civ);
    return p === undefined ? {} : (outcomeRange(p, key, effect) ?? {});
  };
  const victims = [c.civ, ...secondaries];
  const coastalCities = Object.fromEntries(
    victims.flatMap((v) => (fields.coastalCities && outcomeOf(v).coastalCities !== null ? [[v, outcomeOf(v).coastalCities]] : [])),
  );
  const facts = {
    ...(fields.cityOnVolcano ? { cityOnVolcano: volcano } : {}),
    ...(fields.onFloodPlain ? { onFloodPlain: floodPlain } : {}),
  };
  const draft = { civ: c.civ, calamity: c.calamity, ...(tradedBy !== '' ? { tradedBy } : {}), ...facts, secondaries, coastalCities };
  const preview = calamityPreview(game.setup, game.state, draft);
  const primary = preview?.effects[0]?.effect;
  const sec = primary?.secondary;
  // Other players' units the calamity struck (a map fact, R-G2): only those with something entered are recorded.
  const bystanders = preview?.bystanders ?? [];
  const collateral = bystanders.filter((civ) => OUTCOME_NUMBERS.some((k) => (outcomes[civ]?.[k] ?? 0) > 0));
  const setOutcome = (civ: CivilizationId, patch: Partial<Outcome>) => {
    form.touched();
    setOutcomes({ ...outcomes, [civ]: { ...outcomeOf(civ), ...patch } });
  };
  const entry = () => ({
    kind: 'calamity' as const,
    calamity: c.calamity,
    civ: c.civ,
    ...(tradedBy !== '' ? { tradedBy } : {}),
    ...facts,
    secondaries,
    outcomes: [...victims, ...collateral].map((v) => {
      const o = outcomeOf(v);
      return {
        civ: v,
        ...(Object.fromEntries(OUTCOME_NUMBERS.map((k) => [k, o[k] ?? 0])) as Record<(typeof OUTCOME_NUMBERS)[number], number>),
        exhausted: o.exhausted,
        discarded: o.discarded,
        ...(fields.coastalCities && o.coastalCities !== null ? { coastalCities: o.coastalCities } : {}),
      };
    }),
    ...(preview?.beneficiary !== undefined && ((annexCities ?? 0) > 0 || (annexTokens ?? 0) > 0)
      ? { annexed: { cities: annexCities ?? 0, tokens: annexTokens ?? 0 } }
      : {}),
  });
  const commodities = commoditiesInPlay(game.setup);
  // ee chapter 8: cities, tokens and whole hands lost are said in words and recorded on a second tap.
  const confirm = useConfirm(eeConsequenceSentences(game.setup, game.state, entry()));
  return (
    <form
      noValidate
      class="card"
      data-testid="ee-calamity-form"
      data-calamity={c.calamity}
      onSubmit={async (e) => {
        e.preventDefault();
        if (!confirm.pass()) return;
        await form.submit(entry());
      }}
    >
      <h3>{t('eeui.calamity.title', { calamity: calamityName(c.calamity), civ: who(c.civ, game.names) })}</h3>
      {fields.tradedBy && (
        <CivPick
          id="ee-traded-by"
          label={t('eeui.calamity.tradedBy')}
          value={tradedBy}
          none={t('eeui.calamity.notTraced')}
          options={preview?.others ?? []}
          names={game.names}
          onChange={(v) => (form.touched(), setTradedBy(v))}
        />
      )}
      {fields.cityOnVolcano && <Check id="ee-volcano" label={t('eeui.calamity.volcano')} checked={volcano} onChange={(v) => (form.touched(), setVolcano(v))} />}
      {fields.onFloodPlain && (
        <Check id="ee-flood-plain" label={t('eeui.calamity.floodPlain')} checked={floodPlain} onChange={(v) => (form.touched(), setFloodPlain(v))} />
      )}
      {preview?.beneficiary !== undefined && (
        <p class="small" data-testid="beneficiary">
          {t('eeui.calamity.beneficiary', { civ: civName(preview.beneficiary) })}
        </p>
      )}
      {sec !== undefined && (
        <fieldset class="inner">
          <legend>{sec.count === 'byMap' ? t('eeui.calamity.secondariesByMap') : t('eeui.calamity.secondaries', { n: sec.count })}</legend>
          <div class="choices">
            {(preview?.others ?? []).map((civ) => (
              <Check
                key={civ}
                id={`ee-sec-${civ}`}
                label={who(civ, game.names)}
                checked={secondaries.includes(civ)}
                onChange={(on) => (form.touched(), setSecondaries(on ? [...secondaries, civ] : secondaries.filter((x) => x !== civ)))}
              />
            ))}
          </div>
        </fieldset>
      )}
      {(preview?.effects ?? []).map(({ civ, effect }) => {
        const o = outcomeOf(civ);
        return (
          <fieldset class="inner victim" key={civ} data-civ={civ}>
            <legend>
              {who(civ, game.names)} · {t(effect.role === 'primary' ? 'eeui.calamity.primary' : 'eeui.calamity.secondary')}
            </legend>
            <EffectText effect={effect} />
            {fields.coastalCities && (
              <NumberField
                id={`ee-coastal-${civ}`}
                label={t('eeui.outcome.coastalCities')}
                name={t('form.fieldOf', { field: t('eeui.outcome.coastalCities'), who: civName(civ) })}
                {...rangeOf(civ, 'coastalCities')}
                value={o.coastalCities}
                onChange={(v) => setOutcome(civ, { coastalCities: v })}
              />
            )}
            {(() => {
              // The numbers and discards this victim's effect asks for come first; the rest stay folded (phone screens).
              const asked = outcomeFields(effect);
              const first = asked.numbers;
              const rest = OUTCOME_NUMBERS.filter((k) => !first.includes(k));
              const field = (k: OutcomeNumber) => (
                <NumberField
                  key={k}
                  id={`ee-${k}-${civ}`}
                  label={t(`eeui.outcome.${k}`)}
                  name={t('form.fieldOf', { field: t(`eeui.outcome.${k}`), who: civName(civ) })}
                  {...rangeOf(civ, k, effect)}
                  value={o[k]}
                  onChange={(v) => setOutcome(civ, { [k]: v })}
                />
              );
              const discards = (
                <HandFields
                  id={`ee-discard-${civ}`}
                  label={t('eeui.outcome.discarded')}
                  commodities={commodities}
                  value={o.discarded}
                  onChange={(v) => setOutcome(civ, { discarded: v })}
                />
              );
              const discardFirst = asked.discards;
              return (
                <>
                  {first.map(field)}
                  {discardFirst && discards}
                  <details class="why">
                    <summary>{t('eeui.outcome.other')}</summary>
                    {rest.map(field)}
                    {!discardFirst && discards}
                  </details>
                </>
              );
            })()}
            <Check id={`ee-exhausted-${civ}`} label={t('eeui.outcome.exhausted')} checked={o.exhausted} onChange={(v) => setOutcome(civ, { exhausted: v })} />
          </fieldset>
        );
      })}
      {bystanders.length > 0 && (
        <details class="why" data-testid="ee-collateral">
          <summary>{t('eeui.calamity.collateral')}</summary>
          {bystanders.map((civ) => (
            <fieldset class="inner" key={civ} data-civ={civ}>
              <legend>{who(civ, game.names)}</legend>
              {COLLATERAL_OUTCOMES.map((k) => (
                <NumberField
                  key={k}
                  id={`ee-${k}-${civ}`}
                  label={t(`eeui.outcome.${k}`)}
                  name={t('form.fieldOf', { field: t(`eeui.outcome.${k}`), who: civName(civ) })}
                  {...rangeOf(civ, k)}
                  value={outcomeOf(civ)[k]}
                  onChange={(v) => setOutcome(civ, { [k]: v })}
                />
              ))}
            </fieldset>
          ))}
        </details>
      )}
      {preview?.beneficiary !== undefined && (
        <fieldset class="inner">
          <legend>{t('eeui.calamity.annexed', { civ: civName(preview.beneficiary) })}</legend>
          <NumberField
            id="ee-annex-cities"
            label={t('eeui.outcome.citiesLost')}
            {...rangeOf(c.civ, 'citiesLost')}
            value={annexCities}
            onChange={(v) => (form.touched(), setAnnexCities(v))}
          />
          <NumberField
            id="ee-annex-tokens"
            label={t('eeui.outcome.tokensRemoved')}
            {...rangeOf(c.civ, 'tokensRemoved')}
            value={annexTokens}
            onChange={(v) => (form.touched(), setAnnexTokens(v))}
          />
        </fieldset>
      )}
      <ConfirmRow form={form} label={t('eeui.calamity.record', { calamity: calamityName(c.calamity) })} confirm={confirm} />
    </form>
  );
}
