/**
 * The one way a form records an entry: validate + persist through its ruleset's signals (whose submit
 * takes only that ruleset's entries, so a form's entry is typed from the tap down), keep what was typed
 * on a refusal (the form's own state is untouched), and tell the PWA layer while typing is unsaved.
 * A form that names its draft scope (turn + form) keeps its typing through a reload: each field held
 * with useDraft is saved as it changes (src/state/drafts.ts), restored when the form mounts, and
 * forgotten when the entry is recorded or the form is cleared.
 *
 * Once is once: while a form's entry is being recorded its submit is busy from the tap on (a ref, not
 * a render away), a second tap of the same entry gets the first tap's answer and records nothing,
 * and another entry from the same form meanwhile is not taken (the state layer's submit guards the
 * same across forms). A tap is for the screen the player saw: after a record, until the screen that
 * shows it has been painted (two frames, at most SETTLE_MS), a tap on any form rendered from the new
 * log (the same form moved on to the next player by itself, or the next phase's form where the
 * walker went) is the recording tap again and records nothing; and a form that recorded and moved
 * on to the next player by itself (its button where the finger is) waits DOUBLE_TAP_MS, its button
 * disabled, since a double tap's second touch comes that late, long after the screen is painted.
 * Typing ends both waits at once. Whenever the second touch of a double tap comes, whatever record
 * button it lands on records nothing (secondTouch below; double-tap.ts decides, by the browser's
 * click count or, for a finger, by time and place). No entry is recorded while a number box on
 * screen holds typing it refuses (typing.ts): the refusal names the box and its range, and the typing
 * stays.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Result } from '../../engine/result';
import { session, type Refusal } from '../../state/game';
import { drafts, sameShape, type DraftFields, type DraftScope } from '../../state/drafts';
import { beginEdit } from '../../state/pwa';
import { refusedTyping, type TypingRefusal } from './typing';
import { type Click, DOUBLE_TAP_MS, isSecondTouch } from './double-tap';

/** Why a form's entry was not recorded: the state layer's refusal, or typing its number boxes refuse. */
export type FormRefusal = Refusal | TypingRefusal;

/** The longest the forms wait after a record for the new screen to be painted before they take a tap again. */
const SETTLE_MS = 100;

/**
 * The click being handled is the second touch of a double tap whose first touch recorded an entry or
 * armed a confirmation (tapTaken): the browser counted it a double click's second, or, from a finger
 * (whose taps not every browser counts), it came within the double-tap time and reach of that touch
 * (double-tap.ts). It is not a tap of its own: the first touch did what the player meant, and the
 * second lands on whatever the screen has put under the finger since (the next player's row, the
 * next phase's form), however late the browser's count says it came. A third quick click is a tap
 * again (a player tapping on because nothing seemed to happen). A keyboard's click counts 0. Set
 * before any form's handler, cleared when the click's task is over.
 */
let secondTouch = false;
/** The last click, and whether it recorded an entry or armed a confirmation. */
let lastClick: Click | undefined;
let lastTapTook = false;
/** The pointer of the last press: a mouse's double click is the browser's to count. */
let pressedByMouse = false;

/** This tap did something (recorded, or armed a confirmation): the rest of its double tap is not a tap. */
export function tapTaken(): void {
  lastTapTook = true;
}

/** The click being handled is the second touch of a double tap that already did something: it does nothing. */
export function isSecondTouchNow(): boolean {
  return secondTouch;
}

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (e) => {
      pressedByMouse = e.pointerType === 'mouse';
    },
    { capture: true, passive: true },
  );
  document.addEventListener(
    'click',
    (e) => {
      const click: Click = { at: e.timeStamp, x: e.clientX, y: e.clientY, detail: e.detail, mouse: pressedByMouse };
      secondTouch = isSecondTouch(click, lastTapTook ? lastClick : undefined);
      lastClick = click;
      lastTapTook = false;
      if (secondTouch)
        setTimeout(() => {
          secondTouch = false;
        }, 0);
    },
    { capture: true },
  );
}

/** A record was just stored and the screen showing it is not painted yet: one for every form on screen. */
let settling = false;
let settled = 0;

function settle(): void {
  settling = true;
  const mine = ++settled;
  const end = () => {
    if (settled === mine) settling = false;
  };
  requestAnimationFrame(() => requestAnimationFrame(end));
  setTimeout(end, SETTLE_MS);
}

/** Where a form's draft lives within the open game: the turn and the form (phase, player). */
export interface DraftOf {
  readonly turn: number;
  readonly form: string;
}

/** Where a form records: its ruleset's signals (advcivSignals(), eeSignals(), smcSignals()). */
export interface EntryTarget<E> {
  /** `seen`: the log length the screen showed when the entry was tapped (a double tap records once). */
  readonly submit: (entry: E, seen?: number) => Promise<Result<number, Refusal>>;
}

/** A form recording entries of type `E`; `EntryForm` alone is any ruleset's form (for shared widgets). */
export interface EntryForm<E = never> {
  readonly busy: boolean;
  readonly refusal: FormRefusal | undefined;
  /** Call on every change the player types: it also takes away the refusal of the last try. */
  readonly touched: () => void;
  /** Records the entry; true when stored. On false the refusal is shown and the typing kept. */
  readonly submit: (entry: E) => Promise<boolean>;
  /** Something was typed (or restored from a draft) and not recorded yet. */
  readonly dirty: boolean;
  /** Forgets the draft and puts every useDraft field back to its initial value (the player cancels the form). */
  readonly discard: () => void;
  /** The draft behind useDraft: undefined when the form keeps none. */
  readonly draft: DraftState | undefined;
}

/** What useDraft needs from its form; internal to this module and its hook. */
interface DraftState {
  readonly scope: DraftScope;
  /** The fields found when the form mounted. */
  readonly restored: DraftFields | undefined;
  /** Bumped by discard: useDraft fields go back to their initial values. */
  readonly generation: number;
}

export function useEntry<E>(to: EntryTarget<E>, draftOf?: DraftOf): EntryForm<E> {
  const [busy, setBusy] = useState(false);
  // This form just recorded: a second touch of that tap may still come, on the form as it moved on.
  const [recorded, setRecorded] = useState(false);
  const recordedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const justRecorded = (on: boolean) => {
    clearTimeout(recordedTimer.current);
    setRecorded(on);
    if (on) recordedTimer.current = setTimeout(() => setRecorded(false), DOUBLE_TAP_MS);
  };
  useEffect(() => () => clearTimeout(recordedTimer.current), []);
  const [refusal, setRefusal] = useState<FormRefusal | undefined>(undefined);
  // The entry being recorded (its JSON) and the answer it will get: set on the tap, before any render.
  const flight = useRef<{ readonly key: string; readonly answer: Promise<boolean> } | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  const [dirty, setDirty] = useState(false);
  const editing = useRef<(() => void) | undefined>(undefined);
  const game = session().record.value?.id;
  // The log this render shows: a tap handled before the screen shows its entry stored is the same tap.
  const seen = session().record.value?.entries.length;
  const scope: DraftScope | undefined = draftOf === undefined || game === undefined ? undefined : { game, turn: draftOf.turn, form: draftOf.form };
  const key = scope === undefined ? undefined : `${scope.game}|${scope.turn}|${scope.form}`;
  // Read once per scope: the fields typed before the page was reloaded.
  const restored = useRef<{ key: string | undefined; fields: DraftFields | undefined } | undefined>(undefined);
  const before = restored.current;
  const mounted = before !== undefined && before.key === key ? before : { key, fields: scope === undefined ? undefined : drafts.read(scope) };
  restored.current = mounted;
  const fields = mounted.fields;
  const hadDraft = fields !== undefined;
  useEffect(() => () => editing.current?.(), []);
  // Restored typing is unsaved typing: an update must not reload over it (principle 13).
  useEffect(() => {
    if (hadDraft) {
      editing.current ??= beginEdit();
      setDirty(true);
    }
  }, [hadDraft]);
  const done = () => {
    if (scope !== undefined) drafts.clear(scope);
    setDirty(false);
    editing.current?.();
    editing.current = undefined;
  };
  return {
    busy: busy || recorded,
    refusal,
    dirty,
    touched: () => {
      settling = false;
      // A player who types between two taps is not double tapping.
      lastTapTook = false;
      if (recorded) justRecorded(false);
      editing.current ??= beginEdit();
      setDirty(true);
      // A refusal speaks of the entry as it was tried: once the entry changes it no longer holds, so
      // it goes (the next try is judged afresh). What another screen recorded stays until seen.
      if (refusal !== undefined && refusal.kind !== 'stale') setRefusal(undefined);
    },
    submit: (entry) => {
      // The second touch of a double tap: the first one was the tap.
      if (secondTouch) return Promise.resolve(false);
      const key = JSON.stringify(entry);
      const inFlight = flight.current;
      if (inFlight !== undefined) return inFlight.key === key ? inFlight.answer : Promise.resolve(false);
      // A tap on the form as re-rendered after its record (its log already shows it) before that screen was painted.
      if (settling && seen === session().record.value?.entries.length) return Promise.resolve(false);
      // A tap on this form as it moved on after its own record, while that tap's second touch may still come.
      if (recorded && seen === session().record.value?.entries.length) return Promise.resolve(false);
      const typing = refusedTyping.list();
      if (typing.length > 0) {
        setRefusal({ kind: 'typing', fields: typing });
        return Promise.resolve(false);
      }
      setBusy(true);
      tapTaken();
      const answer = (async () => {
        try {
          const result = await to.submit(entry, seen);
          if (!result.ok) {
            setRefusal(result.error);
            return false;
          }
          setRefusal(undefined);
          done();
          settle();
          justRecorded(true);
          return true;
        } finally {
          flight.current = undefined;
          setBusy(false);
        }
      })();
      flight.current = { key, answer };
      return answer;
    },
    discard: () => {
      done();
      if (restored.current !== undefined) restored.current = { key, fields: undefined };
      setRefusal(undefined);
      setGeneration((g) => g + 1);
    },
    draft: scope === undefined ? undefined : { scope, restored: fields, generation },
  };
}

/** A new value, or an update of the current one (T is never a function in a form). */
export type DraftUpdate<T> = T | ((old: T) => T);

/**
 * useState for one field of an entry form that keeps a draft: restored from the draft when the form
 * mounts (if it still fits `initial`, or `parse` accepts it; otherwise dropped silently), saved on
 * every change, back to `initial` when the form is discarded. Without a form or a draft scope it is
 * useState. The third element sets the field without marking typing or saving it: for the blanks a
 * form puts back after a successful record (a set there would leave a draft behind the record).
 */
export function useDraft<T>(
  form: EntryForm | undefined,
  name: string,
  initial: T | (() => T),
  parse?: (raw: unknown) => T | undefined,
): [T, (next: DraftUpdate<T>) => void, (fresh: T) => void] {
  const start = (): T => (typeof initial === 'function' ? (initial as () => T)() : initial);
  const d = form?.draft;
  const [value, setValue] = useState<T>(() => {
    const fallback = start();
    const raw = d?.restored?.[name];
    if (raw === undefined) return fallback;
    const parsed = parse !== undefined ? parse(raw) : sameShape(fallback, raw) ? (raw as T) : undefined;
    return parsed ?? fallback;
  });
  const generation = useRef(d?.generation ?? 0);
  const set = (next: DraftUpdate<T>) => {
    form?.touched();
    setValue((old) => {
      const v = typeof next === 'function' ? (next as (old: T) => T)(old) : next;
      // Saving the same value twice (if Preact reruns the update) is harmless.
      if (d !== undefined) drafts.write(d.scope, name, v);
      return v;
    });
  };
  // After a record the form starts its next entry afresh: neither typing nor draft (submit just forgot it).
  const reset = (fresh: T) => setValue(fresh);
  if (d !== undefined && d.generation !== generation.current) {
    // The form was discarded: back to the initial value (set during render, Preact renders once more).
    generation.current = d.generation;
    const fresh = start();
    setValue(fresh);
    return [fresh, set, reset];
  }
  return [value, set, reset];
}
