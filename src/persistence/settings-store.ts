/**
 * Storage of what the phone keeps beside its games: the game last open, this phone's own key, the
 * seats of a linked table, and the browser's persistent storage (asked for once the first game
 * exists, never waited on).
 */
import { ok } from '../engine/result';
import { META_LAST_OPEN_GAME, META_PHONE_KEY, seatsKey } from './db';
import type { Outcome, Store } from './store';

export interface StorageStatus {
  /** False where the browser has no StorageManager (then the other fields are absent). */
  readonly supported: boolean;
  readonly persisted: boolean;
  readonly usage?: number;
  readonly quota?: number;
}

export interface SettingsStore {
  readonly storageStatus: () => Promise<StorageStatus>;
  readonly requestPersistence: () => Promise<boolean>;
  readonly getLastOpenGame: () => Outcome<string | undefined>;
  readonly setLastOpenGame: (id: string | undefined) => Outcome<true>;
  /**
   * This phone's own key: made once from `random` (32 bytes, as hex) and kept; the same key on every
   * later call, after a reload too. A linked table binds a seat to it (src/link/seat-key.ts).
   */
  readonly phoneKey: (random: (bytes: number) => Uint8Array) => Outcome<string>;
  /** Which phone holds each seat of a game (hashes, src/link/seat-key.ts; null: free), as stored: checked by the caller. */
  readonly seatHolders: (gameId: string) => Outcome<unknown>;
  readonly putSeatHolders: (gameId: string, held: readonly (string | null)[]) => Outcome<true>;
}

export function createSettingsStore({ db, storage, guarded, inTransaction }: Store): SettingsStore {
  async function requestPersistence(): Promise<boolean> {
    try {
      if (storage === undefined) return false;
      if (await storage.persisted()) return true;
      return await storage.persist();
    } catch {
      return false;
    }
  }

  return {
    storageStatus: async () => {
      if (storage === undefined) return { supported: false, persisted: false };
      try {
        const [persisted, estimate] = await Promise.all([storage.persisted(), storage.estimate()]);
        return {
          supported: true,
          persisted,
          ...(estimate.usage === undefined ? {} : { usage: estimate.usage }),
          ...(estimate.quota === undefined ? {} : { quota: estimate.quota }),
        };
      } catch {
        return { supported: false, persisted: false };
      }
    },

    requestPersistence,

    getLastOpenGame: () =>
      guarded(async () => {
        const row = await db.meta.get(META_LAST_OPEN_GAME);
        return ok(typeof row?.value === 'string' ? row.value : undefined);
      }),

    setLastOpenGame: (id) =>
      guarded(async () => {
        if (id === undefined) await db.meta.delete(META_LAST_OPEN_GAME);
        else await db.meta.put({ key: META_LAST_OPEN_GAME, value: id });
        return ok(true as const);
      }, true),

    phoneKey: (random) =>
      inTransaction(async () => {
        const kept = await db.meta.get(META_PHONE_KEY);
        if (typeof kept?.value === 'string' && /^[0-9a-f]{64}$/.test(kept.value)) return kept.value;
        const key = [...random(32)].map((b) => b.toString(16).padStart(2, '0')).join('');
        await db.meta.put({ key: META_PHONE_KEY, value: key });
        return key;
      }),

    seatHolders: (gameId) => guarded(async () => ok((await db.meta.get(seatsKey(gameId)))?.value)),

    putSeatHolders: (gameId, held) =>
      guarded(async () => {
        await db.meta.put({ key: seatsKey(gameId), value: [...held] });
        return ok(true as const);
      }, true),
  };
}
