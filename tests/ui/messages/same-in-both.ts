/** The catalog keys whose Danish text is deliberately the English one (shared by the message tests). */
import { COMMODITIES } from '../../../src/engine/rulesets/advciv/commodities';
import { COMMODITY_IDS as EE_COMMODITIES } from '../../../src/engine/rulesets/eastern-empires/trade-cards';

/**
 * The keys whose Danish text is deliberately the same as the English, each with its reason. Card,
 * calamity and commodity names stay as printed on the English cards (danish-terms 2.0, 3.6 point 2).
 */
export const SAME_IN_BOTH: Readonly<Record<string, string>> = {
  'app.name': 'the product name',
  'lang.en': 'each language is named in itself',
  'lang.da': 'each language is named in itself',
  'new.defaultNameN': 'a placeholder and a running number in brackets',
  'rule.cite': 'placeholders only',
  'form.fieldOf': 'placeholders and "for", the same word in Danish',
  'ruleset.advciv': 'the game as named on its box',
  'ruleset.eastern-empires': 'the game as named on its box',
  'ruleset.smc': 'the game as named on its box',
  'ruleset.short.advciv': 'the game as named on its box, shortened for a choice list',
  'ruleset.short.eastern-empires': 'the game as named on its box, shortened for a choice list',
  'ruleset.short.smc': 'the game as named on its box, shortened for a choice list',
  'doc.advciv': 'rule-document abbreviation',
  'doc.capitals': 'rule-document abbreviation',
  'doc.ee': 'rule-document abbreviation',
  'doc.smc': 'rule-document abbreviation',
  'nation.name.babylon': 'Babylon is Babylon in Danish (danish-terms 2.1)',
  'nation.name.babylon-ii': 'Babylon is Babylon in Danish (danish-terms 2.1); the counterpart of variant 38.1',
  // Capital sites (Capitals variant) whose Danish name is the same place name.
  ...Object.fromEntries(
    ['argos', 'miletus', 'knossos', 'ankara', 'babylon', 'ur', 'susa', 'memphis', 'persepolis', 'mohenjo-daro', 'harappa', 'pataliputra'].map((id) => [
      `variant.capital.${id}`,
      'a city of antiquity whose Danish name is the same',
    ]),
  ),
  // The game as pictures: placeholders and punctuation only.
  'pictures.ast.enter': 'a placeholder and a colon',
  'pictures.end.place': 'a placeholder and a full stop',
  'pictures.end.placeOf': 'placeholders only',
  // Eastern Empires: placeholders and a card name only.
  'eeui.cards.for': 'placeholders only',
  'eeui.calamity.title': 'placeholders only',
  'eeui.buy.set': 'placeholders only',
  'eeui.colour.orange': 'orange is orange in Danish',
  ...Object.fromEntries(
    ['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'indus'].map((id) => [`eeui.civ.${id}`, 'a civilization whose Danish name is the same']),
  ),
  ...Object.fromEntries(EE_COMMODITIES.map((id) => [`eeui.commodity.${id}`, 'Eastern Empires commodity card, printed in English'])),
  ...Object.fromEntries(COMMODITIES.map((id) => [`commodity.name.${id}`, 'commodity card, printed in English (danish-terms 2.4)'])),
};
