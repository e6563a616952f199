/** The words of an advciv suggestion's origin (views/suggest.ts computes every figure). */
import type { Suggestion } from '../../../engine/rulesets/advciv/views/suggest';
import { t } from '../../i18n';

export function suggestionText(s: Suggestion | undefined): string | undefined {
  if (s === undefined) return undefined;
  const src = s.source;
  switch (src.kind) {
    case 'stock':
      return t('suggest.stock', { value: s.value, tokens: src.tokens, board: src.board, treasury: src.treasury });
    case 'board': {
      const parts = [t('suggest.board', { value: s.value, counted: src.census })];
      if (src.intoCities > 0) parts.push(t('suggest.board.into', { n: src.intoCities }));
      if (src.changed !== 0) parts.push(t('suggest.board.changed', { sign: src.changed > 0 ? '+' : '−', n: Math.abs(src.changed) }));
      return parts.join(' ');
    }
    case 'last-census':
      return t('suggest.lastCensus', { value: s.value });
    case 'census-stock':
      return t('suggest.censusStock', { value: s.value, tokens: src.tokens, treasury: src.treasury, last: src.census });
    case 'census-expansion':
      return t('suggest.censusExpansion', { value: s.value, board: src.board, last: src.census });
    case 'cities':
      return t('suggest.cities', { value: s.value });
  }
}
