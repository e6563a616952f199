/**
 * Explained numbers of the advciv calamities (sections 29-30): every number a calamity calculator
 * returns is a `Figure` carrying the terms (with citations) that produced it, so the UI can explain
 * it; and the one place where a victim's civilization cards modify a number (section 32).
 */
import type { RuleCitation } from '../../../types';
import type { CardId } from '../cards';
import { EXACT_LOSS_CITE, type Amount, type CardModifier, type VictimRole } from '../calamity-effects';

/** The kinds of term an explanation is made of; the UI keys its text on `calamity.why.<code>`. */
export const WHY_CODES = [
  'base', // the printed number
  'all-but', // Civil Disorder: cities held minus the cities kept (R-A7)
  'card', // a card adds or removes `amount`
  'card-per-grain', // Pottery: `amount` for `count` Grain cards
  'card-level', // the highest Religion card sets the number to `amount`
  'card-cap', // a card caps the loss at `amount`
  'cap', // a printed per-player cap
  'map', // a map fact entered by the player limits it to `amount`
  'floor-zero', // never below zero
  'clamp-to-holdings', // no more than the victim holds (R-A7)
  'lapse', // too few eligible players; the rest lapses (R-A9)
] as const;
export type WhyCode = (typeof WHY_CODES)[number];

export interface WhyTerm {
  readonly code: WhyCode;
  readonly cite: RuleCitation;
  /** The term's number: a base, a signed change, a cap, or the value after a clamp. */
  readonly amount: number;
  readonly card?: CardId;
  readonly count?: number;
}

/** A number with its explanation. */
export interface Figure {
  readonly value: number;
  readonly why: readonly WhyTerm[];
}

export const base = (a: Amount): Figure => ({ value: a.amount, why: [{ code: 'base', cite: a.cite, amount: a.amount }] });

/** Adds a final clamp term only when the clamp changes the number. */
export function clamp(f: Figure, min: number, max: number, cite: RuleCitation): Figure {
  if (f.value < min) return { value: min, why: [...f.why, { code: 'floor-zero', cite, amount: min }] };
  if (f.value > max) return { value: max, why: [...f.why, { code: 'clamp-to-holdings', cite, amount: max }] };
  return f;
}

export function limit(f: Figure, max: number, code: WhyCode, cite: RuleCitation): Figure {
  return f.value > max ? { value: max, why: [...f.why, { code, cite, amount: max }] } : f;
}

/** What a victim brings to a calculation. */
export interface VictimFacts {
  readonly cards: readonly CardId[];
  /** Grain cards the victim shows for Pottery (30.312); the player declares them. */
  readonly grainShown?: number;
}

/**
 * Applies the card modifiers of one calamity that concern `role` to `start`. Adds and per-Grain
 * terms sum (30.615, 30.715, 30.817); a `level` replaces the number, the highest rank governing
 * (30.322); caps apply last. Never below zero.
 */
export function applyModifiers(start: Figure, modifiers: readonly CardModifier[], role: VictimRole, victim: VictimFacts): Figure {
  const held = new Set(victim.cards);
  const mine = modifiers.filter((m) => held.has(m.card) && m.roles.includes(role));
  let f = start;
  let level: CardModifier | undefined;
  for (const m of mine) {
    if (m.op.kind === 'level' && (level === undefined || (level.op.kind === 'level' && m.op.rank > level.op.rank))) level = m;
  }
  if (level !== undefined && level.op.kind === 'level') {
    f = { value: level.op.value, why: [...f.why, { code: 'card-level', cite: level.cite, amount: level.op.value, card: level.card }] };
  }
  for (const m of mine) {
    if (m.op.kind === 'add') {
      f = { value: f.value + m.op.amount, why: [...f.why, { code: 'card', cite: m.cite, amount: m.op.amount, card: m.card }] };
    } else if (m.op.kind === 'per-commodity') {
      const count = Math.max(0, victim.grainShown ?? 0);
      if (count > 0) {
        const delta = m.op.amount * count;
        f = { value: f.value + delta, why: [...f.why, { code: 'card-per-grain', cite: m.cite, amount: delta, card: m.card, count }] };
      }
    }
  }
  for (const m of mine) {
    if (m.op.kind === 'cap' && f.value > m.op.value) {
      f = { value: m.op.value, why: [...f.why, { code: 'card-cap', cite: m.cite, amount: m.op.value, card: m.card }] };
    }
  }
  if (f.value < 0)
    f = { value: 0, why: [...f.why, { code: 'floor-zero', cite: (mine[0] ?? { cite: start.why[0]?.cite ?? EXACT_LOSS_CITE }).cite, amount: 0 }] };
  return f;
}
