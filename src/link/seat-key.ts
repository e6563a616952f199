/**
 * What binds a seat to a phone (issue 19 item 8). Each phone keeps a key of its own in its storage,
 * made once from random bytes (persistence: `phoneKey`) and never sent anywhere. For one game it
 * makes a proof, the hash of the key and the game's table id, which it sends only inside a seat
 * claim, over the encrypted data channel, to the host. The host binds the seat to the proof's hash
 * (the seat's holder) and tells every phone the holders: a holder cannot be turned back into its
 * proof, so a phone that reads another's holder cannot claim that seat with it. A proof made for one
 * game says nothing of the key or of the phone's proof for another game.
 *
 * Pure.
 */
import { sha256Hex } from './hash';
import type { SeatHolders } from './protocol';

/** This phone's proof for the game the table knows as `tableId`. */
export function seatProof(phoneKey: string, tableId: string): string {
  return sha256Hex(`tresham seat\n${tableId}\n${phoneKey}`);
}

/** The holder a proof binds a seat to: what the host keeps and tells every phone. */
export function holderOf(proof: string): string {
  return sha256Hex(proof);
}

/** The seat `holder` holds in `held`, if any. */
export function seatHeldBy(held: SeatHolders, holder: string): number | undefined {
  const i = held.indexOf(holder);
  return i < 0 ? undefined : i;
}

/** Holders as stored or received, fitted to a game of `seats` seats (anything else: free). */
export function fitHolders(held: unknown, seats: number): SeatHolders {
  const list = Array.isArray(held) ? held : [];
  return Array.from({ length: seats }, (_, i) => {
    const h: unknown = list[i];
    return typeof h === 'string' && /^[0-9a-f]{64}$/.test(h) ? h : null;
  });
}
