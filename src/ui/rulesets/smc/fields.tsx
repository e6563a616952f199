/** Small smc form fields: a player picker, a region's facts, a printed technology card. */
import type { RegionFacts, TechnologyCard } from '../../../engine/rulesets/smc/setup';
import { cardCostRange, ownerUnitsRange } from '../../../engine/rulesets/smc/views/ranges';
import { ERAS, RESOURCES, TERRAINS, UNIT_KINDS, type Era, type Resource, type Terrain, type UnitKind } from '../../../engine/rulesets/smc/vocab';
import type { SmcGame } from '../../../state/game-smc';
import { t } from '../../i18n';
import { NumberField } from '../../components/NumberField';
import { SelectField } from '../../components/SelectField';
import { eraName, playerName, resourceName, terrainName, unitName } from './names';

export function PlayerPick({
  g,
  id,
  label,
  value,
  onChange,
  exclude,
}: {
  readonly g: SmcGame;
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (v: string) => void;
  readonly exclude?: string;
}) {
  const options = g.state.players.filter((p) => !p.eliminated && p.id !== exclude).map((p) => ({ value: p.id, label: playerName(g, p.id) }));
  return <SelectField id={id} label={label} value={value} options={options} onChange={onChange} />;
}

export const eraOptions = (upTo: Era) => ERAS.slice(0, ERAS.indexOf(upTo) + 1).map((e) => ({ value: e, label: eraName(e) }));

/** A land region: its name, resource marker, fertile marker and terrain (Exploration markers). */
export function RegionFields({
  id,
  value,
  onChange,
  label,
}: {
  readonly id: string;
  readonly value: RegionFacts;
  readonly onChange: (v: RegionFacts) => void;
  readonly label: string;
}) {
  return (
    <fieldset class="inner region" data-testid={id}>
      <legend>{label}</legend>
      <div class="num-row">
        <label for={`${id}-name`}>{t('smcui.region.name')}</label>
        <input id={`${id}-name`} value={value.region} maxLength={40} onInput={(e) => onChange({ ...value, region: e.currentTarget.value })} />
      </div>
      <SelectField<Resource | ''>
        id={`${id}-resource`}
        label={t('smcui.region.resource')}
        value={value.resource ?? ''}
        options={[{ value: '', label: t('smcui.region.noResource') }, ...RESOURCES.map((r) => ({ value: r, label: resourceName(r) }))]}
        onChange={(v) => onChange({ ...value, resource: v === '' ? null : v })}
      />
      <SelectField<Terrain>
        id={`${id}-terrain`}
        label={t('smcui.region.terrain')}
        value={value.terrain}
        options={TERRAINS.map((x) => ({ value: x, label: terrainName(x) }))}
        onChange={(v) => onChange({ ...value, terrain: v })}
      />
      <label class="choice">
        <input id={`${id}-fertile`} type="checkbox" checked={value.fertile} onChange={(e) => onChange({ ...value, fertile: e.currentTarget.checked })} />
        <span>{t('smcui.region.fertile')}</span>
      </label>
    </fieldset>
  );
}

export const emptyRegion = (region = ''): RegionFacts => ({ region, resource: null, fertile: false, terrain: 'open' });

/** A technology card being typed in: every printed value comes from the players (R-S1). */
export interface CardDraft {
  readonly name: string;
  readonly era: Era;
  readonly cost: number | null;
  readonly seminal: boolean;
  readonly prerequisites: string;
  readonly wonder: string;
  /** Units the card's owner bonus awards (e.g. two infantry of the card's era). */
  readonly ownerKind: UnitKind;
  readonly ownerCount: number | null;
}

export const emptyCard = (era: Era): CardDraft => ({
  name: '',
  era,
  cost: null,
  seminal: false,
  prerequisites: '',
  wonder: '',
  ownerKind: 'infantry',
  ownerCount: null,
});

/** The card as the engine takes it, or null while it has no name. */
export function cardOf(d: CardDraft): TechnologyCard | null {
  const name = d.name.trim();
  if (name === '') return null;
  const prerequisites = d.prerequisites
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
  return {
    name,
    era: d.era,
    cost: d.cost ?? 0,
    seminal: d.seminal,
    prerequisites,
    wonder: d.wonder.trim() === '' ? null : d.wonder.trim(),
    ownerUnits: (d.ownerCount ?? 0) > 0 ? [{ era: d.era, kind: d.ownerKind, count: d.ownerCount ?? 0 }] : [],
    source: 'table',
  };
}

export function CardFields({
  id,
  value,
  onChange,
  eras,
}: {
  readonly id: string;
  readonly value: CardDraft;
  readonly onChange: (v: CardDraft) => void;
  readonly eras: readonly Era[];
}) {
  return (
    <fieldset class="inner table-values" data-testid={id}>
      <legend>{t('smcui.card.title')}</legend>
      <p class="small from-table">{t('smcui.fromTable')}</p>
      <div class="num-row">
        <label for={`${id}-name`}>{t('smcui.card.name')}</label>
        <input id={`${id}-name`} value={value.name} maxLength={40} onInput={(e) => onChange({ ...value, name: e.currentTarget.value })} />
      </div>
      {eras.length > 1 && (
        <SelectField<Era>
          id={`${id}-era`}
          label={t('smcui.card.era')}
          value={value.era}
          options={eras.map((e) => ({ value: e, label: eraName(e) }))}
          onChange={(v) => onChange({ ...value, era: v })}
        />
      )}
      <NumberField id={`${id}-cost`} label={t('smcui.card.cost')} {...cardCostRange()} value={value.cost} onChange={(v) => onChange({ ...value, cost: v })} />
      <div class="num-row">
        <label for={`${id}-prereq`}>{t('smcui.card.prerequisites')}</label>
        <input id={`${id}-prereq`} value={value.prerequisites} maxLength={120} onInput={(e) => onChange({ ...value, prerequisites: e.currentTarget.value })} />
      </div>
      <div class="num-row">
        <label for={`${id}-wonder`}>{t('smcui.card.wonder')}</label>
        <input id={`${id}-wonder`} value={value.wonder} maxLength={40} onInput={(e) => onChange({ ...value, wonder: e.currentTarget.value })} />
      </div>
      <SelectField<UnitKind>
        id={`${id}-owner-kind`}
        label={t('smcui.card.ownerUnits')}
        value={value.ownerKind}
        options={UNIT_KINDS.map((k) => ({ value: k, label: unitName(k) }))}
        onChange={(v) => onChange({ ...value, ownerKind: v })}
      />
      <NumberField
        id={`${id}-owner-count`}
        label={t('smcui.card.ownerCount')}
        {...ownerUnitsRange()}
        value={value.ownerCount}
        onChange={(v) => onChange({ ...value, ownerCount: v })}
      />
      <label class="choice">
        <input type="checkbox" checked={value.seminal} onChange={(e) => onChange({ ...value, seminal: e.currentTarget.checked })} />
        <span>{t('smcui.card.seminal')}</span>
      </label>
    </fieldset>
  );
}
