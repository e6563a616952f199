/**
 * New game: the game, the number of players (tokens and nations follow 16.x), each player with the
 * nation his place card gave, the table settings of RULINGS.md with their defaults explained, and
 * the optional variants. The engine checks the setup; the repository stores it.
 */
import type { ComponentType } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { RulesetId, Violation } from '../../../engine/types';
import { checkSetup, missingNations, playerCountOptions } from '../../../engine/views/advciv-setup';
import type { NationId } from '../../../engine/rulesets/advciv/nations';
import { BABYLON_OPTIONS, DEFAULT_SETTINGS, FREE_CARD_OPTIONS, TAX_REVOLT_OPTIONS, type AdvCivSettings } from '../../../engine/rulesets/advciv/settings';
import type { AdvCivSetup } from '../../../engine/rulesets/advciv/setup';
import type { VariantId } from '../../../engine/rulesets/advciv/variants';
import { biddingFor, EMPTY_BIDDING, VariantsField } from './VariantsField';
import type { PersistenceError } from '../../../persistence/errors';
import { locale, t, translate } from '../../../state/i18n';
import { beginEdit } from '../../../state/pwa';
import { repo } from '../../../state/repo';
import { navigate } from '../../../state/router';
import { citeText, nationName } from '../../components/names';
import { StorageError, ViolationList } from '../../components/Violations';
import { TopBar } from '../../components/TopBar';
import { SmcNewGame } from '../smc/SmcNewGame';
import { EeNewGame } from '../ee/EeNewGame';
import '../game/game.css';

/** The setup form of each other ruleset; Advanced Civilization's is this file's own. */
const SETUP_FORMS: Partial<Record<RulesetId, ComponentType>> = { 'eastern-empires': EeNewGame, smc: SmcNewGame };
const OFFERED: readonly RulesetId[] = ['advciv', ...(Object.keys(SETUP_FORMS) as RulesetId[])];

export function NewGameScreen() {
  const [ruleset, setRuleset] = useState<RulesetId>('advciv');
  const Other = SETUP_FORMS[ruleset];
  return (
    <>
      <TopBar title={t('new.title')} />
      <main id="main">
        <div class="field">
          <label for="ruleset">{t('new.ruleset')}</label>
          <select id="ruleset" value={ruleset} onChange={(e) => setRuleset(e.currentTarget.value as RulesetId)}>
            {OFFERED.map((id) => (
              <option key={id} value={id}>
                {t(`ruleset.${id}`)}
              </option>
            ))}
          </select>
        </div>
        {Other ? <Other /> : <AdvCivNewGame />}
      </main>
    </>
  );
}

interface Seat {
  readonly name: string;
  readonly nation: NationId | '';
}

const today = () => new Date().toLocaleDateString(locale.value, { day: 'numeric', month: 'short', year: 'numeric' });

function AdvCivNewGame() {
  const [name, setName] = useState('');
  const [variants, setVariants] = useState<readonly VariantId[]>([]);
  const [bidding, setBidding] = useState(EMPTY_BIDDING);
  const options = useMemo(() => playerCountOptions(variants), [variants]);
  const [count, setCount] = useState(3);
  const [seats, setSeats] = useState<readonly Seat[]>(() => Array.from({ length: 9 }, () => ({ name: '', nation: '' })));
  const [settings, setSettings] = useState<AdvCivSettings>(DEFAULT_SETTINGS);
  const [violations, setViolations] = useState<readonly Violation[]>([]);
  const [storage, setStorage] = useState<PersistenceError | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const done = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => done.current?.(), []);
  const touched = () => {
    done.current ??= beginEdit();
  };
  const option = options.find((o) => o.players === count) ?? options[0];
  const active = seats.slice(0, count);

  const setSeat = (i: number, seat: Partial<Seat>) => {
    touched();
    setSeats(seats.map((s, k) => (k === i ? { ...s, ...seat } : s)));
  };

  async function start(e: Event) {
    e.preventDefault();
    if (busy) return;
    const setup: AdvCivSetup = {
      players: active.map((s, i) => ({ name: s.name.trim() || (s.nation ? nationName(s.nation) : t('new.playerName', { n: i + 1 })), nation: (s.nation || 'africa') as NationId })),
      variants,
      settings,
      // capitals 3 (R-C2): the bids and ties, only with the Bidding variant.
      ...(variants.includes('bidding') ? { bidding: biddingFor(bidding, active.length) } : {}),
    };
    const missing = missingNations(active);
    const found = [...missing, ...(missing.length > 0 ? [] : checkSetup(setup))];
    setViolations(found);
    setStorage(undefined);
    if (found.length > 0) return;
    setBusy(true);
    const created = await repo().createGame({ name: name.trim() || t('new.defaultName', { date: today() }), ruleset: 'advciv', setup });
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
        <form onSubmit={start} class="new-game" noValidate>
          <div class="field">
            <label for="game-name">{t('new.name')}</label>
            <input id="game-name" value={name} maxLength={80} placeholder={t('new.defaultName', { date: today() })} onInput={(e) => (touched(), setName(e.currentTarget.value))} />
          </div>
          <div class="field">
            <label for="player-count">{t('new.playerCount')}</label>
            <select id="player-count" value={count} onChange={(e) => (touched(), setCount(Number(e.currentTarget.value)))}>
              {options.map((o) => (
                <option key={o.players} value={o.players}>
                  {o.players}
                </option>
              ))}
            </select>
            {option && (
              <p class="muted small">
                {t('new.playerCountHint', { tokens: option.tokens, nations: option.nations.map(nationName), rule: citeText(option.cite) })}
              </p>
            )}
          </div>
          <fieldset>
            <legend>{t('new.players')}</legend>
            <p class="muted small">{t('new.nationHint')}</p>
            {active.map((s, i) => (
              <div class="seat" key={i}>
                <input
                  aria-label={t('new.playerName', { n: i + 1 })}
                  placeholder={t('new.playerName', { n: i + 1 })}
                  value={s.name}
                  maxLength={40}
                  onInput={(e) => setSeat(i, { name: e.currentTarget.value })}
                />
                <select aria-label={t('new.playerNation', { n: i + 1 })} value={s.nation} onChange={(e) => setSeat(i, { nation: e.currentTarget.value as NationId | '' })}>
                  <option value="">{t('new.chooseNation')}</option>
                  {(option?.nations ?? []).map((n) => (
                    <option key={n} value={n} disabled={active.some((o, k) => k !== i && o.nation === n)}>
                      {nationName(n)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('new.settings')}</legend>
            <SettingChoice name="babylonLateIron" values={BABYLON_OPTIONS} value={settings.babylonLateIron} onChange={(v) => (touched(), setSettings({ ...settings, babylonLateIron: v }))} />
            <SettingChoice name="freeCards" values={FREE_CARD_OPTIONS} value={settings.freeCards} onChange={(v) => (touched(), setSettings({ ...settings, freeCards: v }))} />
            <SettingChoice name="taxRevolt" values={TAX_REVOLT_OPTIONS} value={settings.taxRevolt} onChange={(v) => (touched(), setSettings({ ...settings, taxRevolt: v }))} />
            <div class="field">
              <label for="turn-limit">{t('setting.turnLimit')}</label>
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
          <VariantsField
            variants={variants}
            onVariants={(v) => (touched(), setVariants(v))}
            seats={active.map((seat, i) => seat.name.trim() || (seat.nation ? nationName(seat.nation) : t('new.playerName', { n: i + 1 })))}
            bidding={bidding}
            onBidding={(b) => (touched(), setBidding(b))}
          />
          <ViolationList violations={violations} />
          {storage && <StorageError error={storage} />}
          <button type="submit" class="btn primary block" disabled={busy}>
            {t('new.start')}
          </button>
        </form>
  );
}

function SettingChoice<V extends string>({ name, values, value, onChange }: { readonly name: string; readonly values: readonly V[]; readonly value: V; readonly onChange: (v: V) => void }) {
  return (
    <fieldset class="inner">
      <legend>{translate(locale.value, `setting.${name}`)}</legend>
      <div class="choices">
        {values.map((v) => (
          <label class="choice" key={v}>
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
            <span>{translate(locale.value, `setting.${name}.${v}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
