/**
 * Backup files: the format of an all-games file, reading an untrusted file into records through
 * the restore gate (all or nothing), and handing a file to the player (share sheet where the
 * browser has one, a download otherwise).
 *
 * A one-game file is the documented record itself (GameRecord, src/engine/record.schema.json); an
 * all-games file wraps records: `{ format: 'tresham-backup', schemaVersion, exportedAt, games }`.
 */
import { err, ok, type Result } from '../engine/result';
import { MAX_FILE_BYTES, MAX_STRING } from '../engine/limits';
import { SCHEMA_VERSION, type GameRecord } from '../engine/types';
import { persistenceError, type PersistenceError } from './errors';
import { restore, type GameRegistry } from './restore';
import { checkText } from './text';

export const BACKUP_FORMAT = 'tresham-backup';
/** Far beyond any real backup (engine/limits: also the most a hand-over by codes inflates to). */
export { MAX_FILE_BYTES };
export const MAX_GAMES_PER_FILE = 1000;

/** A file ready to hand to the player. */
export interface BackupFile {
  readonly filename: string;
  readonly mimeType: 'application/json';
  readonly text: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A game's name as the file gives it, where it is one a record may hold (the player is told which game was refused). */
const nameIn = (raw: unknown): string | undefined => (isObject(raw) && typeof raw.name === 'string' && raw.name.length <= MAX_STRING ? raw.name : undefined);

/** A restore-gate refusal, as the import error the player reads: which game of an all-games file, by its place and its name. */
function asImportError(e: PersistenceError, gameIndex: number | undefined, gameName?: string): PersistenceError {
  const where = gameIndex === undefined ? {} : { gameIndex, ...(gameName !== undefined ? { gameName } : {}) };
  if (e.code === 'restore/unknown-version') return { ...e, ...where, code: 'import/unknown-version' };
  if (e.code === 'restore/bad-version') return { ...e, ...where, code: 'import/bad-version' };
  if (e.code === 'restore/invalid-record') {
    // The structural gate's limits (entries, string lengths) are the "absurd sizes" of a file.
    if (e.problems?.some((p) => p.code === 'shape/too-large')) return persistenceError('import/too-large', {}, { ...where, problems: e.problems });
    return { ...e, ...where, code: 'import/invalid-record' };
  }
  return { ...e, ...where };
}

async function readText(input: Blob | string): Promise<Result<string, PersistenceError>> {
  if (typeof input === 'string') {
    // Cheap bound first; the exact UTF-8 size only when it could matter.
    if (input.length > MAX_FILE_BYTES || new TextEncoder().encode(input).length > MAX_FILE_BYTES) {
      return err(persistenceError('import/too-large'));
    }
    return ok(input);
  }
  if (input.size > MAX_FILE_BYTES) return err(persistenceError('import/too-large'));
  try {
    return ok(await input.text());
  } catch {
    return err(persistenceError('import/not-json'));
  }
}

/**
 * Reads an untrusted backup file (one game or all games) into records that passed the restore
 * gate. Any refusal refuses the whole file: nothing is half-imported.
 */
export async function parseBackupText(input: Blob | string, games?: GameRegistry): Promise<Result<readonly GameRecord[], PersistenceError>> {
  const text = await readText(input);
  if (!text.ok) return text;
  let raw: unknown;
  try {
    raw = JSON.parse(text.value);
  } catch {
    return err(persistenceError('import/not-json'));
  }
  if (!isObject(raw)) return err(persistenceError('import/not-a-backup'));
  const unsafe = checkText(raw);
  if (unsafe !== undefined) return err(unsafe);

  if (raw.format === BACKUP_FORMAT) {
    const version = raw.schemaVersion;
    if (typeof version !== 'number') {
      return err(
        persistenceError(
          'import/invalid-record',
          { path: 'schemaVersion', count: 1 },
          { problems: [{ path: 'schemaVersion', code: 'shape/wrong-type', expected: 'number' }] },
        ),
      );
    }
    if (!Number.isInteger(version) || version < 1) return err(persistenceError('import/bad-version', { version: String(version) }));
    if (version > SCHEMA_VERSION) return err(persistenceError('import/unknown-version', { version: String(version) }));
    const list = raw.games;
    if (!Array.isArray(list)) {
      return err(
        persistenceError('import/invalid-record', { path: 'games', count: 1 }, { problems: [{ path: 'games', code: 'shape/wrong-type', expected: 'array' }] }),
      );
    }
    if (list.length > MAX_GAMES_PER_FILE) return err(persistenceError('import/too-large'));
    if (list.length === 0) return err(persistenceError('import/empty'));
    const records: GameRecord[] = [];
    for (let i = 0; i < list.length; i++) {
      const restored = restore(list[i], games);
      if (!restored.ok) return err(asImportError(restored.error, i, nameIn(list[i])));
      records.push(restored.value.record);
    }
    return ok(records);
  }

  if (!('schemaVersion' in raw) && !('entries' in raw)) return err(persistenceError('import/not-a-backup'));
  const restored = restore(raw, games);
  if (!restored.ok) return err(asImportError(restored.error, undefined));
  return ok([restored.value.record]);
}

/** The parts of the browser that hand a file over (injected so tests need no DOM). */
export interface FileHandoff {
  readonly navigator?: Pick<Navigator, 'share' | 'canShare'> | undefined;
  readonly download: (blob: Blob, filename: string) => void;
}

export type HandedOver = 'shared' | 'downloaded' | 'cancelled';

/** The browser's own download: an object URL on a temporary link (`doc` is injectable for tests). */
export function browserDownload(blob: Blob, filename: string, doc: Pick<Document, 'createElement' | 'body'> = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * Hands a backup file to the player: the share sheet where the browser can share files (phones),
 * a download otherwise. A dismissed share sheet is 'cancelled', not an error.
 */
export async function handOver(file: BackupFile, handoff: FileHandoff = { navigator: globalThis.navigator, download: browserDownload }): Promise<HandedOver> {
  const blob = new Blob([file.text], { type: file.mimeType });
  const nav = handoff.navigator;
  if (nav?.share !== undefined && nav.canShare !== undefined && typeof File === 'function') {
    const shared = new File([blob], file.filename, { type: file.mimeType });
    if (nav.canShare({ files: [shared] })) {
      try {
        await nav.share({ files: [shared], title: file.filename });
        return 'shared';
      } catch (e) {
        if (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError') return 'cancelled';
        // Sharing failed for another reason (not allowed here): fall back to the download.
      }
    }
  }
  handoff.download(blob, file.filename);
  return 'downloaded';
}
