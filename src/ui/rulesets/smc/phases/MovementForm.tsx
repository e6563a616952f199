/**
 * Movement and battles: the battle helper (each side's dice and modifiers for the chosen units in
 * this era; the table rolls real dice and enters the sums; the app names the loser and records the
 * round), exploration events (treasure, a free technology, a minor civilization), losses the map
 * decides (plague, a sunk fleet's cargo) and a settlement captured.
 */
import type { BattleSide } from '../../../../engine/rulesets/smc/entries/types';
import type { RegionFacts } from '../../../../engine/rulesets/smc/setup';
import { loseSettlersRange, loseUnitsRange } from '../../../../engine/rulesets/smc/views/ranges';
import { BATTLE_UNITS, battleSideFields, battlePreview, smcFeatures, type SidePreview } from '../../../../engine/rulesets/smc/views/forms';
import { ARMY_KINDS, UNIT_KINDS, type ArmyKind, type Era, type UnitKind } from '../../../../engine/rulesets/smc/vocab';
import { smcSignals, type SmcGame } from '../../../../state/game-smc';
import { t } from '../../../i18n';
import { NumberField } from '../../../components/NumberField';
import { citeText } from '../../../components/names';
import { useDraft, useEntry } from '../../../components/useEntry';
import { SubmitRow } from '../../../components/SubmitRow';
import { ConfirmRow, useConfirm } from '../../../components/ConfirmRow';
import { smcConsequenceSentences } from '../consequences';
import { Why } from '../../../components/Why';
import { CardFields, cardOf, emptyCard, emptyRegion, eraOptions, PlayerPick, RegionFields, type CardDraft } from '../fields';
import { SelectField } from '../../../components/SelectField';
import { playerName, sizeLabel, unitName } from '../names';

export function MovementForm({ g }: { readonly g: SmcGame }) {
  return (
    <div data-testid="movement-form">
      <p class="muted small">{t('smcui.movementHint')}</p>
      <details class="card" data-testid="battle">
        <summary>{t('smcui.battle.title')}</summary>
        <Battle g={g} />
      </details>
      <details class="card" data-testid="explore">
        <summary>{t('smcui.explore.title')}</summary>
        <Explore g={g} />
      </details>
      <details class="card" data-testid="losses">
        <summary>{t('smcui.losses.title')}</summary>
        <Losses g={g} />
      </details>
      <details class="card" data-testid="capture">
        <summary>{t('smcui.capture.title')}</summary>
        <Capture g={g} />
      </details>
    </div>
  );
}

function newSide(g: SmcGame, player: string): BattleSide {
  return { player, era: g.state.era, unit: 'infantry', level: 1, aircraft: null, roll: 0, defendingSettlement: false };
}

function Battle({ g }: { readonly g: SmcGame }) {
  const players = g.state.players.filter((p) => !p.eliminated);
  const entry = useEntry(smcSignals(), { turn: g.state.turn, form: 'battle' });
  const [attacker, setAttacker] = useDraft<BattleSide>(entry, 'attacker', () => newSide(g, players[0]?.id ?? ''));
  const [defender, setDefender] = useDraft<BattleSide>(entry, 'defender', () => newSide(g, players[1]?.id ?? ''));
  const [rolls, setRolls, resetRolls] = useDraft<{ readonly a: number | null; readonly d: number | null }>(entry, 'rolls', { a: null, d: null });
  const rolled = rolls.a !== null && rolls.d !== null;
  const a = { ...attacker, roll: rolls.a ?? 0 };
  const d = { ...defender, roll: rolls.d ?? 0 };
  const preview = battlePreview(g.setup, g.state, a, d, rolled);
  return (
    <form
      noValidate
      data-testid="battle-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await entry.submit({ kind: 'battle-round', attacker: a, defender: d })) resetRolls({ a: null, d: null });
      }}
    >
      <SideFields
        g={g}
        id="att"
        title={t('smcui.battle.attacker')}
        side={attacker}
        onChange={(s) => (entry.touched(), setAttacker(s))}
        view={preview.attacker}
      />
      <NumberField
        id="att-roll"
        label={t('smcui.battle.roll', { min: preview.attacker.min, max: preview.attacker.max })}
        name={t('smcui.battle.rollOf', { player: playerName(g, attacker.player) })}
        min={preview.attacker.min}
        max={preview.attacker.max}
        value={rolls.a}
        onChange={(v) => (entry.touched(), setRolls({ ...rolls, a: v }))}
      />
      <SideFields
        g={g}
        id="def"
        title={t('smcui.battle.defender')}
        side={defender}
        onChange={(s) => (entry.touched(), setDefender(s))}
        view={preview.defender}
      />
      <NumberField
        id="def-roll"
        label={t('smcui.battle.roll', { min: preview.defender.min, max: preview.defender.max })}
        name={t('smcui.battle.rollOf', { player: playerName(g, defender.player) })}
        min={preview.defender.min}
        max={preview.defender.max}
        value={rolls.d}
        onChange={(v) => (entry.touched(), setRolls({ ...rolls, d: v }))}
      />
      {!preview.canFight && (
        <p class="violation">{t('violation.smc/battle/cannot-fight', { attacker: unitName(attacker.unit), defender: unitName(defender.unit) })}</p>
      )}
      {preview.loser !== null && (
        <p class="total" data-testid="battle-result">
          {t('smcui.battle.totals', { a: preview.attacker.total ?? 0, d: preview.defender.total ?? 0 })}{' '}
          {preview.loser === 'both'
            ? t('smcui.battle.tie')
            : t('smcui.battle.loses', { player: playerName(g, preview.loser === 'attacker' ? a.player : d.player) })}
        </p>
      )}
      <Why cite={preview.cite} />
      <SubmitRow form={entry} label={t('smcui.battle.record')} incomplete={!rolled} />
    </form>
  );
}

function SideFields({
  g,
  id,
  title,
  side,
  onChange,
  view,
}: {
  readonly g: SmcGame;
  readonly id: string;
  readonly title: string;
  readonly side: BattleSide;
  readonly onChange: (s: BattleSide) => void;
  readonly view: SidePreview;
}) {
  const fields = battleSideFields(g.setup, side);
  const owner = g.state.players.find((p) => p.id === side.player);
  return (
    <fieldset class="inner side" data-testid={`${id}-side`}>
      <legend>{title}</legend>
      <PlayerPick g={g} id={`${id}-player`} label={t('table.player')} value={side.player} onChange={(v) => onChange({ ...side, player: v })} />
      <SelectField<Era>
        id={`${id}-era`}
        label={t('smcui.battle.era')}
        value={side.era}
        options={eraOptions(g.state.era)}
        onChange={(v) => onChange({ ...side, era: v, level: 1 })}
      />
      <SelectField<UnitKind>
        id={`${id}-unit`}
        label={t('smcui.battle.unit')}
        value={side.unit}
        options={BATTLE_UNITS.map((k) => ({ value: k, label: `${unitName(k)} (${owner?.units[side.era][k] ?? 0})` }))}
        onChange={(v) => onChange({ ...side, unit: v, level: 1 })}
      />
      {fields.levels > 1 && (
        <SelectField
          id={`${id}-level`}
          label={t('smcui.battle.level')}
          value={String(side.level)}
          options={Array.from({ length: fields.levels }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
          onChange={(v) => onChange({ ...side, level: Number(v) })}
        />
      )}
      {(owner?.units.modern.aircraft ?? 0) > 0 && (
        <SelectField
          id={`${id}-aircraft`}
          label={t('smcui.battle.aircraft')}
          value={String(side.aircraft ?? 0)}
          options={[{ value: '0', label: '–' }, ...Array.from({ length: fields.aircraftLevels }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))]}
          onChange={(v) => onChange({ ...side, aircraft: v === '0' ? null : Number(v) })}
        />
      )}
      {fields.defendingSettlement && (
        <label class="choice">
          <input type="checkbox" checked={side.defendingSettlement} onChange={(e) => onChange({ ...side, defendingSettlement: e.currentTarget.checked })} />
          <span>{t('smcui.battle.defending')}</span>
        </label>
      )}
      <p class="small" data-testid={`${id}-dice`}>
        {view.unitName !== null && <strong>{view.unitName} · </strong>}
        {t('smcui.battle.dice', { n: view.strength.dice, air: view.strength.aircraftDice })}
        {view.strength.modifiers.map((m) => (
          <span key={m.kind}>
            {' '}
            · {t(`smcui.modifier.${m.kind}`, { value: m.value })} <span class="cite muted">({citeText(m.cite)})</span>
          </span>
        ))}
      </p>
    </fieldset>
  );
}

type ExploreType = 'treasure' | 'free-technology' | 'minor-civilization';

function Explore({ g }: { readonly g: SmcGame }) {
  const { technologyCards } = smcFeatures(g.setup);
  const entry = useEntry(smcSignals(), { turn: g.state.turn, form: 'explore' });
  const [player, setPlayer] = useDraft(entry, 'player', g.state.players[0]?.id ?? '');
  const [type, setType] = useDraft<ExploreType>(entry, 'type', 'treasure');
  const [site, setSite, resetSite] = useDraft<RegionFacts>(entry, 'site', emptyRegion());
  const [unit, setUnit] = useDraft<ArmyKind>(entry, 'unit', 'infantry');
  const [card, setCard, resetCard] = useDraft<CardDraft>(entry, 'card', () => emptyCard(g.state.era));
  const event =
    type === 'treasure'
      ? { type }
      : type === 'free-technology'
        ? { type, card: technologyCards ? cardOf(card) : null }
        : { type, site: { ...site, region: site.region.trim() }, unit };
  return (
    <form
      noValidate
      data-testid="explore-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await entry.submit({ kind: 'explore', player, event })) {
          resetSite(emptyRegion());
          resetCard(emptyCard(g.state.era));
        }
      }}
    >
      <PlayerPick g={g} id="explore-player" label={t('table.player')} value={player} onChange={(v) => (entry.touched(), setPlayer(v))} />
      <SelectField<ExploreType>
        id="explore-type"
        label={t('smcui.explore.event')}
        value={type}
        options={(['treasure', 'free-technology', 'minor-civilization'] as const).map((x) => ({ value: x, label: t(`smcui.explore.${x}`) }))}
        onChange={(v) => (entry.touched(), setType(v))}
      />
      {type === 'free-technology' && technologyCards && (
        <CardFields id="explore-card" value={card} eras={[g.state.era]} onChange={(v) => (entry.touched(), setCard(v))} />
      )}
      {type === 'minor-civilization' && (
        <>
          <RegionFields id="explore-site" label={t('smcui.explore.site')} value={site} onChange={(v) => (entry.touched(), setSite(v))} />
          <SelectField<ArmyKind>
            id="explore-unit"
            label={t('smcui.explore.unit')}
            value={unit}
            options={ARMY_KINDS.map((k) => ({ value: k, label: unitName(k) }))}
            onChange={(v) => (entry.touched(), setUnit(v))}
          />
        </>
      )}
      <SubmitRow form={entry} label={t('smcui.explore.record')} />
    </form>
  );
}

/** Losses the map decides: units and settlers removed, settlements shrunk one size (Plague). */
function Losses({ g }: { readonly g: SmcGame }) {
  const entry = useEntry(smcSignals(), { turn: g.state.turn, form: 'losses' });
  const [player, setPlayer] = useDraft(entry, 'player', g.state.players[0]?.id ?? '');
  const [era, setEra] = useDraft<Era>(entry, 'era', g.state.era);
  const [kind, setKind] = useDraft<UnitKind>(entry, 'kind', 'infantry');
  const [count, setCount, resetCount] = useDraft<number | null>(entry, 'count', null);
  const [settlers, setSettlers, resetSettlers] = useDraft<number | null>(entry, 'settlers', null);
  const [reduce, setReduce, resetReduce] = useDraft<readonly string[]>(entry, 'reduce', []);
  const p = g.state.players.find((x) => x.id === player);
  const units = (count ?? 0) > 0 ? [{ era, kind, count: count ?? 0 }] : [];
  const lose = { kind: 'lose' as const, player, units, settlers: settlers ?? 0, reduce };
  // What the map takes is said in words and recorded on a second tap (issue 19 item 2).
  const confirm = useConfirm(smcConsequenceSentences(g, lose));
  return (
    <form
      noValidate
      data-testid="losses-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!confirm.pass()) return;
        if (await entry.submit(lose)) {
          resetCount(null);
          resetSettlers(null);
          resetReduce([]);
        }
      }}
    >
      <PlayerPick g={g} id="lose-player" label={t('table.player')} value={player} onChange={(v) => (entry.touched(), setPlayer(v), setReduce([]))} />
      <SelectField<Era>
        id="lose-era"
        label={t('smcui.battle.era')}
        value={era}
        options={eraOptions(g.state.era)}
        onChange={(v) => (entry.touched(), setEra(v))}
      />
      <SelectField<UnitKind>
        id="lose-unit"
        label={t('smcui.battle.unit')}
        value={kind}
        options={UNIT_KINDS.map((k) => ({ value: k, label: `${unitName(k)} (${p?.units[era][k] ?? 0})` }))}
        onChange={(v) => (entry.touched(), setKind(v))}
      />
      <NumberField
        id="lose-count"
        label={t('smcui.losses.count')}
        name={t('smcui.losses.countOf', { unit: unitName(kind), player: playerName(g, player) })}
        {...(p === undefined ? {} : loseUnitsRange(p, era, kind))}
        value={count}
        onChange={(v) => (entry.touched(), setCount(v))}
      />
      <NumberField
        id="lose-settlers"
        label={t('smcui.settlers')}
        name={t('smcui.losses.settlersOf', { player: playerName(g, player) })}
        {...(p === undefined ? {} : loseSettlersRange(p))}
        value={settlers}
        onChange={(v) => (entry.touched(), setSettlers(v))}
      />
      {(p?.settlements ?? []).map((s) => (
        <label class="choice" key={s.region}>
          <input
            type="checkbox"
            checked={reduce.includes(s.region)}
            onChange={(e) => (entry.touched(), setReduce(e.currentTarget.checked ? [...reduce, s.region] : reduce.filter((r) => r !== s.region)))}
          />
          <span>{t('smcui.losses.reduce', { region: s.region, size: sizeLabel(s.size) })}</span>
        </label>
      ))}
      <ConfirmRow form={entry} label={t('smcui.losses.record')} confirm={confirm} look="plain" />
    </form>
  );
}

/** A settlement taken in battle: it changes hands with its city card (How to resolve battles). */
function Capture({ g }: { readonly g: SmcGame }) {
  const first = g.state.players[0]?.id ?? '';
  const entry = useEntry(smcSignals(), { turn: g.state.turn, form: 'capture' });
  const [from, setFrom] = useDraft(entry, 'from', first);
  const [to, setTo] = useDraft(entry, 'to', g.state.players.find((p) => p.id !== first)?.id ?? first);
  const [region, setRegion] = useDraft(entry, 'region', '');
  const owned = g.state.players.find((p) => p.id === from)?.settlements ?? [];
  const chosen = owned.find((s) => s.region === region)?.region ?? owned[0]?.region ?? '';
  const capture = { kind: 'capture' as const, from, to, region: chosen };
  // A settlement changing hands is said in words and recorded on a second tap (issue 19 item 2).
  const confirm = useConfirm(chosen === '' ? [] : smcConsequenceSentences(g, capture));
  return (
    <form
      noValidate
      data-testid="capture-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!confirm.pass()) return;
        void entry.submit(capture);
      }}
    >
      <PlayerPick g={g} id="capture-from" label={t('smcui.capture.from')} value={from} onChange={(v) => (entry.touched(), setFrom(v), setRegion(''))} />
      <SelectField
        id="capture-region"
        label={t('smcui.capture.region')}
        value={chosen}
        options={owned.map((s) => ({ value: s.region, label: `${s.region} (${sizeLabel(s.size)})` }))}
        onChange={(v) => (entry.touched(), setRegion(v))}
      />
      <PlayerPick g={g} id="capture-to" label={t('smcui.capture.to')} value={to} exclude={from} onChange={(v) => (entry.touched(), setTo(v))} />
      <ConfirmRow form={entry} label={t('smcui.capture.record')} incomplete={chosen === ''} confirm={confirm} look="plain" />
    </form>
  );
}
