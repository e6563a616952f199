/**
 * Each smc player for the screens: what he holds (settlements, units, technologies, wonders,
 * resources) in seating order, and his gold ledger, every change with the entry that made it.
 * Pure: the UI renders these and decides nothing.
 */
import type { LoggedEntry } from '../../../types';
import type { SmcEntry } from '../entries/types';
import type { SmcSetup } from '../setup';
import { totalUnits, type PlayerState, type SmcState } from '../state';
import { goldLedger, type GoldChange } from './index';
import { entryContexts } from './turn';
import { ERAS, RESOURCES, UNIT_KINDS, type Era, type Resource, type UnitKind } from '../vocab';

export interface UnitLine {
  readonly era: Era;
  readonly kind: UnitKind;
  readonly count: number;
}

export interface Holdings {
  readonly player: string;
  readonly gold: number;
  readonly settlements: PlayerState['settlements'];
  readonly settlers: number;
  /** Units by era and kind, only those the player has. */
  readonly units: readonly UnitLine[];
  readonly unitTotal: number;
  readonly technologies: PlayerState['technologies'];
  readonly wonders: PlayerState['wonders'];
  readonly improvements: readonly string[];
  readonly eliminated: boolean;
  /** Resource cards held this turn: own ones not lent out plus those lent in (Trade Phase). */
  readonly resources: readonly Resource[];
}

/** What each player has, in seating order. */
export function holdings(state: SmcState, held: (player: string) => readonly Resource[]): readonly Holdings[] {
  return state.players.map((p) => ({
    player: p.id,
    gold: p.gold,
    settlements: p.settlements,
    settlers: p.settlers,
    units: ERAS.flatMap((era) => UNIT_KINDS.map((kind) => ({ era, kind, count: p.units[era][kind] }))).filter((u) => u.count > 0),
    unitTotal: totalUnits(p.units),
    technologies: p.technologies,
    wonders: p.wonders,
    improvements: p.improvements,
    eliminated: p.eliminated,
    resources: [...held(p.id)].sort((a, b) => RESOURCES.indexOf(a) - RESOURCES.indexOf(b)),
  }));
}

export interface LedgerLine extends GoldChange {
  /** The turn the entry was made in. */
  readonly turn: number;
  readonly delta: number;
}

/**
 * The gold ledger of one player (or all): every change with the entry that made it and its turn.
 * Gold only changes through entries, so the last line's `after` is the player's gold now.
 */
export function ledgerOf(setup: SmcSetup, entries: readonly LoggedEntry<SmcEntry>[], player: string | null = null): readonly LedgerLine[] {
  const at = entryContexts(setup, entries);
  return goldLedger(setup, entries)
    .filter((c) => player === null || c.player === player)
    .map((c) => ({ ...c, turn: at[c.index]?.turn ?? 1, delta: c.after - c.before }));
}
