/**
 * New smc game: standard or advanced rules (with the game length), 2 to 6 players in clockwise
 * seating order, each with his two starting regions (resource, fertile land, terrain as the
 * exploration markers showed), the player who won the roll to start, and in the advanced rules the
 * ancient technology each was dealt, its printed values typed in by the table (R-S1); in the
 * standard rules, what the "6 Villages" milestone counts (R-S5, a setting). The engine
 * checks the setup; the repository stores it.
 */
import { useState } from 'preact/hooks';
import type { RegionFacts, SmcSetup, VillageMilestoneCount } from '../../../engine/rulesets/smc/setup';
import { DEFAULT_OPTIONS, validateSetup, VILLAGE_MILESTONE_COUNTS } from '../../../engine/rulesets/smc/setup';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../../engine/rulesets/smc/data';
import { GAME_LENGTHS, RULE_SETS, type GameLength, type RuleSet } from '../../../engine/rulesets/smc/vocab';
import { smcFeatures } from '../../../engine/rulesets/smc/features';
import { t } from '../../i18n';
import { GameNameField, PlayerCountField, RadioChoice, SeatNameInput, SetupFooter } from '../../components/SetupFields';
import { useSetupForm } from '../../components/useSetupForm';
import { CardFields, cardOf, emptyCard, emptyRegion, RegionFields, type CardDraft } from './fields';
import { SelectField } from '../../components/SelectField';
import { resourceName } from './names';
import './smc.css';

interface Seat {
  readonly name: string;
  readonly start: readonly [RegionFacts, RegionFacts];
  readonly card: CardDraft;
}

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
  const form = useSetupForm();
  const touched = form.touched;
  const active = seats.slice(0, count);
  const nameOf = (s: Seat, i: number) => s.name.trim() || t('new.playerName', { n: i + 1 });
  const setSeat = (i: number, patch: Partial<Seat>) => {
    touched();
    setSeats(seats.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  };

  const features = smcFeatures({ rules });

  async function start(e: Event) {
    e.preventDefault();
    // A player's name is his id in the log, so violations and the ledger read with names.
    const setup: SmcSetup = {
      rules,
      length: features.gameLength ? length : null,
      players: active.map((s, i) => ({
        id: nameOf(s, i),
        name: nameOf(s, i),
        start: s.start.map((r, k) => ({ ...r, region: r.region.trim() || t('smcui.new.defaultRegion', { player: nameOf(s, i), n: k + 1 }) })),
        startingTechnology: features.startingTechnology ? cardOf({ ...s.card, era: 'ancient' }) : null,
      })),
      firstPlayer: nameOf(active[first] ?? seat(), first),
      // Standard Rules: Wonders, "6 Villages" (R-S5): a setting of the standard game only.
      ...(features.wonderMilestones ? { options: { villageMilestone } } : {}),
    };
    await form.create(name, 'smc', setup, validateSetup(setup));
  }

  return (
    <form onSubmit={start} class="new-game smc" noValidate data-testid="smc-new-game">
      <GameNameField value={name} onInput={(v) => (touched(), setName(v))} />
      <RadioChoice
        name="smc-rules"
        legend={t('smcui.new.rules')}
        values={RULE_SETS}
        value={rules}
        label={(r) => t(`smcui.rules.${r}`)}
        onChange={(r) => (touched(), setRules(r))}
      />
      {features.gameLength && (
        <SelectField<GameLength>
          id="smc-length"
          label={t('smcui.new.length')}
          value={length}
          options={GAME_LENGTHS.map((l) => ({ value: l, label: t(`smcui.length.${l}`) }))}
          onChange={(v) => (touched(), setLength(v))}
        />
      )}
      {features.wonderMilestones && (
        <SelectField<VillageMilestoneCount>
          id="smc-village-milestone"
          label={t('smcui.new.villageMilestone')}
          value={villageMilestone}
          options={VILLAGE_MILESTONE_COUNTS.map((v) => ({ value: v, label: t(`smcui.villageMilestone.${v}`) }))}
          onChange={(v) => (touched(), setVillageMilestone(v))}
        />
      )}
      <PlayerCountField counts={COUNTS} value={count} onChange={(n) => (touched(), setCount(n), setFirst(0))}>
        <p class="muted small">{t('smcui.new.seating')}</p>
      </PlayerCountField>
      {active.map((s, i) => (
        <fieldset key={i} class="seat-smc">
          <legend>{nameOf(s, i)}</legend>
          <div class="field">
            <SeatNameInput i={i} value={s.name} onInput={(v) => setSeat(i, { name: v })} />
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
          {features.startingTechnology && <CardFields id={`start-card-${i}`} value={s.card} eras={['ancient']} onChange={(v) => setSeat(i, { card: v })} />}
        </fieldset>
      ))}
      <SelectField
        id="smc-first"
        label={t('smcui.new.first')}
        value={String(first)}
        options={active.map((s, i) => ({ value: String(i), label: nameOf(s, i) }))}
        onChange={(v) => (touched(), setFirst(Number(v)))}
      />
      <SetupFooter form={form} />
    </form>
  );
}
