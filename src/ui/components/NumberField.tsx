/**
 * A labelled whole-number field sized for thumbs: −/+ buttons around a numeric input. On an empty
 * box the first tap of either button fills in `start` (the last known value, where the form knows
 * one; else the least allowed), and the taps after it step from there. The input is a text box with
 * the numeric keyboard and no native limits: `min`/`max` only bound the −/+ buttons, and an entry out
 * of range is refused by the engine with its rule, in the app's words, never by the browser's own
 * tooltip in the browser's language.
 */
import { t } from '../i18n';

export function NumberField({
  id,
  label,
  value,
  onChange,
  min = 0,
  max,
  start,
  compact = false,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: number | null;
  readonly onChange: (v: number | null) => void;
  readonly min?: number;
  readonly max?: number;
  /** What the first tap on an empty box fills in (the last known value); the least allowed when absent. */
  readonly start?: number;
  /** Label above the stepper, for two-column grids of many small counts (a hand of cards). */
  readonly compact?: boolean;
}) {
  const set = (v: number) => onChange(Math.max(min, max === undefined ? v : Math.min(max, v)));
  const step = (by: number) => set(value === null ? (start ?? min) : value + by);
  return (
    <div class={compact ? 'num-row compact' : 'num-row'}>
      <label for={id}>{label}</label>
      <div class="stepper">
        <button type="button" class="btn" aria-label={t('form.less', { what: label })} onClick={() => step(-1)}>
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value ?? ''}
          onInput={(e) => {
            const raw = e.currentTarget.value;
            const n = Number.parseInt(raw, 10);
            onChange(raw === '' || !Number.isFinite(n) ? null : n);
          }}
        />
        <button type="button" class="btn" aria-label={t('form.more', { what: label })} onClick={() => step(1)}>
          +
        </button>
      </div>
    </div>
  );
}
