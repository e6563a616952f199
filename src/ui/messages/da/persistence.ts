/** Danish: saving, restoring, backup files and storage (src/persistence error codes). */
import type { persistence as en } from '../en/persistence';

export const persistence = {
  'error.storage/quota-exceeded': 'Enheden har ikke mere lagerplads. Intet er gået tabt: frigør plads, og prøv igen.',
  'error.storage/unavailable': 'Browseren kan ikke åbne lageret med spillene ({detail}). Privat browsing kan forhindre det.',
  'error.storage/newer-version': 'En nyere version af Tresham er åben i en anden fane. Genindlæs siden for at bruge den.',
  'error.storage/failed': 'Spillet kunne ikke gemmes eller læses: {detail}. Intet gemt er ændret.',
  'error.game/not-found': 'Det spil findes ikke længere på denne enhed.',
  'error.append/full':
    'Dette spil rummer {max, plural, one {# indtastning} other {# indtastninger}}, så mange som et spil kan rumme og stadig åbnes: intet mere gemmes. Start et nyt spil for at fortsætte.',
  'error.append/malformed': 'Indtastningen er ufuldstændig eller forkert udformet ({path}); den blev ikke gemt.',
  'error.append/invalid': 'Indtastningen bryder {count, plural, one {en regel} other {# regler}}; den blev ikke gemt.',
  'error.append/stale': 'En anden skærm ændrede spillet først ({count, plural, one {# indtastning} other {# indtastninger}}); intet af dit blev gemt.',
  'error.undo/nothing': 'Der er intet at fortryde.',
  'error.redo/nothing': 'Der er intet at gentage.',
  'error.restore/unknown-version': 'Spillet er gemt i formatversion {version}, som denne version af Tresham ikke kender. Opdater Tresham for at åbne det.',
  'error.restore/bad-version':
    'Det gemte spil angiver formatversion {version}, som ingen version af Tresham skriver: det er beskadiget. Det er bevaret uændret; eksportér det som sikkerhedskopi.',
  'error.restore/invalid-record':
    'Det gemte spil er beskadiget ved {path} ({count, plural, one {# fejl} other {# fejl}}). Det er bevaret uændret; eksporter det som sikkerhedskopi.',
  'error.restore/setup-violations': 'Spillets opsætning bryder {count, plural, one {en regel} other {# regler}}.',
  'error.restore/violations':
    'Indtastning {entry} i spillet bryder reglerne ({count, plural, one {# indtastning fejler} other {# indtastninger fejler}}); intet er ændret. Hvorfor:',
  'error.text/markup': 'Teksten ved {path} ligner websidekode (“<…”), som Tresham ikke tager imod.',
  'error.text/control-character': 'Teksten ved {path} indeholder usynlige kontroltegn, som Tresham ikke tager imod.',
  'error.text/broken-character': 'Teksten ved {path} indeholder et ødelagt tegn (halvdelen af et tegnpar), som Tresham ikke tager imod.',
  'error.import/not-json': 'Filen er ikke en sikkerhedskopi fra Tresham: den er ikke JSON-tekst.',
  'error.import/too-large':
    'Filen er for stor til at være en sikkerhedskopi fra Tresham (over 5 MB, eller flere spil, indtastninger eller mere tekst end noget rigtigt spil).',
  'error.import/unknown-version':
    'Sikkerhedskopien er skrevet i formatversion {version}, som denne version af Tresham ikke kender. Opdater Tresham for at importere den.',
  'error.import/bad-version': 'Sikkerhedskopien angiver formatversion {version}, som ingen version af Tresham skriver: filen er beskadiget.',
  'error.import/invalid-record': 'Sikkerhedskopien er beskadiget ved {path} ({count, plural, one {# fejl} other {# fejl}}).',
  'error.import/not-a-backup': 'JSON-filen er ikke en sikkerhedskopi fra Tresham.',
  'error.import/empty': 'Sikkerhedskopien indeholder ingen spil.',
  'persistence.imported': '{name} (importeret)',
  'persistence.importedN': '{name} (importeret {n})',
  'persistence.import.done': '{count, plural, one {# spil importeret} other {# spil importeret}}.',
  'import.outcome.same': '{name}: allerede ajour. Intet er ændret.',
  'import.refusedGame': 'Spil {n} i filen blev afvist, så intet spil fra filen blev taget, og intet på denne telefon er ændret:',
  'import.refusedGameNamed': 'Spil {n} i filen, “{name}”, blev afvist, så intet spil fra filen blev taget, og intet på denne telefon er ændret:',
  'import.outcome.appended': '{name}: bragt ajour, {count, plural, one {# registrering} other {# registreringer}} tilføjet fra filen.',
  'import.outcome.local-ahead': '{name}: denne telefon er {count, plural, one {# registrering} other {# registreringer}} foran filen. Intet er ændret.',
  'import.outcome.conflict':
    'Konflikt i {name}: efter registrering {common} har denne telefon og filen registreret forskelligt (denne telefon {localOnly}, filen {receivedOnly}). Intet er tabt: spillet på denne telefon er som før, og filens spil er gemt som “{copy}”. Spil videre i det rigtige, og slet det andet.',
  'import.outcome.conflictStart':
    'Konflikt i {name}: spillet på denne telefon og filens spil er forskellige fra starten. Intet er tabt: spillet på denne telefon er som før, og filens spil er gemt som “{copy}”. Spil videre i det rigtige, og slet det andet.',
  'persistence.export.game': 'Eksporter spil',
  'persistence.export.all': 'Eksporter alle spil',
  'persistence.import': 'Importer en sikkerhedskopi',
  'persistence.undo': 'Fortryd',
  'persistence.redo': 'Gentag',
  'persistence.storage.title': 'Lagring',
  'persistence.storage.persisted': 'Spillene gemmes varigt: browseren sletter dem ikke for at skaffe plads.',
  'persistence.storage.notPersisted': 'Browseren kan slette gemte spil, når enheden mangler plads. Eksporter en sikkerhedskopi en gang imellem.',
  'persistence.storage.usage': '{used} MB brugt af {quota} MB ledig plads',
  'persistence.storage.unsupported': 'Browseren oplyser ikke sin lagerplads.',
  'persistence.storage.request': 'Gem spillene varigt',
  'persistence.otherTab': 'Spillet er ændret i et andet vindue; det viser nu de nyeste indtastninger.',
} as const satisfies Record<keyof typeof en, string>;
