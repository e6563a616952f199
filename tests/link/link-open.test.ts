/**
 * A link that does not open says so in time (issue 20): once both codes are read, the host waits
 * 15 s for the data channel, then names the cause (it did not open, or the browser gave up on it)
 * so the screen can say what to try; a link that opens resolves at once.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LINK_OPEN_MS, opened } from '../../src/link/session';
import type { Link } from '../../src/link/peer';
import { da, en } from '../../src/ui/messages/catalog';

const linkOpening = (open: Promise<void>): Link => ({
  channel: new EventTarget() as unknown as RTCDataChannel,
  connection: new EventTarget() as unknown as RTCPeerConnection,
  open,
  close: () => undefined,
});

describe('a link that does not open within 15 s', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('never opening: rejected as link/timeout at 15 s, not before', async () => {
    const waiting = opened(linkOpening(new Promise(() => undefined)));
    let outcome: string | undefined;
    waiting.catch((e: unknown) => {
      outcome = (e as Error).message;
    });
    await vi.advanceTimersByTimeAsync(LINK_OPEN_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('link/timeout');
    expect(LINK_OPEN_MS).toBe(15_000);
  });

  test('the browser gives up first: rejected as link/failed', async () => {
    const waiting = opened(linkOpening(Promise.reject(new Error('link/failed'))));
    await expect(waiting).rejects.toThrow('link/failed');
  });

  test('opening: resolved, and no timeout fires later', async () => {
    await expect(opened(linkOpening(Promise.resolve()))).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(LINK_OPEN_MS * 2);
  });

  test('the words name the cause and what to try, in English and Danish; only a malformed code is "damaged"', () => {
    for (const key of ['phones.problem.link/timeout', 'phones.problem.link/failed'] as const) {
      expect(en[key]).toMatch(/same Wi-Fi/);
      expect(en[key]).toMatch(/hotspot/);
      expect(en[key]).toMatch(/camera instead of pasting/);
      expect(en[key]).toMatch(/codes or a file/);
      expect(da[key]).toMatch(/samme wi-fi/);
      expect(da[key]).toMatch(/hotspot/);
      expect(da[key]).toMatch(/kameraet i stedet for at indsætte/);
      expect(da[key]).toMatch(/koder eller en fil/);
    }
    expect(en['phones.problem.link/timeout']).toMatch(/15 seconds/);
    const damaged = Object.entries(en).filter(([k, v]) => k.startsWith('phones.problem.') && /damaged/i.test(v));
    expect(damaged.map(([k]) => k)).toEqual(['phones.problem.code/malformed']);
    const beskadiget = Object.entries(da).filter(([k, v]) => k.startsWith('phones.problem.') && /beskadiget/i.test(v));
    expect(beskadiget.map(([k]) => k)).toEqual(['phones.problem.code/malformed']);
  });
});
