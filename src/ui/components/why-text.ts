/**
 * The words of "Why?": an engine explanation in the player's language with his numbers and names,
 * and the catalog keys that may say a cited rule in words.
 */
import type { Explanation } from '../../engine/explain';
import type { RuleCitation } from '../../engine/types';
import { locale, translate } from '../i18n';
import { displayParams } from './names';

/** "{who} goes first with the most tokens on the board: 14." from `order/most-tokens-first`. */
export function explanationText(e: Explanation): string {
  return translate(locale.value, `why.${e.code}`, displayParams(e.params));
}

/**
 * The catalog keys that may say a rule in words, most specific first: the rule itself, then the
 * section it belongs to ("advciv 31.52" → 31; "ee Phase 13b" → Phase 13; "ee chapter 8, Famine" →
 * chapter 8).
 */
export function whyKeys(c: RuleCitation): readonly string[] {
  const keys: string[] = [];
  let rule = c.rule;
  for (;;) {
    keys.push(['why', c.doc, rule].join('.'));
    const comma = rule.lastIndexOf(', ');
    const dot = rule.lastIndexOf('.');
    const sub = /^(Phase \d+)[a-z]$/.exec(rule);
    if (comma > 0) rule = rule.slice(0, comma);
    else if (dot > 0) rule = rule.slice(0, dot);
    else if (sub?.[1] !== undefined) rule = sub[1];
    else return keys;
  }
}
