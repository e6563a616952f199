/**
 * English: late arrivals (advciv 15.5; 38.1 counterparts; 39.9's Civil War; 38.21's 55 tokens):
 * the counterpart nations' names, the join form on the players tab and the violations of
 * engine/rulesets/advciv/late-arrivals.ts.
 */
export const lateArrivals = {
  'nation.name.africa-ii': 'Africa-II',
  'nation.name.italy-ii': 'Italy-II',
  'nation.name.illyria-ii': 'Illyria-II',
  'nation.name.thrace-ii': 'Thrace-II',
  'nation.name.crete-ii': 'Crete-II',
  'nation.name.asia-ii': 'Asia-II',
  'nation.name.assyria-ii': 'Assyria-II',
  'nation.name.babylon-ii': 'Babylon-II',
  'nation.name.egypt-ii': 'Egypt-II',
  'log.kind.join': 'A late arrival asks to join (15.51)',
  'late.title': 'A player joins the game (15.5)',
  'late.hint':
    'The new player chooses an unused nation and waits for a Civil War: he is its beneficiary and takes the victim’s civilization cards and A.S.T. position (15.52).',
  'late.hintCounterpart': 'With all nine nations in play he becomes the counterpart of the Civil War victim’s nation (38.1).',
  'late.name': 'Name of the new player',
  'late.nation': 'Nation to play',
  'late.counterpart': 'Counterpart of the victim (38.1)',
  'late.record': 'Record the late arrival',
  'late.waiting': 'Waiting for a Civil War: {names}',
  'late.entered': '{name} enters as {nation}, the beneficiary of {victim}’s Civil War, with {victim}’s civilization cards and A.S.T. position (15.52).',
  'late.firstFaction':
    'Variant 39.9 (15.54, 15.553): {nation} completes the first faction so that both are as equal as possible; enter the whole first faction.',
  'setting.westernExtension': 'Nine players with the Western Extension mapboard: 55 tokens each (38.21; otherwise 47, 16.9)',
  'late.waitingOne': '{name} with {nation}',
  'late.setup.title': 'Players who join later (38.1)',
  'late.setup.hint':
    'The tenth and later players wait from the start, each for a Civil War: at it he becomes the counterpart of the victim’s nation, with its civilization cards and A.S.T. position (16.10, 16.M, 15.52).',
  'late.setup.name': 'Player {n} (joins later)',
  'late.setup.add': 'Add a player who joins later',
  'late.setup.remove': 'Remove player {n}',
  'violation.late-arrival/name-missing': 'Enter a name for player {n}.',
  'violation.late-arrival/nation-required':
    'A late arrival chooses a nation not in play; only with all nine nations in play (variant 38.1) does he become the victim’s counterpart.',
  'violation.late-arrival/nation-in-play': '{nation} is already in play or chosen by another late arrival.',
  'violation.late-arrival/nation-unavailable': '{nation} is not on the mapboard of a {players}-player game.',
  'violation.late-arrival/counterpart-chosen': '{nation} cannot be chosen: a nation becomes a counterpart only by entering at a Civil War.',
  'violation.late-arrival/setup-needs-38.1': 'A game of {players, plural, one {# player} other {# players}} needs the Multi-Player Variant (38.1).',
  'violation.late-arrival/setup-not-nine': 'The tenth and later players are late arrivals beside nine players ({players} seated).',
  'violation.late-arrival/faction-more-than-held':
    'A faction cannot hold more than the victim has: {cities, plural, one {# city} other {# cities}} and {tokens, plural, one {# token} other {# tokens}}.',
  'violation.late-arrival/factions-unequal':
    'The factions are not as equal as possible: {firstCities, plural, one {# city} other {# cities}} and {firstPoints, plural, one {# unit point} other {# unit points}} against {secondCities, plural, one {# city} other {# cities}} and {secondPoints, plural, one {# unit point} other {# unit points}}.',
  'violation.late-arrival/first-faction-missing': 'Enter the first faction as the late arrival completed it.',
  'violation.late-arrival/monotheism': 'No Monotheism conversion by or against the Civil War victim or the late arrival this turn ({nation} from {player}).',
  'violation.late-arrival/western-extension-needs-38.2': 'The 55-token setting with the Western Extension mapboard belongs to the Nine-Player Variant (38.2).',
} as const;
