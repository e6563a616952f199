/**
 * The foot of an entry form whose outcome takes something from a player (issue 19 item 2): the
 * consequences in words right above the record button (the ruleset's view computes them, its UI words
 * them), and a second, deliberate tap: the first tap only arms; where the record button was now stands
 * "Not yet: change the entry", and a tap on the record button within DELIBERATE_MS of arming is still
 * the first gesture (so the second half of a double tap records nothing, wherever it lands, and does
 * not disarm it on "Not yet" either); the record
 * button below it reads "Record: Babylon takes 1 of Assyria's cities". Changing the entry so that its
 * consequences change disarms it. No consequence: the plain SubmitRow, one tap.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { t } from '../i18n';
import { SubmitRow } from './SubmitRow';
import { isSecondTouchNow, tapTaken, type EntryForm } from './useEntry';

export interface Confirm {
  readonly sentences: readonly string[];
  readonly armed: boolean;
  /** In the form's submit handler: true when the entry may be recorded now (armed); otherwise arms and gives false. */
  pass(): boolean;
  disarm(): void;
}

/**
 * A tap this soon after the one that armed the row is the same gesture (a double tap, whose second
 * touch may land on the record button itself): it records nothing and the row stays armed.
 */
const DELIBERATE_MS = 400;

export function useConfirm(sentences: readonly string[]): Confirm {
  return confirmOf(useConfirmState(), sentences);
}

/** What a row was armed for and when; null when disarmed. */
export type Armed = { readonly key: string; readonly at: number } | null;

/** The armed state alone, for a form that knows its sentences only after an early return (hooks first). */
export function useConfirmState(): readonly [Armed, (armed: Armed) => void] {
  return useState<Armed>(null);
}

export function confirmOf([armedFor, setArmedFor]: readonly [Armed, (armed: Armed) => void], sentences: readonly string[]): Confirm {
  const key = sentences.join('\n');
  const armed = sentences.length > 0 && armedFor?.key === key;
  return {
    sentences,
    armed,
    pass() {
      if (sentences.length === 0) return true;
      if (!armed) {
        setArmedFor({ key, at: performance.now() });
        tapTaken();
        return false;
      }
      if (armedFor !== null && performance.now() - armedFor.at < DELIBERATE_MS) return false;
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
  look = 'primary',
}: {
  readonly form: Parameters<typeof SubmitRow>[0]['form'] & Partial<Pick<EntryForm, 'busy'>>;
  readonly label: ComponentChildren;
  readonly incomplete?: boolean;
  readonly confirm: Confirm;
  /** The record button's look while nothing is to be confirmed (SubmitRow). */
  readonly look?: 'primary' | 'plain';
}) {
  // Armed, the record button waits DELIBERATE_MS before it takes a tap: the rest of a double tap finds it disabled.
  const [ready, setReady] = useState<string | null>(null);
  const armedKey = confirm.armed ? confirm.sentences.join('\n') : null;
  useEffect(() => {
    if (armedKey === null) return undefined;
    const timer = setTimeout(() => setReady(armedKey), DELIBERATE_MS);
    return () => {
      clearTimeout(timer);
      setReady(null);
    };
  }, [armedKey]);
  const waiting = armedKey !== null && ready !== armedKey;
  if (confirm.sentences.length === 0) return <SubmitRow form={form} label={label} incomplete={incomplete} look={look} />;
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
        <button
          type="button"
          class="btn block"
          data-testid="confirm-cancel"
          // It stands where the record button was: the second touch of the double tap that armed it is not a "not yet".
          onClick={() => {
            if (!isSecondTouchNow()) confirm.disarm();
          }}
        >
          {t('confirm.cancel')}
        </button>
      )}
      <SubmitRow
        form={form}
        label={confirm.armed ? t('confirm.record', { what: confirm.sentences.join('; ') }) : label}
        incomplete={incomplete || waiting}
        look={confirm.armed ? 'danger' : look}
      />
      {confirm.armed && <p class="small">{t('confirm.again')}</p>}
    </>
  );
}
