/**
 * This phone's own key (issue 19 item 8): made once from the randomness passed in and kept in the
 * phone's storage, so a reopened page proves the same seat; the seats' holders are kept per game
 * and go with the game when it is deleted.
 */
import { describe, expect, test } from 'vitest';
import { harness, newTally } from './harness';

const bytes = (fill: number) => (n: number) => new Uint8Array(n).fill(fill);

describe('issue 19 item 8: a phone has a key of its own, kept in its storage', () => {
  test('made once from the randomness passed in (32 bytes, hex), then the same on every call and after a reload of the page', async () => {
    const h = harness();
    const first = await h.repo.phoneKey(bytes(0xab));
    expect(first).toEqual({ ok: true, value: 'ab'.repeat(32) });
    // Later calls never make another, whatever randomness they bring.
    expect(await h.repo.phoneKey(bytes(0x01))).toEqual(first);
    const reopened = h.openTab();
    expect(await reopened.repo.phoneKey(bytes(0x02))).toEqual(first);
  });

  test('the seats’ holders are kept per game, read back as stored, and deleted with the game', async () => {
    const h = harness();
    const created = await h.repo.createGame(newTally());
    if (!created.ok) throw new Error(created.error.code);
    const id = created.value.record.id;
    expect(await h.repo.seatHolders(id)).toEqual({ ok: true, value: undefined });
    const held = ['c'.repeat(64), null];
    expect((await h.repo.putSeatHolders(id, held)).ok).toBe(true);
    expect(await h.openTab().repo.seatHolders(id)).toEqual({ ok: true, value: held });
    expect((await h.repo.deleteGame(id)).ok).toBe(true);
    expect(await h.repo.seatHolders(id)).toEqual({ ok: true, value: undefined });
  });
});
