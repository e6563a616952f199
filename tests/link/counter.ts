/** A tiny game module for the link tests: seats add points to their own score, never past 10. */
import type { GameModule } from '../../src/engine/game';
import { err, ok } from '../../src/engine/result';

export interface CounterSetup {
  readonly seats: readonly string[];
}
export type CounterEntry = { readonly kind: 'add'; readonly seat: number; readonly points: number };
export type CounterState = readonly number[];

export const counter: GameModule<CounterSetup, CounterState, CounterEntry> = {
  id: 'smc',
  parseSetup: (raw) => {
    const seats = (raw as { seats?: unknown })?.seats;
    return Array.isArray(seats) && seats.every((s) => typeof s === 'string') ? ok({ seats }) : err([{ path: 'seats', code: 'shape/wrong-type' }]);
  },
  parseEntry: (raw) => {
    const e = raw as Partial<CounterEntry> | null;
    if (typeof e !== 'object' || e === null || e.kind !== 'add') return err([{ path: 'kind', code: 'shape/unknown-value' }]);
    if (!Number.isInteger(e.seat) || !Number.isInteger(e.points)) return err([{ path: 'points', code: 'shape/wrong-type' }]);
    return ok({ kind: 'add' as const, seat: e.seat as number, points: e.points as number });
  },
  validateSetup: () => [],
  initialState: (setup) => setup.seats.map(() => 0),
  admit: () => [],
  handlers: {
    add: {
      validate: (state, e) =>
        (state[e.seat] ?? 99) + e.points > 10 ? [{ code: 'counter/over-ten', cite: [{ doc: 'advciv', rule: '1.1' }], params: { points: e.points } }] : [],
      apply: (state, e) => state.map((v, i) => (i === e.seat ? v + e.points : v)),
    },
  },
};
