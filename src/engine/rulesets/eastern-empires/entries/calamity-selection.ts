/**
 * Calamity selection entry (ee Phase 8), one per player holding calamities: the calamities he holds
 * and the ones discarded at random, in the order drawn at the table (R-G3), until within the limit
 * (R-E7). Minor calamities exist only with 9 players (ee chapter 11); each calamity card exists once.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import { calamityLimit, discardsValid } from '../calamities';
import type { CivilizationId } from '../civilizations';
import type { EeSetup } from '../setup';
import type { EeState } from '../state';
import { calamityInDeck, type CalamityId } from '../trade-cards';
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
    if (!discardsValid(entry.held, entry.discarded, calamityLimit(n)))
      out.push(eeViolation('ee/selection/discards-wrong', 'Phase 8', { civ: entry.civ, held: entry.held, discarded: entry.discarded }, 'R-E7'));
    return out;
  },
  apply(state, entry) {
    return { ...state, selections: [...state.selections, { civ: entry.civ, kept: keptAfter(entry.held, entry.discarded), discarded: entry.discarded }] };
  },
};
