/**
 * The number boxes on screen whose typing is refused (a sign, a decimal point, an exponent, a value
 * beyond the range): while any is, no entry is recorded (useEntry refuses before the engine is
 * asked), and the refusal names each box and the range it takes. A box registers while its typing is
 * refused and leaves when it is fixed or unmounted.
 */
import type { TypingProblem } from './whole-number';

/** A number box whose typing is refused: what it is called and the whole numbers it takes. */
export interface RefusedTyping {
  readonly id: string;
  /** The box named in the player's words ("Census for Africa"). */
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly problem: TypingProblem;
}

/** An entry not recorded because of what is typed in its boxes; nothing was stored. */
export interface TypingRefusal {
  readonly kind: 'typing';
  readonly fields: readonly RefusedTyping[];
}

const refused = new Map<string, RefusedTyping>();

export const refusedTyping = {
  set(field: RefusedTyping): void {
    refused.set(field.id, field);
  },
  clear(id: string): void {
    refused.delete(id);
  },
  /** The boxes refused now, in the order they were typed in. */
  list(): readonly RefusedTyping[] {
    return [...refused.values()];
  },
};
