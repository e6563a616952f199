/**
 * Which game of a file a refused import or hand-over stopped at (the file is taken all or nothing:
 * nothing of it came in), in the player's words; nothing when the refusal concerns the whole file.
 */
import type { PersistenceError } from '../../persistence/errors';
import { t } from '../i18n';

export function refusedGameWords(error: Pick<PersistenceError, 'gameIndex' | 'gameName'>): string | undefined {
  if (error.gameIndex === undefined) return undefined;
  const n = error.gameIndex + 1;
  return error.gameName === undefined ? t('import.refusedGame', { n }) : t('import.refusedGameNamed', { n, name: error.gameName });
}

/** The words above, before the refusal's reason (a home screen import, a hand-over received). */
export function RefusedGame({ error }: { readonly error: Pick<PersistenceError, 'gameIndex' | 'gameName'> }) {
  const words = refusedGameWords(error);
  if (words === undefined) return null;
  return (
    <>
      <span data-testid="refused-game">{words}</span>{' '}
    </>
  );
}
