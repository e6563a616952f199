/**
 * Danish names of the Eastern Empires advances and calamities, so a Danish sentence speaks one
 * language (the cards are printed in English; the Danish rules have no Eastern Empires text). An
 * advance or calamity that is the same card as in Advanced Civilization takes the Danish name the
 * Danish rules give that card (glosses.ts, danish-terms 2.2, 2.5); the others are plain Danish
 * translations of the printed name.
 */
import type { AdvanceId } from '../../../../../engine/rulesets/eastern-empires/advances';
import type { CalamityId } from '../../../../../engine/rulesets/eastern-empires/trade-cards';
import { DANISH_CALAMITY_GLOSS as ADVCIV_CALAMITY, DANISH_CARD_GLOSS as ADVCIV_CARD } from '../../../../messages/da/glosses';

export const DANISH_EE_ADVANCES: Readonly<Record<AdvanceId, string>> = {
  urbanism: 'Byplanlægning',
  sculpture: 'Billedhuggerkunst',
  clothMaking: ADVCIV_CARD['cloth-making'],
  mysticism: ADVCIV_CARD.mysticism,
  mythology: 'Mytologi',
  empiricism: 'Empirisme',
  monarchy: 'Monarki',
  masonry: 'Murerkunst',
  pottery: ADVCIV_CARD.pottery,
  writtenRecord: 'Skriftlige optegnelser',
  deism: ADVCIV_CARD.deism,
  astronavigation: 'Stjernenavigation',
  music: ADVCIV_CARD.music,
  dramaAndPoetry: ADVCIV_CARD['drama-poetry'],
  theocracy: 'Teokrati',
  coinage: ADVCIV_CARD.coinage,
  metalworking: ADVCIV_CARD.metalworking,
  literacy: ADVCIV_CARD.literacy,
  agriculture: ADVCIV_CARD.agriculture,
  rhetoric: 'Retorik',
  medicine: ADVCIV_CARD.medicine,
  architecture: ADVCIV_CARD.architecture,
  fundamentalism: 'Fundamentalisme',
  law: ADVCIV_CARD.law,
  universalDoctrine: 'Universel lære',
  enlightenment: ADVCIV_CARD.enlightenment,
  cartography: 'Kartografi',
  navalWarfare: 'Søkrigsførelse',
  diplomacy: 'Diplomati',
  engineering: ADVCIV_CARD.engineering,
  military: ADVCIV_CARD.military,
  calendar: 'Kalender',
  tradeRoutes: 'Handelsruter',
  monument: 'Mindesmærke',
  library: 'Bibliotek',
  democracy: ADVCIV_CARD.democracy,
  roadbuilding: ADVCIV_CARD.roadbuilding,
  philosophy: ADVCIV_CARD.philosophy,
  publicWorks: 'Offentlige anlæg',
  politics: 'Politik',
  mining: ADVCIV_CARD.mining,
  monotheism: ADVCIV_CARD.monotheism,
  advancedMilitary: 'Avanceret militær',
  theology: ADVCIV_CARD.theology,
  mathematics: ADVCIV_CARD.mathematics,
  provincialEmpire: 'Provinsrige',
  tradeEmpire: 'Handelsrige',
  diaspora: 'Udvandring',
  anatomy: 'Anatomi',
  culturalAscendancy: 'Kulturel overlegenhed',
  wonderOfTheWorld: 'Verdensunder',
};

export const DANISH_EE_CALAMITIES: Readonly<Record<CalamityId, string>> = {
  tempest: 'Uvejr',
  squanderedWealth: 'Ødslet rigdom',
  cityRiots: 'Byoptøjer',
  cityInFlames: 'By i flammer',
  tribalConflict: 'Stammestrid',
  minorUprising: 'Mindre opstand',
  banditry: 'Røverbander',
  coastalMigration: 'Kystvandring',
  volcanicEruption: ADVCIV_CALAMITY.volcano,
  treachery: ADVCIV_CALAMITY.treachery,
  famine: ADVCIV_CALAMITY.famine,
  slaveRevolt: ADVCIV_CALAMITY['slave-revolt'],
  flood: ADVCIV_CALAMITY.flood,
  superstition: ADVCIV_CALAMITY.superstition,
  civilWar: ADVCIV_CALAMITY['civil-war'],
  barbarianHordes: ADVCIV_CALAMITY['barbarian-hordes'],
  cyclone: 'Cyklon',
  epidemic: ADVCIV_CALAMITY.epidemic,
  tyranny: 'Tyranni',
  civilDisorder: ADVCIV_CALAMITY['civil-disorder'],
  corruption: 'Korruption',
  iconoclasmAndHeresy: ADVCIV_CALAMITY['iconoclasm-heresy'],
  regression: 'Tilbagegang',
  piracy: ADVCIV_CALAMITY.piracy,
};

/** As catalog entries (`eeui.advance.<id>`, `eeui.calamity.<id>`), spread over the printed names. */
export const DANISH_EE_NAMES = {
  ...Object.fromEntries(Object.entries(DANISH_EE_ADVANCES).map(([id, name]) => [`eeui.advance.${id}`, name])),
  ...Object.fromEntries(Object.entries(DANISH_EE_CALAMITIES).map(([id, name]) => [`eeui.calamity.${id}`, name])),
};
