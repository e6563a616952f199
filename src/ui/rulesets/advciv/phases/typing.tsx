/**
 * One tap for everyone left (draws, no purchase) never passes over typing: a player whose form holds
 * a draft not yet recorded is left out and named, to record or clear it first.
 */
import { COMMODITIES, type CommodityId } from '../../../../engine/rulesets/advciv/commodities';
import type { NationId } from '../../../../engine/rulesets/advciv/nations';
import type { Hand } from '../../../../engine/rulesets/advciv/state';
import { session } from '../../../../state/game';
import { drafts } from '../../../../state/drafts';
import { editsInProgress } from '../../../../state/pwa';

/** The nations among `forms` whose draft (this game, this turn) holds typing; read again at the tap. */
export function typingIn(turn: number, forms: readonly { readonly nation: NationId; readonly form: string }[]): readonly NationId[] {
  // Read so that the list is drawn again when typing starts or ends anywhere (the signal counts the forms being edited).
  void editsInProgress.value;
  const game = session().record.value?.id;
  if (game === undefined) return [];
  return forms.filter((f) => drafts.read({ game, turn, form: f.form }) !== undefined).map((f) => f.nation);
}

/** The commodity cards typed into a form's number fields, as a hand (empty and zero fields left out). */
export function typedHand(typed: Readonly<Partial<Record<CommodityId, number | null>>>): Hand {
  const out: Partial<Record<CommodityId, number>> = {};
  for (const id of COMMODITIES) {
    const n = typed[id];
    if (n !== null && n !== undefined && n > 0) out[id] = n;
  }
  return out;
}
