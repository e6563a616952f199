/** The words of an Eastern Empires suggestion's origin (engine/rulesets/eastern-empires/views/suggest.ts computes every figure). */
import type { EeSuggestion } from '../../../engine/rulesets/eastern-empires/views/suggest';
import { t } from '../../i18n';

export function eeSuggestionText(s: EeSuggestion | undefined): string | undefined {
  if (s === undefined) return undefined;
  const src = s.source;
  switch (src.kind) {
    case 'stock':
      return t('suggest.stock', { value: s.value, tokens: src.tokens, board: src.board, treasury: src.treasury });
    case 'board':
      return src.built > 0
        ? t('suggest.boardAtMost', { value: s.value, board: src.board, into: src.intoCities, built: src.built })
        : t('suggest.boardLast', { value: s.value });
    case 'cities':
      return t('suggest.cities', { value: s.value });
  }
}
