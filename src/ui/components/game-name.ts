/**
 * A stored game's name as the screens show it: its own name, and where it stands beside a game of
 * the same name on this phone (an imported game whose name was taken, a conflict copy), the words of
 * its mark in the player's language; storage keeps the mark, never the words (persistence/db.ts).
 */
import type { CopyMark } from '../../persistence/repository';
import { t } from '../i18n';

export function gameName(game: { readonly name: string; readonly copy?: CopyMark | undefined }): string {
  const { name, copy } = game;
  if (copy === undefined) return name;
  const { n } = copy;
  return copy.kind === 'imported'
    ? t(n > 1 ? 'persistence.importedN' : 'persistence.imported', { name, n })
    : t(n > 1 ? 'handover.conflictCopyN' : 'handover.conflictCopy', { name, n });
}
