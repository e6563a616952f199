/**
 * Ships entry (ee Phase 3, "Ship construction" and "Ship maintenance"), at most one per player per
 * turn: ships built and maintained, and how they were paid. A new ship costs 2 (2 treasury, 1 treasury
 * and 1 token, or 2 tokens); a ship from an earlier turn costs 1 (treasury or a token) to use; at most
 * 4 built per turn and 4 in play (ee chapter 3). Ships not maintained are destroyed at the end of the
 * player's movement, so the ships in play afterwards are those maintained plus those built.
 */
import type { EntryHandler } from '../../../game';
import type { Violation } from '../../../types';
import type { CivilizationId } from '../civilizations';
import { SHIP_COST, SHIP_MAINTENANCE, SHIPS_PER_PLAYER } from '../calc/movement';
import type { EeSetup } from '../setup';
import { withPlayer, type EeState } from '../state';
import { eeViolation } from '../violations';
import { activePlayer, isViolation } from './context';

export interface ShipsEntry {
  readonly kind: 'ships';
  readonly civ: CivilizationId;
  readonly built: number;
  readonly maintained: number;
  /** Treasury tokens and population tokens paid for building and maintenance. */
  readonly treasury: number;
  readonly tokens: number;
}

export const ships: EntryHandler<EeState, ShipsEntry, EeSetup> = {
  validate(state, entry) {
    const p = activePlayer(state, entry.civ);
    if (isViolation(p)) return [p];
    if (state.shipped.includes(entry.civ)) return [eeViolation('ee/ships/already-entered', 'Phase 3', { civ: entry.civ })];
    const out: Violation[] = [];
    if (entry.built > SHIPS_PER_PLAYER || entry.maintained > p.ships || entry.built + entry.maintained > SHIPS_PER_PLAYER)
      out.push(
        eeViolation('ee/ships/too-many', ['Phase 3', 'chapter 3'], {
          civ: entry.civ,
          built: entry.built,
          maintained: entry.maintained,
          held: p.ships,
          max: SHIPS_PER_PLAYER,
        }),
      );
    const due = SHIP_COST * entry.built + SHIP_MAINTENANCE * entry.maintained;
    if (entry.treasury + entry.tokens !== due)
      out.push(eeViolation('ee/ships/payment-wrong', 'Phase 3', { civ: entry.civ, paid: entry.treasury + entry.tokens, due }));
    if (entry.treasury > p.treasury)
      out.push(eeViolation('ee/ships/treasury-short', 'Phase 3', { civ: entry.civ, treasury: entry.treasury, held: p.treasury }));
    if (entry.tokens > p.census) out.push(eeViolation('ee/census/tokens-out-of-range', 'Phase 3', { civ: entry.civ, tokens: entry.tokens, max: p.census }));
    return out;
  },
  apply(state, entry) {
    const next = withPlayer(state, entry.civ, (p) => ({
      ...p,
      ships: entry.maintained + entry.built,
      treasury: p.treasury - entry.treasury,
      census: p.census - entry.tokens,
    }));
    return { ...next, shipped: [...state.shipped, entry.civ] };
  },
};
