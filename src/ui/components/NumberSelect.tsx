/** A labelled choice among a few whole numbers the engine offers (a tax rate), in the number-row layout. */
export function NumberSelect({
  id,
  label,
  values,
  value,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly values: readonly number[];
  readonly value: number;
  readonly onChange: (v: number) => void;
}) {
  return (
    <div class="num-row">
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {values.map((x) => (
          <option key={x} value={x}>
            {x}
          </option>
        ))}
      </select>
    </div>
  );
}
