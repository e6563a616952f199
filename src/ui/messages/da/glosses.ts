/**
 * Danish glosses of the civilization-card and calamity names. The cards are printed in English and
 * the app names them so in both languages (danish-terms 2.0, 3.6 point 2); the Danish rules gloss
 * each name once, in the headings of 32.x and 30.x. These are those glosses with the translation's
 * misspellings corrected (danish-terms 2.2, 3.2), for a subtitle under the English name in Danish
 * mode. Commodities have no gloss in the Danish rules, so none is given here.
 */
import type { CardId } from '../../../engine/rulesets/advciv/cards';
import type { CalamityId } from '../../../engine/rulesets/advciv/commodities';

export const DANISH_CARD_GLOSS: Readonly<Record<CardId, string>> = {
  pottery: 'Pottemageri', // 32.21
  'cloth-making': 'Vævning', // 32.22
  metalworking: 'Metalbearbejdning', // 32.23 "behandling af metal"
  agriculture: 'Landbrug', // 32.24
  roadbuilding: 'Vejbygning', // 32.25
  mining: 'Minedrift', // 32.26
  engineering: 'Ingeniørkunst', // 32.31 "ingeniørarbejde" (heading misspelled "Engineeing")
  astronomy: 'Astronomi', // 32.41
  coinage: 'Møntprægning', // 32.42
  medicine: 'Medicin', // 32.43
  mathematics: 'Matematik', // DA 32.54 (EN 32.51)
  'drama-poetry': 'Teater og poesi', // 32.61
  music: 'Musik', // 32.62
  architecture: 'Arkitektur', // 32.63
  literacy: 'Skriftkundskab', // 32.71
  law: 'Lov', // 32.81
  democracy: 'Demokrati', // 32.82
  military: 'Militær', // 32.83
  philosophy: 'Filosofi', // 32.84
  mysticism: 'Mysticisme', // 32.91 "Mystisime" (misspelled)
  deism: 'Gudetro', // 32.92, the translation's own word
  enlightenment: 'Oplysning', // 32.93
  monotheism: 'Monoteisme', // 32.94 "Monotheisme"
  theology: 'Teologi', // 32.95 "Theologi"
};

export const DANISH_CALAMITY_GLOSS: Readonly<Record<CalamityId, string>> = {
  volcano: 'Vulkanudbrud eller jordskælv', // 30.21
  treachery: 'Forræderi', // 30.22
  famine: 'Sult', // 30.31
  superstition: 'Overtro', // 30.32
  'civil-war': 'Borgerkrig', // 30.41
  'slave-revolt': 'Slaveoprør', // 30.42
  flood: 'Oversvømmelse', // 30.51
  'barbarian-hordes': 'Barbarinvasion', // 30.52 (heading misspelled "Babarian Hordes")
  epidemic: 'Epidemi', // 30.61
  'civil-disorder': 'Borgerlig uro', // 30.71
  'iconoclasm-heresy': 'Billedstyrtning og kætteri', // 30.81
  piracy: 'Pirateri', // 30.91
};
