/**
 * Keeps the screen on while this phone is linked to other phones (issue 19 item 8), where the
 * browser has the Screen Wake Lock API: a phone whose screen goes dark sleeps, and its link is lost
 * in the middle of a turn. The lock is asked for while `wanted` (linked, and the setting on) and the
 * page is visible; the browser releases it when the page is hidden, and it is asked for again when
 * the page is visible again; it is released when the link ends or the setting is turned off.
 */
import { effect, type ReadonlySignal, signal } from '@preact/signals';

/** The part of a WakeLockSentinel used here. */
export interface ScreenLock {
  readonly released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

export interface WakeDeps {
  /** navigator.wakeLock where the browser has it. */
  readonly wakeLock?: { request(type: 'screen'): Promise<ScreenLock> } | undefined;
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/** Holds the screen lock while `wanted` and visible; returns the function that stops it all. */
export function keepScreenAwake(wanted: ReadonlySignal<boolean>, deps: WakeDeps): () => void {
  const { wakeLock, document } = deps;
  if (wakeLock === undefined) return () => undefined;
  const visible = signal(document.visibilityState === 'visible');
  const onVisibility = (): void => {
    visible.value = document.visibilityState === 'visible';
  };
  document.addEventListener('visibilitychange', onVisibility);
  let lock: ScreenLock | undefined;
  let asking = false;
  // Bumped by every change: a lock granted after it is no longer wanted is released at once.
  let want = false;
  const sync = (): void => {
    if (want && lock === undefined && !asking) {
      asking = true;
      wakeLock
        .request('screen')
        .then((granted) => {
          asking = false;
          if (!want) return void granted.release().catch(() => undefined);
          lock = granted;
          // Released by the browser (the page hidden): asked for again once visible and still wanted.
          granted.addEventListener('release', () => {
            if (lock === granted) lock = undefined;
          });
        })
        // Refused (low battery, no permission, not visible): nothing more to do until the next change.
        .catch(() => {
          asking = false;
        });
    } else if (!want && lock !== undefined) {
      const held = lock;
      lock = undefined;
      void held.release().catch(() => undefined);
    }
  };
  const stop = effect(() => {
    want = wanted.value && visible.value;
    sync();
  });
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onVisibility);
    want = false;
    sync();
  };
}
