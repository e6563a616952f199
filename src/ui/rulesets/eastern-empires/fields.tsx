/** Small inputs the Eastern Empires forms share: a player picker, a yes/no box and commodity cards by set. */
import type { CivilizationId, CommodityId, Hand } from '../../../engine/rulesets/eastern-empires';
import { t } from '../../i18n';
import { NumberField } from '../../components/NumberField';
import { SelectField } from '../../components/SelectField';
import { civName, commodityName } from './names';

export function CivPick({
  id,
  label,
  value,
  options,
  names,
  onChange,
  none,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: CivilizationId | '';
  readonly options: readonly CivilizationId[];
  readonly names: Readonly<Partial<Record<CivilizationId, string>>>;
  readonly onChange: (v: CivilizationId | '') => void;
  /** Label of an empty choice, if the field may be left empty. */
  readonly none?: string;
}) {
  return (
    <SelectField<CivilizationId | ''>
      wide
      id={id}
      label={label}
      value={value}
      none={none}
      options={options.map((c) => ({ value: c, label: `${civName(c)} · ${names[c] ?? ''}` }))}
      onChange={onChange}
    />
  );
}

export function Check({
  id,
  label,
  checked,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (v: boolean) => void;
}) {
  return (
    <label class="choice" for={id}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** Commodity cards by set: one counter per commodity of the game's deck, folded away until opened. */
export function HandFields({
  id,
  label,
  commodities,
  value,
  onChange,
  open,
}: {
  readonly id: string;
  readonly label: string;
  readonly commodities: readonly { readonly id: CommodityId; readonly max: number }[];
  readonly value: Hand;
  readonly onChange: (v: Hand) => void;
  readonly open?: boolean;
}) {
  const total = Object.values(value).reduce<number>((s, n) => s + (n ?? 0), 0);
  return (
    <details class="why hand-fields" open={open}>
      <summary>
        {label} · {t('eeui.cards', { n: total })}
      </summary>
      {commodities.map((c) => (
        <NumberField
          key={c.id}
          id={`${id}-${c.id}`}
          label={commodityName(c.id)}
          value={value[c.id] ?? null}
          max={c.max}
          onChange={(v) => {
            const next: Partial<Record<CommodityId, number>> = { ...value };
            if (v === null || v === 0) delete next[c.id];
            else next[c.id] = v;
            onChange(next);
          }}
        />
      ))}
    </details>
  );
}

/** Player display: "Saba (Ronald)". */
export const who = (civ: CivilizationId, names: Readonly<Partial<Record<CivilizationId, string>>>): string => `${civName(civ)} (${names[civ] ?? ''})`;
