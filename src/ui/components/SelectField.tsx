/**
 * A labelled choice from a list the screen gives (a player, a card, a region), optionally with an
 * empty first choice ("none"). Compact (label beside the select) unless `wide`.
 */
export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  none,
  wide = false,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: V;
  readonly options: readonly { readonly value: V; readonly label: string }[];
  readonly onChange: (v: V) => void;
  /** The label of the empty choice (value ''); give it only where V includes ''. */
  readonly none?: string;
  /** Label above the select, for long option names. */
  readonly wide?: boolean;
}) {
  return (
    <div class={wide ? 'field' : 'num-row'}>
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as V)}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
