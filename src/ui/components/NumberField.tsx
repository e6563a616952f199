/**
 * A labelled whole-number field sized for thumbs: −/+ buttons around a numeric input. The box keeps
 * exactly what is typed (it never rewrites the typing: "2.5" stays "2.5", never 25) and hands the form
 * a number only when the typing is a whole number from `min` to `max`; anything else (a sign, a
 * decimal point, an exponent, a value beyond the range) is refused at once under the box, in the
 * app's words naming the field and its range, and no entry is recorded while it stands: the record
 * button of its form waits (typing.ts, SubmitRow) and a tap elsewhere records nothing (useEntry). The form passes the range from the engine's data (a nation's 47 or 55 tokens); without
 * one the box takes what the engine's entry reader takes. On an empty box the first tap of + fills in
 * `start` (the suggestion, where the form has one) or 1, of − `start` or the least allowed; the taps
 * after it step from there. The input is a text box with the numeric keyboard and no native limits,
 * so the browser never shows a tooltip of its own in its own language.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { MAX_COUNT } from '../../engine/parse';
import { t } from '../i18n';
import { refusedTyping } from './typing';
import { readWholeNumber } from './whole-number';

export function NumberField({
  id,
  label,
  name,
  value,
  onChange,
  min = 0,
  max = MAX_COUNT,
  start,
  compact = false,
}: {
  readonly id: string;
  readonly label: string;
  /** The field named in a refusal ("Census for Africa"); the label when absent. */
  readonly name?: string;
  readonly value: number | null;
  readonly onChange: (v: number | null) => void;
  readonly min?: number;
  /** The most the rules allow here (the engine's data); what the engine's entry reader takes when absent. */
  readonly max?: number;
  /** What the first tap on an empty box fills in (the suggestion); else 1 for +, the least allowed for −. */
  readonly start?: number;
  /** Label above the stepper, for two-column grids of many small counts (a hand of cards). */
  readonly compact?: boolean;
}) {
  const range = { min, max };
  // What the box shows: the typing itself. It follows `value` only when the form changes the value
  // (a −/+ tap, a suggestion, a reset after recording), never while the typing stands for it.
  const [raw, setRaw] = useState(value === null ? '' : String(value));
  const reading = readWholeNumber(raw, range);
  const shown = reading.kind === 'number' ? reading.value : null;
  const typedRefused = reading.kind === 'refused';
  // Whether the form's null came from this box's own typing (a refused or emptied box) rather than
  // from the form: a form that clears its boxes after recording (value back to null) must clear a
  // typing that the new state's range now refuses (3 technologies bought, no gold left for a fourth),
  // while a refused typing stays on screen as typed.
  const typedNull = useRef(false);
  // This box's own typing, refused when typed, that its range now takes (the other box of a pair
  // changed, a purchase line was cleared): it stays as typed and goes to the form, never cleared.
  const taken = value === null && typedNull.current && shown !== null ? shown : null;
  let text = raw;
  const clearedByForm = value === null && typedRefused && !typedNull.current;
  if (taken === null && ((value !== shown && !(value === null && typedRefused)) || clearedByForm)) {
    text = value === null ? '' : String(value);
    if (text !== raw) setRaw(text);
  }
  const now = readWholeNumber(text, range);
  const problem = now.kind === 'refused' ? now.problem : undefined;
  const fieldName = name ?? label;
  const registered = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  // In the commit that shows the typing, not after the next paint: a tap on "Record" right after a
  // refused box was fixed (before a frame was painted) must find it fixed, or it is refused in the
  // words of typing no longer there and nothing is recorded.
  useLayoutEffect(() => {
    if (problem === undefined) {
      if (registered.current) refusedTyping.clear(id);
      registered.current = false;
    } else {
      refusedTyping.set({ id, name: fieldName, min, max, problem, form: input.current?.form ?? null });
      registered.current = true;
    }
  }, [id, fieldName, min, max, problem]);
  useLayoutEffect(() => {
    if (taken === null) return;
    typedNull.current = false;
    onChange(taken);
  }, [taken]);
  useLayoutEffect(
    () => () => {
      if (registered.current) refusedTyping.clear(id);
    },
    [id],
  );
  const set = (v: number) => {
    typedNull.current = false;
    onChange(Math.max(min, Math.min(max, v)));
  };
  const step = (by: number) => set(value === null ? (start ?? (by > 0 ? Math.max(min, 1) : min)) : value + by);
  const hint = `${id}-range`;
  return (
    <div class={compact ? 'num-row compact' : 'num-row'}>
      <label for={id}>{label}</label>
      <div class="stepper">
        <button type="button" class="btn" aria-label={t('form.less', { what: label })} onClick={() => step(-1)}>
          −
        </button>
        <input
          ref={input}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={problem !== undefined}
          {...(problem === undefined ? {} : { 'aria-describedby': hint })}
          onInput={(e) => {
            const typed = e.currentTarget.value;
            setRaw(typed);
            const r = readWholeNumber(typed, range);
            const next = r.kind === 'number' ? r.value : null;
            typedNull.current = next === null;
            if (next !== value) onChange(next);
          }}
        />
        <button type="button" class="btn" aria-label={t('form.more', { what: label })} onClick={() => step(1)}>
          +
        </button>
      </div>
      {problem !== undefined && (
        <p class="field-refusal" id={hint} role="alert" data-testid="typing-refused" data-field={id}>
          {t('form.wholeNumber', { what: fieldName, min, max })}
        </p>
      )}
    </div>
  );
}
