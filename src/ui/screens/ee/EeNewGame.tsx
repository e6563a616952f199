/**
 * New Eastern Empires game: 3 to 9 players, each with his civilization (listed in A.S.T.-ranking
 * order, ee chapter 3), the starting credits and calamity limit the player count gives (ee chapter 4;
 * R-E7), the table settings of RULINGS.md (R-E3, R-E4) and an optional last turn. The engine checks
 * the setup; the repository stores it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { CIVILIZATIONS, DEFAULT_EE_SETTINGS, validateEeSetup, type CivilizationId, type EeSettings, type EeSetup } from '../../../engine/rulesets/eastern-empires';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../../engine/rulesets/eastern-empires/civilizations';
import { CIVIL_WAR_OPTIONS, ICONOCLASM_OPTIONS } from '../../../engine/rulesets/eastern-empires/settings';
import { calamityDeck, startingCreditsFor } from '../../../engine/rulesets/eastern-empires/views';
import type { Violation } from '../../../engine/types';
import type { PersistenceError } from '../../../persistence/errors';
import { locale, t } from '../../../state/i18n';
import { beginEdit } from '../../../state/pwa';
import { repo } from '../../../state/repo';
import { navigate } from '../../../state/router';
import { StorageError, ViolationList } from '../../components/Violations';
import { civName } from './names';
import './ee.css';

interface Seat {
  readonly name: string;
  readonly civ: CivilizationId;
}

const today = () => new Date().toLocaleDateString(locale.value, { day: 'numeric', month: 'short', year: 'numeric' });
const COUNTS = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);

export function EeNewGame() {
  const [name, setName] = useState('');
  const [count, setCount] = useState(5);
  const [seats, setSeats] = useState<readonly Seat[]>(() => CIVILIZATIONS.map((civ) => ({ name: '', civ })));
  const [settings, setSettings] = useState<EeSettings>(DEFAULT_EE_SETTINGS);
  const [violations, setViolations] = useState<readonly Violation[]>([]);
  const [storage, setStorage] = useState<PersistenceError | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const done = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => done.current?.(), []);
  const touched = () => {
    done.current ??= beginEdit();
  };
  const active = seats.slice(0, count);
  const setSeat = (i: number, patch: Partial<Seat>) => {
    touched();
    setSeats(seats.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  };
  const credits = startingCreditsFor(count);
  const limit = calamityDeck({ players: active, settings }).limit;

  async function start(e: Event) {
    e.preventDefault();
    if (busy) return;
    const setup: EeSetup = {
      players: active.map((s, i) => ({ name: s.name.trim() || t('new.playerName', { n: i + 1 }), civ: s.civ })),
      settings,
    };
    const found = validateEeSetup(setup);
    setViolations(found);
    setStorage(undefined);
    if (found.length > 0) return;
    setBusy(true);
    const created = await repo().createGame({ name: name.trim() || t('new.defaultName', { date: today() }), ruleset: 'eastern-empires', setup });
    setBusy(false);
    if (!created.ok) {
      setStorage(created.error);
      return;
    }
    done.current?.();
    done.current = undefined;
    navigate({ name: 'game', id: created.value.record.id, tab: 'turn' });
  }

  return (
    <form onSubmit={start} class="new-game ee-new" noValidate data-testid="ee-new-game">
      <div class="field">
        <label for="game-name">{t('new.name')}</label>
        <input id="game-name" value={name} maxLength={80} placeholder={t('new.defaultName', { date: today() })} onInput={(e) => (touched(), setName(e.currentTarget.value))} />
      </div>
      <div class="field">
        <label for="player-count">{t('new.playerCount')}</label>
        <select id="player-count" value={count} onChange={(e) => (touched(), setCount(Number(e.currentTarget.value)))}>
          {COUNTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <p class="muted small" data-testid="ee-count-hint">
          {credits > 0 ? t('eeui.new.credits', { n: credits }) : t('eeui.new.noCredits')} {t('eeui.new.limit', { total: limit.total, major: limit.major })}
          {count < 5 ? ` ${t('eeui.new.scenario')}` : ''}
        </p>
      </div>
      <fieldset>
        <legend>{t('eeui.new.players')}</legend>
        <p class="muted small">{t('eeui.new.civHint')}</p>
        {active.map((s, i) => (
          <div class="seat" key={i}>
            <input aria-label={t('new.playerName', { n: i + 1 })} placeholder={t('new.playerName', { n: i + 1 })} value={s.name} maxLength={40} onInput={(e) => setSeat(i, { name: e.currentTarget.value })} />
            <select aria-label={t('eeui.new.civOf', { n: i + 1 })} value={s.civ} onChange={(e) => setSeat(i, { civ: e.currentTarget.value as CivilizationId })}>
              {CIVILIZATIONS.map((c) => (
                <option key={c} value={c} disabled={active.some((o, k) => k !== i && o.civ === c)}>
                  {civName(c)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('new.settings')}</legend>
        <Choice name="civilWarThreshold" values={CIVIL_WAR_OPTIONS} value={settings.civilWarThreshold} onChange={(v) => (touched(), setSettings({ ...settings, civilWarThreshold: v }))} />
        <Choice name="iconoclasmModifiers" values={ICONOCLASM_OPTIONS} value={settings.iconoclasmModifiers} onChange={(v) => (touched(), setSettings({ ...settings, iconoclasmModifiers: v }))} />
        <div class="field">
          <label for="turn-limit">{t('eeui.new.turnLimit')}</label>
          <input
            id="turn-limit"
            type="number"
            inputMode="numeric"
            min={1}
            value={settings.turnLimit ?? ''}
            onInput={(e) => {
              touched();
              const v = Number.parseInt(e.currentTarget.value, 10);
              setSettings({ ...settings, turnLimit: Number.isFinite(v) && v > 0 ? v : null });
            }}
          />
        </div>
      </fieldset>
      <ViolationList violations={violations} />
      {storage && <StorageError error={storage} />}
      <button type="submit" class="btn primary block" disabled={busy}>
        {t('new.start')}
      </button>
    </form>
  );
}

function Choice<V extends string>({ name, values, value, onChange }: { readonly name: 'civilWarThreshold' | 'iconoclasmModifiers'; readonly values: readonly V[]; readonly value: V; readonly onChange: (v: V) => void }) {
  return (
    <fieldset class="inner">
      <legend>{t(`eeui.setting.${name}`)}</legend>
      <div class="choices">
        {values.map((v) => (
          <label class="choice" key={v}>
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
            <span>{t(`eeui.setting.${name}.${v}` as Parameters<typeof t>[0])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
