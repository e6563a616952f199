/**
 * One tap for everyone left (draws, no calamities, buys nothing) never passes over typing: a player
 * whose form holds a draft not yet recorded is left out and named, to record or clear it first.
 */
import type { CivilizationId } from '../../../engine/rulesets/eastern-empires';
import { session } from '../../../state/game';
import { drafts, type DraftFields } from '../../../state/drafts';
import { editsInProgress } from '../../../state/pwa';

/** The draft of one form of this game and turn, read again when typing starts or ends anywhere. */
export function eeDraft(turn: number, form: string): DraftFields | undefined {
  void editsInProgress.value;
  const game = session().record.value?.id;
  return game === undefined ? undefined : drafts.read({ game, turn, form });
}

/** The civilizations among `forms` whose draft (this game, this turn) holds typing; read again at the tap. */
export function eeTypingIn(turn: number, forms: readonly { readonly civ: CivilizationId; readonly form: string }[]): readonly CivilizationId[] {
  return [...new Set(forms.filter((f) => eeDraft(turn, f.form) !== undefined).map((f) => f.civ))];
}
