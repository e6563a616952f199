/**
 * Names of game things in the active language (catalog keys `nation.name.<id>`, `card.name.<id>`...).
 * An id without a catalog entry (a ruleset added later) shows as itself rather than as a raw key.
 */
import { hasMessage, locale, t, translate } from '../i18n';
import type { RuleCitation, Violation } from '../../engine/types';
import { formatCitation, formatCitations } from '../messages/citations';
import type { MessageParams } from '../messages/format';

const named =
  (prefix: string) =>
  (id: string): string => {
    const key = `${prefix}.${id}`;
    return hasMessage(key) ? translate(locale.value, key) : id;
  };

export const nationName = named('nation.name');
export const cardName = named('card.name');
export const commodityName = named('commodity.name');
export const calamityName = named('calamity.name');
/** A calamity's short name for a choice list (in Danish with the printed name, so the card is found). */
export const calamityShortName = named('calamity.short');
export const phaseName = named('phase');
export const groupName = named('group');
export const epochName = named('epoch');

/**
 * A game id from any ruleset's name tables (the first that knows it), for parameters whose meaning is
 * shared across rulesets (a player's civilization, an advance, a calamity, a phase).
 */
const anyNamed =
  (...prefixes: readonly string[]) =>
  (id: string): string => {
    for (const prefix of prefixes) if (hasMessage(`${prefix}.${id}`)) return translate(locale.value, `${prefix}.${id}`);
    return id;
  };
/**
 * A malformed entry's field in the player's words, never its internal path ("entry.tokens.africa"):
 * the last game thing the path names ("The value for Africa in this entry"), else "A value in this entry".
 */
export function entryFieldWords(path: string): string {
  const ids = path.split(/[.[\]]+/).filter((s) => s !== '' && s !== 'entry');
  for (const id of [...ids].reverse()) {
    const name = anyId(id);
    if (name !== id) return t('form.entryFieldOf', { what: name });
  }
  return t('form.entryField');
}

/** Prefixes of the name tables a ruleset's screens register (Eastern Empires: `eeui.civ.<id>`...). */
const CIV = ['nation.name', 'eeui.civ'];
const ADVANCE = ['card.name', 'eeui.advance'];
const CALAMITY = ['calamity.name', 'eeui.calamity'];
const anyId = anyNamed(...CIV, ...ADVANCE, ...CALAMITY, 'commodity.name', 'eeui.commodity');

/** "advciv 31.62" (in Danish with the Danish number where it differs), ruling and variant after it. */
export function citeText(cite: RuleCitation): string {
  return formatCitation(cite, locale.value);
}

export function citesText(cites: readonly RuleCitation[]): string {
  return formatCitations(cites, locale.value);
}

/** Parameters whose values are ids get their display names (a violation's `nation: 'crete'` reads "Crete"). */
const PARAM_NAMES: Readonly<Record<string, (id: string) => string>> = {
  nation: nationName,
  nations: nationName,
  beneficiary: nationName,
  player: nationName,
  card: cardName,
  cards: cardName,
  missing: cardName,
  commodity: anyNamed('commodity.name', 'eeui.commodity'),
  calamity: anyNamed(...CALAMITY),
  calamities: anyNamed(...CALAMITY),
  phase: anyNamed('phase', 'ee.phase'),
  current: anyNamed('phase', 'ee.phase'),
  // phase/owed: the phase of the entry refused while an earlier one is owed (advciv 18.1, ee chapter 6).
  before: anyNamed('phase', 'ee.phase'),
  civ: anyNamed(...CIV),
  civs: anyNamed(...CIV),
  // Explanations of an order of play (engine/explain.ts) name players of either ruleset.
  who: anyNamed(...CIV),
  tied: anyNamed(...CIV),
  last: anyNamed(...CIV),
  after: anyId,
  advance: anyNamed(...ADVANCE),
  advances: anyNamed(...ADVANCE),
  abilities: anyNamed(...ADVANCE),
  ability: anyNamed(...ADVANCE),
  target: anyId,
  // calamity/out-of-order names calamities; trade/wrong-stacks passes stack numbers, which stay numbers.
  expected: anyId,
  entered: anyId,
  holder: nationName,
  held: anyId,
  discarded: anyId,
};

/**
 * Parameters whose ids belong to one ruleset's name tables, by violation-code prefix: Sid Meier's
 * eras, phases and units are not Advanced Civilization's (its `trade` phase is another phase).
 */
const SMC_ERA = named('smc.era');
const SMC_PHASE = named('smc.phase');
const PARAM_NAMES_BY_PREFIX: Readonly<Record<string, Readonly<Record<string, (id: string) => string>>>> = {
  'smc/': {
    era: SMC_ERA,
    current: SMC_ERA,
    phase: SMC_PHASE,
    expected: SMC_PHASE,
    unit: named('smcui.unit'),
    milestone: named('smc.milestone'),
    terrain: named('smcui.terrain'),
    resource: named('smcui.resource'),
    bought: named('smcui.item'),
  },
};

export function displayParams(params: Violation['params'], code = ''): MessageParams {
  const out: Record<string, MessageParams[string]> = {};
  const prefix = Object.keys(PARAM_NAMES_BY_PREFIX).find((p) => code.startsWith(p));
  const own = prefix === undefined ? undefined : PARAM_NAMES_BY_PREFIX[prefix];
  for (const [k, v] of Object.entries(params)) {
    const name = own?.[k] ?? PARAM_NAMES[k];
    if (name !== undefined && typeof v === 'string') out[k] = name(v);
    else if (name !== undefined && Array.isArray(v)) out[k] = (v as readonly (string | number)[]).map((x) => (typeof x === 'string' ? name(x) : x));
    else out[k] = v;
  }
  return out;
}

/** The words of a violation: its catalog message, or its code if the catalog has none yet. */
export function violationText(v: Violation): string {
  return translate(locale.value, `violation.${v.code}`, displayParams(v.params, v.code));
}
