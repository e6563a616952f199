/**
 * New smc game: standard or advanced rules (with the game length), 2 to 6 players in clockwise
 * seating order, each with his two starting regions (resource, fertile land, terrain as the
 * exploration markers showed), the player who won the roll to start, and in the advanced rules the
 * ancient technology each was dealt, its printed values typed in by the table (R-S1); in the
 * standard rules, what the "6 Villages" milestone counts (R-S5, a setting). The engine
 * checks the setup; the repository stores it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { RegionFacts, SmcSetup, VillageMilestoneCount } from '../../../engine/rulesets/smc/setup';
import { DEFAULT_OPTIONS, validateSetup, VILLAGE_MILESTONE_COUNTS } from '../../../engine/rulesets/smc/setup';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../../engine/rulesets/smc/data';
import { GAME_LENGTHS, RULE_SETS, type GameLength, type RuleSet } from '../../../engine/rulesets/smc/vocab';
import type { Violation } from '../../../engine/types';
import type { PersistenceError } from '../../../persistence/errors';
import { locale, t } from '../../../state/i18n';
import { beginEdit } from '../../../state/pwa';
import { repo } from '../../../state/repo';
import { navigate } from '../../../state/router';
import { StorageError, ViolationList } from '../../components/Violations';
import { CardFields, cardOf, emptyCard, emptyRegion, Choice, RegionFields, type CardDraft } from './fields';
import { resourceName } from './names';
import './smc.css';

interface Seat {
  readonly name: string;
  readonly start: readonly [RegionFacts, RegionFacts];
  readonly card: CardDraft;
}

const today = () => new Date().toLocaleDateString(locale.value, { day: 'numeric', month: 'short', year: 'numeric' });
const seat = (): Seat => ({ name: '', start: [emptyRegion(), emptyRegion()], card: emptyCard('ancient') });
const COUNTS = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => MIN_PLAYERS + i);

export function SmcNewGame() {
  const [name, setName] = useState('');
  const [rules, setRules] = useState<RuleSet>('standard');
  const [length, setLength] = useState<GameLength>('medium');
  const [villageMilestone, setVillageMilestone] = useState<VillageMilestoneCount>(DEFAULT_OPTIONS.villageMilestone);
  const [count, setCount] = useState(4);
  const [seats, setSeats] = useState<readonly Seat[]>(() => Array.from({ length: MAX_PLAYERS }, seat));
  const [first, setFirst] = useState(0);
  const [violations, setViolations] = useState<readonly Violation[]>([]);
  const [storage, setStorage] = useState<PersistenceError | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const done = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => done.current?.(), []);
  const touched = () => {
    done.current ??= beginEdit();
  };
  const active = seats.slice(0, count);
  const nameOf = (s: Seat, i: number) => s.name.trim() || t('new.playerName', { n: i + 1 });
  const setSeat = (i: number, patch: Partial<Seat>) => {
    touched();
    setSeats(seats.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  };

  async function start(e: Event) {
    e.preventDefault();
    if (busy) return;
    // A player's name is his id in the log, so violations and the ledger read with names.
    const setup: SmcSetup = {
      rules,
      length: rules === 'advanced' ? length : null,
      players: active.map((s, i) => ({
        id: nameOf(s, i),
        name: nameOf(s, i),
        start: s.start.map((r, k) => ({ ...r, region: r.region.trim() || t('smcui.new.defaultRegion', { player: nameOf(s, i), n: k + 1 }) })),
        startingTechnology: rules === 'advanced' ? cardOf({ ...s.card, era: 'ancient' }) : null,
      })),
      firstPlayer: nameOf(active[first] ?? seat(), first),
      // Standard Rules: Wonders, "6 Villages" (R-S5): a setting of the standard game only.
      ...(rules === 'standard' ? { options: { villageMilestone } } : {}),
    };
    const found = validateSetup(setup);
    setViolations(found);
    setStorage(undefined);
    if (found.length > 0) return;
    setBusy(true);
    const created = await repo().createGame({ name: name.trim() || t('new.defaultName', { date: today() }), ruleset: 'smc', setup });
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
    <form onSubmit={start} class="new-game smc" noValidate data-testid="smc-new-game">
      <div class="field">
        <label for="game-name">{t('new.name')}</label>
        <input id="game-name" value={name} maxLength={80} placeholder={t('new.defaultName', { date: today() })} onInput={(e) => (touched(), setName(e.currentTarget.value))} />
      </div>
      <fieldset class="inner">
        <legend>{t('smcui.new.rules')}</legend>
        <div class="choices">
          {RULE_SETS.map((r) => (
            <label class="choice" key={r}>
              <input type="radio" name="smc-rules" value={r} checked={rules === r} onChange={() => (touched(), setRules(r))} />
              <span>{t(`smcui.rules.${r}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {rules === 'advanced' && (
        <Choice<GameLength> id="smc-length" label={t('smcui.new.length')} value={length} options={GAME_LENGTHS.map((l) => ({ value: l, label: t(`smcui.length.${l}`) }))} onChange={(v) => (touched(), setLength(v))} />
      )}
      {rules === 'standard' && (
        <Choice<VillageMilestoneCount>
          id="smc-village-milestone"
          label={t('smcui.new.villageMilestone')}
          value={villageMilestone}
          options={VILLAGE_MILESTONE_COUNTS.map((v) => ({ value: v, label: t(`smcui.villageMilestone.${v}`) }))}
          onChange={(v) => (touched(), setVillageMilestone(v))}
        />
      )}
      <div class="field">
        <label for="player-count">{t('new.playerCount')}</label>
        <select id="player-count" value={count} onChange={(e) => (touched(), setCount(Number(e.currentTarget.value)), setFirst(0))}>
          {COUNTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <p class="muted small">{t('smcui.new.seating')}</p>
      </div>
      {active.map((s, i) => (
        <fieldset key={i} class="seat-smc">
          <legend>{nameOf(s, i)}</legend>
          <div class="field">
            <input aria-label={t('new.playerName', { n: i + 1 })} placeholder={t('new.playerName', { n: i + 1 })} value={s.name} maxLength={40} onInput={(e) => setSeat(i, { name: e.currentTarget.value })} />
          </div>
          {s.start.map((r, k) => (
            <details key={k} class="why" open={k === 0 && i === 0}>
              <summary>
                {t('smcui.new.region', { n: k + 1, region: r.region.trim() || t('smcui.new.defaultRegion', { player: nameOf(s, i), n: k + 1 }) })}
                {r.resource !== null && ` · ${resourceName(r.resource)}`}
                {r.fertile && ` · ${t('smcui.region.fertileShort')}`}
              </summary>
              <RegionFields
                id={`start-${i}-${k}`}
                label={t('smcui.new.regionOf', { n: k + 1 })}
                value={r}
                onChange={(v) => setSeat(i, { start: k === 0 ? [v, s.start[1]] : [s.start[0], v] })}
              />
            </details>
          ))}
          {rules === 'advanced' && <CardFields id={`start-card-${i}`} value={s.card} eras={['ancient']} onChange={(v) => setSeat(i, { card: v })} />}
        </fieldset>
      ))}
      <Choice
        id="smc-first"
        label={t('smcui.new.first')}
        value={String(first)}
        options={active.map((s, i) => ({ value: String(i), label: nameOf(s, i) }))}
        onChange={(v) => (touched(), setFirst(Number(v)))}
      />
      <ViolationList violations={violations} />
      {storage && <StorageError error={storage} />}
      <button type="submit" class="btn primary block" disabled={busy}>
        {t('new.start')}
      </button>
    </form>
  );
}
