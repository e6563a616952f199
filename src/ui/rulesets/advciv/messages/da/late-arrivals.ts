/** Dansk: spillere, der kommer til efter spillets begyndelse (advciv 15.5; 38.1, 39.9, 38.21). */
import type { lateArrivals as en } from '../en/late-arrivals';

export const lateArrivals = {
  'nation.name.africa-ii': 'Afrika-II',
  'nation.name.italy-ii': 'Italien-II',
  'nation.name.illyria-ii': 'Illyrien-II',
  'nation.name.thrace-ii': 'Thrakien-II',
  'nation.name.crete-ii': 'Kreta-II',
  'nation.name.asia-ii': 'Asien-II',
  'nation.name.assyria-ii': 'Assyrien-II',
  'nation.name.babylon-ii': 'Babylon-II',
  'nation.name.egypt-ii': 'Egypten-II',
  'log.kind.join': 'En ny spiller vil være med (15.51)',
  'late.title': 'En spiller kommer til (15.5)',
  'late.hint':
    'Den nye spiller vælger en nation, der ikke er i spil, og venter på en Borgerkrig: han er den begunstigede og får ofrets civilisationskort og placering på A.S.T. (15.52).',
  'late.hintCounterpart': 'Er alle ni nationer i spil, bliver han modstykke til borgerkrigsofferets nation (38.1).',
  'late.name': 'Den nye spillers navn',
  'late.nation': 'Nation, han spiller',
  'late.counterpart': 'Modstykke til offeret (38.1)',
  'late.record': 'Indtast den nye spiller',
  'late.waiting': 'Venter på en Borgerkrig: {names}',
  'late.entered': '{name} kommer ind som {nation}, den begunstigede af {victim}s Borgerkrig, med {victim}s civilisationskort og placering på A.S.T. (15.52).',
  'late.firstFaction':
    'Variant 39.9 (15.54, 15.553): {nation} fuldender den første fraktion, så de to er så lige som muligt; indtast hele den første fraktion.',
  'setting.westernExtension': 'Ni spillere med det vestlige udvidelseskort: 55 brikker hver (38.21; ellers 47, 16.9)',
  'late.waitingOne': '{name} med {nation}',
  'late.setup.title': 'Spillere, der kommer til senere (38.1)',
  'late.setup.hint':
    'Den tiende og de følgende spillere venter fra begyndelsen, hver på en Borgerkrig: ved den bliver han modstykke til offerets nation og får dens civilisationskort og placering på A.S.T. (16.10, 16.M, 15.52).',
  'late.setup.name': 'Spiller {n} (kommer til senere)',
  'late.setup.add': 'Tilføj en spiller, der kommer til senere',
  'late.setup.remove': 'Fjern spiller {n}',
  'violation.late-arrival/name-missing': 'Indtast et navn til spiller {n}.',
  'violation.late-arrival/nation-required':
    'En ny spiller vælger en nation, der ikke er i spil; kun når alle ni nationer er i spil (variant 38.1), bliver han modstykke til offeret.',
  'violation.late-arrival/nation-in-play': '{nation} er allerede i spil eller valgt af en anden ny spiller.',
  'violation.late-arrival/nation-unavailable': '{nation} er ikke på brættet i et spil med {players, plural, one {# spiller} other {# spillere}}.',
  'violation.late-arrival/counterpart-chosen': '{nation} kan ikke vælges: en nation bliver kun modstykke ved at komme ind ved en Borgerkrig.',
  'violation.late-arrival/setup-needs-38.1': 'Et spil med {players, plural, one {# spiller} other {# spillere}} kræver flerspillervarianten (38.1).',
  'violation.late-arrival/setup-not-nine': 'Den tiende og senere spillere kommer til ved siden af ni spillere ({players} ved bordet).',
  'violation.late-arrival/faction-more-than-held':
    'En fraktion kan ikke rumme mere, end offeret har: {cities, plural, one {# by} other {# byer}} og {tokens, plural, one {# brik} other {# brikker}}.',
  'violation.late-arrival/factions-unequal':
    'Fraktionerne er ikke så lige som muligt: {firstCities, plural, one {# by} other {# byer}} og {firstPoints} enhedspoint mod {secondCities, plural, one {# by} other {# byer}} og {secondPoints} enhedspoint.',
  'violation.late-arrival/first-faction-missing': 'Indtast den første fraktion, som den nye spiller har fuldendt den.',
  'violation.late-arrival/monotheism':
    'Ingen Monoteisme-omvendelse af eller mod borgerkrigsofferet eller den nye spiller i denne runde ({nation} fra {player}).',
  'violation.late-arrival/western-extension-needs-38.2': 'Indstillingen med 55 brikker og det vestlige udvidelseskort hører til nispillervarianten (38.2).',
} as const satisfies Record<keyof typeof en, string>;
