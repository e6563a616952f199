/**
 * English: a game handed over with no link (issue 15), received by a phone that may hold a copy of
 * it (a backup file imported on the home screen is received the same way); and a linked phone's copy
 * that storage refused.
 */
export const handover = {
  'handover.receive.file': 'Open a game file handed over',
  'handover.receive.fileHint':
    'If this phone holds a copy of the game, it is brought up to date: only the entries after the part both phones share are added, each checked by the rules.',
  'handover.failed': 'Nothing was received.',
  'handover.outcome.new': '{name}: a new game on this phone.',
  'handover.outcome.same': '{name}: this phone already holds every entry. Nothing changed.',
  'handover.outcome.appended': '{name}: brought up to date, {count, plural, one {# entry} other {# entries}} added.',
  'handover.outcome.local-ahead':
    '{name}: this phone is ahead by {count, plural, one {# entry} other {# entries}}. Nothing changed: hand this phone’s copy to the other phone instead.',
  'handover.outcome.conflict':
    'Conflict in {name}: after entry {common} both phones recorded different entries (this phone {localOnly}, the other phone {receivedOnly}). Nothing was dropped: this phone’s game stays as it was, and the game received is kept as “{copy}”. Play on in the right one and delete the other.',
  'handover.outcome.conflictStart':
    'Conflict in {name}: the two phones’ copies differ from the start. Nothing was dropped: this phone’s game stays as it was, and the game received is kept as “{copy}”. Play on in the right one and delete the other.',
  'handover.open': 'Open {name}',
  'handover.conflictCopy': '{name} (conflict copy)',
  'phones.guest.notStored': 'This phone could not store the entries it received: they are kept on this screen and stored again every few seconds.',
  'handover.conflictCopyN': '{name} (conflict copy {n})',
} as const;
