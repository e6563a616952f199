/**
 * The pictures of a game (shared by every ruleset's scores tab): the heading, the switch between
 * the pictures a ruleset draws (the A.S.T., the race, the end: one open at a time, a second tap on
 * the open one closes it), and the open picture, which the ruleset draws as `children`.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../i18n';

export type PictureId = 'ast' | 'race' | 'end';

/** The picture open (none: null), and its switch; at a game's end the picture of the end opens by itself. */
export function usePictureShown(ended: boolean): [PictureId | null, (next: PictureId | null) => void] {
  return useState<PictureId | null>(() => (ended ? 'end' : null));
}

export function PicturesSection({
  choices,
  shown,
  onShow,
  children,
}: {
  readonly choices: readonly PictureId[];
  readonly shown: PictureId | null;
  readonly onShow: (next: PictureId | null) => void;
  readonly children?: ComponentChildren;
}) {
  return (
    <section aria-labelledby="pictures-h" class="pictures" data-testid="pictures">
      <h2 id="pictures-h">{t('pictures.heading')}</h2>
      <div class="choices">
        {choices.map((k) => (
          <button key={k} type="button" class="btn" aria-pressed={shown === k} onClick={() => onShow(shown === k ? null : k)}>
            {t(`pictures.show.${k}`)}
          </button>
        ))}
      </div>
      {children}
    </section>
  );
}
