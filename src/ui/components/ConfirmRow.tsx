/**
 * The foot of an entry form whose outcome takes something from a player (issue 19 item 2): the
 * consequences in words right above the record button (the ruleset's view computes them, its UI words
 * them), and a second, deliberate tap: the first tap only arms; where the record button was now stands
 * "Not yet: change the entry" (so the second half of a double tap records nothing), and the record
 * button below it reads "Record: Babylon takes 1 of Assyria's cities". Changing the entry so that its
 * consequences change disarms it. No consequence: the plain SubmitRow, one tap.
 */
import { useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { t } from '../i18n';
import { SubmitRow } from './SubmitRow';
import type { EntryForm } from './useEntry';

export interface Confirm {
  readonly sentences: readonly string[];
  readonly armed: boolean;
  /** In the form's submit handler: true when the entry may be recorded now (armed); otherwise arms and gives false. */
  pass(): boolean;
  disarm(): void;
}

export function useConfirm(sentences: readonly string[]): Confirm {
  const key = sentences.join('\n');
  const [armedFor, setArmedFor] = useState<string | null>(null);
  const armed = sentences.length > 0 && armedFor === key;
  return {
    sentences,
    armed,
    pass() {
      if (sentences.length === 0) return true;
      if (!armed) {
        setArmedFor(key);
        return false;
      }
      setArmedFor(null);
      return true;
    },
    disarm: () => setArmedFor(null),
  };
}

export function ConfirmRow({
  form,
  label,
  incomplete = false,
  confirm,
}: {
  readonly form: Parameters<typeof SubmitRow>[0]['form'] & Partial<Pick<EntryForm, 'busy'>>;
  readonly label: ComponentChildren;
  readonly incomplete?: boolean;
  readonly confirm: Confirm;
}) {
  if (confirm.sentences.length === 0) return <SubmitRow form={form} label={label} incomplete={incomplete} />;
  return (
    <>
      <div class="card" role="status" data-testid="consequences" data-armed={confirm.armed ? 'true' : 'false'}>
        <p class="small">{t('confirm.title')}</p>
        <ul class="small">
          {confirm.sentences.map((s) => (
            <li key={s}>
              <strong>{s}</strong>
            </li>
          ))}
        </ul>
      </div>
      {confirm.armed && (
        <button type="button" class="btn block" data-testid="confirm-cancel" onClick={confirm.disarm}>
          {t('confirm.cancel')}
        </button>
      )}
      <SubmitRow
        form={form}
        label={confirm.armed ? t('confirm.record', { what: confirm.sentences.join('; ') }) : label}
        incomplete={incomplete}
        look={confirm.armed ? 'danger' : 'primary'}
      />
      {confirm.armed && <p class="small">{t('confirm.again')}</p>}
    </>
  );
}
