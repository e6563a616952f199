/**
 * The foot of every entry form: the refusal of the last try (with its rule numbers) and the record
 * button, disabled while saving, while the form says it is incomplete or while a number box of the form
 * holds typing it refuses (typing.ts: the box says why, naming itself and its range); for a form that keeps a
 * draft (useEntry), once something is typed, a button that clears it.
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { useTypingRefusedHere } from './typing';
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
      <RecordButton class={CLASSES[look]} disabled={form.busy || incomplete}>
        {label}
      </RecordButton>
      {form.draft !== undefined && form.dirty === true && form.discard !== undefined && (
        <button type="button" class="btn block" data-testid="draft-discard" onClick={form.discard}>
          {t('table.draftDiscard')}
        </button>
      )}
    </>
  );
}

/**
 * A form's record button (a submit button, or a button with its own tap): disabled as asked, and
 * while a number box of its form holds typing it refuses (typing.ts). Every record button of a form
 * with number boxes is this one (SubmitRow's among them), so none is enabled over a refused box.
 */
export function RecordButton({
  class: className,
  disabled,
  onClick,
  testId,
  children,
}: {
  readonly class: string;
  readonly disabled: boolean;
  /** A button with its own tap; a submit button of its form when absent. */
  readonly onClick?: () => void;
  readonly testId?: string;
  readonly children: ComponentChildren;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const typingRefused = useTypingRefusedHere(button);
  return (
    <button
      ref={button}
      type={onClick === undefined ? 'submit' : 'button'}
      class={className}
      data-testid={testId}
      disabled={disabled || typingRefused}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
