/**
 * The live link's wire for the session tests (no WebRTC in Node): src/link/peer replaced by pairs of
 * in-memory data channels, the far end of each handed to the test's scripted phone (`on.far`), and
 * src/state/repo by a real repository on fake IndexedDB. Made inside `vi.hoisted`, so that the mock
 * factories reach it:
 *
 *   const wire = await vi.hoisted(async () => (await import('./fake-wire')).fakeWire());
 *   vi.mock('../../src/link/peer', () => wire.peer());
 *   vi.mock('../../src/state/repo', () => wire.repo());
 */
import type { Harness } from '../persistence/harness';

export interface WireOptions {
  /**
   * A message sent while both ends are open arrives even when the ends close before it does (as a
   * data channel's close does). Otherwise a message that finds its end closed on arrival is lost.
   */
  readonly sentSurvivesClose?: boolean;
}

/** One end of an in-memory data channel; closing one end closes both, as a data channel does. */
export class FakeChannel extends EventTarget {
  readyState: 'open' | 'closed' = 'open';
  other: FakeChannel | undefined;
  readonly sentSurvivesClose: boolean;

  constructor(sentSurvivesClose: boolean) {
    super();
    this.sentSurvivesClose = sentSurvivesClose;
  }

  send(data: string): void {
    if (this.readyState !== 'open') throw new Error('the channel is closed');
    const to = this.other;
    if (to === undefined) return;
    if (this.sentSurvivesClose) {
      if (to.readyState !== 'open') return;
      void Promise.resolve().then(() => to.dispatchEvent(new MessageEvent('message', { data })));
      return;
    }
    void Promise.resolve().then(() => {
      if (to.readyState === 'open') to.dispatchEvent(new MessageEvent('message', { data }));
    });
  }

  close(): void {
    if (this.readyState === 'closed') return;
    this.readyState = 'closed';
    this.dispatchEvent(new Event('close'));
    this.other?.close();
  }
}

export function fakeWire(options: WireOptions = {}) {
  /** The far end of the next link made, handed to the test's scripted phone. */
  const on: { far: ((far: FakeChannel) => void) | undefined } = { far: undefined };
  const link = () => {
    const near = new FakeChannel(options.sentSurvivesClose ?? false);
    const far = new FakeChannel(options.sentSurvivesClose ?? false);
    near.other = far;
    far.other = near;
    on.far?.(far);
    const connection = Object.assign(new EventTarget(), { connectionState: 'connected' });
    return { channel: near, connection, open: Promise.resolve(), close: () => near.close() };
  };
  /** The phone's storage: made once, kept across the page's reloads (`vi.resetModules`). */
  const storage: { harness: Harness | undefined } = { harness: undefined };
  return {
    on,
    link,
    /** src/link/peer: every code made or read opens the next link. */
    peer: () => ({
      LinkCodeError: class extends Error {},
      answer: async () => ({ link: link(), secret: 'secret-of-this-code', code: 'answer-code' }),
      invite: async () => ({ link: link(), secret: 'secret-of-this-code', code: 'offer-code', accept: async () => undefined }),
    }),
    /** src/state/repo: the phone's storage, made on first use. */
    async repo() {
      const { harness } = await import('../persistence/harness');
      const { GAMES } = await import('../../src/engine/games');
      storage.harness ??= harness(GAMES);
      const h = storage.harness;
      return { repo: () => h.repo, db: h.db };
    },
    /** The phone's storage (its repository, its disk), once made. */
    storage(): Harness {
      if (storage.harness === undefined) throw new Error('no storage yet');
      return storage.harness;
    },
  };
}

/**
 * Waits until `ok` holds, looking again after each `pause`: storage and the channel work in their own
 * tasks. On real time (performance.now, setImmediate), which fake timers of setTimeout and Date leave alone.
 */
export async function until(
  ok: () => boolean | Promise<boolean>,
  what: string,
  withinMs = 10_000,
  pause: (go: () => void) => unknown = (go) => setImmediate(go),
): Promise<void> {
  const start = performance.now();
  while (performance.now() - start < withinMs) {
    if (await ok()) return;
    await new Promise<void>((r) => pause(r));
  }
  throw new Error(`never: ${what}`);
}
