/**
 * A refused entry in words a player understands, each reason with its rule number ("advciv 31.62"),
 * or a storage error (full disk...) from the persistence catalog. Announced to screen readers.
 */
import type { Violation } from '../../engine/types';
import type { PersistenceError } from '../../persistence/errors';
import { locale, t, translate } from '../i18n';
import type { Refusal } from '../../state/game';
import { citesText, displayParams, violationText } from './names';

export function ViolationList({ violations, title }: { readonly violations: readonly Violation[]; readonly title?: string }) {
  if (violations.length === 0) return null;
  return (
    <div class="violation" role="alert" data-testid="violations">
      <strong>{title ?? t('table.refused')}</strong>
      <ul>
        {violations.map((v, i) => (
          <li key={`${v.code}-${i}`} data-code={v.code}>
            {violationText(v)} <span class="cite">({citesText(v.cite)})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function StorageError({ error }: { readonly error: PersistenceError }) {
  return (
    <div class="violation" role="alert" data-testid="storage-error" data-code={error.code}>
      <strong>{t('table.saveFailed')}</strong> {translate(locale.value, `error.${error.code}`, displayParams(error.params))}
      {error.violations !== undefined && error.violations.length > 0 && (
        <ul>
          {error.violations.map((v, i) => (
            <li key={`${v.code}-${i}`} data-code={v.code}>
              {violationText(v)} <span class="cite">({citesText(v.cite)})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Either kind of refusal, and a reminder that what was typed is still there. */
export function RefusalNotice({ refusal }: { readonly refusal: Refusal | undefined }) {
  if (refusal === undefined) return null;
  return (
    <>
      {refusal.kind === 'violations' ? <ViolationList violations={refusal.violations} /> : <StorageError error={refusal.error} />}
      <p class="muted">{t('table.retry')}</p>
    </>
  );
}
