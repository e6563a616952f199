/**
 * A linked phone keeps its screen on (issue 19 item 8), where the browser has the Screen Wake Lock
 * API: the lock is asked for while linked and visible, asked for again when the page is visible
 * again after the browser released it (hidden), and released when the link ends or the setting is
 * turned off. A browser without the API: nothing happens.
 */
import { signal } from '@preact/signals';
import { describe, expect, test, vi } from 'vitest';
import { keepScreenAwake, type ScreenLock } from '../../src/state/wake';

function fakeBrowser() {
  const locks: { released: boolean; onRelease: (() => void)[] }[] = [];
  const listeners: (() => void)[] = [];
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, l: () => void) => listeners.push(l),
    removeEventListener: () => undefined,
  };
  const wakeLock = {
    request: vi.fn(async (): Promise<ScreenLock> => {
      const lock = { released: false, onRelease: [] as (() => void)[] };
      locks.push(lock);
      return {
        get released() {
          return lock.released;
        },
        release: async () => {
          lock.released = true;
          for (const l of lock.onRelease) l();
        },
        addEventListener: (_: 'release', l: () => void) => lock.onRelease.push(l),
      };
    }),
  };
  /** The browser hides the page: it releases the lock by itself. */
  const hide = () => {
    doc.visibilityState = 'hidden';
    for (const lock of locks.filter((l) => !l.released)) {
      lock.released = true;
      for (const l of lock.onRelease) l();
    }
    for (const l of listeners) l();
  };
  const show = () => {
    doc.visibilityState = 'visible';
    for (const l of listeners) l();
  };
  const held = () => locks.filter((l) => !l.released).length;
  return { doc: doc as unknown as Document, wakeLock, hide, show, held, locks };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('issue 19 item 8: a linked phone keeps its screen on', () => {
  test('asked for while linked; released by the browser when hidden and asked for again when visible; released when the link ends', async () => {
    const b = fakeBrowser();
    const wanted = signal(false);
    keepScreenAwake(wanted, { wakeLock: b.wakeLock, document: b.doc });
    await settle();
    expect(b.wakeLock.request).not.toHaveBeenCalled();
    wanted.value = true;
    await settle();
    expect(b.held()).toBe(1);
    b.hide();
    await settle();
    expect(b.held()).toBe(0);
    expect(b.wakeLock.request).toHaveBeenCalledTimes(1);
    b.show();
    await settle();
    expect(b.held()).toBe(1);
    expect(b.wakeLock.request).toHaveBeenCalledTimes(2);
    wanted.value = false;
    await settle();
    expect(b.held()).toBe(0);
  });

  test('the setting off (or the link ending while the lock is asked for): no lock is kept', async () => {
    const b = fakeBrowser();
    const wanted = signal(true);
    keepScreenAwake(wanted, { wakeLock: b.wakeLock, document: b.doc });
    // Turned off before the browser granted it: the granted lock is released at once.
    wanted.value = false;
    await settle();
    expect(b.locks).toHaveLength(1);
    expect(b.held()).toBe(0);
  });

  test('a browser without the Screen Wake Lock API: nothing is asked and nothing breaks', () => {
    const b = fakeBrowser();
    const stop = keepScreenAwake(signal(true), { wakeLock: undefined, document: b.doc });
    expect(() => stop()).not.toThrow();
  });
});
