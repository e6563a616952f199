/**
 * An order of play as the engine's view gives it (census order, movement order): each player with
 * his token count and whether he moves last, then why, in the players' numbers and the rules.
 */
import type { Explanation } from '../../engine/explain';
import type { RuleCitation } from '../../engine/types';
import { t } from '../i18n';
import { Why } from './Why';

export interface CensusRow {
  readonly id: string;
  readonly name: string;
  readonly tokens: number;
  readonly movesLast: boolean;
}

export function CensusOrder({
  title,
  rows,
  cite,
  explain,
}: {
  readonly title: string;
  readonly rows: readonly CensusRow[];
  readonly cite: readonly RuleCitation[];
  /** The engine's reasons for this order, in the players' numbers. */
  readonly explain: readonly Explanation[];
}) {
  return (
    <>
      <h3>{title}</h3>
      <ol class="order" data-testid="census-order">
        {rows.map((o) => (
          <li key={o.id}>
            {o.name} · {t('turn.tokens', { n: o.tokens })}
            {o.movesLast ? ` · ${t('turn.movesLast')}` : ''}
          </li>
        ))}
      </ol>
      <Why cite={cite} explain={explain} />
    </>
  );
}
