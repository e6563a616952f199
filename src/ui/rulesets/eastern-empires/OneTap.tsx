/**
 * The one-tap button for everyone left (ee Phases 6, 8, 12): each player gets his own entry, in order,
 * but for a player on his own phone (he records there) and one with typing kept in his form (recorded
 * or cleared first), both named under the button.
 */
import type { CivilizationId } from '../../../engine/rulesets/eastern-empires';
import type { OneTap as Tap } from '../../../state/seat';
import { t } from '../../i18n';
import type { EntryForm } from '../../components/useEntry';
import { RefusalNotice } from '../../components/Violations';
import { civName } from './names';

export function OneTap({
  testid,
  form,
  tap,
  label,
  hint,
  onTap,
}: {
  readonly testid: string;
  readonly form: Pick<EntryForm<never>, 'busy' | 'refusal'>;
  readonly tap: Tap<CivilizationId>;
  readonly label: string;
  readonly hint: string;
  readonly onTap: () => Promise<void>;
}) {
  return (
    <div class="card" data-testid={testid}>
      <RefusalNotice refusal={form.refusal} />
      <button type="button" class="btn primary block" disabled={form.busy || tap.record.length === 0} onClick={() => void onTap()}>
        {label}
      </button>
      <p class="small muted">{hint}</p>
      {tap.typing.length > 0 && (
        <p class="small" data-testid="typing-first">
          {t('turn.typingFirst', { nations: tap.typing.map(civName) })}
        </p>
      )}
      {tap.onPhones.length > 0 && (
        <p class="small" data-testid="on-phones">
          {t('phones.seat.onPhones', { players: tap.onPhones.map(civName) })}
        </p>
      )}
    </div>
  );
}
