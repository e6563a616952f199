/**
 * New Eastern Empires game: 3 to 9 players, each with his civilization (listed in A.S.T.-ranking
 * order, ee chapter 3), the starting credits and calamity limit the player count gives (ee chapter 4;
 * R-E7), the table settings of RULINGS.md (R-E3, R-E4) and an optional last turn. The engine checks
 * the setup; the repository stores it.
 */
import { useState } from 'preact/hooks';
import {
  CIVILIZATIONS,
  DEFAULT_EE_SETTINGS,
  validateEeSetup,
  type CivilizationId,
  type EeSettings,
  type EeSetup,
} from '../../../engine/rulesets/eastern-empires';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../../engine/rulesets/eastern-empires/civilizations';
import { CIVIL_WAR_OPTIONS, ICONOCLASM_OPTIONS } from '../../../engine/rulesets/eastern-empires/settings';
import { calamityDeck, usesScenarioSetup } from '../../../engine/rulesets/eastern-empires/views';
import { startingCreditsFor } from '../../../engine/rulesets/eastern-empires/views/players';
import { t } from '../../i18n';
import { GameNameField, PlayerCountField, RadioChoice, SeatNameInput, SeatPick, SetupFooter, TurnLimitField } from '../../components/SetupFields';
import { useSetupForm } from '../../components/useSetupForm';
import { civName } from './names';
import './ee.css';

interface Seat {
  readonly name: string;
  readonly civ: CivilizationId;
}

const COUNTS = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);

export function EeNewGame() {
  const [name, setName] = useState('');
  const [count, setCount] = useState(5);
  const [seats, setSeats] = useState<readonly Seat[]>(() => CIVILIZATIONS.map((civ) => ({ name: '', civ })));
  const [settings, setSettings] = useState<EeSettings>(DEFAULT_EE_SETTINGS);
  const form = useSetupForm();
  const touched = form.touched;
  const active = seats.slice(0, count);
  const setSeat = (i: number, patch: Partial<Seat>) => {
    touched();
    setSeats(seats.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  };
  const credits = startingCreditsFor(count);
  const limit = calamityDeck({ players: active, settings }).limit;

  async function start(e: Event) {
    e.preventDefault();
    const setup: EeSetup = {
      players: active.map((s, i) => ({ name: s.name.trim() || t('new.playerName', { n: i + 1 }), civ: s.civ })),
      settings,
    };
    await form.create(name, 'eastern-empires', setup, validateEeSetup(setup));
  }

  return (
    <form onSubmit={start} class="new-game ee-new" noValidate data-testid="ee-new-game">
      <GameNameField value={name} onInput={(v) => (touched(), setName(v))} />
      <PlayerCountField counts={COUNTS} value={count} onChange={(n) => (touched(), setCount(n))}>
        <p class="muted small" data-testid="ee-count-hint">
          {credits > 0 ? t('eeui.new.credits', { n: credits }) : t('eeui.new.noCredits')} {t('eeui.new.limit', { total: limit.total, major: limit.major })}
          {usesScenarioSetup(count) ? ` ${t('eeui.new.scenario')}` : ''}
        </p>
      </PlayerCountField>
      <fieldset>
        <legend>{t('eeui.new.players')}</legend>
        <p class="muted small">{t('eeui.new.civHint')}</p>
        {active.map((s, i) => (
          <div class="seat" key={i}>
            <SeatNameInput i={i} value={s.name} onInput={(v) => setSeat(i, { name: v })} />
            <SeatPick
              label={t('eeui.new.civOf', { n: i + 1 })}
              value={s.civ}
              options={CIVILIZATIONS}
              optionName={civName}
              others={active.filter((_, k) => k !== i).map((o) => o.civ)}
              onChange={(civ) => civ !== '' && setSeat(i, { civ })}
            />
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('new.settings')}</legend>
        <Choice
          name="civilWarThreshold"
          values={CIVIL_WAR_OPTIONS}
          value={settings.civilWarThreshold}
          onChange={(v) => (touched(), setSettings({ ...settings, civilWarThreshold: v }))}
        />
        <Choice
          name="iconoclasmModifiers"
          values={ICONOCLASM_OPTIONS}
          value={settings.iconoclasmModifiers}
          onChange={(v) => (touched(), setSettings({ ...settings, iconoclasmModifiers: v }))}
        />
        <TurnLimitField label={t('eeui.new.turnLimit')} value={settings.turnLimit} onChange={(v) => (touched(), setSettings({ ...settings, turnLimit: v }))} />
      </fieldset>
      <SetupFooter form={form} />
    </form>
  );
}

function Choice<V extends string>({
  name,
  values,
  value,
  onChange,
}: {
  readonly name: 'civilWarThreshold' | 'iconoclasmModifiers';
  readonly values: readonly V[];
  readonly value: V;
  readonly onChange: (v: V) => void;
}) {
  return (
    <RadioChoice
      name={name}
      legend={t(`eeui.setting.${name}`)}
      values={values}
      value={value}
      label={(v) => t(`eeui.setting.${name}.${v}` as Parameters<typeof t>[0])}
      onChange={onChange}
    />
  );
}
