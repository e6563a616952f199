/**
 * Calamity selection entry (ee Phase 8), one per player holding calamities: the calamities he holds
 * and the ones discarded at random, in the order drawn at the table (R-G3), until within the limit
 * (R-E7). Minor calamities exist only with 9 players (ee chapter 11); each calamity card exists once.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { calamityLimit, discardsValid } from '../calc/calamity-order';
import type { CivilizationId } from '../civilizations';
import type { EeSetup } from '../setup';
import type { EeState } from '../state';
import { CALAMITIES, calamityInDeck, isTradeable, type CalamityId } from '../trade-cards';
import { calamitiesNotHeld, cardBounds } from '../calc/hands';
import { eeViolation } from '../violations';
import { activePlayer, isViolation } from './context';

export interface CalamitySelectionEntry {
  readonly kind: 'calamity-selection';
  readonly civ: CivilizationId;
  readonly held: readonly CalamityId[];
  readonly discarded: readonly CalamityId[];
}

export const keptAfter = (held: readonly CalamityId[], discarded: readonly CalamityId[]): readonly CalamityId[] => {
  const kept = [...held];
  for (const d of discarded) {
    const i = kept.indexOf(d);
    if (i >= 0) kept.splice(i, 1);
  }
  return kept;
};

export const calamitySelection: EntryHandler<EeState, CalamitySelectionEntry, EeSetup> = {
  validate(state, entry, setup) {
    const p = activePlayer(state, entry.civ);
    if (isViolation(p)) return [p];
    if (state.selections.some((s) => s.civ === entry.civ)) return [eeViolation('ee/selection/already-made', 'Phase 8', { civ: entry.civ })];
    const out: Violation[] = [];
    const n = setup.players.length;
    // Each calamity card exists once (ee chapter 11): none held or discarded by another player this turn.
    const others = state.selections.flatMap((s) => [...s.kept, ...(s.discarded ?? [])]);
    const bad = entry.held.filter((c, i) => !calamityInDeck(c, n) || entry.held.indexOf(c) !== i || others.includes(c));
    if (bad.length > 0) out.push(eeViolation('ee/selection/not-in-deck', ['Phase 8', 'chapter 11'], { civ: entry.civ, calamities: bad }));
    // The cards he can hold (hands.ts): a calamity comes from a stack he drew from or, if Tradeable, from
    // a player who drew it and traded with him (ee Phase 6a, Phase 7); no more than his cards.
    const bounds = cardBounds(state);
    const mine = bounds.find((b) => b.civ === entry.civ);
    if (mine !== undefined && entry.held.length > mine.held)
      out.push(eeViolation('ee/selection/more-than-held', ['Phase 6', 'Phase 7'], { civ: entry.civ, calamities: entry.held.length, cards: mine.held }));
    for (const calamity of calamitiesNotHeld(
      bounds,
      entry.civ,
      entry.held.filter((c) => !bad.includes(c)),
    ))
      out.push(
        eeViolation('ee/selection/stack-not-drawn', isTradeable(calamity) ? ['Phase 6a', 'Phase 7'] : ['Phase 6a', 'Phase 7', 'chapter 8'], {
          civ: entry.civ,
          calamity,
          stack: CALAMITIES[calamity].stack,
        }),
      );
    if (!discardsValid(entry.held, entry.discarded, calamityLimit(n)))
      out.push(eeViolation('ee/selection/discards-wrong', 'Phase 8', { civ: entry.civ, held: entry.held, discarded: entry.discarded }, 'R-E7'));
    return out;
  },
  apply(state, entry) {
    return { ...state, selections: [...state.selections, { civ: entry.civ, kept: keptAfter(entry.held, entry.discarded), discarded: entry.discarded }] };
  },
};
