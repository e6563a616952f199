/**
 * Offline and update status (STYLE 13). The service worker is registered through workbox-window;
 * a waiting update is applied only when the player taps Reload, and never while an entry is being
 * typed (`editsInProgress` counts open, changed entry forms). A newer app version that took the
 * database from under this page (`newerVersion`) asks for a reload too; the typing is kept in drafts.
 */
import { signal, computed } from '@preact/signals';
import { offlineNoticeShown } from './preferences';

export const offlineReady = signal(false);
export const updateWaiting = signal(false);
export const editsInProgress = signal(0);
export const canApplyUpdate = computed(() => updateWaiting.value && editsInProgress.value === 0);
/**
 * True once a newer version of the app has the database (another tab upgraded it): this page writes
 * nothing more and asks for a reload. Set by the repository (src/state/repo.ts).
 */
export const newerVersion = signal(false);

let applyWaiting: (() => void) | undefined;

/** Called by the registration module when the worker is installed for the first time. */
export function markOfflineReady(): void {
  if (!offlineNoticeShown.value) offlineReady.value = true;
}

export function dismissOfflineReady(): void {
  offlineReady.value = false;
  offlineNoticeShown.value = true;
}

export function markUpdateWaiting(apply: () => void): void {
  applyWaiting = apply;
  updateWaiting.value = true;
}

/** The player agreed: activate the waiting worker (the page reloads when it takes control). */
export function applyUpdate(): void {
  if (!canApplyUpdate.value) return;
  applyWaiting?.();
}

export function postponeUpdate(): void {
  updateWaiting.value = false;
}

/** An entry form reports it holds unsaved typing; the returned function reports it is done. */
export function beginEdit(): () => void {
  editsInProgress.value++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    editsInProgress.value--;
  };
}
