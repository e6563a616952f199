/**
 * The fields every new-game form shares: the game's name, the number of players, a seat's player
 * name, a settings radio group, the optional last turn, and the foot (the engine's verdict, a storage
 * error, the start button). Which counts, choices and hints a ruleset offers come in as props.
 */
import type { ComponentChildren } from 'preact';
import { TURN_LIMIT } from '../../engine/parse';
import { NumberField } from './NumberField';
import { RecordButton } from './SubmitRow';
import { t } from '../i18n';
import { gameNamePlaceholder, type SetupForm } from './useSetupForm';
import { StorageError, ViolationList } from './Violations';

export function GameNameField({ value, onInput }: { readonly value: string; readonly onInput: (v: string) => void }) {
  return (
    <div class="field">
      <label for="game-name">{t('new.name')}</label>
      <input id="game-name" value={value} maxLength={80} placeholder={gameNamePlaceholder()} onInput={(e) => onInput(e.currentTarget.value)} />
    </div>
  );
}

/** The player-count select; `children` is the hint under it (what the count gives). */
export function PlayerCountField({
  counts,
  value,
  onChange,
  children,
}: {
  readonly counts: readonly number[];
  readonly value: number;
  readonly onChange: (n: number) => void;
  readonly children?: ComponentChildren;
}) {
  return (
    <div class="field">
      <label for="player-count">{t('new.playerCount')}</label>
      <select id="player-count" value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {counts.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}

/** Seat i's player name ("Player 1"), the label the browser tests and screen readers find it by. */
export function SeatNameInput({ i, value, onInput }: { readonly i: number; readonly value: string; readonly onInput: (v: string) => void }) {
  const label = t('new.playerName', { n: i + 1 });
  return <input aria-label={label} placeholder={label} value={value} maxLength={40} onInput={(e) => onInput(e.currentTarget.value)} />;
}

/** A table setting as radio buttons; `label` words each value. */
export function RadioChoice<V extends string>({
  name,
  legend,
  values,
  value,
  label,
  onChange,
}: {
  readonly name: string;
  readonly legend: string;
  readonly values: readonly V[];
  readonly value: V;
  readonly label: (v: V) => string;
  readonly onChange: (v: V) => void;
}) {
  return (
    <fieldset class="inner">
      <legend>{legend}</legend>
      <div class="choices">
        {values.map((v) => (
          <label class="choice" key={v}>
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
            <span>{label(v)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The optional last turn: blank is none; otherwise a whole number in the engine's range (TURN_LIMIT),
 * kept as typed and refused in its box beyond it (NumberField): "2.5" is never turn 2.
 */
export function TurnLimitField({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: number | null;
  readonly onChange: (v: number | null) => void;
}) {
  return <NumberField id="turn-limit" label={label} name={t('form.lastTurn')} min={TURN_LIMIT.min} max={TURN_LIMIT.max} value={value} onChange={onChange} />;
}

export function SetupFooter({ form }: { readonly form: SetupForm }) {
  return (
    <>
      <ViolationList violations={form.violations} />
      {form.storage && <StorageError error={form.storage} />}
      <RecordButton class="btn primary block" disabled={form.busy}>
        {t('new.start')}
      </RecordButton>
    </>
  );
}

/** What seat i plays (nation, civilization): each can be taken by one seat only, so the others' are disabled. */
export function SeatPick<V extends string>({
  label,
  value,
  options,
  optionName,
  others,
  none,
  onChange,
}: {
  readonly label: string;
  readonly value: V | '';
  readonly options: readonly V[];
  readonly optionName: (v: V) => string;
  /** What the other seats have chosen. */
  readonly others: readonly (V | '')[];
  /** The label of "nothing chosen yet", where a seat may start empty. */
  readonly none?: string;
  readonly onChange: (v: V | '') => void;
}) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value as V | '')}>
      {none !== undefined && <option value="">{none}</option>}
      {options.map((o) => (
        <option key={o} value={o} disabled={others.includes(o)}>
          {optionName(o)}
        </option>
      ))}
    </select>
  );
}
