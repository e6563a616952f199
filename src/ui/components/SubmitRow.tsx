/**
 * The foot of every entry form: the refusal of the last try (with its rule numbers) and the record
 * button, disabled while saving or while the form says it is incomplete; for a form that keeps a
 * draft (useEntry), once something is typed, a button that clears it.
 */
import type { ComponentChildren } from 'preact';
import type { EntryForm } from './useEntry';
import { RefusalNotice } from './Violations';
import { t } from '../i18n';

const CLASSES = { primary: 'btn primary block', plain: 'btn block', danger: 'btn danger block' } as const;

export function SubmitRow({
  form,
  label,
  incomplete = false,
  look = 'primary',
}: {
  readonly form: Pick<EntryForm, 'busy' | 'refusal'> & Partial<Pick<EntryForm, 'dirty' | 'discard' | 'draft'>>;
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
      {form.draft !== undefined && form.dirty === true && form.discard !== undefined && (
        <button type="button" class="btn block" data-testid="draft-discard" onClick={form.discard}>
          {t('table.draftDiscard')}
        </button>
      )}
    </>
  );
}
