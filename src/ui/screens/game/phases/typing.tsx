/**
 * One tap for everyone left (draws, no purchase) never passes over typing: a player whose form holds
 * a draft not yet recorded is left out and named, to record or clear it first.
 */
import type { NationId } from '../../../../engine/rulesets/advciv/nations';
import { session } from '../../../../state/game';
import { drafts } from '../../../../state/drafts';
import { editsInProgress } from '../../../../state/pwa';
import { t } from '../../../i18n';
import { nationName } from '../../../components/names';

/** The nations among `forms` whose draft (this game, this turn) holds typing; read again at the tap. */
export function typingIn(turn: number, forms: readonly { readonly nation: NationId; readonly form: string }[]): readonly NationId[] {
  // Read so that the list is drawn again when typing starts or ends anywhere (the signal counts the forms being edited).
  void editsInProgress.value;
  const game = session().record.value?.id;
  if (game === undefined) return [];
  return forms.filter((f) => drafts.read({ game, turn, form: f.form }) !== undefined).map((f) => f.nation);
}

export function TypingFirst({ nations }: { readonly nations: readonly NationId[] }) {
  if (nations.length === 0) return null;
  return (
    <p class="small" data-testid="typing-first">
      {t('turn.typingFirst', { nations: nations.map(nationName) })}
    </p>
  );
}
