/**
 * The one-tap card for everyone left (shared by every ruleset's draws, "no calamities", "no
 * purchase", "buys nothing" and production): one button that records one entry each for the players
 * the tap covers, the refusal of the last try above it and, under it, the players it leaves out and
 * why (typing kept in their form: recorded or cleared first; on their own phones: they record there).
 * Whom the tap records (state/seat.ts `oneTapFor`) and the words are the caller's; this card decides nothing.
 */
import type { ComponentChildren } from 'preact';
import type { EntryForm } from './useEntry';
import { RefusalNotice } from './Violations';
import { t } from '../i18n';

export interface OneTapCardProps {
  readonly testid: string;
  /**
   * A plain row at a phase's end (the test id on the button, a secondary button) instead of a card
   * (the test id on the card, the primary button).
   */
  readonly plain?: boolean;
  readonly form: Pick<EntryForm<never>, 'busy' | 'refusal'>;
  /** How many the tap records now: none, and the button waits. */
  readonly ready: number;
  readonly label: string;
  readonly hint?: string;
  /** The names of the players with typing kept in their form (recorded or cleared first). */
  readonly typing: readonly string[];
  /** Says who has typing kept, where the phase words it its own way. */
  readonly sayTyping?: (names: readonly string[]) => string;
  /** The names of the players on their own phones. */
  readonly onPhones: readonly string[];
  /** Says who is on his own phone, where the phase words it its own way. */
  readonly sayOnPhones?: (names: readonly string[]) => string;
  readonly onTap: () => unknown;
  /** Notes of the phase's own, under the typing note (whom the tap stops before, and why). */
  readonly children?: ComponentChildren;
}

export function OneTapCard({ testid, plain = false, form, ready, label, hint, typing, sayTyping, onPhones, sayOnPhones, onTap, children }: OneTapCardProps) {
  return (
    <div class={plain ? 'end-phase' : 'card'} data-testid={plain ? undefined : testid}>
      <RefusalNotice refusal={form.refusal} />
      <button
        type="button"
        class={plain ? 'btn block' : 'btn primary block'}
        data-testid={plain ? testid : undefined}
        disabled={form.busy || ready === 0}
        onClick={() => void onTap()}
      >
        {label}
      </button>
      {hint !== undefined && <p class="small muted">{hint}</p>}
      {typing.length > 0 && (
        <p class="small" data-testid="typing-first">
          {sayTyping === undefined ? t('turn.typingFirst', { nations: typing }) : sayTyping(typing)}
        </p>
      )}
      {children}
      {onPhones.length > 0 && (
        <p class="small" data-testid="on-phones">
          {sayOnPhones === undefined ? t('phones.seat.onPhones', { players: onPhones }) : sayOnPhones(onPhones)}
        </p>
      )}
    </div>
  );
}
