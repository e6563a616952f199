/**
 * New Advanced Civilization game: the number of players (tokens and nations follow 16.x), each
 * player with the nation his place card gave, the table settings of RULINGS.md with their defaults
 * explained, and the optional variants. The engine checks the setup; the repository stores it.
 */
import { useMemo, useState } from 'preact/hooks';
import { checkSetup, missingNations, MOST_SEATS, playerCountOptions, westernExtensionOffered } from '../../../engine/rulesets/advciv/views/setup';
import type { NationId } from '../../../engine/rulesets/advciv/nations';
import { BABYLON_OPTIONS, DEFAULT_SETTINGS, FREE_CARD_OPTIONS, TAX_REVOLT_OPTIONS, type AdvCivSettings } from '../../../engine/rulesets/advciv/settings';
import type { AdvCivSetup } from '../../../engine/rulesets/advciv/setup';
import type { VariantId } from '../../../engine/rulesets/advciv/variants';
import { biddingFor, EMPTY_BIDDING, offersLateArrivals, VariantsField } from './VariantsField';
import { locale, t, translate } from '../../i18n';
import { citeText, nationName } from '../../components/names';
import { GameNameField, PlayerCountField, RadioChoice, SeatNameInput, SeatPick, SetupFooter, TurnLimitField } from '../../components/SetupFields';
import { useSetupForm } from '../../components/useSetupForm';
import '../../screens/game/game.css';
import { WesternExtensionField } from './WesternExtensionField';

interface Seat {
  readonly name: string;
  readonly nation: NationId | '';
}

export function AdvCivNewGame() {
  const [name, setName] = useState('');
  const [variants, setVariants] = useState<readonly VariantId[]>([]);
  const [bidding, setBidding] = useState(EMPTY_BIDDING);
  const [late, setLate] = useState<readonly string[]>([]);
  const options = useMemo(() => playerCountOptions(variants), [variants]);
  // The form opens on three players (a default of the form, not a rule: the counts are the view's options).
  const [count, setCount] = useState(3);
  const [seats, setSeats] = useState<readonly Seat[]>(() => Array.from({ length: MOST_SEATS }, () => ({ name: '', nation: '' })));
  const [settings, setSettings] = useState<AdvCivSettings>(DEFAULT_SETTINGS);
  const form = useSetupForm();
  const touched = form.touched;
  const option = options.find((o) => o.players === count) ?? options[0];
  const active = seats.slice(0, count);

  const setSeat = (i: number, seat: Partial<Seat>) => {
    touched();
    setSeats(seats.map((s, k) => (k === i ? { ...s, ...seat } : s)));
  };

  async function start(e: Event) {
    e.preventDefault();
    const setup: AdvCivSetup = {
      players: active.map((s, i) => ({
        name: s.name.trim() || (s.nation ? nationName(s.nation) : t('new.playerName', { n: i + 1 })),
        nation: (s.nation || 'africa') as NationId,
      })),
      variants,
      settings,
      // capitals 3 (R-C2): the bids and ties, only with the Bidding variant.
      ...(variants.includes('bidding') ? { bidding: biddingFor(bidding, active.length) } : {}),
      // 38.1 (16.10, 16.M): the 10th and later players, as typed; the engine checks them (validateLateArrivalSetup).
      ...(offersLateArrivals(variants, active.length) && late.length > 0 ? { lateArrivals: late.map((n) => ({ name: n.trim() })) } : {}),
    };
    const missing = missingNations(active);
    await form.create(name, 'advciv', setup, [...missing, ...(missing.length > 0 ? [] : checkSetup(setup))]);
  }

  return (
    <form onSubmit={start} class="new-game" noValidate>
      <GameNameField value={name} onInput={(v) => (touched(), setName(v))} />
      <PlayerCountField counts={options.map((o) => o.players)} value={count} onChange={(n) => (touched(), setCount(n))}>
        {option && (
          <p class="muted small">{t('new.playerCountHint', { tokens: option.tokens, nations: option.nations.map(nationName), rule: citeText(option.cite) })}</p>
        )}
      </PlayerCountField>
      <fieldset>
        <legend>{t('new.players')}</legend>
        <p class="muted small">{t('new.nationHint')}</p>
        {active.map((s, i) => (
          <div class="seat" key={i}>
            <SeatNameInput i={i} value={s.name} onInput={(v) => setSeat(i, { name: v })} />
            <SeatPick
              label={t('new.playerNation', { n: i + 1 })}
              value={s.nation}
              options={option?.nations ?? []}
              optionName={nationName}
              others={active.filter((_, k) => k !== i).map((o) => o.nation)}
              none={t('new.chooseNation')}
              onChange={(nation) => setSeat(i, { nation })}
            />
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('new.settings')}</legend>
        <SettingChoice
          name="babylonLateIron"
          values={BABYLON_OPTIONS}
          value={settings.babylonLateIron}
          onChange={(v) => (touched(), setSettings({ ...settings, babylonLateIron: v }))}
        />
        <SettingChoice
          name="freeCards"
          values={FREE_CARD_OPTIONS}
          value={settings.freeCards}
          onChange={(v) => (touched(), setSettings({ ...settings, freeCards: v }))}
        />
        <SettingChoice
          name="taxRevolt"
          values={TAX_REVOLT_OPTIONS}
          value={settings.taxRevolt}
          onChange={(v) => (touched(), setSettings({ ...settings, taxRevolt: v }))}
        />
        <TurnLimitField label={t('setting.turnLimit')} value={settings.turnLimit} onChange={(v) => (touched(), setSettings({ ...settings, turnLimit: v }))} />
        <WesternExtensionField
          shown={westernExtensionOffered(variants, settings)}
          value={settings.westernExtension === true}
          onChange={(v) => (touched(), setSettings({ ...settings, westernExtension: v }))}
        />
      </fieldset>
      <VariantsField
        variants={variants}
        onVariants={(v) => (touched(), setVariants(v))}
        seats={active.map((seat, i) => seat.name.trim() || (seat.nation ? nationName(seat.nation) : t('new.playerName', { n: i + 1 })))}
        bidding={bidding}
        onBidding={(b) => (touched(), setBidding(b))}
        late={late}
        onLate={(names) => (touched(), setLate(names))}
      />
      <SetupFooter form={form} />
    </form>
  );
}

function SettingChoice<V extends string>({
  name,
  values,
  value,
  onChange,
}: {
  readonly name: string;
  readonly values: readonly V[];
  readonly value: V;
  readonly onChange: (v: V) => void;
}) {
  return (
    <RadioChoice
      name={name}
      legend={translate(locale.value, `setting.${name}`)}
      values={values}
      value={value}
      label={(v) => translate(locale.value, `setting.${name}.${v}`)}
      onChange={onChange}
    />
  );
}
