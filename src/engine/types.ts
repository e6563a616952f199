/**
 * The engine's shared vocabulary: rule citations, violations and the stored game record.
 * Everything here is pure data; no module in src/engine may import from outside src/engine.
 */

/** Games Tresham keeps the books for. One folder per ruleset under rulesets/. */
export const RULESET_IDS = ['advciv', 'eastern-empires', 'smc'] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** The rule documents a citation can point into (see README of the seeds). */
export const RULE_DOCS = ['advciv', 'capitals', 'ee', 'smc'] as const;
export type RuleDoc = (typeof RULE_DOCS)[number];

/**
 * A pointer into a rule text: `{ doc: 'advciv', rule: '31.62' }` reads "advciv 31.62".
 * `ruling` names the product ruling (R-A4 ...) applied where the text is unclear;
 * `variant` names the optional variant that changed the result.
 */
export interface RuleCitation {
  readonly doc: RuleDoc;
  readonly rule: string;
  readonly ruling?: string;
  readonly variant?: string;
}

export type ParamValue = string | number | boolean | readonly string[] | readonly number[];
export type Params = Readonly<Record<string, ParamValue>>;

/**
 * A player's mistake, as a value. `code` is stable (`purchase/not-enough-funds`) and is the key of
 * the message the UI shows; `params` fill the message; `cite` is the rule(s) that refuse the entry.
 */
export interface Violation {
  readonly code: string;
  readonly cite: readonly RuleCitation[];
  readonly params: Params;
}

/** The version of the stored record format (src/engine/record.schema.json documents it). */
export const SCHEMA_VERSION = 1 as const;

/** One entry as stored in the log: the entry itself plus when it was made (ISO time, passed in). */
export interface LoggedEntry<E> {
  readonly at: string;
  readonly entry: E;
}

/**
 * A stored game: setup plus the ordered log of entries. All state is derived by replay.
 * `Setup` and `Entry` are the ruleset's own types (see GameModule).
 */
export interface GameRecord<Setup = unknown, Entry = unknown> {
  readonly schemaVersion: typeof SCHEMA_VERSION;
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly ruleset: RulesetId;
  readonly setup: Setup;
  readonly entries: readonly LoggedEntry<Entry>[];
}
