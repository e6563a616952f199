/**
 * A refused entry in words a player understands, each reason with its rule number ("advciv 31.62"),
 * a storage error (full disk...) from the persistence catalog, or what another screen recorded
 * while this one was typing. Announced to screen readers.
 */
import type { Violation } from '../../engine/types';
import type { PersistenceError } from '../../persistence/errors';
import { locale, t, translate } from '../i18n';
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Refusal, StaleRefusal } from '../../state/game';
import { logLinesOf, useLogLines } from './logLines';
import { displayParams, entryFieldWords } from './names';
import { Reasons } from './Reasons';
import type { TypingRefusal } from './typing';

export function ViolationList({ violations, title }: { readonly violations: readonly Violation[]; readonly title?: string }) {
  if (violations.length === 0) return null;
  return (
    <div class="violation" role="alert" data-testid="violations">
      <strong>{title ?? t('table.refused')}</strong>
      <Reasons violations={violations} />
    </div>
  );
}

/**
 * A malformed entry (the engine's entry reader refused its shape) in words naming the field and, for
 * a number, the range the reader takes; never the internal path.
 */
function malformedWords(error: PersistenceError): string {
  const first = error.problems?.[0];
  const what = entryFieldWords(first?.path ?? '');
  const range = first?.code === 'shape/out-of-range' ? /^(-?\d+)\.\.(-?\d+)$/.exec(first.expected ?? '') : null;
  return range === null ? t('form.entryShape', { what }) : t('form.entryRange', { what, min: Number(range[1]), max: Number(range[2]) });
}

export function StorageError({ error }: { readonly error: PersistenceError }) {
  return (
    <div class="violation" role="alert" data-testid="storage-error" data-code={error.code}>
      <strong>{t('table.saveFailed')}</strong>{' '}
      {error.code === 'append/malformed' ? malformedWords(error) : translate(locale.value, `error.${error.code}`, displayParams(error.params))}
      {error.violations !== undefined && <Reasons violations={error.violations} />}
    </div>
  );
}

/** How many forms show a stale refusal now: the game screen shows its own copy only when none does. */
export const staleShownInForms = signal(0);

/**
 * Another screen changed the game first: what it recorded (now on screen); nothing of ours was stored.
 * In a form (no `onDismiss`) it stands in for the screen-wide notice while it is mounted; the form
 * may be gone when the new log moves the turn on, and then the game screen shows it with an OK.
 */
export function StaleNotice({ refusal, onDismiss }: { readonly refusal: StaleRefusal; readonly onDismiss?: () => void }) {
  const inForm = onDismiss === undefined;
  useEffect(() => {
    if (!inForm) return undefined;
    staleShownInForms.value++;
    return () => {
      staleShownInForms.value--;
    };
  }, [inForm]);
  const lines = logLinesOf(useLogLines(), refusal.from, refusal.recorded.length);
  return (
    <div class="violation" role="alert" data-testid="stale" data-recorded={refusal.recorded.length}>
      {lines.length > 0 ? (
        <>
          <strong>{t('table.staleRecorded')}</strong>
          <ul>
            {lines.map((line, i) => (
              <li key={`${refusal.from + i}`}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        <strong>{refusal.removed > 0 ? t('table.staleRemoved', { count: refusal.removed }) : t('table.staleChanged')}</strong>
      )}
      <p>{t('table.staleNothingKept')}</p>
      {onDismiss !== undefined && (
        <button type="button" class="btn" onClick={onDismiss}>
          {t('table.ok')}
        </button>
      )}
    </div>
  );
}

/** Number boxes holding typing they refuse: each named with the whole numbers it takes; nothing was stored. */
function TypingNotice({ refusal }: { readonly refusal: TypingRefusal }) {
  return (
    <div class="violation" role="alert" data-testid="typing-refusal">
      <strong>{t('form.typingRefused')}</strong>
      <ul>
        {refusal.fields.map((f) => (
          <li key={f.id} data-field={f.id}>
            {t('form.wholeNumber', { what: f.name, min: f.min, max: f.max })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Any kind of refusal, and a reminder that what was typed is still there. */
export function RefusalNotice({ refusal }: { readonly refusal: Refusal | TypingRefusal | undefined }) {
  if (refusal === undefined) return null;
  return (
    <>
      {refusal.kind === 'typing' ? (
        <TypingNotice refusal={refusal} />
      ) : refusal.kind === 'violations' ? (
        <ViolationList violations={refusal.violations} />
      ) : refusal.kind === 'stale' ? (
        <StaleNotice refusal={refusal} />
      ) : (
        <StorageError error={refusal.error} />
      )}
      <p class="muted">{t('table.retry')}</p>
    </>
  );
}
