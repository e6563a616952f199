/**
 * The picture of the end as a ruleset shows it (shared): the title (the end, or the table now on
 * request), the sheet (places with points and their breakdown, the A.S.T. where the game has one,
 * the race of points) and the PNG offered to share or save. The ruleset's pictures put its engine's
 * views into these words and marks; nothing here knows a rule.
 */
import { t } from '../i18n';
import type { TrackRow } from './AstTrack';
import { EndSheetSvg, type PlaceRow } from './EndSheet';
import type { RaceLine } from './RaceChart';
import { SharePicture } from './SharePicture';

export function EndPicture({
  name,
  ended,
  turn,
  places,
  track,
  turns,
  lines,
}: {
  /** The game's name (the title and the file's name). */
  name: string;
  /** True once the game has ended; otherwise the picture is the table at `turn`. */
  ended: boolean;
  turn: number;
  places: readonly PlaceRow[];
  /** The A.S.T. as on the board; empty for a game without one. */
  track: readonly TrackRow[];
  turns: readonly number[];
  /** The race of points, one line per player. */
  lines: readonly RaceLine[];
}) {
  const title = ended ? t('pictures.end.title', { name }) : t('pictures.end.titleNow', { name, turn });
  const label = t('pictures.end.label', { places: places.map((p) => t('pictures.end.placeOf', { place: p.place, name: p.name, total: p.total })).join(', ') });
  const version = `${turns.length}-${places.map((p) => `${p.id}:${p.total}`).join(',')}-${title}`;
  const fileName = `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'tresham'}.png`;
  return (
    <section aria-labelledby="end-picture-h" data-testid="end-picture">
      <h3 id="end-picture-h">{t('pictures.show.end')}</h3>
      <div class="picture-fit-box">
        <EndSheetSvg
          id="end-picture-svg"
          title={title}
          label={label}
          places={places}
          track={track}
          raceTitle={t('pictures.race.points')}
          turns={turns}
          lines={lines}
          turnLabel={t('pictures.race.turn')}
          astLabel={t('pictures.show.ast')}
        />
      </div>
      <SharePicture svgId="end-picture-svg" fileName={fileName} title={title} version={version} />
    </section>
  );
}
