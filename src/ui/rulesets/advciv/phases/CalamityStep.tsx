/**
 * One calamity of the calamity form (29, 30): the victims' requirements with every modifier
 * explained, the secondary victims within their caps, the map facts, Civil War's factions, and the
 * declared breakdown. What the typing becomes in the entry is the engine's (calamityResolution).
 */
import type { Figure } from '../../../../engine/rulesets/advciv/calc/calamity-figure';
import type { LossRequirement } from '../../../../engine/rulesets/advciv/calc/calamity-requirements';
import type { CalamityStep } from '../../../../engine/rulesets/advciv/entries/calamity-resolution';
import { calamityFields, EMPTY_LOSS, type LossInput, type ResolutionInput } from '../../../../engine/rulesets/advciv/views/forms';
import type { NationId } from '../../../../engine/rulesets/advciv/nations';
import type { AdvCivGame } from '../../../../state/game-advciv';
import { locale, t, translate } from '../../../i18n';
import { calamityName, cardName, citeText, citesText, nationName } from '../../../components/names';
import { calamityLossRanges, civilWarRanges, floodPlainBarbariansRange, mapFactRanges, type FieldRange } from '../../../../engine/rulesets/advciv/views/ranges';
import { NumberField } from '../../../components/NumberField';
import { Why } from '../../../components/Why';
import { LateArrivalEntered } from '../LateArrival';

/** A calamity's number, term by term: each the engine's reason in words with the player's numbers, then its rule. */
function FigureWhy({ figure, cite }: { readonly figure: Figure; readonly cite?: readonly { readonly doc: 'advciv'; readonly rule: string }[] }) {
  return (
    <Why cite={cite ?? []}>
      <ul class="why-reasons">
        {figure.why.map((w, i) => (
          <li key={i} data-why={`calamity.${w.code}`}>
            {translate(locale.value, `calamity.why.${w.code}`, { amount: w.amount, card: w.card ? cardName(w.card) : '', count: w.count ?? 0 })}{' '}
            <span class="cite">({citeText(w.cite)})</span>
          </li>
        ))}
      </ul>
    </Why>
  );
}

function requirementText(req: LossRequirement): string {
  const n = req.kind === 'unit-points' ? req.points.value : req.kind === 'cities-reduced' || req.kind === 'cities-lost' ? req.cities.value : 0;
  return translate(locale.value, `calamity.requirement.${req.kind}`, { n });
}

export function StepCard({
  step,
  input,
  set,
  others,
  variants,
  capitalsHeld,
  grainFrom,
  grainRange,
}: {
  readonly step: CalamityStep;
  readonly input: ResolutionInput;
  readonly set: (f: (i: ResolutionInput) => ResolutionInput) => void;
  readonly others: readonly NationId[];
  readonly variants: AdvCivGame['setup']['variants'];
  /** capitals 4.3: the victim's capital cities (the engine's civilWarCapitalsOf); the field is asked only if he has one. */
  readonly capitalsHeld: number;
  /** 30.312: the players who may show Grain (the engine's grainAskedOf: Pottery holders). */
  readonly grainFrom: readonly NationId[];
  /** 30.312: the Grain cards a player can show, at most those he can hold (the engine's grainRange). */
  readonly grainRange: (nation: NationId) => FieldRange;
}) {
  const c = step.calamity;
  const fields = calamityFields(variants, c);
  const everyone = [step.primary, ...others];
  return (
    <section class="card" data-calamity={c} aria-label={calamityName(c)}>
      <h4>
        {calamityName(c)} · {nationName(step.primary)}
      </h4>
      {step.choosers !== undefined && step.choosers.length > 0 && (
        <ul class="small" data-testid="choosers" aria-label={translate(locale.value, 'calamity.choosers.title')}>
          {step.choosers.map((ch, i) => (
            <li key={i} data-choice={ch.choice} data-role={ch.role}>
              {translate(locale.value, `calamity.choice.${ch.choice}`, {
                who: ch.nations.length > 0 ? ch.nations.map(nationName) : translate(locale.value, `calamity.chooser.${ch.role}`),
              })}{' '}
              <span class="cite">({citesText([ch.cite])})</span>
            </li>
          ))}
        </ul>
      )}
      {fields.volcano && (
        <label class="choice">
          <input type="checkbox" checked={input.volcano} onChange={(e) => set((i) => ({ ...i, volcano: e.currentTarget.checked }))} />
          <span>{t('cal.volcano')}</span>
        </label>
      )}
      {fields.earthquakeVictim && !input.volcano && (
        <div class="num-row">
          <label for={`quake-${step.primary}`}>{t('cal.earthquake')}</label>
          <select
            id={`quake-${step.primary}`}
            value={input.earthquakeVictim}
            onChange={(e) => set((i) => ({ ...i, earthquakeVictim: e.currentTarget.value as NationId | 'none' | '' }))}
          >
            <option value="">–</option>
            <option value="none">{t('cal.nobody')}</option>
            {others.map((n) => (
              <option key={n} value={n}>
                {nationName(n)}
              </option>
            ))}
          </select>
        </div>
      )}
      {fields.grain &&
        everyone
          .filter((n) => grainFrom.includes(n))
          .map((n) => (
            <NumberField
              key={n}
              id={`grain-${n}`}
              label={t('cal.grain', { nation: nationName(n) })}
              {...grainRange(n)}
              value={input.grain[n] ?? null}
              onChange={(v) => set((i) => ({ ...i, grain: { ...i.grain, [n]: v } }))}
            />
          ))}
      {fields.floodPlain &&
        everyone.map((n) => (
          <NumberField
            key={n}
            id={`flood-${n}`}
            label={t('cal.floodPlain', { nation: nationName(n) })}
            {...mapFactRanges(step, n).floodPlain}
            value={input.floodPlain[n] ?? null}
            onChange={(v) => set((i) => ({ ...i, floodPlain: { ...i.floodPlain, [n]: v } }))}
          />
        ))}
      {fields.coastal && (
        <details class="why">
          <summary>{t('cal.coastalTitle')}</summary>
          {everyone.map((n) => (
            <NumberField
              key={n}
              id={`coastal-${c}-${n}`}
              label={t('cal.coastal', { nation: nationName(n) })}
              {...mapFactRanges(step, n).coastal}
              value={input.coastal[n] ?? null}
              onChange={(v) => set((i) => ({ ...i, coastal: { ...i.coastal, [n]: v } }))}
            />
          ))}
        </details>
      )}
      {fields.floodPlainBarbarians && (
        <NumberField
          id="flood-barbarians"
          label={t('variant.39.4.floodPlain')}
          {...floodPlainBarbariansRange()}
          value={input.floodPlainBarbarians}
          onChange={(v) => set((i) => ({ ...i, floodPlainBarbarians: v }))}
        />
      )}
      {step.civilWar !== undefined && <CivilWarFields step={step} input={input} set={set} capitals={capitalsHeld > 0} capitalsHeld={capitalsHeld} />}
      {step.secondary !== undefined && (
        <div data-testid="secondary">
          <p>
            <strong>{t('cal.secondaryTotal', { n: step.secondary.total.value })}</strong>
          </p>
          <FigureWhy figure={step.secondary.total} />
          {step.secondary.forced?.map((a) => (
            <p key={a.player} class="small" data-testid="forced" data-nation={a.player}>
              {t('cal.forced', { nation: nationName(a.player), n: a.amount })}
            </p>
          ))}
          {step.secondary.candidates.map((v) =>
            step.secondary?.forced !== undefined && v.eligible ? null : v.eligible ? (
              <div key={v.player}>
                <NumberField
                  id={`assign-${c}-${v.player}`}
                  label={t('cal.assign', { nation: nationName(v.player), cap: v.cap.value })}
                  value={input.assigned[v.player] ?? null}
                  max={v.cap.value}
                  onChange={(n) => set((i) => ({ ...i, assigned: { ...i.assigned, [v.player]: n } }))}
                />
                <FigureWhy figure={v.cap} />
              </div>
            ) : (
              <p key={v.player} class="small muted">
                {t('cal.notEligible', { nation: nationName(v.player), rules: citesText(v.excludedBy.map((x) => x.cite)) })}
              </p>
            ),
          )}
        </div>
      )}
      {step.victims.map((v) => {
        const l = input.losses[v.nation] ?? EMPTY_LOSS;
        const setLoss = (patch: Partial<LossInput>) => set((i) => ({ ...i, losses: { ...i.losses, [v.nation]: { ...l, ...patch } } }));
        const req = v.requirement;
        const range = calamityLossRanges(v.before);
        // The box named in a refusal: whose loss, in which calamity.
        const of = { nation: nationName(v.nation), calamity: calamityName(c) };
        return (
          <div key={`${v.nation}-${v.role}`} class="victim" data-victim={v.nation} data-role={v.role}>
            <p>
              <strong>
                {translate(locale.value, `calamity.role.${v.role}`)}: {nationName(v.nation)}
              </strong>{' '}
              — <span data-testid="requirement">{requirementText(req)}</span>
            </p>
            {req.kind === 'unit-points' && <FigureWhy figure={req.points} />}
            {(req.kind === 'cities-reduced' || req.kind === 'cities-lost') && <FigureWhy figure={req.cities} />}
            {req.kind !== 'none' && (
              <>
                <NumberField
                  id={`loss-${c}-${v.nation}-tokens`}
                  label={t('cal.lossTokens', { have: v.before.tokens })}
                  name={t('cal.lossTokensOf', of)}
                  {...range.tokens}
                  value={l.tokens}
                  onChange={(n) => setLoss({ tokens: n })}
                />
                <NumberField
                  id={`loss-${c}-${v.nation}-reduced`}
                  label={t('cal.lossReduced', { have: v.before.cities })}
                  name={t('cal.lossReducedOf', of)}
                  {...range.reduced}
                  value={l.reduced}
                  onChange={(n) => setLoss({ reduced: n })}
                />
                {(l.reduced ?? 0) > 0 && (
                  <NumberField
                    id={`loss-${c}-${v.nation}-left`}
                    label={t('cal.lossLeft')}
                    name={t('cal.lossLeftOf', of)}
                    {...range.left}
                    value={l.left}
                    onChange={(n) => setLoss({ left: n })}
                  />
                )}
                <NumberField
                  id={`loss-${c}-${v.nation}-eliminated`}
                  label={t('cal.lossEliminated')}
                  name={t('cal.lossEliminatedOf', of)}
                  {...range.eliminated}
                  value={l.eliminated}
                  onChange={(n) => setLoss({ eliminated: n })}
                />
              </>
            )}
          </div>
        );
      })}
    </section>
  );
}

function CivilWarFields({
  step,
  input,
  set,
  capitals,
  capitalsHeld,
}: {
  readonly step: CalamityStep;
  readonly input: ResolutionInput;
  readonly set: (f: (i: ResolutionInput) => ResolutionInput) => void;
  readonly capitals: boolean;
  /** capitals 4.3: the victim's capital cities, the most that can flip into the first faction. */
  readonly capitalsHeld: number;
}) {
  const plan = step.civilWar;
  if (plan === undefined) return null;
  if (plan.beneficiary === null) return <p class="small">{t('cw.none')}</p>;
  const cw = input.civilWar;
  const setCw = (patch: Partial<ResolutionInput['civilWar']>) => set((i) => ({ ...i, civilWar: { ...i.civilWar, ...patch } }));
  const id = `cw-${step.primary}`;
  const victim = step.victims.find((v) => v.nation === step.primary && v.role === 'primary')?.before;
  const range = victim === undefined ? undefined : civilWarRanges(victim, capitalsHeld);
  // The boxes named in a refusal: whose selection they are (30.4121, 30.4123).
  const primaryOf = { nation: nationName(step.primary) };
  const beneficiaryOf = { nation: nationName(plan.beneficiary) };
  return (
    <div data-testid="civil-war">
      <p>{translate(locale.value, 'calamity.beneficiary', { nation: nationName(plan.beneficiary) })}</p>
      <p class="small">{t('cw.primary', { nation: nationName(step.primary), n: plan.primarySelects.value })}</p>
      <FigureWhy figure={plan.primarySelects} />
      <NumberField
        id={`${id}-pc`}
        label={t('cw.cities')}
        name={t('cw.citiesOf', primaryOf)}
        {...range?.cities}
        value={cw.primaryCities}
        onChange={(n) => setCw({ primaryCities: n })}
      />
      <NumberField
        id={`${id}-pt`}
        label={t('cw.tokens')}
        name={t('cw.tokensOf', primaryOf)}
        {...range?.tokens}
        value={cw.primaryTokens}
        onChange={(n) => setCw({ primaryTokens: n })}
      />
      <LateArrivalEntered entered={step.lateArrival === undefined ? undefined : { entrant: step.lateArrival.entrant, victim: step.primary }} />
      {step.lateArrival?.equalFactions === true ? (
        <p class="small">{t('late.firstFaction', { nation: nationName(plan.beneficiary) })}</p>
      ) : (
        <>
          <p class="small">{t('cw.beneficiary', { nation: nationName(plan.beneficiary), n: plan.beneficiarySelects.value })}</p>
          <FigureWhy figure={plan.beneficiarySelects} />
        </>
      )}
      <NumberField
        id={`${id}-bc`}
        label={t('cw.cities')}
        name={t('cw.citiesOf', beneficiaryOf)}
        {...range?.cities}
        value={cw.beneficiaryCities}
        onChange={(n) => setCw({ beneficiaryCities: n })}
      />
      <NumberField
        id={`${id}-bt`}
        label={t('cw.tokens')}
        name={t('cw.tokensOf', beneficiaryOf)}
        {...range?.tokens}
        value={cw.beneficiaryTokens}
        onChange={(n) => setCw({ beneficiaryTokens: n })}
      />
      {plan.perFactionLoss.value > 0 && (
        <>
          <p class="small">{t('cw.military', { n: plan.perFactionLoss.value })}</p>
          <NumberField
            id={`${id}-m1`}
            label={t('cw.militaryFirst')}
            {...range?.tokens}
            value={cw.militaryFirst}
            onChange={(n) => setCw({ militaryFirst: n })}
          />
          <NumberField
            id={`${id}-m2`}
            label={t('cw.militarySecond')}
            {...range?.tokens}
            value={cw.militarySecond}
            onChange={(n) => setCw({ militarySecond: n })}
          />
        </>
      )}
      {capitals && (
        <NumberField
          id={`${id}-capitals`}
          label={t('variant.capitals.inFirst')}
          {...range?.capitals}
          value={cw.capitalsInFirst}
          onChange={(n) => setCw({ capitalsInFirst: n })}
        />
      )}
      <div class="num-row">
        <label for={`${id}-kept`}>{t('cw.kept')}</label>
        <select id={`${id}-kept`} value={cw.retained} onChange={(e) => setCw({ retained: e.currentTarget.value === 'second' ? 'second' : 'first' })}>
          <option value="first">{t('cw.first')}</option>
          <option value="second">{t('cw.second')}</option>
        </select>
      </div>
    </div>
  );
}
