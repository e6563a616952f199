/**
 * Variant 38.2's setting (38.21): nine players with the Western Extension mapboard use 55 tokens
 * instead of 47. Offered while 38.2 is chosen; the engine refuses the setting without it.
 */
import { t } from '../../i18n';

export function WesternExtensionField({
  shown,
  value,
  onChange,
}: {
  readonly shown: boolean;
  readonly value: boolean;
  readonly onChange: (v: boolean) => void;
}) {
  if (!shown) return null;
  return (
    <label class="choice">
      <input type="checkbox" name="setting-westernExtension" checked={value} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>{t('setting.westernExtension')}</span>
    </label>
  );
}
