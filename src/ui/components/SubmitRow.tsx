/**
 * The foot of every entry form: the refusal of the last try (with its rule numbers) and the record
 * button, disabled while saving or while the form says it is incomplete.
 */
import type { ComponentChildren } from 'preact';
import type { EntryForm } from './useEntry';
import { RefusalNotice } from './Violations';

const CLASSES = { primary: 'btn primary block', plain: 'btn block', danger: 'btn danger block' } as const;

export function SubmitRow({
  form,
  label,
  incomplete = false,
  look = 'primary',
}: {
  readonly form: Pick<EntryForm, 'busy' | 'refusal'>;
  readonly label: ComponentChildren;
  /** True while the form lacks something it needs; the button waits. */
  readonly incomplete?: boolean;
  readonly look?: keyof typeof CLASSES;
}) {
  return (
    <>
      <RefusalNotice refusal={form.refusal} />
      <button type="submit" class={CLASSES[look]} disabled={form.busy || incomplete}>
        {label}
      </button>
    </>
  );
}
