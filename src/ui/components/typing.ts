/**
 * The number boxes on screen whose typing is refused (a sign, a decimal point, an exponent, a value
 * beyond the range): while any is, no entry is recorded (useEntry refuses before the engine is
 * asked), and the refusal names each box and the range it takes. A box registers while its typing is
 * refused and leaves when it is fixed or unmounted. The record button of a form holding such a box
 * waits (useTypingRefusedHere, read by SubmitRow and ConfirmRow): the box itself says why, under it.
 */
import { signal } from '@preact/signals';
import type { RefObject } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import type { TypingProblem } from './whole-number';

/** A number box whose typing is refused: what it is called and the whole numbers it takes. */
export interface RefusedTyping {
  readonly id: string;
  /** The box named in the player's words ("Census for Africa"). */
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly problem: TypingProblem;
  /** The form the box stands in (null outside any form): its record button waits while the box is refused. */
  readonly form?: HTMLFormElement | null;
}

/** An entry not recorded because of what is typed in its boxes; nothing was stored. */
export interface TypingRefusal {
  readonly kind: 'typing';
  readonly fields: readonly RefusedTyping[];
}

const refused = new Map<string, RefusedTyping>();
/** Bumped on every change of `refused`: the record buttons reading it render again. */
const changes = signal(0);

export const refusedTyping = {
  set(field: RefusedTyping): void {
    refused.set(field.id, field);
    changes.value++;
  },
  clear(id: string): void {
    if (refused.delete(id)) changes.value++;
  },
  /** The boxes refused now, in the order they were typed in. */
  list(): readonly RefusedTyping[] {
    return [...refused.values()];
  },
};

/**
 * True while a number box in the same form as `button` holds typing it refuses: the form's record
 * button waits. Until the button has been placed on screen (its form not known yet), any refused box
 * on screen counts, so a button is never enabled over a refused box for one frame.
 */
export function useTypingRefusedHere(button: RefObject<HTMLButtonElement | null>): boolean {
  const [form, setForm] = useState<HTMLFormElement | null | undefined>(undefined);
  useLayoutEffect(() => {
    const now = button.current?.form ?? null;
    if (now !== form) setForm(now);
  });
  // Read on every render: a box refused or fixed renders the button again.
  void changes.value;
  const fields = refusedTyping.list();
  if (form === undefined) return fields.length > 0;
  // A box and a button both outside any form are not one entry's (a player card of its own): the tap
  // is refused in the box's words instead (useEntry).
  return form !== null && fields.some((f) => f.form === form);
}
