/**
 * Dansk: et spil givet videre uden forbindelse (issue 15), modtaget af en telefon, der måske har en
 * kopi af det; og en forbundet telefons kopi, som lageret afviste.
 */
import type { handover as en } from '../en/handover';

export const handover = {
  'handover.receive.file': 'Åbn en spilfil, der er givet videre',
  'handover.receive.fileHint':
    'Har denne telefon en kopi af spillet, bliver den bragt ajour: kun registreringerne efter den del, begge telefoner har, bliver tilføjet, og reglerne tjekker hver af dem.',
  'handover.failed': 'Intet blev modtaget.',
  'handover.outcome.new': '{name}: et nyt spil på denne telefon.',
  'handover.outcome.same': '{name}: denne telefon har allerede alle registreringer. Intet er ændret.',
  'handover.outcome.appended': '{name}: bragt ajour, {count, plural, one {# registrering} other {# registreringer}} tilføjet.',
  'handover.outcome.local-ahead':
    '{name}: denne telefon er {count, plural, one {# registrering} other {# registreringer}} foran. Intet er ændret: giv i stedet denne telefons kopi til den anden telefon.',
  'handover.outcome.conflict':
    'Konflikt i {name}: efter registrering {common} har de to telefoner registreret forskelligt (denne telefon {localOnly}, den anden telefon {receivedOnly}). Intet er tabt: spillet på denne telefon er som før, og det modtagne spil er gemt som “{copy}”. Spil videre i det rigtige, og slet det andet.',
  'handover.outcome.conflictStart':
    'Konflikt i {name}: de to telefoners kopier er forskellige fra starten. Intet er tabt: spillet på denne telefon er som før, og det modtagne spil er gemt som “{copy}”. Spil videre i det rigtige, og slet det andet.',
  'handover.open': 'Åbn {name}',
  'handover.conflictCopy': '{name} (konfliktkopi)',
  'phones.guest.notStored':
    'Denne telefon kunne ikke gemme de registreringer, den modtog: de bevares på denne skærm og gemmes igen med få sekunders mellemrum.',
  'handover.conflictCopyN': '{name} (konfliktkopi {n})',
} as const satisfies Record<keyof typeof en, string>;
