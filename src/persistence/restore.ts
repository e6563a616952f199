/**
 * The restore gate: every record read from the database or from a file passes here, and only
 * here. In order: the format version (older versions are migrated step by step, newer ones are
 * refused), the structural gate (parseRecord: limits, envelope, the ruleset's parsers), the
 * ruleset's setup rules, and a replay of the whole log that re-validates every entry. A record
 * that fails is reported (which entry, which rule) and never half-loaded.
 */
import { GAMES, type AnyGameModule } from '../engine/games';
import { type CheckpointIndex, replayWithCheckpoints } from '../engine/log/checkpoints';
import { parseRecord } from '../engine/record';
import { err, ok, type Result } from '../engine/result';
import { SCHEMA_VERSION, type GameRecord, type RulesetId } from '../engine/types';
import { persistenceError, type PersistenceError } from './errors';

/** The game module of every ruleset: the app's GAMES, or a test's own (every ruleset present). */
export type GameRegistry = Readonly<Record<RulesetId, AnyGameModule>>;

/** One step of record migration: a record of version n in, a record of version n + 1 out. */
export type RecordMigration = (raw: Readonly<Record<string, unknown>>) => Record<string, unknown>;

/**
 * Record migrations by the version they migrate FROM. Version 1 is the first format, so there are
 * none yet; a format change adds `1: (raw) => ({ ...raw, schemaVersion: 2, ... })` here, bumps
 * SCHEMA_VERSION, and adds a round-trip test with a version-1 fixture.
 */
export const RECORD_MIGRATIONS: Readonly<Record<number, RecordMigration>> = {};

/** A record that passed the gate, with the state its log replays to. */
export interface RestoredGame {
  readonly record: GameRecord;
  readonly state: unknown;
  /** States along the log, derived by the same replay, so "as of" and undo need not start at entry 0. */
  readonly checkpoints: CheckpointIndex<unknown>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Brings a record of any known older version up to SCHEMA_VERSION, or says which version is unknown. */
export function migrateRecord(
  raw: unknown,
  migrations: Readonly<Record<number, RecordMigration>> = RECORD_MIGRATIONS,
  target: number = SCHEMA_VERSION,
): Result<unknown, PersistenceError> {
  if (!isObject(raw)) return ok(raw); // the structural gate explains what is wrong
  let current: Record<string, unknown> = raw;
  const start = current.schemaVersion;
  if (typeof start !== 'number') return ok(raw);
  // Not whole, or older with no way forward: no Tresham ever wrote it (damaged), not a newer one.
  if (!Number.isInteger(start)) return err(persistenceError('restore/bad-version', { version: String(start) }));
  if (start > target) return err(persistenceError('restore/unknown-version', { version: String(start) }));
  for (let version = start; version < target; version++) {
    const migration = migrations[version];
    if (migration === undefined) return err(persistenceError('restore/bad-version', { version: String(start) }));
    current = migration(current);
  }
  return ok(current);
}

/** The gate itself. `games` defaults to the app's registry. */
export function restore(
  raw: unknown,
  games: GameRegistry = GAMES,
  migrations: Readonly<Record<number, RecordMigration>> = RECORD_MIGRATIONS,
): Result<RestoredGame, PersistenceError> {
  const migrated = migrateRecord(raw, migrations);
  if (!migrated.ok) return migrated;
  const parsed = parseRecord(migrated.value, games);
  if (!parsed.ok) {
    const first = parsed.error[0];
    return err(persistenceError('restore/invalid-record', { path: first?.path ?? '', count: parsed.error.length }, { problems: parsed.error }));
  }
  const record = parsed.value;
  const module = games[record.ruleset];
  const setupViolations = module.validateSetup(record.setup);
  if (setupViolations.length > 0) {
    return err(persistenceError('restore/setup-violations', { count: setupViolations.length }, { violations: setupViolations }));
  }
  const replayed = replayWithCheckpoints(module, record.setup, record.entries);
  const broken = replayed.violations[0];
  if (broken !== undefined) {
    return err(
      persistenceError(
        'restore/violations',
        { entry: broken.index + 1, count: replayed.violations.length },
        { entryIndex: broken.index, violations: broken.violations },
      ),
    );
  }
  return ok({ record, state: replayed.state, checkpoints: replayed.checkpoints });
}
