/** One line per log entry, in the player's language (names from the catalog, numbers as entered). */
import type { AdvCivEntry } from '../../../engine/rulesets/advciv/entries';
import type { NationId } from '../../../engine/rulesets/advciv/nations';
import type { Hand } from '../../../engine/rulesets/advciv/state';
import { locale, t, translate } from '../../i18n';
import { calamityName, cardName, commodityName, nationName, phaseName } from '../../components/names';

const perNation = (table: Readonly<Partial<Record<NationId, number>>>): string =>
  (Object.entries(table) as [NationId, number][]).map(([n, v]) => `${nationName(n)} ${v}`).join(', ');

const handText = (hand: Hand): string =>
  Object.entries(hand)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([id, n]) => `${n} ${commodityName(id)}`)
    .join(', ');

export function describeEntry(entry: AdvCivEntry | { readonly kind: string }): string {
  const e = entry as AdvCivEntry;
  switch (e.kind) {
    case 'taxation':
      // 19.1: what is entered is each player's stock counted, not the tax (the log line says so).
      return t('log.taxation', { stock: perNation(e.stock) });
    case 'population':
      return t('log.population', { nations: Object.keys(e.areas).map((n) => nationName(n as NationId)) });
    case 'census':
      return `${phaseName('census')}: ${perNation(e.tokens)}`;
    case 'city-attack':
      return t('log.cityAttack', {
        attacker: nationName(e.attacker),
        defender: e.defender === 'pirates' ? t('attack.pirates') : nationName(e.defender),
        pillage: e.pillage,
      });
    case 'ships':
      return t('log.ships', { nation: nationName(e.nation), ships: e.ships, treasury: e.treasury, levy: e.levy ?? 0 });
    case 'cities':
      return `${t('table.cities')}: ${perNation(e.cities)}`;
    case 'trade-cards':
      return t('log.draw', { nation: nationName(e.nation), stacks: e.stacks.length > 0 ? e.stacks : ['–'], bought: e.bought });
    case 'trade':
      return t('log.trade', { from: nationName(e.from), to: nationName(e.to), gave: e.gave.cards, got: e.got.cards });
    case 'purchase':
      return t('log.purchase', { nation: nationName(e.nation), cards: e.cards.length > 0 ? e.cards.map(cardName) : ['–'], treasury: e.treasury });
    case 'hand':
      // 31.71: a sealed hand shows its count only (its cards stay on the player's phone).
      // 31.71: a hand nobody entered is recorded as not known (unknown is not zero).
      if (e.unknown === true) return t('log.handUnknown', { nation: nationName(e.nation) });
      return e.sealed === true
        ? t('log.handSealed', { nation: nationName(e.nation), n: e.count })
        : handText(e.cards) === ''
          ? t('log.handNone', { nation: nationName(e.nation) })
          : t('log.hand', { nation: nationName(e.nation), cards: handText(e.cards) });
    case 'hand-reveal':
      return t('log.handReveal', { nation: nationName(e.nation), cards: handText(e.cards) || '–' });
    case 'calamities':
      return `${phaseName('calamities')}: ${e.held.length === 0 ? '–' : e.held.map((h) => `${calamityName(h.calamity)} (${nationName(h.holder)})`).join(', ')}`;
    case 'ast':
      return t('log.ast');
    case 'end-game':
      return t('log.endGame');
    case 'leave':
      return t('log.leave', { nation: nationName(e.nation) });
    default: {
      const other = entry as { readonly kind: string; readonly nation?: string; readonly calamity?: string };
      const key = `log.kind.${other.kind}`;
      return translate(locale.value, key) === key ? `${phaseName('calamities')}: ${other.kind}` : translate(locale.value, key);
    }
  }
}
