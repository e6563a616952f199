/**
 * What a new Sid Meier's entry meets besides its own checks (GameModule.admit): the cross-entry bounds, and why nothing more.
 * - Phases in order (Game Turn Sequence, Turn Phases): the table moves from phase to phase with its
 *   own entry (advance-phase), every entry is refused outside its phase (smc/phase/wrong-phase), and
 *   the production phase is left only once the critical resource is rolled and every player has
 *   collected (smc/production/not-rolled, smc/phase/production-incomplete). Movement, trade and
 *   purchase owe nothing: a player may move, trade or buy nothing.
 * - Once is once: the production roll (smc/production/already-rolled) and each player's collection
 *   (smc/production/already-produced) are once per turn, so is a player's "done buying"
 *   (smc/purchase/already-finished). Purchases are not: "During the purchase phase you use the gold
 *   you have accumulated to purchase new military units, settlers, settlements, technologies, etc."
 *   (Purchase Phase), one entry per thing bought, until he says he is done.
 * Every one of these is already the entry's own check, on replay too, so a game recorded before
 * issue 19 already met them.
 * - Cross-entry bounds (bounds.ts): a settler looks under one exploration marker a turn (Settlers,
 *   Movement). This judges entries as they are recorded; a log read back is replayed with the
 *   entries' own checks only (a game recorded before it still opens: GameModule.admit).
 */
import type { LoggedEntry, Violation } from '../../types';
import { smcBounds } from './bounds';
import type { SmcEntry } from './entries/types';
import type { SmcSetup } from './setup';
import type { SmcState } from './state';

export const admitSmc = (_setup: SmcSetup, state: SmcState, log: readonly LoggedEntry<SmcEntry>[], entry: SmcEntry): readonly Violation[] =>
  smcBounds(state, log, entry);
