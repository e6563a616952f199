/**
 * The players tab of every ruleset: the frame (heading with the turn shown) and one card per player,
 * named by a heading screen readers use as its label. What a card shows comes from the ruleset's
 * screen as children; the numbers in it come from the engine's views.
 */
import type { ComponentChildren } from 'preact';
import { t } from '../i18n';

export function PlayersFrame({ turn, class: className, children }: { readonly turn: number; readonly class?: string; readonly children?: ComponentChildren }) {
  return (
    <section aria-labelledby="players-h" class={className}>
      <h2 id="players-h">{t('players.title', { turn })}</h2>
      {children}
    </section>
  );
}

export function PlayerCardFrame({
  id,
  dataKey,
  heading,
  children,
}: {
  /** The player's id in the ruleset; the card carries it as `data-<dataKey>` and names its heading `pl-<id>`. */
  readonly id: string;
  readonly dataKey: 'nation' | 'civ' | 'player';
  readonly heading: ComponentChildren;
  readonly children?: ComponentChildren;
}) {
  return (
    <article class="card" {...{ [`data-${dataKey}`]: id }} aria-labelledby={`pl-${id}`}>
      <h3 id={`pl-${id}`}>{heading}</h3>
      {children}
    </article>
  );
}
