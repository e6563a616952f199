/**
 * Storage of drafts: the typing of a form not yet recorded, kept so a reload or a sleeping phone
 * loses nothing. Stored as given; the state layer checks each one's envelope when it reads them.
 */
import { ok } from '../engine/result';
import type { DraftRow } from './db';
import type { Outcome, Store } from './store';

export interface DraftsStore {
  /** Every stored draft, as stored (the state layer checks each one's envelope). */
  readonly listDrafts: () => Outcome<readonly DraftRow[]>;
  /** Keeps one form's typing (replacing what was kept under its key). */
  readonly putDraft: (draft: DraftRow) => Outcome<true>;
  /** Forgets one form's typing (recorded or cleared). */
  readonly deleteDraft: (key: string) => Outcome<true>;
}

export function createDraftsStore({ db, guarded }: Store): DraftsStore {
  return {
    listDrafts: () => guarded(async () => ok(await db.drafts.toArray())),

    putDraft: (draft) =>
      guarded(async () => {
        await db.drafts.put(draft);
        return ok(true as const);
      }, true),

    deleteDraft: (key) =>
      guarded(async () => {
        await db.drafts.delete(key);
        return ok(true as const);
      }, true),
  };
}
